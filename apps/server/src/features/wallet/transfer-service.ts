import type { Message } from "@graha/contracts/messages";
import type { Kysely } from "kysely";
import { createHmac } from "node:crypto";
import type { Database } from "../../db/schema.ts";
import { AppError, fieldError } from "../../errors.ts";
import { addSeconds, isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { maskMobile } from "../../lib/mask.ts";
import { balancesOf, insufficientBalance, postEntries } from "./ledger.ts";

/**
 * How many numbers without an account one user may learn of in a day (ADR 014). After that,
 * a transfer to any number they have not sent to before gets one refusal, registered or not,
 * so nobody can sweep numbers to find out who uses Graha.
 */
export const NEW_NUMBER_LOOKUPS_PER_DAY = 5;
const DAY_SECONDS = 24 * 3600;

export interface TransferDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Keys the hashes of numbers looked up (the server secret). */
  secret: string;
}

const mobileHash = (secret: string, mobile: string) =>
  createHmac("sha256", secret).update(`lookup:${mobile}`).digest("base64url").slice(0, 32);

/**
 * The account `mobile` belongs to, or a refusal. "No account" is said for a number already
 * named to this sender today, or while under the daily cap (the lookup is then recorded);
 * past the cap, every number the sender never sent to gets one generic refusal, registered
 * or not.
 */
async function recipientOrRefusal(deps: TransferDeps, senderId: string, mobile: string) {
  const now = deps.clock.now();
  const recipient = await deps.db
    .selectFrom("users")
    .select(["id", "mobile"])
    .where("mobile", "=", mobile)
    .executeTakeFirst();
  const lookups = await deps.db
    .selectFrom("number_lookups")
    .select(["mobile_hash", "created_at"])
    .where("user_id", "=", senderId)
    .where("created_at", ">", isoAt(addSeconds(now, -DAY_SECONDS)))
    .orderBy("created_at")
    .execute();
  const hash = mobileHash(deps.secret, mobile);
  const known = new Set(lookups.map((l) => l.mobile_hash));
  const capped = known.size >= NEW_NUMBER_LOOKUPS_PER_DAY;
  const paused = () => {
    const seconds = Math.max(1, Math.ceil(DAY_SECONDS - (now.getTime() - Date.parse(lookups[0]!.created_at)) / 1000));
    return new AppError("rate_limited", "wallet.transfer_new_numbers_paused", {
      headers: { "retry-after": String(seconds) },
    });
  };
  if (recipient) {
    if (!capped) return recipient;
    const sentBefore = await deps.db
      .selectFrom("transfers")
      .select("id")
      .where("from_user_id", "=", senderId)
      .where("to_user_id", "=", recipient.id)
      .executeTakeFirst();
    if (!sentBefore) throw paused();
    return recipient;
  }
  if (!known.has(hash)) {
    if (capped) throw paused();
    await deps.db
      .insertInto("number_lookups")
      .values({ id: newId(), user_id: senderId, mobile_hash: hash, created_at: isoAt(now) })
      .execute();
  }
  throw fieldError("mobile", "wallet.no_account");
}

/**
 * Moves Oracle questions to another registered number: the debit, the credit and the
 * transfer record commit together or not at all. A number without an account is named as
 * such for at most NEW_NUMBER_LOOKUPS_PER_DAY numbers a day, and only to a sender who holds
 * the questions, so the answer cannot be used to sweep for registered numbers.
 */
export async function transferOracleQuestions(
  deps: TransferDeps,
  sender: { id: string; mobile: string },
  input: { mobile: string; questions: number },
): Promise<Message> {
  const recipientMobile = `91${input.mobile}`;
  if (recipientMobile === sender.mobile) throw fieldError("mobile", "wallet.transfer_own_number");
  // Checked again in the transaction; first here, so an empty balance learns nothing of the number.
  if ((await balancesOf(deps.db, sender.id)).oracle_questions < input.questions) {
    throw insufficientBalance("wallet.transfer_too_many");
  }
  const recipient = await recipientOrRefusal(deps, sender.id, recipientMobile);

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
