import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";

/** The balances the ledger keeps (product.md "Money, credits and the ledger"). */
export const ledgerAccounts = [
  "oracle_questions",
  "astra_questions",
  "subscription_questions",
  "wallet_paise",
  "daily_predictions",
  "weekly_predictions",
  "monthly_predictions",
  "yearly_predictions",
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

export interface Grant {
  account: LedgerAccount;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/** What a new account starts with: 3 Oracle + 3 Astra questions and one prediction of each period. */
export const signupGrants = (userId: string): Grant[] =>
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
export const androidFirstLoginGrant = (userId: string): Grant => ({
  account: "astra_questions",
  amount: 3,
  reason: "android_first_login",
  idempotencyKey: `android-first-login:${userId}`,
});

/** Appends grants; an idempotency key already present is skipped, so retries never double-credit. */
export async function appendGrants(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  grants: Grant[],
  nowIso: string,
): Promise<void> {
  if (grants.length === 0) return;
  await db
    .insertInto("ledger_entries")
    .values(
      grants.map((g) => ({
        id: newId(),
        user_id: userId,
        account: g.account,
        amount: g.amount,
        reason: g.reason,
        idempotency_key: g.idempotencyKey,
        created_at: nowIso,
      })),
    )
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .execute();
}

/** Current balance of every account of a user: the sum of its entries. */
export async function balancesOf(db: Kysely<Database>, userId: string): Promise<Record<LedgerAccount, number>> {
  const rows = await db
    .selectFrom("ledger_entries")
    .select(["account", (eb) => eb.fn.sum<number | string>("amount").as("total")])
    .where("user_id", "=", userId)
    .groupBy("account")
    .execute();
  const balances = Object.fromEntries(ledgerAccounts.map((a) => [a, 0])) as Record<LedgerAccount, number>;
  for (const row of rows) {
    if ((ledgerAccounts as readonly string[]).includes(row.account)) {
      balances[row.account as LedgerAccount] = Number(row.total);
    }
  }
  return balances;
}
