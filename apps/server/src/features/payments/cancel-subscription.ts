import { notFound } from "../../errors.ts";
import { codeConfirmation, type OtpDeps } from "../auth/index.ts";
import type { PaymentDeps } from "./checkout-service.ts";
import { currentActiveSubscription } from "./subscription-service.ts";

/**
 * Cancelling a plan is confirmed with a code to the registered number; the verified code
 * buys a 15-minute token naming the subscription, spent by the final "cancel now" step.
 */
export const subscriptionCancellation = (payments: PaymentDeps, otp: OtpDeps) =>
  codeConfirmation(otp, {
    purpose: "cancel_subscription",
    wrongNumberMessage: "account.registered_number",
    subjectOf: async (userId) => {
      const sub = await currentActiveSubscription(payments, userId);
      if (!sub) throw notFound("subscription.none_active");
      return sub.id;
    },
    purposeToken: { field: "cancel_token", ttlSeconds: 15 * 60 },
  });
