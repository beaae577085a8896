import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { PaidGrants } from "../auth/index.ts";
import { postEntries, type LedgerEntryInput } from "./ledger.ts";

/** What a new account starts with: 3 Oracle + 3 Astra questions and one prediction of each period. */
const signupGrants = (userId: string): LedgerEntryInput[] =>
  (
    [
      ["oracle_questions", 3],
      ["astra_questions", 3],
      ["daily_predictions", 1],
      ["weekly_predictions", 1],
      ["monthly_predictions", 1],
      ["yearly_predictions", 1],
    ] as const
  ).map(([account, amount]) => ({
    account,
    amount,
    reason: "signup_free",
    idempotencyKey: `signup:${userId}:${account}`,
  }));

/** First login from the Android app: 3 extra Astra questions, once per account. */
const androidFirstLoginGrant = (userId: string): LedgerEntryInput => ({
  account: "astra_questions",
  amount: 3,
  reason: "android_first_login",
  idempotencyKey: `android-first-login:${userId}`,
});

/**
 * Run in the transaction that creates an account, so an account never exists without its
 * grant — unless the number already had it under an account since deleted.
 */
export async function grantSignupQuestions(
  trx: Transaction<Database>,
  user: { id: string },
  nowIso: string,
  paid: PaidGrants,
) {
  if (paid.has("signup")) return;
  await postEntries(trx, user.id, signupGrants(user.id), nowIso);
}

/** Run at every login; the idempotency key makes the Android grant once per account, `paid` once per number. */
export async function grantAndroidFirstLogin(
  db: Kysely<Database>,
  user: { id: string },
  device: string,
  nowIso: string,
  paid: PaidGrants,
) {
  if (device === "android" && !paid.has("android_first_login")) {
    await postEntries(db, user.id, [androidFirstLoginGrant(user.id)], nowIso);
  }
}
