import {
  ASTROLOGER_NAMES,
  ASTROLOGERS,
  astrologersResponse,
  chatActionResponse,
  chatFeedbackBody,
  chatFeedbackParams,
  chatFeedbackResponse,
  chatHistoryResponse,
  chatListResponse,
  chatMessageBody,
  chatParams,
  chatStartBody,
  chatStartResponse,
  errorBody,
} from "@graha/contracts";
import { formatMessage } from "@graha/contracts/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { isoAt } from "../../lib/clock.ts";
import { notice } from "../../i18n/messages.ts";
import { streamWriter } from "../../lib/event-stream.ts";
import { signedIn } from "../auth/index.ts";
import { astrologerContent, lowestPricePerQuestion } from "../payments/index.ts";
import { prepareQuestion, streamReply, type AskDeps } from "./ask-question.ts";
import { chatHistory, deleteChat, listChats, startChat, stopChat } from "./chat-service.ts";
import { rateReply } from "./feedback.ts";
import { StopRegistry } from "./stop-registry.ts";
import { createReplyWriter } from "./writers/index.ts";

/** Oracle and Astra: start a chat, ask with a streamed reply (Server-Sent Events), stop, history. */
export function chatRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["chat"];
    const deps: AskDeps = {
      db: ctx.database.db,
      clock: ctx.clock,
      stops: new StopRegistry(),
      writer: createReplyWriter(ctx.env),
      log: app.log,
      places: ctx.places,
    };
    const limited = { rateLimit: { max: 30, timeWindow: "1 minute" } };

    api.get(
      "/astrologers",
      {
        schema: {
          tags,
          summary: "Oracle and Astra: who they are, prices, free questions",
          response: { 200: astrologersResponse },
        },
      },
      async () => {
        const content = await astrologerContent(ctx.database.db);
        const perQuestion = await lowestPricePerQuestion(ctx.database.db);
        return {
          astrologers: ASTROLOGERS.map((id) => ({
            id,
            name: ASTROLOGER_NAMES[id],
            image: `/images/${id}.svg`,
            description: content[id].description,
            description_hi: content[id].description_hi,
            price_per_question: perQuestion[id].rupees,
            price_per_question_with_gst_paise: perQuestion[id].withGstPaise,
            price_per_minute: content[id].price_per_minute_paise / 100,
            free_questions: content[id].free_questions,
            ai_disclosure: formatMessage("en", "chat.ai_disclosure"),
            ai_disclosure_hi: formatMessage("hi", "chat.ai_disclosure"),
          })),
        };
      },
    );

    api.post(
      "/chats/start",
      {
        config: { ...limited, auth: "required" },
        schema: {
          tags,
          summary:
            "Start a chat on one of the user's kundlis; 402 when nothing could pay for a question (the message names the other astrologer's questions left)",
          body: chatStartBody,
          response: { 200: chatStartResponse, 400: errorBody, 402: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        return { status: "success" as const, ...(await startChat(deps, user.id, request.body)) };
      },
    );

    api.post(
      "/chats/:asst_id/messages",
      {
        config: { ...limited, auth: "required" },
        schema: {
          tags,
          summary:
            "Ask a question; the reply streams as Server-Sent Events: `delta` {text}…, then `done` {status, charged, refusal?, questions_left, balance, time_left_seconds, message_id, facts, suggestions} (`refusal` names why a free fixed reply was given) or `error` {status, message, message_code, params?}, or `interrupted` (same fields; the server is shutting down, nothing charged)",
          params: chatParams,
          body: chatMessageBody,
          response: { 400: errorBody, 402: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const { user } = signedIn(request);
        const prepared = await prepareQuestion(deps, user.id, request.params.asst_id, request.body.message);

        await streamWriter(request, reply, (events, closed) => streamReply(deps, prepared, events, closed), {
          log: "chat stream failed",
          message: "common.error_try_later",
        });
      },
    );

    api.post(
      "/chats/:asst_id/messages/:message_id/feedback",
      {
        config: { ...limited, auth: "required" },
        schema: {
          tags,
          summary:
            "Thumbs up or down on one of the astrologer's replies (own chats only; another vote on the same reply replaces it)",
          params: chatFeedbackParams,
          body: chatFeedbackBody,
          response: { 200: chatFeedbackResponse, 400: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        const { asst_id, message_id } = request.params;
        return {
          status: "success" as const,
          rating: await rateReply(deps, user.id, asst_id, message_id, request.body),
        };
      },
    );

    api.post(
      "/chats/:asst_id/stop",
      {
        config: { auth: "required" },
        schema: {
          tags,
          summary: "End a live chat (a reply being written stops and is not charged)",
          params: chatParams,
          response: { 200: chatActionResponse, 404: errorBody },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        await stopChat(deps, user.id, request.params.asst_id);
        return { status: "success" as const, ...notice(request, "chat.stopped") };
      },
    );

    api.get(
      "/chats",
      {
        config: { auth: "required" },
        schema: {
          tags,
          summary: "Chat history: astrologer, last message and time, newest first",
          response: { 200: chatListResponse },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        return { chats: await listChats(ctx.database.db, user.id) };
      },
    );

    api.get(
      "/chats/:asst_id",
      {
        config: { auth: "required" },
        schema: {
          tags,
          summary: "One conversation's messages",
          params: chatParams,
          response: { 200: chatHistoryResponse, 404: errorBody },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        return chatHistory(ctx.database.db, user.id, request.params.asst_id, isoAt(ctx.clock.now()));
      },
    );

    api.delete(
      "/chats/:asst_id",
      {
        config: { auth: "required" },
        schema: {
          tags,
          summary: "Delete a conversation",
          params: chatParams,
          response: { 200: chatActionResponse, 404: errorBody },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        await deleteChat(deps, user.id, request.params.asst_id);
        return { status: "success" as const, ...notice(request, "chat.deleted") };
      },
    );
  };
}
