import { formatMessage } from "@graha/contracts/messages";
import { ASTROLOGER_NAMES, type Astrologer } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { findBirthRecord } from "../kundli/index.ts";
import { chatCounters, refuseChatWithoutMeans } from "./chat-billing.ts";
import { findChat, findUnusedLiveChat } from "./chat-repository.ts";
import type { StopRegistry } from "./stop-registry.ts";

export interface ChatDeps {
  db: Kysely<Database>;
  clock: Clock;
  stops: StopRegistry;
}

export const chatNotFound = () => notFound("chat.not_found");

/** The astrologer's first words, in the kundli's language: they open the conversation, so they are stored with it. */
function greeting(astrologer: Astrologer, name: string, language: string, celebrity: boolean): string {
  const lang = language === "Hindi" ? "hi" : "en";
  if (celebrity) {
    return formatMessage(lang, {
      code: "chat.greeting_celebrity",
      params: { astrologer: ASTROLOGER_NAMES[astrologer], name },
    });
  }
  const first = name.split(/\s+/)[0] ?? name;
  const code = astrologer === "oracle" ? "chat.greeting_oracle" : "chat.greeting_astra";
  return formatMessage(lang, { code, params: { name: first } });
}

/**
 * Opens a new conversation with an astrologer on one of the user's kundlis; refused (402)
 * when the user has nothing to pay for a first question with. Idempotent while nothing has
 * been asked: a live chat on the same kundli and astrologer with only its greeting is reused.
 */
export async function startChat(deps: ChatDeps, userId: string, input: { bid: string; astrologer: Astrologer }) {
  const record = await findBirthRecord(deps.db, userId, input.bid);
  if (!record) throw notFound("kundli.not_found");
  await refuseChatWithoutMeans(deps.db, userId, input.astrologer);
  const nowIso = isoAt(deps.clock.now());
  const opened = { user_name: record.full_name, gender: record.gender };
  const unused = await findUnusedLiveChat(deps.db, userId, record.id, input.astrologer);
  if (unused) {
    return {
      asst_id: unused.id,
      message: unused.content,
      ...opened,
      ...(await chatCounters(deps.db, userId, input.astrologer, nowIso)),
    };
  }
  const chatId = newId();
  const message = greeting(input.astrologer, record.full_name, record.language, record.is_celebrity === 1);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("chats")
      .values({
        id: chatId,
        user_id: userId,
        birth_record_id: record.id,
        astrologer: input.astrologer,
        status: "active",
        pending_message_id: null,
        stop_requested_at: null,
        created_at: nowIso,
        last_message_at: nowIso,
      })
      .execute();
    await trx
      .insertInto("chat_messages")
      .values({
        id: newId(),
        chat_id: chatId,
        role: "assistant",
        content: message,
        status: "complete",
        charged_account: null,
        created_at: nowIso,
        completed_at: nowIso,
      })
      .execute();
  });
  return {
    asst_id: chatId,
    message,
    ...opened,
    ...(await chatCounters(deps.db, userId, input.astrologer, nowIso)),
  };
}

/**
 * The history panel: each chat with its astrologer, last message and time, newest first.
 * One query: the last finished message is a correlated subquery, not a query per chat.
 */
export async function listChats(db: Kysely<Database>, userId: string) {
  const chats = await db
    .selectFrom("chats")
    .select((eb) => [
      "chats.id",
      "chats.astrologer",
      "chats.last_message_at",
      "chats.status",
      eb
        .selectFrom("chat_messages")
        .select("chat_messages.content")
        .whereRef("chat_messages.chat_id", "=", "chats.id")
        .where("chat_messages.status", "in", ["complete", "stopped"])
        .orderBy("chat_messages.created_at", "desc")
        .orderBy("chat_messages.id", "desc")
        .limit(1)
        .as("last_message"),
    ])
    .where("chats.user_id", "=", userId)
    .orderBy("chats.last_message_at", "desc")
    .limit(100)
    .execute();
  return chats.map((chat) => ({
    asst_id: chat.id,
    to_name: ASTROLOGER_NAMES[chat.astrologer],
    chat_time: chat.last_message_at,
    message: chat.last_message ?? "",
    status: chat.status,
  }));
}

/** One conversation's messages, oldest first, with the counters as at `nowIso`. */
export async function chatHistory(db: Kysely<Database>, userId: string, chatId: string, nowIso: string) {
  const chat = await findChat(db, userId, chatId);
  if (!chat) throw chatNotFound();
  const record = chat.birth_record_id ? await findBirthRecord(db, userId, chat.birth_record_id) : undefined;
  const messages = await db
    .selectFrom("chat_messages")
    .leftJoin("chat_feedback", (join) =>
      join.onRef("chat_feedback.message_id", "=", "chat_messages.id").on("chat_feedback.user_id", "=", userId),
    )
    .select([
      "chat_messages.id",
      "chat_messages.role",
      "chat_messages.content",
      "chat_messages.created_at",
      "chat_messages.status",
      "chat_feedback.rating",
    ])
    .where("chat_messages.chat_id", "=", chatId)
    .where("chat_messages.status", "!=", "streaming")
    .orderBy("chat_messages.created_at")
    .orderBy("chat_messages.id")
    .execute();
  return {
    asst_id: chat.id,
    astrologer: chat.astrologer,
    status: chat.status,
    bid: chat.birth_record_id,
    ...(await chatCounters(db, userId, chat.astrologer, nowIso)),
    chats: messages.map((m) => ({
      id: m.id,
      ...(m.role === "assistant" ? { rating: m.rating } : {}),
      role: m.role,
      from_name: m.role === "assistant" ? ASTROLOGER_NAMES[chat.astrologer] : (record?.full_name ?? "You"),
      message: m.content,
      chat_time: m.created_at,
      status: m.status,
    })),
  };
}

/** Ends a live chat: a reply being written stops at once and costs nothing. */
export async function stopChat(deps: ChatDeps, userId: string, chatId: string) {
  const chat = await findChat(deps.db, userId, chatId);
  if (!chat) throw chatNotFound();
  const nowIso = isoAt(deps.clock.now());
  await deps.db
    .updateTable("chats")
    .set({ status: "stopped", stop_requested_at: nowIso })
    .where("id", "=", chatId)
    .execute();
  deps.stops.abort(chatId);
}

/** Removes a chat and its messages; a live one is stopped first. */
export async function deleteChat(deps: ChatDeps, userId: string, chatId: string) {
  const chat = await findChat(deps.db, userId, chatId);
  if (!chat) throw chatNotFound();
  if (chat.pending_message_id) {
    await deps.db
      .updateTable("chats")
      .set({ stop_requested_at: isoAt(deps.clock.now()) })
      .where("id", "=", chatId)
      .execute();
    deps.stops.abort(chatId);
  }
  await deps.db.deleteFrom("chats").where("id", "=", chatId).execute();
}

export const chatEnded = () => new AppError("chat_ended", "chat.ended");
