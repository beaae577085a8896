import { paymentParams, sandboxOrderResponse, sandboxPayBody, sandboxPayResponse } from "@graha/contracts";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { AppError, notFound } from "../../errors.ts";
import { PaymentProviderError, SandboxProvider } from "../../providers/payments/index.ts";
import { apiRoutes, errors } from "../../lib/route-doc.ts";
import { userRoute } from "../auth/index.ts";
import { paymentItem } from "./checkout-service.ts";
import { refuseIfDiscountUsed } from "./wheel-service.ts";

/**
 * The sandbox provider's side of checkout, for the built-in payment page: read an order,
 * pay or fail it. A success is also announced by a signed webhook, as Razorpay would.
 * Registered only when PAYMENT_PROVIDER is sandbox.
 */
export function sandboxRoutes(ctx: AppContext) {
  return apiRoutes(["sandbox payments"], (api, route) => {
    const sandbox = ctx.payments;
    if (!(sandbox instanceof SandboxProvider)) return;

    async function ownOrder(userId: string, id: string) {
      const payment = await ctx.database.db
        .selectFrom("payments")
        .select(["id", "user_id", "offer_id", "plan_id"])
        .where((eb) => eb.or([eb("provider_order_id", "=", id), eb("provider_subscription_id", "=", id)]))
        .executeTakeFirst();
      const order = await ctx.database.db
        .selectFrom("sandbox_orders")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!payment || !order || payment.user_id !== userId) throw notFound("commerce.order_not_found");
      await refuseIfDiscountUsed(ctx.database.db, payment.id);
      return { payment, order };
    }

    const showing = { params: paymentParams, response: { 200: sandboxOrderResponse, ...errors(404, 409) } };
    api.get(
      "/sandbox/orders/:id",
      userRoute(route("A sandbox order for the built-in checkout page", showing), async (user, request) => {
        const { payment, order } = await ownOrder(user.id, request.params.id);
        return {
          id: order.id,
          kind: order.kind,
          amount_paise: order.amount_paise,
          status: order.status,
          item: await paymentItem(ctx.database.db, payment),
        };
      }),
    );

    const paying = {
      params: paymentParams,
      body: sandboxPayBody,
      response: { 200: sandboxPayResponse, ...errors(404, 409) },
    };
    api.post(
      "/sandbox/orders/:id/pay",
      userRoute(route("Pay or fail a sandbox order; returns what Checkout would", paying), async (user, request) => {
        await ownOrder(user.id, request.params.id);
        const succeed = request.body.outcome === "success";
        let paid: Awaited<ReturnType<SandboxProvider["pay"]>>;
        try {
          paid = await sandbox.pay(request.params.id, { method: request.body.method, succeed });
        } catch (error) {
          if (error instanceof PaymentProviderError) throw new AppError("conflict", "commerce.order_already_paid");
          throw error;
        }
        const { result, paymentId } = paid;
        if (result) {
          const body = JSON.stringify({
            event: result.razorpay_subscription_id ? "subscription.charged" : "payment.captured",
            payload: {
              payment: { entity: { id: paymentId } },
              ...(result.razorpay_subscription_id
                ? { subscription: { entity: { id: result.razorpay_subscription_id } } }
                : {}),
            },
          });
          // Like Razorpay, the sandbox tells our webhook too; the order of the two does not matter.
          setImmediate(() => {
            void api
              .inject({
                method: "POST",
                url: "/api/v1/payments/webhook",
                headers: { "content-type": "application/json", "x-razorpay-signature": sandbox.signWebhook(body) },
                payload: body,
              })
              .catch((error: unknown) => request.log.error({ err: error }, "sandbox webhook failed"));
          });
        }
        return succeed
          ? { status: "success" as const, ...notice(request, "commerce.payment_successful"), result }
          : {
              status: "fail" as const,
              ...notice(request, "commerce.payment_failed"),
              result: null,
            };
      }),
    );
  });
}
