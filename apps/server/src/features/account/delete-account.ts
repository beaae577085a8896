import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, fieldError } from "../../errors.ts";
import { PaymentProviderError, type PaymentProvider } from "../../providers/payments/index.ts";
import { requestOtp, verifyOtp, type OtpDeps } from "../auth/otp-service.ts";

const notYourNumber = () => fieldError("mobile", "account.not_your_number");

/** Step 1 of deletion: a code to the account's own number proves the owner is present. */
export async function requestAccountDeletion(
  deps: OtpDeps,
  user: { mobile: string },
  input: { mobile: string; ip: string },
) {
  if (input.mobile !== user.mobile) throw notYourNumber();
  return requestOtp(deps, { mobile: input.mobile, purpose: "delete_account", ip: input.ip });
}

/**
 * Step 2: with a valid code, removes the account and everything personal hanging off it
 * (sessions, ledger, notifications and, as they arrive, birth details and chats) through
 * the foreign keys' ON DELETE CASCADE, in one statement. Forum posts will be kept anonymised.
 */
export async function confirmAccountDeletion(
  deps: OtpDeps & { payments: PaymentProvider },
  user: { id: string; mobile: string },
  input: { mobile: string; code: string; token: string },
) {
  if (input.mobile !== user.mobile) throw notYourNumber();
  await verifyOtp(deps, { mobile: input.mobile, code: input.code, token: input.token, purpose: "delete_account" });
  await stopSubscriptions(deps, user.id);
  await deleteUserData(deps.db, user.id);
}

/** A deleted account must not go on being charged: its live subscriptions end at the provider first. */
async function stopSubscriptions(deps: OtpDeps & { payments: PaymentProvider }, userId: string) {
  const live = await deps.db
    .selectFrom("subscriptions")
    .select("provider_subscription_id")
    .where("user_id", "=", userId)
    .where("status", "in", ["created", "active"])
    .execute();
  for (const sub of live) {
    try {
      await deps.payments.cancelSubscription(sub.provider_subscription_id);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        throw new AppError("service_unavailable", "account.subscription_not_cancelled");
      }
      throw error;
    }
  }
}

export async function deleteUserData(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("users").where("id", "=", userId).execute();
}
