import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { paymentDepsOf } from "./routes.ts";
import { settleRecharge } from "./settle-payment.ts";
import { syncSubscription } from "./subscription-service.ts";

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string } };
    subscription?: { entity?: { id?: string } };
  };
}

/**
 * The provider's webhook. The signature is checked on the raw body; nothing in the payload
 * is trusted beyond identifiers: the payment or subscription is re-read from the provider
 * and applied idempotently, so it can arrive before, after or instead of the verify call.
 */
export function webhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.post("/payments/webhook", { schema: { hide: true } }, async (request) => {
      const raw = request.body as Buffer | undefined;
      const signature = request.headers["x-razorpay-signature"];
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== "string" ||
        !ctx.payments.verifyWebhookSignature(raw, signature)
      ) {
        throw new AppError("validation_failed", "commerce.webhook_signature");
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString("utf8")) as WebhookEvent;
      } catch {
        throw new AppError("validation_failed", "commerce.webhook_not_json");
      }
      const deps = paymentDepsOf(ctx);
      const paymentId = event.payload?.payment?.entity?.id;
      const subscriptionId = event.payload?.subscription?.entity?.id;
      let outcome = "ignored";
      if (subscriptionId) {
        outcome = await syncSubscription(deps, subscriptionId, paymentId);
      } else if (paymentId && (event.event === "payment.captured" || event.event === "order.paid")) {
        const payment = await ctx.payments.fetchPayment(paymentId);
        if (payment?.subscriptionId) outcome = await syncSubscription(deps, payment.subscriptionId, payment.id);
        else if (payment) outcome = await settleRecharge(deps, payment);
      }
      request.log.info({ event: event.event, outcome }, "payment webhook");
      return { status: "ok", outcome };
    });
  };
}
