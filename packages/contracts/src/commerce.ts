import { z } from "zod";
import { fieldsOf, MOBILE_LOCAL_PATTERN, mobileField, otpField, statusSuccess } from "./common.ts";
import { idText, noticeFields, says, text } from "./message-fields.ts";
import { OFFER_GROUPS } from "./vocabulary.ts";

export const GST_RATE_PERCENT = 18;

/** The spec's prices response: per astrologer, description, price per question (rupees) and free questions. */
export const pricesResponse = z.object({
  oracle_desc: z.string(),
  oracle_desc_hi: z.string(),
  oracle_price: z.number().meta({ description: "Lowest price per question in rupees, before GST" }),
  free_oracle_questions: z.number().int(),
  astra_desc: z.string(),
  astra_desc_hi: z.string(),
  astra_price: z.number(),
  free_astra_questions: z.number().int(),
  oracle_price_with_gst_paise: z
    .number()
    .int()
    .meta({ description: "Lowest price per question in paise, GST included: what the user pays" }),
  astra_price_with_gst_paise: z.number().int(),
});

export const offerView = z.object({
  id: z.string(),
  text: z.string(),
  originalPrice: z.number().meta({ description: "rupees" }),
  discountPrice: z.number().meta({ description: "rupees, before GST" }),
  credits: z.number().int(),
  account: z.string(),
  original_price_with_gst_paise: z.number().int().meta({ description: "the list price with GST 18%, paise" }),
  price_with_gst_paise: z.number().int().meta({ description: "what the user pays without a wheel discount, paise" }),
  wheel_discount_percent: z
    .number()
    .int()
    .nullable()
    .meta({ description: "the signed-in user's unused wheel discount, which their next recharge gets" }),
  wheel_price_with_gst_paise: z
    .number()
    .int()
    .nullable()
    .meta({ description: "what the user pays with that wheel discount, GST included, paise" }),
});
export type OfferView = z.infer<typeof offerView>;
export const rechargesResponse = z.array(z.object({ astrologer: z.enum(OFFER_GROUPS), data: z.array(offerView) }));
export type RechargesResponse = z.infer<typeof rechargesResponse>;

