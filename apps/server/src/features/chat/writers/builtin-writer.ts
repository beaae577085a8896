import { setTimeout as sleep } from "node:timers/promises";
import { composeReply } from "./builtin-compose.ts";
import { composePrediction } from "./builtin-prediction.ts";
import { sentencesOf } from "./builtin-shape.ts";
import type { ChatTurn, ReplyWriter, WriteInput } from "./reply-writer.ts";

/** Every sentence and line the chat's earlier replies said: a new reply does not say them again. */
export function saidIn(history: readonly ChatTurn[]): Set<string> {
  const said = new Set<string>();
  for (const turn of history)
    if (turn.role === "assistant")
      for (const line of turn.content.split("\n")) {
        said.add(line.trim());
        for (const sentence of sentencesOf(line)) said.add(sentence.trim());
      }
  return said;
}

/** Pause between streamed pieces: a macrotask, so the stream really interleaves with I/O. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Waits `ms` (at least a macrotask); ends early, without throwing, once `signal` aborts. */
async function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms < 1) return tick();
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

const wordsIn = (piece: string) => piece.match(/\S+/g)?.length ?? 0;

/** Splits a reply into pieces of a few words, keeping whitespace and line breaks. */
export function streamPieces(text: string, wordsPerPiece = 3): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece) pieces.push(tokens.slice(i, i + wordsPerPiece).join(""));
  return pieces;
}

/** Streams a finished text a few words at a time, as a writer would; stops once `signal` is aborted. */
export async function* streamText(text: string, signal: AbortSignal): AsyncIterable<string> {
  for (const piece of streamPieces(text)) {
    if (signal.aborted) return;
    yield piece;
    await tick();
  }
}

export interface BuiltinWriterOptions {
  /**
   * The reading pace (BUILTIN_WORDS_PER_SECOND): each piece waits its words' time, so the
   * typing indicator shows and Stop can land mid-reply. Unset: as fast as the stream goes.
   */
  wordsPerSecond?: number;
  /** The longest a paced reply may take: a long reply goes faster so it ends within this (ms). */
  maxReplyMs?: number;
}

/**
 * The offline writer: composes a reply from interpretation rules over the reading context
 * (only the context's facts are named), or a prediction for a period, and streams it a few
 * words at a time; a reply at `wordsPerSecond`, a prediction as fast as it goes. Stops at the next piece once `signal` is aborted
 * (a pause in progress ends at once).
 */
export function createBuiltinWriter(options: BuiltinWriterOptions = {}): ReplyWriter {
  const msPerWord = options.wordsPerSecond ? 1000 / options.wordsPerSecond : 0;
  return {
    name: "builtin",
    async *write({ context, history, signal }: WriteInput): AsyncIterable<string> {
      if (signal.aborted) return;
      const text = context.prediction
        ? composePrediction(context)
        : composeReply(context, { followUp: history.some((turn) => turn.role === "assistant"), said: saidIn(history) });
      const pieces = streamPieces(text);
      const words = pieces.reduce((sum, piece) => sum + wordsIn(piece), 0);
      // A prediction is read as a whole page, not watched as a reply: it comes at once.
      const paceMs = context.prediction ? 0 : Math.min(msPerWord, (options.maxReplyMs ?? Infinity) / words);
      for (const piece of pieces) {
        if (signal.aborted) return;
        yield piece;
        await pause(paceMs * wordsIn(piece), signal);
      }
    },
  };
}
