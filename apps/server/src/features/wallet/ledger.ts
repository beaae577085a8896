import { LEDGER_ACCOUNTS, type LedgerAccount } from "@graha/contracts";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, type MessageArg } from "../../errors.ts";
import { newId } from "../../lib/ids.ts";
import { inTransaction } from "../../db/in-transaction.ts";

export type Balances = Record<LedgerAccount, number>;

/** Why an entry exists; the statement shows each in words. */
export type LedgerReason =
  | "signup_free"
  | "android_first_login"
  | "invite_reward"
  | "recharge"
  | "subscription_renewal"
  | "subscription_ended"
  | "chat_question"
  | "prediction"
  | "transfer_out"
  | "transfer_in"
  | "points_redeemed"
  | "refund"
  | "support_adjustment";

export interface LedgerEntryInput {
  account: LedgerAccount;
  /** Signed: credits positive, debits negative. Never zero. */
  amount: number;
  reason: LedgerReason;
  reference?: string | undefined;
  /** At most one entry ever exists per key: a retried grant or charge is skipped. */
  idempotencyKey: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export const insufficientBalance = (said: MessageArg = "wallet.insufficient_balance") =>
  new AppError("insufficient_balance", said);

/**
 * Appends entries and moves the balances with them, inside the caller's transaction (or
 * one of its own). A debit is a conditional update `amount − held ≥ debit` on the balance
 * row, so two concurrent spends can never both pass on either database; when it fails the
 * whole transaction rolls back. Returns how many entries were new (duplicates are skipped).
 */
export async function postEntries(
  db: Db,
  userId: string,
  entries: LedgerEntryInput[],
  nowIso: string,
): Promise<number> {
  if (entries.length === 0) return 0;
  const run = async (trx: Transaction<Database>) => {
    let applied = 0;
    for (const entry of entries) {
      if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error(`bad ledger amount ${entry.amount}`);
      const inserted = await trx
        .insertInto("ledger_entries")
        .values({
          id: newId(),
          user_id: userId,
          account: entry.account,
          amount: entry.amount,
          reason: entry.reason,
          reference: entry.reference ?? null,
          idempotency_key: entry.idempotencyKey,
          created_at: nowIso,
        })
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      applied++;
      if (entry.amount > 0) {
        await trx
          .insertInto("balances")
          .values({ user_id: userId, account: entry.account, amount: entry.amount, held: 0, updated_at: nowIso })
          .onConflict((oc) =>
            oc.columns(["user_id", "account"]).doUpdateSet((eb) => ({
              amount: eb("balances.amount", "+", eb.ref("excluded.amount")),
              updated_at: nowIso,
            })),
          )
          .execute();
      } else {
        const debit = -entry.amount;
        const updated = await trx
          .updateTable("balances")
          .set((eb) => ({ amount: eb("amount", "-", debit), updated_at: nowIso }))
          .where("user_id", "=", userId)
          .where("account", "=", entry.account)
          .where((eb) => eb(eb("amount", "-", eb.ref("held")), ">=", debit))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw insufficientBalance();
      }
    }
    return applied;
  };
  return inTransaction(db, run);
}

/**
 * The user's active plan whose paid period covers `atIso`, as a query: subscription
 * questions are spendable only while one exists, whether or not the job that ends
 * periods has run yet.
 */
export const livePlanAt = (db: Db, userId: string, atIso: string) =>
  db
    .selectFrom("subscriptions")
    .select("subscriptions.id")
    .where("subscriptions.user_id", "=", userId)
    .where("subscriptions.status", "=", "active")
    .where("subscriptions.current_end", ">", atIso);

/**
 * What can be spent on every account: amount minus what open holds reserve. Given
 * `atIso`, subscription questions count only while a plan covers that moment (what the
 * user sees); without it, the raw amounts (what expiring a plan takes away).
 */
export async function balancesOf(db: Db, userId: string, atIso?: string): Promise<Balances> {
  const rows = await db
    .selectFrom("balances")
    .select(["account", "amount", "held"])
    .where("user_id", "=", userId)
    .execute();
  const balances = Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, 0])) as Balances;
  for (const row of rows) {
    if ((LEDGER_ACCOUNTS as readonly string[]).includes(row.account)) {
      balances[row.account as LedgerAccount] = Number(row.amount) - Number(row.held);
    }
  }
  if (atIso !== undefined && balances.subscription_questions !== 0) {
    if (!(await livePlanAt(db, userId, atIso).executeTakeFirst())) balances.subscription_questions = 0;
  }
  return balances;
}
