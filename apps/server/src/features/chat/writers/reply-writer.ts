import type { Chart } from "@graha/jyotish";
import type { GuardReport } from "../guard/report.ts";
import type { ReadingContext } from "../reading/reading-context.ts";

/** One earlier turn of the conversation, oldest first. */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface WriteInput {
  /** Facts computed from the user's chart for this question: the only facts a reply may state. */
  context: ReadingContext;
  /** The chart the context was computed from: the guard checks every claim of a model's reply against it. */
  chart: Chart;
  /** The recent turns before this question (at most ~10), oldest first. */
  history: ChatTurn[];
  /** Aborted when the user stops the reply or the connection drops. */
  signal: AbortSignal;
  /** Set when the chart is a celebrity's (a `/chatsceleb` chat): who they are, in the user's words. */
  celebrity?: { info: string | null } | undefined;
  /** Filled in by the guard on a model writer: what it removed or replaced (the builtin writer leaves it alone). */
  guard?: GuardReport | undefined;
}

/**
 * Writes a reply as a stream of text pieces. Two implementations: `builtin` (offline,
 * composed from interpretation rules) and `openai` (any OpenAI-compatible endpoint). A
 * writer throws `ReplyWriterError` when it cannot finish; the chat then charges nothing.
 */
export interface ReplyWriter {
  readonly name: "builtin" | "openai";
  write(input: WriteInput): AsyncIterable<string>;
}

export class ReplyWriterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ReplyWriterError";
  }
}
