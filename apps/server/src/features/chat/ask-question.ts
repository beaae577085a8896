import type { Message, MessageLanguage, PlainMessageCode } from "@graha/contracts/messages";
import { ASTROLOGER_NAMES, type Astrologer, type ChatDoneEvent } from "@graha/contracts";
import type { Chart } from "@graha/jyotish";
import type { FastifyBaseLogger } from "fastify";
import { isoAt } from "../../lib/clock.ts";
import { AppError } from "../../errors.ts";
import { newId } from "../../lib/ids.ts";
import type { PlaceSearch } from "../../providers/places/index.ts";
import { birthInputOfRecord, chartOfRecord, findBirthRecord } from "../kundli/index.ts";
import { chargeHold, releaseHold, type Hold } from "../wallet/index.ts";
import { chatCounters, reserveQuestion } from "./chat-billing.ts";
import { claimReplySlot, findChat, recentTurns, releaseReplySlot, stopRequested } from "./chat-repository.ts";
import { chatEnded, chatNotFound, type ChatDeps } from "./chat-service.ts";
import { replyFacts } from "./follow-ups/facts.ts";
import { suggestQuestions } from "./follow-ups/suggestions.ts";
import { newGuardReport } from "./guard/report.ts";
import type { ReadingContext, ReadingInput } from "./reading/reading-context.ts";
import { saveGuardReport } from "./chat-repository.ts";
import type { FixedAnswer } from "./fixed-answer.ts";
import { planAnswer } from "./answer-plan.ts";
import { ReplyWriterError, streamText, type ChatTurn, type ReplyWriter } from "./writers/index.ts";

const STOP_POLL_MS = 1000;
const HISTORY_TURNS = 10;

export interface AskDeps extends ChatDeps {
  writer: ReplyWriter;
  log: FastifyBaseLogger;
  /** Finds the birth place of a partner named in a question. */
  places: PlaceSearch;
}

/** A question accepted for answering: saved, its credit reserved, the chat's reply slot held. */
export interface PreparedQuestion {
  chatId: string;
  userId: string;
  astrologer: Astrologer;
  replyId: string;
  context: ReadingContext;
  /** The chart the context was computed from: the guard on a model writer checks claims against it. */
  chart: Chart;
  history: ChatTurn[];
  hold: Hold | undefined;
  celebrity: { info: string | null } | undefined;
  /** The reply when it is not the writer's: a refusal, an ask for details, a partner match. */
  fixed: FixedAnswer | undefined;
}

/**
 * Everything before the stream starts; each refusal is an error response and changes
 * nothing: another reply in progress (409), an ended chat (409), nothing to pay with (402).
 * The question is saved before any writing, as engineering.md asks. A question answered
 * with a free fixed text (off topic, death, medical, self-harm, a partner's missing
 * details) reserves nothing, so it is answered even with nothing to pay with; it is stored
 * and moves its chat up the list like any answered question (ADR 024).
 */
export async function prepareQuestion(
  deps: AskDeps,
  userId: string,
  chatId: string,
  question: string,
): Promise<PreparedQuestion> {
  const chat = await findChat(deps.db, userId, chatId);
  if (!chat) throw chatNotFound();
  if (chat.status !== "active") throw chatEnded();
  const record = chat.birth_record_id ? await findBirthRecord(deps.db, userId, chat.birth_record_id) : undefined;
  if (!record) throw new AppError("conflict", "chat.kundli_deleted");

  const now = deps.clock.now();
  // Ids are time-ordered: the question's must come before its reply's.
  const questionId = newId();
  const replyId = newId();
  if (!(await claimReplySlot(deps.db, chatId, replyId, now))) {
    throw new AppError("reply_in_progress", {
      code: "chat.still_replying",
      params: { astrologer: ASTROLOGER_NAMES[chat.astrologer] },
    });
  }
  let hold: Hold | undefined;
  try {
    const history = await recentTurns(deps.db, chatId, HISTORY_TURNS);
    const input: ReadingInput = {
      chart: chartOfRecord(record, 3).chart,
      person: {
        name: record.full_name,
        gender: record.gender as "Male" | "Female",
        language: record.language as "English" | "Hindi",
        maritalStatus: record.marital_status,
        celebrity: record.is_celebrity === 1,
      },
      astrologer: chat.astrologer,
      question,
      now,
      // A follow-up ("and when?") keeps the topic, period and answer of the turn before it.
      earlierQuestions: history.filter((turn) => turn.role === "user").map((turn) => turn.content),
      previousAnswer: history.findLast((turn) => turn.role === "assistant")?.content,
    };
    // A relative's birth details in the question: the reading is of their own chart.
    const { context, chart, fixed } = await planAnswer(input, birthInputOfRecord(record), deps.places);
    if (!context.unchargeable && !fixed?.refusal) {
      hold = await reserveQuestion(
        deps.db,
        { userId, astrologer: chat.astrologer, reference: `chat:${replyId}` },
        isoAt(now),
      );
    }
    const nowIso = isoAt(now);
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("chat_messages")
        .values([
          {
            id: questionId,
            chat_id: chatId,
            role: "user",
            content: question,
            status: "complete",
            charged_account: null,
            created_at: nowIso,
            completed_at: nowIso,
          },
          {
            id: replyId,
            chat_id: chatId,
            role: "assistant",
            content: "",
            status: "streaming",
            charged_account: null,
            created_at: nowIso,
            completed_at: null,
          },
        ])
        .execute();
      // Only a question that is stored moves its chat to the top of the list.
      await trx.updateTable("chats").set({ last_message_at: nowIso }).where("id", "=", chatId).execute();
    });
    const celebrity = record.is_celebrity === 1 ? { info: record.celebrity_info } : undefined;
    return { chatId, userId, astrologer: chat.astrologer, replyId, context, chart, history, hold, celebrity, fixed };
  } catch (error) {
    if (hold) await releaseHold(deps.db, hold.id, isoAt(deps.clock.now()));
    await releaseReplySlot(deps.db, chatId, replyId);
    throw error;
  }
}

