import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import type { Clock } from "../../lib/clock.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { RazorpayProvider } from "./razorpay.ts";
import { SandboxProvider } from "./sandbox.ts";

export {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderSubscription,
} from "./payment-provider.ts";
export { RazorpayProvider } from "./razorpay.ts";
export { SandboxProvider, SANDBOX_METHODS, type CheckoutResult } from "./sandbox.ts";

/** The payment provider chosen by PAYMENT_PROVIDER (the offline sandbox by default). */
export function createPaymentProvider(env: Env, deps: { db: Kysely<Database>; clock: Clock }): PaymentProvider {
  if (env.PAYMENT_PROVIDER === "razorpay") {
    return new RazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID ?? "",
      keySecret: env.RAZORPAY_KEY_SECRET ?? "",
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "",
      baseUrl: env.RAZORPAY_BASE_URL,
    });
  }
  return new SandboxProvider({ db: deps.db, clock: deps.clock, secret: env.SESSION_SECRET });
}
