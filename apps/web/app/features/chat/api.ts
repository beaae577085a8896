// The chat API as the browser calls it (same-origin, cookie session; every POST with a JSON
// body, DELETE with none), typed by the contracts, and the views the pages read.
import type {
  AstrologersResponse,
  BalanceResponse,
  ChatActionResponse,
  ChatFeedbackResponse,
  ChatRating,
  ChatHistoryResponse,
  ChatListResponse,
  ChatStartResponse,
  KundliView,
} from "@graha/contracts";
import { api, apiError, apiRequest, failure, readJson, type ApiFailure, type ApiOptions } from "../../lib/api";
import {
  countersFrom,
  readReplyStream,
  toChatEvent,
  type StreamEnd,
  type ChatStreamEvent,
  type LiveCounters,
} from "./sse";
import type { AstrologerName } from "./rules";

export type ChatSummary = ChatListResponse["chats"][number];
export type AstrologerInfo = AstrologersResponse["astrologers"][number];
/** What the kundli picker shows of a saved kundli. */
export type KundliChoice = Pick<KundliView, "bid" | "full_name" | "dob" | "tob" | "pob" | "language">;
/** A conversation from history, with the astrologer's display name. */
export type ChatConversation = Pick<ChatHistoryResponse, "asst_id" | "status" | "bid" | "chats"> & {
  astrologer: AstrologerName;
};
export type ChatStart = Pick<ChatStartResponse, "asst_id" | "message" | "user_name" | "gender"> & {
  counters: LiveCounters;
};

/** A refused request: HTTP status, the API's error code and message, the 402 links. */
export interface ChatRefusal {
  ok: false;
  status: number;
  code?: string | undefined;
  message?: string | undefined;
  /** The message's parameters (a 402 at start names the other astrologer as `other`, with `count` questions). */
  params?: Readonly<Record<string, string | number>> | undefined;
  field?: string | undefined;
  rechargeUrl?: string | undefined;
  subscribeUrl?: string | undefined;
}

type Result<T> = ({ ok: true } & T) | ChatRefusal;

/** A top-level text of a refusal: the spec's `message`, and the 402 answer's links. */
const text = (body: unknown, name: "message" | "recharge_url" | "subscribe_url") => {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
};

export function refusalOf({ status, body }: ApiFailure): ChatRefusal {
  const error = apiError(body);
  return {
    ok: false,
    status,
    code: error.code,
    message: error.message ?? text(body, "message"),
    params: error.params,
    field: error.fields?.message,
    rechargeUrl: text(body, "recharge_url"),
    subscribeUrl: text(body, "subscribe_url"),
  };
}

export function toAstrologerName(value: string): AstrologerName {
  return value.toLowerCase() === "astra" ? "Astra" : "Oracle";
}

const chatPath = (id: string) => `/api/v1/chats/${encodeURIComponent(id)}`;

/** Calls the chat API and shapes the answer with `view`; refusals come back as ChatRefusal. */
async function call<T, V>(path: string, view: (data: T) => V, options: ApiOptions = {}): Promise<Result<V>> {
  const result = await api<T>(path, options);
  return result.ok ? { ok: true, ...view(result.data) } : refusalOf(result);
}

export function startChat(bid: string, astrologer: AstrologerName): Promise<Result<{ chat: ChatStart }>> {
  return call<ChatStartResponse, { chat: ChatStart }>(
    "/api/v1/chats/start",
    (data) => ({
      chat: {
        asst_id: data.asst_id,
        message: data.message,
        user_name: data.user_name,
        gender: data.gender,
        counters: countersFrom(data),
      },
    }),
    { body: { bid, astrologer, device: "web" } },
  );
}

export function listChats(): Promise<Result<{ chats: ChatSummary[] }>> {
  return call<ChatListResponse, { chats: ChatSummary[] }>("/api/v1/chats", ({ chats }) => ({ chats }));
}

export function loadChat(id: string): Promise<Result<{ conversation: ChatConversation }>> {
  return call<ChatHistoryResponse, { conversation: ChatConversation }>(chatPath(id), (data) => ({
    conversation: {
      asst_id: data.asst_id,
      astrologer: toAstrologerName(data.astrologer),
      status: data.status,
      bid: data.bid,
      chats: data.chats,
    },
  }));
}

export function stopChat(id: string, options: { keepalive?: boolean } = {}): Promise<Result<object>> {
  return call<ChatActionResponse, object>(`${chatPath(id)}/stop`, () => ({}), {
    body: {},
    keepalive: options.keepalive ?? false,
  });
}

/** Thumbs up or down on one reply; a second vote replaces the first. */
export function rateReply(
  chatId: string,
  messageId: string,
  rating: ChatRating,
): Promise<Result<{ rating: ChatRating }>> {
  return call<ChatFeedbackResponse, { rating: ChatRating }>(
    `${chatPath(chatId)}/messages/${encodeURIComponent(messageId)}/feedback`,
    (data) => ({ rating: data.rating }),
    { body: { rating } },
  );
}

export function deleteChat(id: string): Promise<Result<object>> {
  return call<ChatActionResponse, object>(chatPath(id), () => ({}), { method: "DELETE" });
}

/**
 * The counters of a chat reopened from history (the start and each reply send their own):
 * the same figures the server computes, from the balance and the per-minute price.
 */
export async function loadCounters(astrologer: AstrologerName): Promise<LiveCounters | null> {
  const [balance, astrologers] = await Promise.all([
    api<BalanceResponse>("/api/v1/balance"),
    api<AstrologersResponse>("/api/v1/astrologers"),
  ]);
  if (!balance.ok) return null;
  const b = balance.data;
  const own = astrologer === "Astra" ? b.astra_questions : b.oracle_questions;
  const info = astrologers.ok ? astrologers.data.astrologers.find((a) => a.id === astrologer.toLowerCase()) : undefined;
  const perMinutePaise = Math.round((info?.price_per_minute ?? 0) * 100);
  return {
    questionsLeft: own + b.subscription_questions,
    balance: b.wallet_paise / 100,
    timeLeftSeconds: perMinutePaise > 0 ? Math.floor(b.wallet_paise / perMinutePaise) * 60 : 0,
  };
}

/** How a streamed reply ended: its final event, or "cut" when the stream closed without one. */
export type AskOutcome = { ok: true; end: StreamEnd } | ChatRefusal;

/**
 * Asks a question and streams the reply: `onEvent` gets every delta, then the `done` or
 * `error` event. Refusals before the stream (400, 402, 409, 404) come back as failures.
 */
export async function askQuestion(
  id: string,
  message: string,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<AskOutcome> {
  const response = await apiRequest(`${chatPath(id)}/messages`, { body: { message } }, "text/event-stream");
  if (!response) return refusalOf(failure(0, null));
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.includes("text/event-stream") || !response.body) {
    return refusalOf(failure(response.ok ? 500 : response.status, await readJson(response)));
  }
  const end = await readReplyStream(response.body, toChatEvent, onEvent);
  return { ok: true, end };
}
