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
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { fieldError, notFound } from "../../errors.ts";
import { readPurposeToken, signPurposeToken } from "../../lib/purpose-token.ts";
import { requireSession } from "../../plugins/session.ts";
import { otpDepsOf } from "../auth/otp-deps.ts";
import { requestOtp, verifyOtp } from "../auth/otp-service.ts";
import { activePlans } from "./catalog.ts";
import { paymentDepsOf } from "./routes.ts";
import {
  cancelActiveSubscription,
  createSubscription,
  currentActiveSubscription,
  payingUsers,
  subscriptionStatus,
  verifySubscriptionPayment,
} from "./subscription-service.ts";

const CANCEL_PURPOSE = "cancel_subscription";
const CANCEL_TOKEN_TTL_SECONDS = 15 * 60;
const notYourNumber = () => fieldError("mobile", "account.registered_number");

/** Plans, subscribing, status, count and the four-step cancel flow. */
export function subscriptionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const deps = paymentDepsOf(ctx);
    const tags = ["subscription"];
    const limited = { rateLimit: { max: 30, timeWindow: "1 minute" } };

    api.get(
      "/plans",
      { schema: { tags, summary: "Subscription plans", response: { 200: plansResponse } } },
      async () => ({
        plans: await activePlans(ctx.database.db),
      }),
    );

    api.get(
      "/subscriptions/count",
      {
        schema: {
          tags,
          summary: "How many people have paid for a recharge or plan",
          response: { 200: subscriberCountResponse },
        },
      },
      async () => ({
        count: await payingUsers(ctx.database.db),
      }),
    );

    api.post(
      "/subscriptions",
      {
        config: limited,
        schema: {
          tags,
          summary: "Start a subscription; returns what Checkout needs",
          body: createSubscriptionBody,
          response: { 200: createSubscriptionResponse, 401: errorBody, 404: errorBody, 409: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        const created = await createSubscription(deps, user.id, request.body.plan_id);
        return {
          status: "success" as const,
          key_id: created.keyId,
          subscription_id: created.subscriptionId,
          provider: ctx.payments.name,
          summary: created.summary,
        };
      },
    );

    api.post(
      "/subscriptions/verify",
      {
        config: limited,
        schema: {
          tags,
          summary: "Verify the first subscription payment and activate the plan",
          body: verifySubscriptionBody,
          response: { 200: paymentResultResponse, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        const {
          razorpay_subscription_id: subscriptionId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        } = request.body;
        const verified = await verifySubscriptionPayment(deps, user.id, { subscriptionId, paymentId, signature });
        return {
          status: "success" as const,
          ...notice(request, "subscription.thanks_active"),
          payment_id: verified.paymentId ?? paymentId,
        };
      },
    );

    api.get(
      "/subscriptions/current",
      {
        schema: {
          tags,
          summary: "The user's plan: the spec's status fields",
          response: { 200: subscriptionStatusResponse, 401: errorBody },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        const { said, ...status } = await subscriptionStatus(deps, user.id);
        return { ...status, ...notice(request, said) };
      },
    );

    api.post(
      "/subscriptions/cancel/otp",
      {
        config: limited,
        schema: {
          tags,
          summary: "Cancel step 2: a code to the registered number",
          body: cancelOtpBody,
          response: { 200: requestOtpResponse, 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        if (request.body.mobile !== user.mobile) throw notYourNumber();
        if (!(await currentActiveSubscription(deps, user.id))) throw notFound("subscription.none_active");
        const sent = await requestOtp(otpDepsOf(ctx), { mobile: user.mobile, purpose: CANCEL_PURPOSE, ip: request.ip });
        return { status: "success" as const, token: sent.token, ...notice(request, sent.notice) };
      },
    );

    api.post(
      "/subscriptions/cancel/verify",
      {
        config: limited,
        schema: {
          tags,
          summary: "Cancel step 3: verify the code; returns the token for the final confirmation",
          body: cancelVerifyBody,
          response: { 200: cancelVerifyResponse, 400: otpFailResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        if (request.body.mobile !== user.mobile) throw notYourNumber();
        const sub = await currentActiveSubscription(deps, user.id);
        if (!sub) throw notFound("subscription.none_active");
        await verifyOtp(otpDepsOf(ctx), {
          mobile: user.mobile,
          code: request.body.otp,
          token: request.body.token,
          purpose: CANCEL_PURPOSE,
        });
        const cancelToken = await signPurposeToken(
          ctx.env.SESSION_SECRET,
          { userId: user.id, purpose: CANCEL_PURPOSE, subject: sub.id },
          ctx.clock.now(),
          CANCEL_TOKEN_TTL_SECONDS,
        );
        return {
          status: "success" as const,
          cancel_token: cancelToken,
          ...notice(request, "subscription.code_verified"),
        };
      },
    );

    api.post(
      "/subscriptions/cancel",
      {
        config: limited,
        schema: {
          tags,
          summary: "Cancel step 4: end the subscription now",
          body: cancelBody,
          response: { 200: cancelResponse, 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        const subscriptionRowId = await readPurposeToken(
          ctx.env.SESSION_SECRET,
          request.body.cancel_token,
          { userId: user.id, purpose: CANCEL_PURPOSE },
          ctx.clock.now(),
        );
        if (!subscriptionRowId) throw fieldError("cancel_token", "subscription.verify_again");
        await cancelActiveSubscription(deps, user.id, subscriptionRowId);
        return { success: true as const, status: "success" as const, ...notice(request, "subscription.cancelled") };
      },
    );
  };
}
