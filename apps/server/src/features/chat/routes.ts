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
} from "@graha/contracts";
import { formatMessage } from "@graha/contracts/messages";
import type { AppContext } from "../../context.ts";
import { isoAt } from "../../lib/clock.ts";
import { apiRoutes, errors } from "../../lib/route-doc.ts";
import { streamWriter } from "../../lib/event-stream.ts";
import { userAction, userRoute } from "../auth/index.ts";
import { astrologerContent, lowestPricePerQuestion } from "../payments/index.ts";
import { prepareQuestion, streamReply, type AskDeps } from "./ask-question.ts";
import { chatHistory, deleteChat, listChats, startChat, stopChat } from "./chat-service.ts";
import { rateReply } from "./feedback.ts";
import { StopRegistry } from "./stop-registry.ts";
import { createReplyWriter } from "./writers/index.ts";

/** Oracle and Astra: start a chat, ask with a streamed reply (Server-Sent Events), stop, history. */
export function chatRoutes(ctx: AppContext) {
  return apiRoutes(["chat"], (api, route) => {
    const deps: AskDeps = {
      db: ctx.database.db,
      clock: ctx.clock,
      stops: new StopRegistry(),
      writer: createReplyWriter(ctx.env),
      log: api.log,
      places: ctx.places,
    };
    const limited = { rateLimit: { max: 30, timeWindow: "1 minute" } };

    api.get(
      "/astrologers",
      route("Oracle and Astra: who they are, prices, free questions", { response: { 200: astrologersResponse } }),
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
      userRoute(
        route(
          "Start a chat on one of the user's kundlis; 402 when nothing could pay for a question (the message names the other astrologer's questions left)",
          { body: chatStartBody, response: { 200: chatStartResponse, ...errors(400, 402, 404) } },
          limited,
        ),
        async (user, request) => ({ status: "success" as const, ...(await startChat(deps, user.id, request.body)) }),
      ),
    );

    api.post(
      "/chats/:asst_id/messages",
      userRoute(
        route(
          "Ask a question; the reply streams as Server-Sent Events: `delta` {text}…, then `done` {status, charged, refusal?, questions_left, balance, time_left_seconds, message_id, facts, suggestions} (`refusal` names why a free fixed reply was given) or `error` {status, message, message_code, params?}, or `interrupted` (same fields; the server is shutting down, nothing charged)",
          { params: chatParams, body: chatMessageBody, response: errors(400, 402, 404, 409) },
          limited,
        ),
        async (user, request, reply) => {
          const prepared = await prepareQuestion(deps, user.id, request.params.asst_id, request.body.message);

          await streamWriter(request, reply, (events, closed) => streamReply(deps, prepared, events, closed), {
            log: "chat stream failed",
            message: "common.error_try_later",
          });
        },
      ),
    );

    api.post(
      "/chats/:asst_id/messages/:message_id/feedback",
      userRoute(
        route(
          "Thumbs up or down on one of the astrologer's replies (own chats only; another vote on the same reply replaces it)",
          {
            params: chatFeedbackParams,
            body: chatFeedbackBody,
            response: { 200: chatFeedbackResponse, ...errors(400, 404) },
          },
          limited,
        ),
        async (user, { params, body }) => ({
          status: "success" as const,
          rating: await rateReply(deps, user.id, params.asst_id, params.message_id, body),
        }),
      ),
    );

    const stopping = { params: chatParams, response: { 200: chatActionResponse, ...errors(404) } };
    api.post(
      "/chats/:asst_id/stop",
      userAction(
        route("End a live chat (a reply being written stops and is not charged)", stopping),
        async (user, { params }) => {
          await stopChat(deps, user.id, params.asst_id);
          return "chat.stopped";
        },
      ),
    );

    api.get(
      "/chats",
      userRoute(
        route("Chat history: astrologer, last message and time, newest first", {
          response: { 200: chatListResponse },
        }),
        async (user) => ({ chats: await listChats(ctx.database.db, user.id) }),
      ),
    );

    const showing = { params: chatParams, response: { 200: chatHistoryResponse, ...errors(404) } };
    api.get(
      "/chats/:asst_id",
      userRoute(route("One conversation's messages", showing), async (user, { params }) =>
        chatHistory(ctx.database.db, user.id, params.asst_id, isoAt(ctx.clock.now())),
      ),
    );

    api.delete(
      "/chats/:asst_id",
      userAction(
        route("Delete a conversation", { params: chatParams, response: { 200: chatActionResponse, ...errors(404) } }),
        async (user, { params }) => {
          await deleteChat(deps, user.id, params.asst_id);
          return "chat.deleted";
        },
      ),
    );
  });
}
