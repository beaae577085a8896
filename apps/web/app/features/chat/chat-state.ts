// The conversation panel's state: one reducer, so every transition of the spec's chat
// (start, ask, stream, stop, delete, open from history) is a plain, testable function.
import type { ChatFact, ChatRating } from "@graha/contracts";
import type { ChatConversation, ChatStart } from "./api";
import type { AstrologerName } from "./rules";
import type { LiveCounters } from "./sse";

export interface ChatMessage {
  id: string;
  role: "user" | "astrologer";
  text: string;
  /** ISO time; null while a reply streams. */
  time: string | null;
  state: "complete" | "streaming" | "error" | "stopped";
  /** Shown in the bubble under the text: the server's fail message, or why the reply stopped. */
  note?: string;
  /** A reply's id on the server: its feedback is given by it. */
  serverId?: string | undefined;
  /** The chart facts a finished reply used (chips under it). */
  facts?: ChatFact[];
  /** Questions to ask next, after a finished reply. */
  suggestions?: string[];
  /** The user's thumbs up or down on a reply. */
  rating?: ChatRating | null | undefined;
}

/**
 * empty: nothing open; starting: the loading overlay of a new session; live: an active chat
 * (questions can be asked, Stop Chat shows); viewing: an ended chat from history (Delete Chat
 * shows); deleted: the chat was removed ("No Chats available").
 */
export type Phase = "empty" | "starting" | "startFailed" | "loading" | "live" | "viewing" | "deleted";

export interface ChatState {
  phase: Phase;
  chatId: string | null;
  astrologer: AstrologerName;
  bid: string | null;
  userName: string;
  messages: ChatMessage[];
  /** A reply is being written: sending is blocked. */
  pending: boolean;
  stopRequested: boolean;
  counters: LiveCounters | null;
  /** When the counters arrived (ms): the countdown runs from there. */
  countersAt: number | null;
  /** Counts starts, so that "Start a new chat" on the same kundli starts again. */
  attempt: number;
}

export type ChatAction =
  | { type: "start"; astrologer: AstrologerName; bid: string }
  | { type: "started"; chat: ChatStart; now: string }
  | { type: "startFailed" }
  | { type: "loading"; astrologer: AstrologerName }
  | { type: "loaded"; conversation: ChatConversation }
  | { type: "loadFailed" }
  | { type: "ask"; id: string; text: string; now: string }
  | { type: "refused"; id: string }
  | { type: "delta"; text: string }
  | {
      type: "done";
      counters: LiveCounters;
      now: string;
      messageId?: string | undefined;
      facts?: ChatFact[];
      suggestions?: string[];
    }
  | { type: "rated"; serverId: string; rating: ChatRating | null }
  | { type: "counters"; chatId: string; counters: LiveCounters; now: string }
  | { type: "replyFailed"; message: string; now: string }
  | { type: "replyCut"; message: string; now: string }
  | { type: "stopping" }
  | { type: "stopFailed" }
  | { type: "stopped" }
  | { type: "ended" }
  | { type: "deleted" };

export function initialChatState(astrologer: AstrologerName, bid: string | null): ChatState {
  return {
    phase: bid ? "starting" : "empty",
    chatId: null,
    astrologer,
    bid,
    userName: "",
    messages: [],
    pending: false,
    stopRequested: false,
    counters: null,
    countersAt: null,
    attempt: 0,
  };
}

const replyId = (id: string) => `${id}:reply`;

function updateReply(state: ChatState, change: Partial<ChatMessage>): ChatMessage[] {
  return state.messages.map((message) =>
    message.state === "streaming" && message.role === "astrologer" ? { ...message, ...change } : message,
  );
}

function finishPending(state: ChatState, change: Partial<ChatMessage>): ChatState {
  return { ...state, messages: updateReply(state, change), pending: false };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "start":
      return { ...initialChatState(action.astrologer, action.bid), phase: "starting", attempt: state.attempt + 1 };
    case "started":
      return {
        ...state,
        phase: "live",
        chatId: action.chat.asst_id,
        userName: action.chat.user_name,
        counters: action.chat.counters,
        countersAt: Date.parse(action.now),
        stopRequested: false,
        pending: false,
        messages: [
          {
            id: `${action.chat.asst_id}:greeting`,
            role: "astrologer",
            text: action.chat.message,
            time: action.now,
            state: "complete",
          },
        ],
      };
    case "startFailed":
      return { ...state, phase: "startFailed" };
    case "loading":
      return { ...state, phase: "loading", astrologer: action.astrologer };
    case "loaded": {
      const { conversation } = action;
      const astrologerName = conversation.astrologer;
      return {
        ...state,
        phase: conversation.status === "active" ? "live" : "viewing",
        chatId: conversation.asst_id,
        astrologer: astrologerName,
        bid: conversation.bid,
        userName: conversation.chats.find((line) => line.role === "user")?.from_name ?? "",
        counters: null,
        countersAt: null,
        pending: false,
        stopRequested: false,
        messages: conversation.chats.map((line, index) => ({
          id: `${conversation.asst_id}:${index}`,
          role: line.role === "assistant" ? "astrologer" : "user",
          text: line.message,
          time: line.chat_time || null,
          state: line.status === "stopped" ? "stopped" : line.status === "failed" ? "error" : "complete",
          serverId: line.id,
          rating: line.rating ?? null,
        })),
      };
    }
    case "loadFailed":
      return { ...state, phase: state.chatId ? (state.phase === "loading" ? "viewing" : state.phase) : "empty" };
    case "ask":
      if (state.phase !== "live" || state.pending) return state;
      return {
        ...state,
        pending: true,
        messages: [
          ...state.messages,
          { id: action.id, role: "user", text: action.text, time: action.now, state: "complete" },
          { id: replyId(action.id), role: "astrologer", text: "", time: null, state: "streaming" },
        ],
      };
    case "refused":
      return {
        ...state,
        pending: false,
        messages: state.messages.filter((message) => message.id !== action.id && message.id !== replyId(action.id)),
      };
    case "delta":
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.state === "streaming" ? { ...message, text: message.text + action.text } : message,
        ),
      };
    case "done":
      return {
        ...finishPending(state, {
          state: "complete",
          time: action.now,
          serverId: action.messageId,
          facts: action.facts ?? [],
          suggestions: action.suggestions ?? [],
        }),
        counters: action.counters,
        countersAt: Date.parse(action.now),
      };
    case "rated":
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.serverId === action.serverId ? { ...message, rating: action.rating } : message,
        ),
      };
    case "counters":
      // Only for the chat still open, and never over a reply's fresher figures.
      if (state.chatId !== action.chatId || state.counters) return state;
      return { ...state, counters: action.counters, countersAt: Date.parse(action.now) };
    case "replyFailed":
      // The server ends a reply the user stopped with an error event: it reads as stopped.
      return state.stopRequested
        ? finishPending(state, { state: "stopped", time: action.now })
        : finishPending(state, { state: "error", note: action.message, time: action.now });
    case "replyCut":
      // A stream that closed without its final event: stopped on purpose, or lost.
      return state.stopRequested
        ? finishPending(state, { state: "stopped", time: action.now })
        : finishPending(state, { state: "error", note: action.message, time: action.now });
    case "stopping":
      return { ...state, stopRequested: true };
    case "stopFailed":
      return { ...state, stopRequested: false };
    case "stopped":
    case "ended":
      return { ...state, phase: "viewing", stopRequested: true };
    case "deleted":
      return {
        ...state,
        phase: "deleted",
        chatId: null,
        messages: [],
        pending: false,
        counters: null,
        countersAt: null,
      };
    default:
      return state;
  }
}