/** Figures of a checkout, all integer paise; exactly what the receipt shows. */
export const checkoutSummary = z.object({
  ...fieldsOf(
    () => z.number().int(),
    "base_paise",
    "discount_percent",
    "discount_paise",
    "gst_percent",
    "gst_paise",
    "total_paise",
  ),
  gst_included: z.boolean().meta({ description: "true when the price already included GST (plans)" }),
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

/** True when the sandbox takes payments on a deployed site (a staging demo): every checkout shows a banner. */
const demoPayments = z.boolean().meta({
  description: "The sandbox checkout is serving (ALLOW_SANDBOX_PAYMENTS): no money moves, and the page says so",
});

export const checkoutBody = z.strictObject({ offer_id: idText(64, "commerce.choose_pack") });
export const checkoutResponse = z.object({
  status: statusSuccess,
  payment_id: z.string(),
  item: z.string(),
  summary: checkoutSummary,
  provider: z.object({ name: z.enum(["sandbox", "razorpay"]), key_id: z.string(), order_id: z.string() }),
  demo_payments: demoPayments,
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

const signature = idText(256);
export const verifyPaymentBody = z.strictObject({
  razorpay_order_id: idText(100),
  razorpay_payment_id: idText(100, "commerce.payment_failed"),
  razorpay_signature: signature,
});
export const verifySubscriptionBody = z.strictObject({
  razorpay_subscription_id: idText(100),
  razorpay_payment_id: idText(100),
  razorpay_signature: signature,
});
export const paymentResultResponse = z.object({ status: statusSuccess, ...noticeFields, payment_id: z.string() });
export type PaymentResultResponse = z.infer<typeof paymentResultResponse>;

/** Who issues the GST invoice: the company's registered name, address and GSTIN (configuration). */
export const invoiceSeller = z.object({ name: z.string(), address: z.string(), gstin: z.string() });
export type InvoiceSeller = z.infer<typeof invoiceSeller>;

export const receiptResponse = z.object({
  payment_id: z.string(),
  invoice_number: z.string().nullable().meta({
    description: "the GST invoice's sequential number (per financial year), given when the payment is credited",
  }),
  seller: invoiceSeller,
  kind: z.enum(["recharge", "subscription"]),
  item: z.string(),
  status: z.enum(["created", "paid", "failed"]),
  summary: checkoutSummary,
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
});
export type ReceiptResponse = z.infer<typeof receiptResponse>;
export const paymentParams = z.strictObject({ id: idText(64) });

export const sandboxPayBody = z.strictObject({
  method: z.enum(["upi", "card", "netbanking", "wallet"]),
  outcome: z.enum(["success", "failure"]),
});
export const sandboxOrderResponse = z.object({
  id: z.string(),
  kind: z.enum(["order", "subscription"]),
  amount_paise: z.number().int(),
  status: z.string(),
  item: z.string(),
});
export type SandboxOrderResponse = z.infer<typeof sandboxOrderResponse>;
export const sandboxPayResponse = z.object({
  status: z.enum(["success", "fail"]),
  ...noticeFields,
  result: z
    .object({
      razorpay_payment_id: z.string(),
      razorpay_order_id: z.string().optional(),
      razorpay_subscription_id: z.string().optional(),
      razorpay_signature: z.string(),
    })
    .nullable(),
});
export type SandboxPayResponse = z.infer<typeof sandboxPayResponse>;

export const planView = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().meta({ description: "rupees a month, GST included" }),
  old_price: z.number(),
  questions: z.number().int(),
  featured: z.boolean(),
  purchasable: z.boolean(),
  bullet_points: z.array(z.string()),
});
export type PlanView = z.infer<typeof planView>;
export const plansResponse = z.object({ plans: z.array(planView) });
export type PlansResponse = z.infer<typeof plansResponse>;

export const createSubscriptionBody = z.strictObject({ plan_id: idText(64).default("monthly") });
export const createSubscriptionResponse = z.object({
  status: statusSuccess,
  key_id: z.string(),
  subscription_id: z.string(),
  provider: z.enum(["sandbox", "razorpay"]),
  summary: checkoutSummary,
  demo_payments: demoPayments,
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

/** The spec's subscription status fields. */
export const subscriptionStatusResponse = z.object({
  is_active: z.boolean(),
  has_subscription: z.boolean(),
  status: z.string().nullable(),
  subscription_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  ...fieldsOf(() => z.number().int(), "max_questions", "remaining_questions", "days_remaining"),
  ...fieldsOf(() => z.iso.datetime().nullable(), "start_date", "end_date", "last_payment_date"),
  cancelled_at: z.iso.datetime().nullable().meta({ description: "when the plan was cancelled or ended" }),
  questions_ended: z
    .number()
    .int()
    .meta({ description: "unused subscription questions taken away when the plan ended (it ends at once)" }),
  ...noticeFields,
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;
export const subscriberCountResponse = z.object({ count: z.number().int() });
export type SubscriberCountResponse = z.infer<typeof subscriberCountResponse>;

export const cancelOtpBody = z.strictObject({ mobile: mobileField });
export const cancelVerifyBody = z.strictObject({
  mobile: mobileField,
  otp: otpField,
  token: idText(200),
  device: z.enum(["web", "android", "ios"]).default("web"),
});
export const cancelVerifyResponse = z.object({ status: statusSuccess, cancel_token: z.string(), ...noticeFields });
export type CancelVerifyResponse = z.infer<typeof cancelVerifyResponse>;
export const cancelBody = z.strictObject({ cancel_token: idText(2000) });
export const cancelResponse = z.object({ success: z.literal(true), status: statusSuccess, ...noticeFields });
export type CancelResponse = z.infer<typeof cancelResponse>;

export const wheelStatusResponse = z.object({
  can_spin: z.boolean(),
  next_spin_at: z.iso.datetime().nullable(),
  discount: z.object({ percent: z.number().int(), expires_at: z.iso.datetime() }).nullable(),
});
export type WheelStatusResponse = z.infer<typeof wheelStatusResponse>;
export const wheelSpinResponse = z.object({
  status: statusSuccess,
  percent: z.number().int().min(1).max(15),
  expires_at: z.iso.datetime(),
  ...noticeFields,
});
export type WheelSpinResponse = z.infer<typeof wheelSpinResponse>;

export const inviteBody = z.strictObject({
  mobile: text("auth.mobile_required").trim().regex(MOBILE_LOCAL_PATTERN, says("auth.mobile_invalid")),
});
export const inviteResponse = z.object({ status: statusSuccess, ...noticeFields });
export type InviteResponse = z.infer<typeof inviteResponse>;

/** `GET /api/v1/invites/link`: the user's invite code and the link that carries it. */
export const inviteLinkResponse = z.object({
  code: z.string(),
  path: z
    .string()
    .meta({ description: "/?invite={code}: a new number that logs in after opening it counts as invited" }),
});
export type InviteLinkResponse = z.infer<typeof inviteLinkResponse>;
