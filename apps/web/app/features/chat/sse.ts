// Server-Sent Events read from a fetch response (EventSource cannot POST). The parser follows
// the HTML event-stream rules that matter here: `event:` and `data:` fields, comments, any of
// \n, \r\n or \r as line ends, and an event dispatched at a blank line. Pieces may be split
// anywhere across network chunks, even inside a line ending or a multi-byte character.

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

export interface ChatCounters {
  questionsLeft: number;
  balance: number;
  timeLeftSeconds: number;
}

export type ChatStreamEvent =
  | { type: "delta"; text: string }
  | { type: "done"; charged: boolean; counters: ChatCounters }
  | { type: "error"; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** The counters of a chat start or `done` event (spec field names), if all are present. */
export function countersFrom(data: unknown): ChatCounters | undefined {
  if (!isRecord(data)) return undefined;
  const questionsLeft = num(data.questions_left);
  const balance = num(data.balance);
  const timeLeftSeconds = num(data.time_left_seconds);
  if (questionsLeft === undefined || balance === undefined || timeLeftSeconds === undefined) return undefined;
  return { questionsLeft, balance, timeLeftSeconds };
}

/** One chat event of the reply stream; unknown or malformed events give null. */
export function toChatEvent(event: SseEvent): ChatStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (event.event === "delta") return typeof data.text === "string" ? { type: "delta", text: data.text } : null;
  if (event.event === "done") {
    const counters = countersFrom(data);
    return counters ? { type: "done", charged: data.charged === true, counters } : null;
  }
  if (event.event === "error") {
    return { type: "error", message: typeof data.message === "string" ? data.message : "" };
  }
  return null;
}
