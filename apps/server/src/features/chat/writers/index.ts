import type { Env } from "../../../env.ts";
import { createBuiltinWriter } from "./builtin-writer.ts";
import { createOpenAiWriter } from "./openai-writer.ts";
import type { ReplyWriter } from "./reply-writer.ts";

export { ReplyWriterError, type ReplyWriter, type ChatTurn } from "./reply-writer.ts";

/** The reply writer chosen by LLM_PROVIDER: the offline builtin one by default. */
export function createReplyWriter(env: Env): ReplyWriter {
  if (env.LLM_PROVIDER === "openai") {
    return createOpenAiWriter({
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      idleTimeoutMs: Math.min(30_000, env.LLM_TIMEOUT_SECONDS * 1000),
      totalTimeoutMs: env.LLM_TIMEOUT_SECONDS * 1000 * 2,
    });
  }
  return createBuiltinWriter();
}
