// Server-Sent Events read from a fetch response (EventSource cannot POST). The parser follows
// the HTML event-stream rules that matter here: `event:` and `data:` fields, comments, any of
// \n, \r\n or \r as line ends, and an event dispatched at a blank line. Pieces may be split
// anywhere across network chunks, even inside a line ending or a multi-byte character.
import type { ChatCounters, ChatDeltaEvent, ChatDoneEvent, ChatErrorEvent, ChatFact } from "@graha/contracts";

export interface SseEvent {
  event: string;
  data: string;
}

export class SseParser {
  private buffer = "";
  private eventType = "";
  private dataLines: string[] = [];
  private readonly onEvent: (event: SseEvent) => void;

  constructor(onEvent: (event: SseEvent) => void) {
    this.onEvent = onEvent;
  }

  /** Feeds decoded text; complete lines are handled at once, a partial one waits. */
  push(text: string): void {
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== "\n" && char !== "\r") continue;
      // A \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (char === "\r" && i === this.buffer.length - 1) break;
      this.line(this.buffer.slice(start, i));
      if (char === "\r" && this.buffer[i + 1] === "\n") i++;
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  /** The stream ended: a last line without its ending still counts, and a pending event is sent. */
  end(): void {
    if (this.buffer.length > 0) {
      const rest = this.buffer.replace(/\r$/, "");
      this.buffer = "";
      if (rest) this.line(rest);
    }
    this.dispatch();
  }

  private line(line: string): void {
    if (line === "") {
      this.dispatch();
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") this.eventType = value;
    else if (field === "data") this.dataLines.push(value);
  }

  private dispatch(): void {
    if (this.dataLines.length > 0) {
      this.onEvent({ event: this.eventType || "message", data: this.dataLines.join("\n") });
    }
    this.eventType = "";
    this.dataLines = [];
  }
}

/** Reads a whole event stream, calling `onEvent` for each event as it arrives. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser(onEvent);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}

/**
 * The JSON object an event carries, or null when its data is not one (a stream may be cut
 * anywhere, so its JSON is checked before use).
 */
export function eventData(event: SseEvent): object | null {
  try {
    const data: unknown = JSON.parse(event.data);
    return typeof data === "object" && data !== null ? data : null;
  } catch {
    return null;
  }
}

/** How a streamed reply ended: with its done or error event, or cut before either. */
export type StreamEnd = "done" | "error" | "cut";

/**
 * Reads a streamed reply (deltas, then done or error), handing each event that `toEvent`
 * understands to `onEvent` until the done or error event. Never throws: if the connection
 * drops, whatever arrived stays and the stream ends as "cut".
 */
export async function readReplyStream<E extends { type: "delta" | "done" | "error" }>(
  body: ReadableStream<Uint8Array>,
  toEvent: (event: SseEvent) => E | null,
  onEvent: (event: E) => void,
): Promise<StreamEnd> {
  let end: StreamEnd = "cut";
  try {
    await readEventStream(body, (raw) => {
      const event = toEvent(raw);
      if (!event || end !== "cut") return;
      if (event.type === "done" || event.type === "error") end = event.type;
      onEvent(event);
    });
  } catch {
    // The connection dropped: the caller shows an error.
  }
  return end;
}

/** The chat's counters as the page keeps them (the API sends them with spec field names). */
export interface LiveCounters {
  questionsLeft: number;
  balance: number;
  timeLeftSeconds: number;
}

/** One event of the reply stream, as the chat screen handles it. */
export type ChatStreamEvent =
  | ({ type: "delta" } & ChatDeltaEvent)
  | {
      type: "done";
      charged: ChatDoneEvent["charged"];
      counters: LiveCounters;
      /** The reply's id on the server (its feedback is given by it). */
      messageId?: string | undefined;
      facts: ChatFact[];
      suggestions: string[];
    }
  | ({ type: "error" } & Pick<ChatErrorEvent, "message">);

export function countersFrom(data: ChatCounters): LiveCounters {
  return { questionsLeft: data.questions_left, balance: data.balance, timeLeftSeconds: data.time_left_seconds };
}

/**
 * A stream's failure ending: `error`, or `interrupted` (the server shut down before the answer
 * finished). Both carry a message and mean nothing was charged, so the page shows them alike.
 */
export const endsInFailure = (event: SseEvent): boolean => event.event === "error" || event.event === "interrupted";

/** A fact chip as sent: a label and a known kind (anything else is left out). */
const isFact = (value: unknown): value is ChatFact =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ChatFact).label === "string" &&
  ["placement", "ascendant", "dasha"].includes((value as ChatFact).kind);

/** One chat event of the reply stream; unknown or malformed events give null. */
export function toChatEvent(event: SseEvent): ChatStreamEvent | null {
  const data = eventData(event);
  if (!data) return null;
  if (event.event === "delta") {
    const { text } = data as Partial<ChatDeltaEvent>;
    return typeof text === "string" ? { type: "delta", text } : null;
  }
  if (event.event === "done") {
    const done = data as Partial<ChatDoneEvent>;
    const complete = [done.questions_left, done.balance, done.time_left_seconds].every(Number.isFinite);
    return complete
      ? {
          type: "done",
          charged: done.charged === true,
          counters: countersFrom(done as ChatDoneEvent),
          messageId: typeof done.message_id === "string" ? done.message_id : undefined,
          facts: Array.isArray(done.facts) ? done.facts.filter(isFact) : [],
          suggestions: Array.isArray(done.suggestions)
            ? done.suggestions.filter((s): s is string => typeof s === "string" && s.trim() !== "")
            : [],
        }
      : null;
  }
  if (endsInFailure(event)) {
    const { message } = data as Partial<ChatErrorEvent>;
    return { type: "error", message: typeof message === "string" ? message : "" };
  }
  return null;
}
