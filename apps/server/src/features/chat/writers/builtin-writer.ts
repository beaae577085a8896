import { composeReply } from "./builtin-compose.ts";
import { composePrediction } from "./builtin-prediction.ts";
import type { ReplyWriter, WriteInput } from "./reply-writer.ts";

/** Pause between streamed pieces: a macrotask, so the stream really interleaves with I/O. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

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

/**
 * The offline writer: composes a reply from interpretation rules over the reading context
 * (only the context's facts are named), or a prediction for a period, and streams it a few words at a time. Stops at the
 * next piece once `signal` is aborted.
 */
export function createBuiltinWriter(): ReplyWriter {
  return {
    name: "builtin",
    async *write({ context, history, signal }: WriteInput): AsyncIterable<string> {
      if (signal.aborted) return;
      const text = context.prediction
        ? composePrediction(context)
        : composeReply(context, { followUp: history.some((turn) => turn.role === "assistant") });
      yield* streamText(text, signal);
    },
  };
}
