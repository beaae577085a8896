// The chat API as the browser calls it (same-origin, cookie session; every POST with a JSON
// body, DELETE with none) and the shapes the pages read. Answers are checked loosely: a
// missing or odd field never throws while rendering.
import { postJson } from "../../lib/api";
import { countersFrom, readEventStream, toChatEvent, type ChatCounters, type ChatStreamEvent } from "./sse";
import type { AstrologerName } from "./rules";

export interface ChatSummary {
  asst_id: string;
  to_name: string;
  chat_time: string;
  message: string;
  status: "active" | "stopped";
}

export interface ChatLine {
  role: "user" | "assistant";
  from_name: string;
  message: string;
  chat_time: string;
  status: string;
}

export interface ChatConversation {
  asst_id: string;
  astrologer: AstrologerName;
  status: "active" | "stopped";
  bid: string | null;
  chats: ChatLine[];
}

export interface KundliSummary {
  bid: string;
  full_name: string;
  dob: string;
  tob: string;
  pob: string;
  language: string;
}

export interface AstrologerInfo {
  id: "oracle" | "astra";
  name: string;
  image: string;
  description: string;
  description_hi: string;
  price_per_question: number;
  price_per_minute: number;
  free_questions: number;
}

export interface ChatStart {
  asst_id: string;
  message: string;
  user_name: string;
  gender: string;
  counters: ChatCounters | null;
}

/** A refused request: HTTP status, the API's error code and message, the 402 links. */
export interface ApiFailure {
  ok: false;
  status: number;
  code?: string | undefined;
  message?: string | undefined;
  field?: string | undefined;
  rechargeUrl?: string | undefined;
  subscribeUrl?: string | undefined;
}

type Result<T> = ({ ok: true } & T) | ApiFailure;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const str = (value: unknown): string => (typeof value === "string" ? value : "");

export function failureFrom(status: number, body: unknown): ApiFailure {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const fields = error && isRecord(error.fields) ? error.fields : undefined;
  const pick = (name: string) =>
    (isRecord(body) && typeof body[name] === "string" ? body[name] : undefined) ??
    (error && typeof error[name] === "string" ? error[name] : undefined);
  return {
    ok: false,
    status,
    code: error && typeof error.code === "string" ? error.code : undefined,
    message: (error && typeof error.message === "string" ? error.message : undefined) ?? pick("message"),
    field: fields && typeof fields.message === "string" ? fields.message : undefined,
    rechargeUrl: pick("recharge_url"),
    subscribeUrl: pick("subscribe_url"),
  };
}

const networkFailure: ApiFailure = { ok: false, status: 0 };

export function toAstrologerName(value: unknown): AstrologerName {
  return str(value).toLowerCase() === "astra" ? "Astra" : "Oracle";
}

export function parseChatList(data: unknown): ChatSummary[] | null {
  if (!isRecord(data) || !Array.isArray(data.chats)) return null;
  return data.chats.filter(isRecord).map((chat) => ({
    asst_id: str(chat.asst_id),
    to_name: str(chat.to_name),
    chat_time: str(chat.chat_time),
    message: str(chat.message),
    status: chat.status === "active" ? "active" : "stopped",
  }));
}

export function parseConversation(data: unknown): ChatConversation | null {
  if (!isRecord(data) || !Array.isArray(data.chats) || typeof data.asst_id !== "string") return null;
  return {
    asst_id: data.asst_id,
    astrologer: toAstrologerName(data.astrologer),
    status: data.status === "active" ? "active" : "stopped",
    bid: typeof data.bid === "string" ? data.bid : null,
    chats: data.chats.filter(isRecord).map((line) => ({
      role: line.role === "user" ? ("user" as const) : ("assistant" as const),
      from_name: str(line.from_name),
      message: str(line.message),
      chat_time: str(line.chat_time),
      status: str(line.status),
    })),
  };
}

export function parseKundlis(data: unknown): KundliSummary[] | null {
  if (!isRecord(data) || !Array.isArray(data.births)) return null;
  return data.births
    .filter(isRecord)
    .map((birth) => ({
      bid: str(birth.bid),
      full_name: str(birth.full_name),
      dob: str(birth.dob),
      tob: str(birth.tob),
      pob: str(birth.pob),
      language: str(birth.language),
    }))
    .filter((birth) => birth.bid);
}

export function parseAstrologers(data: unknown): AstrologerInfo[] | null {
  if (!isRecord(data) || !Array.isArray(data.astrologers)) return null;
  const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
  return data.astrologers.filter(isRecord).map((a) => ({
    id: str(a.id).toLowerCase() === "astra" ? "astra" : "oracle",
    name: str(a.name),
    image: str(a.image),
    description: str(a.description),
    description_hi: str(a.description_hi),
    price_per_question: num(a.price_per_question),
    price_per_minute: num(a.price_per_minute),
    free_questions: num(a.free_questions),
  }));
}

