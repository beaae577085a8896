import type { LedgerAccount } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { insufficientBalance, livePlanAt, postEntries, type LedgerReason } from "./ledger.ts";

export interface Hold {
  id: string;
  userId: string;
  account: LedgerAccount;
  amount: number;
  reason: LedgerReason;
  reference: string | undefined;
}

/**
 * Reserves `amount` of the first account in `accounts` that has it (e.g. the astrologer's
 * questions, then subscription questions, those only while a plan's period covers `nowIso`).
 * The balance shown drops at once, so parallel requests cannot spend the same credit;
 * nothing reaches the statement until `chargeHold`.
 */
export async function reserve(
  db: Kysely<Database>,
  input: { userId: string; accounts: LedgerAccount[]; amount: number; reason: LedgerReason; reference?: string },
  nowIso: string,
): Promise<Hold> {
  return db.transaction().execute(async (trx) => {
    for (const account of input.accounts) {
      let update = trx
        .updateTable("balances")
        .set((eb) => ({ held: eb("held", "+", input.amount), updated_at: nowIso }))
        .where("user_id", "=", input.userId)
        .where("account", "=", account)
        .where((eb) => eb(eb("amount", "-", eb.ref("held")), ">=", input.amount));
      if (account === "subscription_questions") {
        // A plan's questions are spendable only inside its paid period, whether or not the
        // job that ends periods has run yet: the check is part of the same conditional update.
        update = update.where((eb) => eb.exists(livePlanAt(trx, input.userId, nowIso)));
      }
      const updated = await update.executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) continue;
      const hold: Hold = {
        id: newId(),
        userId: input.userId,
        account,
        amount: input.amount,
        reason: input.reason,
        reference: input.reference,
      };
      await trx
        .insertInto("ledger_holds")
        .values({
          id: hold.id,
          user_id: hold.userId,
          account,
          amount: hold.amount,
          reason: hold.reason,
          reference: hold.reference ?? null,
          created_at: nowIso,
          settled_at: null,
          outcome: null,
        })
        .execute();
      return hold;
    }
    throw insufficientBalance();
  });
}

/** Settles an open hold once; false when it was already settled. */
async function settle(
  db: Kysely<Database>,
  holdId: string,
  outcome: "charged" | "released",
  nowIso: string,
  chargeRef?: string,
) {
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable("ledger_holds")
      .set({ settled_at: nowIso, outcome })
      .where("id", "=", holdId)
      .where("settled_at", "is", null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) return false;
    const hold = await trx.selectFrom("ledger_holds").selectAll().where("id", "=", holdId).executeTakeFirstOrThrow();
    await trx
      .updateTable("balances")
      .set((eb) => ({ held: eb("held", "-", hold.amount), updated_at: nowIso }))
      .where("user_id", "=", hold.user_id)
      .where("account", "=", hold.account)
      .execute();
    if (outcome === "charged") {
      await postEntries(
        trx,
        hold.user_id,
        [
          {
            account: hold.account as LedgerAccount,
            amount: -hold.amount,
            reason: hold.reason as LedgerReason,
            reference: chargeRef ?? hold.reference ?? undefined,
            idempotencyKey: `hold:${hold.id}`,
          },
        ],
        nowIso,
      );
    }
    return true;
  });
}

/** The reserved credit is spent: one debit entry on the statement. */
export const chargeHold = (db: Kysely<Database>, holdId: string, nowIso: string) =>
  settle(db, holdId, "charged", nowIso);

/** The reserved credit goes back; the statement never shows it. */
export const releaseHold = (db: Kysely<Database>, holdId: string, nowIso: string) =>
  settle(db, holdId, "released", nowIso);

/** Releases holds left open longer than `olderThanIso` (a process died mid-reply). */
export async function releaseStaleHolds(db: Kysely<Database>, olderThanIso: string, nowIso: string): Promise<number> {
  const stale = await db
    .selectFrom("ledger_holds")
    .select("id")
    .where("settled_at", "is", null)
    .where("created_at", "<", olderThanIso)
    .execute();
  let released = 0;
  for (const { id } of stale) if (await releaseHold(db, id, nowIso)) released++;
  return released;
}
