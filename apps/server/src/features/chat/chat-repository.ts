import type { Kysely } from "kysely";
import type { Astrologer } from "@graha/contracts";
import type { Database } from "../../db/schema.ts";
import { isoAt } from "../../lib/clock.ts";
import type { GuardReport } from "./guard/report.ts";

/** A reply still "pending" after this long belongs to a process that died; it no longer blocks. */
const STALE_PENDING_MS = 5 * 60_000;

export function findChat(db: Kysely<Database>, userId: string, chatId: string) {
  return db.selectFrom("chats").selectAll().where("id", "=", chatId).where("user_id", "=", userId).executeTakeFirst();
}

/**
 * The user's live chat on this kundli with this astrologer in which nothing has been asked
 * yet, with its greeting: opening the same start link again (a reload before the address
 * changed, a second click) goes on with it instead of leaving a second empty live chat.
 */
export function findUnusedLiveChat(
  db: Kysely<Database>,
  userId: string,
  birthRecordId: string,
  astrologer: Astrologer,
) {
  return db
    .selectFrom("chats")
    .innerJoin("chat_messages", "chat_messages.chat_id", "chats.id")
    .select(["chats.id", "chat_messages.content"])
    .where("chats.user_id", "=", userId)
    .where("chats.birth_record_id", "=", birthRecordId)
    .where("chats.astrologer", "=", astrologer)
    .where("chats.status", "=", "active")
    .where("chat_messages.role", "=", "assistant")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("chat_messages as asked")
            .select("asked.id")
            .whereRef("asked.chat_id", "=", "chats.id")
            .where("asked.role", "=", "user"),
        ),
      ),
    )
    .orderBy("chats.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Claims the chat's single reply slot for `messageId`; false when another reply is being
 * written (or the chat has ended). A conditional update, so two tabs cannot both win. It
 * leaves `last_message_at` alone: a question refused after this (nothing to pay with) must
 * not move the chat up the list; the chat moves when the question is stored.
 */
export async function claimReplySlot(
  db: Kysely<Database>,
  chatId: string,
  messageId: string,
  now: Date,
): Promise<boolean> {
  const staleBefore = isoAt(new Date(now.getTime() - STALE_PENDING_MS));
  const result = await db
    .updateTable("chats")
    .set({ pending_message_id: messageId })
    .where("id", "=", chatId)
    .where("status", "=", "active")
    .where((eb) =>
      eb.or([
        eb("pending_message_id", "is", null),
        eb(
          "pending_message_id",
          "in",
          eb.selectFrom("chat_messages").select("id").where("created_at", "<", staleBefore),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One of the astrologer's replies in the user's own chats, by id, with its chat and status. */
export function findUsersReply(db: Kysely<Database>, userId: string, messageId: string) {
  return db
    .selectFrom("chat_messages")
    .innerJoin("chats", "chats.id", "chat_messages.chat_id")
    .selectAll("chat_messages")
    .select("chats.astrologer")
    .where("chat_messages.id", "=", messageId)
    .where("chats.user_id", "=", userId)
    .where("chat_messages.role", "=", "assistant")
    .executeTakeFirst();
}

export function releaseReplySlot(db: Kysely<Database>, chatId: string, messageId: string) {
  return db
    .updateTable("chats")
    .set({ pending_message_id: null })
    .where("id", "=", chatId)
    .where("pending_message_id", "=", messageId)
    .execute();
}

export async function stopRequested(db: Kysely<Database>, chatId: string): Promise<boolean> {
  const row = await db.selectFrom("chats").select("stop_requested_at").where("id", "=", chatId).executeTakeFirst();
  return !row || row.stop_requested_at !== null;
}

/**
 * The last turns before a new question, oldest first, for the writer's continuity. The
 * astrologer's greeting is not a turn: the conversation starts with the first question.
 */
export async function recentTurns(db: Kysely<Database>, chatId: string, limit: number) {
  const rows = await db
    .selectFrom("chat_messages")
    .select(["role", "content"])
    .where("chat_id", "=", chatId)
    .where("status", "=", "complete")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const turns = rows.reverse();
  const firstQuestion = turns.findIndex((turn) => turn.role === "user");
  return firstQuestion === -1 ? [] : turns.slice(firstQuestion);
}

/**
 * Keeps what the guard changed in a model's reply (removed sentences and why, attempts thrown
 * away, a fallback), for a later review screen. A reply the guard left alone, or one from the
 * builtin writer, stores nothing.
 */
export async function saveGuardReport(db: Kysely<Database>, messageId: string, report: GuardReport, nowIso: string) {
  if (report.removed.length === 0 && report.rejected.length === 0 && report.fallback === null) return;
  await db
    .insertInto("chat_reply_guards")
    .values({ message_id: messageId, report: JSON.stringify(report), created_at: nowIso })
    .execute();
}