async function getJson(path: string): Promise<{ status: number; ok: boolean; data: unknown }> {
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: "application/json" } });
  const data: unknown = await response.json().catch(() => null);
  return { status: response.status, ok: response.ok, data };
}

const chatPath = (id: string) => `/api/v1/chats/${encodeURIComponent(id)}`;

export async function startChat(bid: string, astrologer: AstrologerName): Promise<Result<{ chat: ChatStart }>> {
  try {
    const result = await postJson("/api/v1/chats/start", { bid, astrologer, device: "web" });
    if (!result.ok || !isRecord(result.data) || typeof result.data.asst_id !== "string") {
      return failureFrom(result.status, result.data);
    }
    const data = result.data;
    return {
      ok: true,
      chat: {
        asst_id: str(data.asst_id),
        message: str(data.message),
        user_name: str(data.user_name),
        gender: str(data.gender),
        counters: countersFrom(data) ?? null,
      },
    };
  } catch {
    return networkFailure;
  }
}

export async function listChats(): Promise<Result<{ chats: ChatSummary[] }>> {
  try {
    const { status, ok, data } = await getJson("/api/v1/chats");
    const chats = ok ? parseChatList(data) : null;
    return chats ? { ok: true, chats } : failureFrom(status, data);
  } catch {
    return networkFailure;
  }
}

export async function loadChat(id: string): Promise<Result<{ conversation: ChatConversation }>> {
  try {
    const { status, ok, data } = await getJson(chatPath(id));
    const conversation = ok ? parseConversation(data) : null;
    return conversation ? { ok: true, conversation } : failureFrom(status, data);
  } catch {
    return networkFailure;
  }
}

export async function stopChat(id: string, options: { keepalive?: boolean } = {}): Promise<Result<object>> {
  try {
    const response = await fetch(`${chatPath(id)}/stop`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: "{}",
      keepalive: options.keepalive ?? false,
    });
    if (response.ok) return { ok: true };
    return failureFrom(response.status, await response.json().catch(() => null));
  } catch {
    return networkFailure;
  }
}

export async function deleteChat(id: string): Promise<Result<object>> {
  try {
    const response = await fetch(chatPath(id), {
      method: "DELETE",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    if (response.ok) return { ok: true };
    return failureFrom(response.status, await response.json().catch(() => null));
  } catch {
    return networkFailure;
  }
}

/**
 * The counters of a chat reopened from history (the start and each reply send their own):
 * the same figures the server computes, from the balance and the per-minute price.
 */
export async function loadCounters(astrologer: AstrologerName): Promise<ChatCounters | null> {
  try {
    const [balance, astrologers] = await Promise.all([getJson("/api/v1/balance"), getJson("/api/v1/astrologers")]);
    if (!balance.ok || !isRecord(balance.data)) return null;
    const b = balance.data;
    const own = astrologer === "Astra" ? b.astra_questions : b.oracle_questions;
    if (typeof own !== "number" || typeof b.subscription_questions !== "number" || typeof b.wallet_paise !== "number") {
      return null;
    }
    const info = (astrologers.ok ? parseAstrologers(astrologers.data) : null)?.find(
      (a) => a.id === astrologer.toLowerCase(),
    );
    const perMinutePaise = Math.round((info?.price_per_minute ?? 0) * 100);
    return {
      questionsLeft: own + b.subscription_questions,
      balance: b.wallet_paise / 100,
      timeLeftSeconds: perMinutePaise > 0 ? Math.floor(b.wallet_paise / perMinutePaise) * 60 : 0,
    };
  } catch {
    return null;
  }
}

/** How a streamed reply ended: its final event, or "cut" when the stream closed without one. */
export type AskOutcome = { ok: true; end: "done" | "error" | "cut" } | ApiFailure;

/**
 * Asks a question and streams the reply: `onEvent` gets every delta, then the `done` or
 * `error` event. Refusals before the stream (400, 402, 409, 404) come back as failures.
 */
export async function askQuestion(
  id: string,
  message: string,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<AskOutcome> {
  let response: Response;
  try {
    response = await fetch(`${chatPath(id)}/messages`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ message }),
    });
  } catch {
    return networkFailure;
  }
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.includes("text/event-stream") || !response.body) {
    return failureFrom(response.ok ? 500 : response.status, await response.json().catch(() => null));
  }
  let end: "done" | "error" | "cut" = "cut";
  try {
    await readEventStream(response.body, (raw) => {
      const event = toChatEvent(raw);
      if (!event || end !== "cut") return;
      if (event.type !== "delta") end = event.type;
      onEvent(event);
    });
  } catch {
    // The connection dropped mid-reply: whatever arrived stays; the caller shows an error.
  }
  return { ok: true, end };
}
