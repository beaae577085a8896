import {
  cancelBody,
  cancelOtpBody,
  cancelResponse,
  cancelVerifyBody,
  cancelVerifyResponse,
  createSubscriptionBody,
  createSubscriptionResponse,
  errorBody,
  otpFailResponse,
  paymentResultResponse,
  plansResponse,
  requestOtpResponse,
  subscriberCountResponse,
  subscriptionStatusResponse,
  verifySubscriptionBody,
} from "@graha/contracts";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { apiRoutes, errors } from "../../lib/route-doc.ts";
import { otpDepsOf, userRoute } from "../auth/index.ts";
import { subscriptionCancellation } from "./cancel-subscription.ts";
import { activePlans } from "./catalog.ts";
import { demoPayments, paymentDepsOf, paymentResult } from "./routes.ts";
import {
  cancelActiveSubscription,
  createSubscription,
  payingUsers,
  subscriptionStatus,
  verifySubscriptionPayment,
} from "./subscription-service.ts";

/** Plans, subscribing, status, count and the four-step cancel flow. */
export function subscriptionRoutes(ctx: AppContext) {
  return apiRoutes(["subscription"], (api, route) => {
    const deps = paymentDepsOf(ctx);
    const limited = { rateLimit: { max: 30, timeWindow: "1 minute" } };
    const cancellation = subscriptionCancellation(deps, otpDepsOf(ctx));

    api.get("/plans", route("Subscription plans", { response: { 200: plansResponse } }), async () => ({
      plans: await activePlans(ctx.database.db),
    }));

    api.get(
      "/subscriptions/count",
      route("How many people have paid for a recharge or plan", { response: { 200: subscriberCountResponse } }),
      async () => ({
        count: await payingUsers(ctx.database.db),
      }),
    );

    const subscribing = {
      body: createSubscriptionBody,
      response: { 200: createSubscriptionResponse, ...errors(404, 409, 503) },
    };
    api.post(
      "/subscriptions",
      userRoute(
        route("Start a subscription; returns what Checkout needs", subscribing, limited),
        async (user, request) => {
          const created = await createSubscription(deps, user.id, request.body.plan_id);
          return {
            status: "success" as const,
            key_id: created.keyId,
            subscription_id: created.subscriptionId,
            provider: ctx.payments.name,
            summary: created.summary,
            demo_payments: demoPayments(ctx),
          };
        },
      ),
    );

    const verifying = { body: verifySubscriptionBody, response: { 200: paymentResultResponse, ...errors(400, 404) } };
    api.post(
      "/subscriptions/verify",
      userRoute(
        route("Verify the first subscription payment and activate the plan", verifying, limited),
        async (user, request) => {
          const {
            razorpay_subscription_id: subscriptionId,
            razorpay_payment_id: paymentId,
            razorpay_signature: signature,
          } = request.body;
          const verified = await verifySubscriptionPayment(deps, user.id, { subscriptionId, paymentId, signature });
          return paymentResult(request, "subscription.thanks_active", verified.paymentId ?? paymentId);
        },
      ),
    );

    api.get(
      "/subscriptions/current",
      userRoute(
        route("The user's plan: the spec's status fields", { response: { 200: subscriptionStatusResponse } }),
        async (user, request) => {
          const { said, ...status } = await subscriptionStatus(deps, user.id);
          return { ...status, ...notice(request, said) };
        },
      ),
    );

    const sendingCode = { body: cancelOtpBody, response: { 200: requestOtpResponse, ...errors(400, 404, 429) } };
    api.post(
      "/subscriptions/cancel/otp",
      userRoute(
        route("Cancel step 2: a code to the registered number", sendingCode, limited),
        async (user, request) => {
          const sent = await cancellation.send(user, { mobile: request.body.mobile, ip: request.ip });
          return { status: "success" as const, token: sent.token, ...notice(request, sent.notice) };
        },
      ),
    );

    const checkingCode = {
      body: cancelVerifyBody,
      response: { 200: cancelVerifyResponse, 400: otpFailResponse, 404: errorBody },
    };
    api.post(
      "/subscriptions/cancel/verify",
      userRoute(
        route("Cancel step 3: verify the code; returns the token for the final confirmation", checkingCode, limited),
        async (user, request) => {
          const { mobile, otp, token } = request.body;
          const cancelToken = await cancellation.verifyForToken(user, { mobile, code: otp, token });
          return {
            status: "success" as const,
            cancel_token: cancelToken,
            ...notice(request, "subscription.code_verified"),
          };
        },
      ),
    );

    const cancelling = { body: cancelBody, response: { 200: cancelResponse, ...errors(400, 404, 503) } };
    api.post(
      "/subscriptions/cancel",
      userRoute(route("Cancel step 4: end the subscription now", cancelling, limited), async (user, request) => {
        const subscriptionRowId = await cancellation.redeem(user, request.body.cancel_token);
        await cancelActiveSubscription(deps, user.id, subscriptionRowId);
        return { success: true as const, status: "success" as const, ...notice(request, "subscription.cancelled") };
      }),
    );
  });
}
