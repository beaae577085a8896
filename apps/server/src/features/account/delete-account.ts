import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { PaymentProviderError, type PaymentProvider } from "../../providers/payments/index.ts";
import { codeConfirmation, type ConfirmedAction, type OtpDeps } from "../auth/index.ts";

/** A code to the account's own number proves the owner is present before the account goes. */
const deletion: ConfirmedAction = {
  purpose: "delete_account",
  wrongNumberMessage: "account.not_your_number",
  subjectOf: async (userId) => userId,
};

export const accountDeletion = (deps: OtpDeps) => codeConfirmation(deps, deletion);

/**
 * With a valid code, removes the account and everything personal hanging off it
 * (sessions, ledger, notifications and, as they arrive, birth details and chats) through
 * the foreign keys' ON DELETE CASCADE, in one statement. Forum posts will be kept anonymised.
 */
export async function confirmAccountDeletion(
  deps: OtpDeps & { payments: PaymentProvider },
  user: { id: string; mobile: string },
  input: { mobile: string; code: string; token: string },
) {
  await accountDeletion(deps).verify(user, input);
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
