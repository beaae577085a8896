import {
  checkoutBody,
  checkoutResponse,
  inviteBody,
  inviteLinkResponse,
  inviteResponse,
  paymentParams,
  paymentResultResponse,
  pricesResponse,
  receiptResponse,
  rechargesResponse,
  verifyPaymentBody,
  wheelSpinResponse,
  wheelStatusResponse,
} from "@graha/contracts";
import type { PlainMessageCode } from "@graha/contracts/messages";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { apiRoutes, errors } from "../../lib/route-doc.ts";
import { sessionIfAny, userRoute } from "../auth/index.ts";
import { prices, rechargeGroups } from "./catalog.ts";
import { createRechargeCheckout, receipt, summaryOf, type PaymentDeps } from "./checkout-service.ts";
import { inviteCode, inviteFriend } from "./invite-service.ts";
import { invoiceSellerOf } from "./invoice.ts";
import { verifyRecharge } from "./settle-payment.ts";
import { spinWheel, wheelStatus } from "./wheel-service.ts";

/** The sandbox takes payments because the environment allowed it on a deployed site: checkouts say so. */
export const demoPayments = (ctx: AppContext): boolean =>
  ctx.payments.name === "sandbox" && ctx.env.ALLOW_SANDBOX_PAYMENTS;

/** The answer to a verified Checkout (a recharge's or a plan's first payment): the thanks and our payment's id. */
export const paymentResult = (request: FastifyRequest, thanks: PlainMessageCode, paymentId: string) => ({
  status: "success" as const,
  ...notice(request, thanks),
  payment_id: paymentId,
});

export const paymentDepsOf = (ctx: AppContext): PaymentDeps => ({
  db: ctx.database.db,
  clock: ctx.clock,
  provider: ctx.payments,
});

/** Prices, recharge packs, checkout and its verification, receipts, the wheel and invites. */
export function commerceRoutes(ctx: AppContext) {
  return apiRoutes(["commerce"], (api, route) => {
    const deps = paymentDepsOf(ctx);
    const limited = { rateLimit: { max: 30, timeWindow: "1 minute" } };

    api.get(
      "/prices",
      route("Oracle and Astra: description, price per question, free questions", { response: { 200: pricesResponse } }),
      async () => prices(ctx.database.db),
    );

    api.get(
      "/recharges",
      route(
        "Recharge packs grouped by astrologer: list prices in rupees before GST, and what the user pays (GST included, with their wheel discount) in paise",
        { response: { 200: rechargesResponse } },
        { auth: "optional" },
      ),
      async (request) => rechargeGroups(deps, sessionIfAny(request)?.user.id),
    );

    const checkingOut = { body: checkoutBody, response: { 200: checkoutResponse, ...errors(404, 503) } };
    api.post(
      "/checkout",
      userRoute(
        route("Create an order for a recharge pack: the server's price, wheel discount and GST", checkingOut, limited),
        async (user, request) => {
          const checkout = await createRechargeCheckout(deps, user.id, request.body.offer_id);
          return {
            status: "success" as const,
            payment_id: checkout.paymentId,
            item: checkout.item,
            summary: checkout.summary,
            provider: { name: ctx.payments.name, key_id: ctx.payments.keyId, order_id: checkout.orderId },
            demo_payments: demoPayments(ctx),
          };
        },
      ),
    );

    const verifying = { body: verifyPaymentBody, response: { 200: paymentResultResponse, ...errors(400, 404, 409) } };
    api.post(
      "/payments/verify",
      userRoute(
        route(
          "Verify Checkout's result (signature, then the provider's own record) and credit once",
          verifying,
          limited,
        ),
        async (user, request) => {
          const {
            razorpay_order_id: orderId,
            razorpay_payment_id: paymentId,
            razorpay_signature: signature,
          } = request.body;
          const result = await verifyRecharge(deps, user.id, { orderId, paymentId, signature });
          return paymentResult(request, "commerce.recharge_successful", result.paymentId);
        },
      ),
    );

    api.get(
      "/payments/:id",
      userRoute(
        route(
          "A payment's receipt, a GST invoice once paid: invoice number, seller (name, address, GSTIN), base, discount, GST, total",
          { params: paymentParams, response: { 200: receiptResponse, ...errors(404) } },
        ),
        async (user, request) => {
          const { payment, item } = await receipt(ctx.database.db, user.id, request.params.id);
          return {
            payment_id: payment.id,
            invoice_number: payment.invoice_number,
            seller: invoiceSellerOf(ctx.env),
            kind: payment.kind,
            item,
            status: payment.status,
            summary: summaryOf(payment),
            provider: payment.provider,
            provider_payment_id: payment.provider_payment_id,
            created_at: payment.created_at,
            paid_at: payment.paid_at,
          };
        },
      ),
    );

    api.get(
      "/wheel",
      userRoute(
        route("Whether the user can spin today, and their unused discount", { response: { 200: wheelStatusResponse } }),
        async (user) => {
          return wheelStatus(deps, user.id);
        },
      ),
    );

    api.post(
      "/wheel/spin",
      userRoute(
        route(
          "Spin the wheel: the server picks 1–15% off the next recharge (one spin a day)",
          { response: { 200: wheelSpinResponse, ...errors(409) } },
          limited,
        ),
        async (user, request) => {
          const { won, ...spin } = await spinWheel(deps, user.id);
          return { status: "success" as const, ...spin, ...notice(request, won) };
        },
      ),
    );

    api.post(
      "/invites",
      userRoute(
        route(
          "Invite a friend's number; 1 Oracle + 1 Astra question when they join",
          { body: inviteBody, response: { 200: inviteResponse, ...errors(400) } },
          limited,
        ),
        async (user, request) => {
          const recorded = await inviteFriend(deps, user, request.body.mobile);
          return { status: "success" as const, ...notice(request, recorded) };
        },
      ),
    );

    api.get(
      "/invites/link",
      userRoute(
        route("The user's invite link: a new number that logs in after opening it counts as invited", {
          response: { 200: inviteLinkResponse },
        }),
        async (user) => {
          const code = await inviteCode(deps, user.id);
          return { code, path: `/?invite=${code}` };
        },
      ),
    );
  });
}
