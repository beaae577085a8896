import type { Message } from "@graha/contracts/messages";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, fieldError } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { maskMobile } from "../../lib/mask.ts";
import { insufficientBalance, postEntries } from "./ledger.ts";

/**
 * Moves Oracle questions to another registered number: the debit, the credit and the
 * transfer record commit together or not at all.
 */
export async function transferOracleQuestions(
  deps: { db: Kysely<Database>; clock: Clock },
  sender: { id: string; mobile: string },
  input: { mobile: string; questions: number },
): Promise<Message> {
  const recipientMobile = `91${input.mobile}`;
  if (recipientMobile === sender.mobile) throw fieldError("mobile", "wallet.transfer_own_number");
  const recipient = await deps.db
    .selectFrom("users")
    .select(["id", "mobile"])
    .where("mobile", "=", recipientMobile)
    .executeTakeFirst();
  if (!recipient) throw fieldError("mobile", "wallet.no_account");

  const nowIso = isoAt(deps.clock.now());
  const id = newId();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const out = {
        userId: sender.id,
        entry: {
          account: "oracle_questions",
          amount: -input.questions,
          reason: "transfer_out",
          reference: `transfer:${id}`,
          idempotencyKey: `transfer:${id}:out`,
        },
      } as const;
      const into = {
        userId: recipient.id,
        entry: {
          account: "oracle_questions",
          amount: input.questions,
          reason: "transfer_in",
          reference: `transfer:${id}`,
          idempotencyKey: `transfer:${id}:in`,
        },
      } as const;
      // Each side locks its balance row; touching the two rows in one fixed order (by user id)
      // means A→B and B→A at the same moment queue behind each other instead of deadlocking.
      for (const side of [out, into].sort((a, b) => (a.userId < b.userId ? -1 : 1))) {
        await postEntries(trx, side.userId, [side.entry], nowIso);
      }
      await trx
        .insertInto("transfers")
        .values({
          id,
          from_user_id: sender.id,
          to_user_id: recipient.id,
          from_mobile: sender.mobile,
          to_mobile: recipient.mobile,
          questions: input.questions,
          created_at: nowIso,
        })
        .execute();
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "insufficient_balance") {
      throw insufficientBalance("wallet.transfer_too_many");
    }
    throw error;
  }
  return {
    code: "wallet.transferred",
    params: { count: input.questions, mobile: `+91 ${maskMobile(recipient.mobile).slice(2)}` },
  };
}

export async function transferHistory(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("transfers")
    .selectAll()
    .where((eb) => eb.or([eb("from_user_id", "=", userId), eb("to_user_id", "=", userId)]))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(200)
    .execute();
  return rows.map((row) => ({
    transaction_id: row.id,
    recipient_mobile: row.to_mobile,
    sender_mobile: row.from_mobile,
    oracle_questions: row.questions,
    sent: row.from_user_id === userId,
    transferred_at: row.created_at,
  }));
}
