import { replyLimitMs, type Env } from "../../../env.ts";
import { guardWriter } from "../guard/guarded-writer.ts";
import { createBuiltinWriter } from "./builtin-writer.ts";
import { createOpenAiWriter } from "./openai-writer.ts";
import { ReplyWriterError, type ReplyWriter } from "./reply-writer.ts";

export { ReplyWriterError, type ReplyWriter, type ChatTurn } from "./reply-writer.ts";
export { streamText } from "./builtin-writer.ts";
export {
  missingDetailsReply,
  partnerMatchReply,
  refusalReply,
  relativeMatchReply,
  relativeMissingReply,
  unknownPlaceReply,
  type BirthPart,
  type PartnerMatchFacts,
} from "./builtin-fixed.ts";

/**
 * A writer whose whole reply ends within `limitMs`: past it the reply fails (nothing is
 * charged). The cap keeps every reply shorter than its hold's lifetime, so the job that
 * releases stale holds never takes the hold of a reply still being written (ADR 019).
 */
function withDeadline(writer: ReplyWriter, limitMs: number): ReplyWriter {
  return {
    name: writer.name,
    async *write(input) {
      const deadline = AbortSignal.timeout(limitMs);
      for await (const piece of writer.write({ ...input, signal: AbortSignal.any([input.signal, deadline]) })) {
        if (deadline.aborted) break;
        yield piece;
      }
      if (deadline.aborted && !input.signal.aborted) {
        throw new ReplyWriterError(`the reply took longer than ${limitMs / 1000} s`);
      }
    },
  };
}

/**
 * The reply writer chosen by LLM_PROVIDER (the offline builtin one by default), held to the
 * reply limit. A model writer is always behind the guard (ADR 025), with the builtin writer
 * as its fallback.
 */
export function createReplyWriter(env: Env): ReplyWriter {
  const limitMs = replyLimitMs(env);
  if (env.LLM_PROVIDER === "openai") {
    const model = createOpenAiWriter({
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      idleTimeoutMs: Math.min(30_000, limitMs),
      totalTimeoutMs: limitMs,
    });
    return withDeadline(guardWriter(model, createBuiltinWriter()), limitMs);
  }
  // Paced to read, but a long reply speeds up to end within half the limit.
  return withDeadline(
    createBuiltinWriter({ wordsPerSecond: env.BUILTIN_WORDS_PER_SECOND, maxReplyMs: limitMs / 2 }),
    limitMs,
  );
}