export interface ReplyEvents {
  delta(text: string): void;
  done(payload: ChatDoneEvent): void;
  /** An error, told in `language` (the record's) when given. */
  error(said: Message | PlainMessageCode, language?: MessageLanguage): void;
}

/**
 * Writes the reply, streaming each piece. Finished: the reply is saved and only then the
 * reserved credit is charged. Stopped (the user, the Stop Chat button, a dropped
 * connection) or failed: whatever was written is kept as stopped/failed and the credit is
 * released — nothing is charged.
 */
export async function streamReply(
  deps: AskDeps,
  prepared: PreparedQuestion,
  events: ReplyEvents,
  connectionClosed: AbortSignal,
): Promise<void> {
  const controller = deps.stops.register(prepared.chatId);
  const abortOnClose = () => controller.abort();
  connectionClosed.addEventListener("abort", abortOnClose, { once: true });
  // Only guarded text comes out of a model writer: that is what is streamed, stored, sent back as history and charged.
  const guard = newGuardReport();
  let text = "";
  let outcome: "complete" | "stopped" | "failed" = "complete";
  let lastPoll = Date.now();
  try {
    const pieces = prepared.fixed
      ? streamText(prepared.fixed.text, controller.signal)
      : deps.writer.write({
          context: prepared.context,
          chart: prepared.chart,
          history: prepared.history,
          signal: controller.signal,
          celebrity: prepared.celebrity,
          guard,
        });
    for await (const piece of pieces) {
      if (controller.signal.aborted) break;
      text += piece;
      events.delta(piece);
      if (Date.now() - lastPoll >= STOP_POLL_MS) {
        lastPoll = Date.now();
        if (await stopRequested(deps.db, prepared.chatId)) controller.abort();
      }
    }
    if (controller.signal.aborted) outcome = "stopped";
  } catch (error) {
    if (controller.signal.aborted) outcome = "stopped";
    else {
      outcome = "failed";
      if (!(error instanceof ReplyWriterError)) deps.log.error({ err: error }, "reply writer crashed");
      else deps.log.warn({ err: error }, "reply writer failed");
    }
  } finally {
    connectionClosed.removeEventListener("abort", abortOnClose);
    deps.stops.unregister(prepared.chatId, controller);
  }

  const nowIso = isoAt(deps.clock.now());
  const language: MessageLanguage = prepared.context.language === "Hindi" ? "hi" : "en";
  const charged = outcome === "complete" && prepared.hold !== undefined;
  const refusal = prepared.fixed?.refusal;
  // What the page shows under a reading: from the context the writer used, not parsed from
  // its text. A free fixed reply (a refusal, an ask for details) read nothing from the chart.
  const facts = outcome === "complete" && !refusal ? replyFacts(prepared.context) : undefined;
  await deps.db
    .updateTable("chat_messages")
    .set({
      content: text,
      status: outcome,
      completed_at: nowIso,
      charged_account: charged ? prepared.hold!.account : null,
      facts: facts ? JSON.stringify(facts.map((fact) => fact.label)) : null,
    })
    .where("id", "=", prepared.replyId)
    .execute();
  await saveGuardReport(deps.db, prepared.replyId, guard, nowIso);
  if (prepared.hold) {
    if (charged) await chargeHold(deps.db, prepared.hold.id, nowIso);
    else await releaseHold(deps.db, prepared.hold.id, nowIso);
  }
  await releaseReplySlot(deps.db, prepared.chatId, prepared.replyId);
  await deps.db.updateTable("chats").set({ last_message_at: nowIso }).where("id", "=", prepared.chatId).execute();

  if (outcome === "complete") {
    events.done({
      status: "success",
      charged,
      ...(refusal ? { refusal } : {}),
      ...(await chatCounters(deps.db, prepared.userId, prepared.astrologer, nowIso)),
      message_id: prepared.replyId,
      ...(facts ? { facts, suggestions: suggestQuestions(prepared.context) } : {}),
    });
  } else if (outcome === "failed") {
    events.error(
      { code: "chat.reply_failed", params: { astrologer: ASTROLOGER_NAMES[prepared.astrologer] } },
      language,
    );
  } else if (!connectionClosed.aborted) {
    // Stopped by the Stop Chat button while the connection stays open: say so, as the last event.
    events.error("chat.reply_stopped", language);
  }
}
