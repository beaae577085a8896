import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { maskMobile } from "../../lib/mask.ts";
import { PaymentProviderError, type PaymentProvider } from "../../providers/payments/index.ts";
import {
  codeConfirmation,
  rememberGrantsPaid,
  type ConfirmedAction,
  type NumberGrant,
  type OtpDeps,
} from "../auth/index.ts";

/** A code to the account's own number proves the owner is present before the account goes. */
const deletion: ConfirmedAction = {
  purpose: "delete_account",
  wrongNumberMessage: "account.not_your_number",
  subjectOf: async (userId) => userId,
};

export const accountDeletion = (deps: OtpDeps) => codeConfirmation(deps, deletion);

/**
 * With a valid code, removes the account and everything personal hanging off it
 * (sessions, ledger, kundlis, chats, payments…) through the foreign keys' ON DELETE CASCADE,
 * and the number from the rows that outlive it, in one transaction. Forum discussions and
 * comments stay, anonymised (their author is set to null).
 */
export async function confirmAccountDeletion(
  deps: OtpDeps & { payments: PaymentProvider },
  user: { id: string; mobile: string },
  input: { mobile: string; code: string; token: string },
) {
  await accountDeletion(deps).verify(user, input);
  await stopSubscriptions(deps, user.id);
  await deleteUserData(deps, user);
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

/** The sign-up grants this account received, which its number must not receive again. */
async function grantsReceived(trx: Transaction<Database>, userId: string): Promise<NumberGrant[]> {
  const reasons = await trx
    .selectFrom("ledger_entries")
    .select("reason")
    .distinct()
    .where("user_id", "=", userId)
    .where("reason", "in", ["signup_free", "android_first_login"])
    .execute();
  const invited = await trx
    .selectFrom("invites")
    .select("id")
    .where("invitee_user_id", "=", userId)
    .where("rewarded_at", "is not", null)
    .executeTakeFirst();
  return [
    // Every account was offered the sign-up grant (or refused it as already paid).
    "signup" as const,
    ...(reasons.some((r) => r.reason === "android_first_login") ? ["android_first_login" as const] : []),
    ...(invited ? ["invite_reward" as const] : []),
  ];
}

/**
 * Deletes the account in one transaction. Rows that belong to others keep no trace of the
 * number: the other side of a transfer sees it masked (91******3210), codes sent to it
 * lose it (their IP hash stays for the per-address throttle), others' invitations of it and
 * Contact Us messages and consultation requests that give it go.
 * Only an HMAC of the number remains, naming the sign-up grants it already had.
 */
export async function deleteUserData(
  deps: { db: Kysely<Database>; secret: string; clock: Clock },
  user: { id: string; mobile: string },
): Promise<void> {
  const nowIso = isoAt(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    await rememberGrantsPaid(trx, deps.secret, user.mobile, await grantsReceived(trx, user.id), nowIso);
    const masked = maskMobile(user.mobile);
    await trx.updateTable("transfers").set({ from_mobile: masked }).where("from_mobile", "=", user.mobile).execute();
    await trx.updateTable("transfers").set({ to_mobile: masked }).where("to_mobile", "=", user.mobile).execute();
    await trx.updateTable("otp_challenges").set({ mobile: "" }).where("mobile", "=", user.mobile).execute();
    await trx.deleteFrom("invites").where("mobile", "=", user.mobile).execute();
    await trx.deleteFrom("contact_messages").where("mobile", "=", user.mobile).execute();
    await trx.deleteFrom("leads").where("mobile", "=", user.mobile).execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
  });
}
