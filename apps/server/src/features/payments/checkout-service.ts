import type { CheckoutSummary } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { PaymentProviderError, type PaymentProvider } from "../../providers/payments/index.ts";
import { activeOffer } from "./catalog.ts";
import { rechargeFigures } from "./figures.ts";
import { usableDiscount } from "./wheel-service.ts";

export interface PaymentDeps {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
}

const REUSE_PENDING_MS = 30 * 60_000;

export const providerUnavailable = () => new AppError("service_unavailable", "commerce.order_failed");

export function summaryOf(payment: {
  base_paise: number;
  discount_paise: number;
  gst_paise: number;
  total_paise: number;
  kind: string;
}): CheckoutSummary {
  const percent = payment.base_paise > 0 ? Math.round((payment.discount_paise * 100) / payment.base_paise) : 0;
  return {
    base_paise: payment.base_paise,
    discount_percent: percent,
    discount_paise: payment.discount_paise,
    gst_percent: 18,
    gst_paise: payment.gst_paise,
    total_paise: payment.total_paise,
    gst_included: payment.kind === "subscription",
  };
}

/**
 * Builds a recharge order from an offer id — the price comes from our catalog, never from
 * the client — with the user's usable wheel discount and GST, records it, and opens the
 * matching order at the provider.
 */
export async function createRechargeCheckout(deps: PaymentDeps, userId: string, offerId: string) {
  const offer = await activeOffer(deps.db, offerId);
  const now = deps.clock.now();
  const spin = await usableDiscount(deps.db, userId, now);
  const summary = rechargeFigures(offer.discount_price_paise, spin?.percent ?? 0);
  // A reload of the payment page reuses the order it opened minutes ago for the same figures.
  const pending = await deps.db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", userId)
    .where("offer_id", "=", offer.id)
    .where("status", "=", "created")
    .where("provider", "=", deps.provider.name)
    .where("provider_order_id", "is not", null)
    .where("failure_reason", "is", null)
    .where("total_paise", "=", summary.total_paise)
    .where("created_at", ">", isoAt(new Date(now.getTime() - REUSE_PENDING_MS)))
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (pending?.provider_order_id) {
    return { paymentId: pending.id, item: offer.text, summary, orderId: pending.provider_order_id };
  }
  const paymentId = newId();
  await deps.db
    .insertInto("payments")
    .values({
      id: paymentId,
      user_id: userId,
      kind: "recharge",
      offer_id: offer.id,
      plan_id: null,
      provider: deps.provider.name,
      provider_order_id: null,
      provider_payment_id: null,
      provider_subscription_id: null,
      base_paise: summary.base_paise,
      discount_paise: summary.discount_paise,
      gst_paise: summary.gst_paise,
      total_paise: summary.total_paise,
      wheel_spin_id: spin?.id ?? null,
      status: "created",
      failure_reason: null,
      created_at: isoAt(now),
      paid_at: null,
    })
    .execute();
  let orderId: string;
  try {
    ({ orderId } = await deps.provider.createOrder({
      amountPaise: summary.total_paise,
      receipt: paymentId,
      notes: { payment_id: paymentId, offer_id: offer.id },
    }));
  } catch (error) {
    await deps.db
      .updateTable("payments")
      .set({ status: "failed", failure_reason: "order_not_created" })
      .where("id", "=", paymentId)
      .execute();
    if (error instanceof PaymentProviderError) throw providerUnavailable();
    throw error;
  }
  // The spin stays free until one of the orders carrying it is paid (settleRecharge).
  await deps.db.updateTable("payments").set({ provider_order_id: orderId }).where("id", "=", paymentId).execute();
  return { paymentId, item: offer.text, summary, orderId };
}

/** A user's own payment, as its receipt shows it. */
export async function receipt(db: Kysely<Database>, userId: string, paymentId: string) {
  const payment = await db
    .selectFrom("payments")
    .selectAll()
    .where("id", "=", paymentId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!payment) throw notFound("commerce.payment_not_found");
  return { payment, item: await paymentItem(db, payment) };
}

/** What a payment bought, in words: its pack's text, or its plan's name and "subscription". */
export async function paymentItem(
  db: Kysely<Database>,
  payment: { offer_id: string | null; plan_id: string | null },
): Promise<string> {
  if (payment.offer_id) {
    const offer = await db.selectFrom("offers").select("text").where("id", "=", payment.offer_id).executeTakeFirst();
    return offer?.text ?? payment.offer_id;
  }
  const plan = await db
    .selectFrom("plans")
    .select("name")
    .where("id", "=", payment.plan_id ?? "")
    .executeTakeFirst();
  return `${plan?.name ?? "Plan"} subscription`;
}
