import { POINTS_PER_QUESTION } from "@graha/contracts";
import { sql, type Kysely } from "kysely";
import type { Database, ForumPointsTable } from "../../db/schema.ts";
import { inTransaction } from "../../db/in-transaction.ts";
import { AppError } from "../../errors.ts";
import { newId } from "../../lib/ids.ts";
import { postEntries } from "../wallet/index.ts";
import { insertNotification } from "./repository.ts";

type Db = Kysely<Database>;

/** product.md: what each act earns, and the most one account earns in a day. */
export const POINTS = { discussion: 20, comment: 5, vote_cast: 1, upvote_received: 1 } as const;
export const DAILY_POINTS_CAP = 400;
/** Votes from an account younger than this earn nobody anything. */
export const VOTER_MIN_AGE_MS = 24 * 60 * 60 * 1000;

const INDIA_OFFSET_MS = 330 * 60 * 1000;
/** Days since 1970-01-01 on the Indian calendar: the cap resets at midnight in India. */
export const indiaDay = (now: Date) => Math.floor((now.getTime() + INDIA_OFFSET_MS) / 86_400_000);
/** When today began in India (midnight IST), as an instant. */
export const indiaDayStart = (now: Date) => new Date(indiaDay(now) * 86_400_000 - INDIA_OFFSET_MS);

export interface Award {
  userId: string;
  reason: keyof typeof POINTS;
  /** The content the points were earned through: removing it reverses them. */
  itemId: string;
  /** At most one award per key, ever (a vote toggled off and on earns once). */
  key: string;
}

/**
 * Adds an award to a handle's points, cut to what is left of today's cap. The transaction
 * first writes the handle row (a no-op update), which locks it on PostgreSQL and the whole
 * database on SQLite: parallel awards to one user run one after another and can never pass
 * the cap together. Users without a handle earn nothing.
 */
export async function awardPoints(db: Db, now: Date, award: Award): Promise<number> {
  return inTransaction(db, async (trx) => {
    const locked = await trx
      .updateTable("forum_handles")
      .set((eb) => ({ points_day: eb.ref("points_day") }))
      .where("user_id", "=", award.userId)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) !== 1) return 0;
    const seen = await trx
      .selectFrom("forum_points")
      .select("id")
      .where("idempotency_key", "=", award.key)
      .executeTakeFirst();
    if (seen) return 0;
    const handle = await trx
      .selectFrom("forum_handles")
      .select(["points_day", "points_day_earned"])
      .where("user_id", "=", award.userId)
      .executeTakeFirstOrThrow();
    const day = indiaDay(now);
    const earnedToday = Number(handle.points_day) === day ? Number(handle.points_day_earned) : 0;
    const grant = Math.min(POINTS[award.reason], DAILY_POINTS_CAP - earnedToday);
    if (grant <= 0) return 0;
    await trx
      .insertInto("forum_points")
      .values({
        id: newId(),
        user_id: award.userId,
        amount: grant,
        reason: award.reason,
        item_id: award.itemId,
        idempotency_key: award.key,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .updateTable("forum_handles")
      .set((eb) => ({ points: eb("points", "+", grant), points_day: day, points_day_earned: earnedToday + grant }))
      .where("user_id", "=", award.userId)
      .execute();
    return grant;
  });
}

/**
 * Takes back every award earned through these items (removed or hidden content): one
 * reversing entry per award, keyed by it, so a second removal reverses nothing. A
 * reversal does not give back room under the day's cap.
 */
export async function reversePoints(db: Db, now: Date, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    const awards = await trx
      .selectFrom("forum_points")
      .select(["id", "user_id", "amount", "item_id"])
      .where("item_id", "in", itemIds)
      .where("reason", "in", Object.keys(POINTS) as ForumPointsTable["reason"][])
      .execute();
    for (const award of awards) {
      await postOnce(trx, now, {
        user_id: award.user_id,
        amount: -award.amount,
        reason: "reversed",
        item_id: award.item_id,
        idempotency_key: `reverse:${award.id}`,
      });
    }
  });
}

/** Posts one entry to the points ledger and the handle's total, unless its key was posted before. */
async function postOnce(
  trx: Db,
  now: Date,
  entry: Pick<ForumPointsTable, "user_id" | "amount" | "reason" | "item_id" | "idempotency_key">,
): Promise<void> {
  const inserted = await trx
    .insertInto("forum_points")
    .values({ id: newId(), ...entry, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await trx
    .updateTable("forum_handles")
    .set((eb) => ({ points: eb("points", "+", entry.amount) }))
    .where("user_id", "=", entry.user_id)
    .execute();
}

/**
 * Gives back what `reversePoints` took through these items (a moderator restored them): one
 * entry per reversal, keyed by it, with the original award's reason, so hiding the item
 * again reverses this entry in turn. Given back whole, outside the day's cap.
 */
export async function restorePoints(db: Db, now: Date, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    const reversals = await trx
      .selectFrom("forum_points as r")
      .innerJoin("forum_points as a", (join) => join.on(sql<boolean>`r.idempotency_key = 'reverse:' || a.id`))
      .select(["r.id", "a.user_id", "a.amount", "a.reason", "a.item_id"])
      .where("r.reason", "=", "reversed")
      .where("r.item_id", "in", itemIds)
      .execute();
    for (const { id, ...award } of reversals) await postOnce(trx, now, { ...award, idempotency_key: `restore:${id}` });
  });
}

export interface Redemption {
  transactionId: string;
  points: number;
  questions: number;
}

/**
 * Turns points into Oracle questions (100 each; a remainder under 100 stays as points), in
 * one transaction: the redeem entry (its key makes a retried request a replay, never a
 * second redeem), the handle's redeemed points (a conditional update: never more than is
 * left), the ledger credit and the notification.
 */
export async function redeemPoints(
  db: Db,
  now: Date,
  input: { userId: string; points: number; requestKey: string },
): Promise<Redemption> {
  const questions = Math.floor(input.points / POINTS_PER_QUESTION);
  const spent = questions * POINTS_PER_QUESTION;
  const key = `redeem:${input.userId}:${input.requestKey}`;
  const nowIso = now.toISOString();
  return inTransaction(db, async (trx) => {
    const id = newId();
    const inserted = await trx
      .insertInto("forum_points")
      .values({
        id,
        user_id: input.userId,
        amount: -spent,
        reason: "redeemed",
        item_id: null,
        idempotency_key: key,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const earlier = await trx
        .selectFrom("forum_points")
        .select(["id", "amount"])
        .where("idempotency_key", "=", key)
        .executeTakeFirstOrThrow();
      return { transactionId: earlier.id, points: -earlier.amount, questions: -earlier.amount / POINTS_PER_QUESTION };
    }
    const taken = await trx
      .updateTable("forum_handles")
      .set((eb) => ({ redeemed_points: eb("redeemed_points", "+", spent), updated_at: nowIso }))
      .where("user_id", "=", input.userId)
      .where((eb) => eb(eb("points", "-", eb.ref("redeemed_points")), ">=", spent))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError("insufficient_balance", "forum.not_enough_points");
    await postEntries(
      trx,
      input.userId,
      [
        {
          account: "oracle_questions",
          amount: questions,
          reason: "points_redeemed",
          reference: `forum-redeem:${id}`,
          idempotencyKey: `forum-redeem:${id}`,
        },
      ],
      nowIso,
    );
    await insertNotification(trx, {
      id: newId(),
      userId: input.userId,
      message: { code: "forum.notify_redeemed", params: { points: spent, count: questions } },
      link: null,
      now: nowIso,
    });
    return { transactionId: id, points: spent, questions };
  });
}
