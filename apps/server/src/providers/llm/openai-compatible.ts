/** A message of the OpenAI chat completions API. */
export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Longest wait for the first piece and between pieces. */
  idleTimeoutMs: number;
  /** Longest a whole reply may take. */
  totalTimeoutMs: number;
}

export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LlmError";
  }
}

/**
 * Streams a chat completion from any OpenAI-compatible endpoint (OpenAI, Gemini's OpenAI
 * layer, Groq, Ollama, vLLM, llama.cpp): yields the text pieces of `choices[0].delta`.
 * Throws `LlmError` on HTTP errors, malformed streams and timeouts; stops quietly when
 * `signal` aborts.
 */
export async function* streamChatCompletion(
  options: OpenAiCompatibleOptions,
  messages: LlmMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener("abort", abort, { once: true });
  const total = setTimeout(abort, options.totalTimeoutMs);
  let idle = setTimeout(abort, options.idleTimeoutMs);
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(abort, options.idleTimeoutMs);
  };
  try {
    let response: Response;
    try {
      response = await fetch(
        new URL("chat/completions", options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`),
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "text/event-stream",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, messages, stream: true, temperature: 0.7 }),
          signal: controller.signal,
        },
      );
    } catch (error) {
      if (signal.aborted) return;
      throw new LlmError(
        controller.signal.aborted ? "the model did not answer in time" : "the model could not be reached",
        { cause: error },
      );
    }
    if (!response.ok || !response.body) {
      const detail = await response.text().catch(() => "");
      throw new LlmError(`the model answered HTTP ${response.status}: ${detail.slice(0, 200)}`);
    }
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body.getReader();
    try {
      while (true) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (signal.aborted) return;
          throw new LlmError(controller.signal.aborted ? "the model stopped answering" : "the model's stream broke", {
            cause: error,
          });
        }
        if (chunk.done) break;
        touch();
        buffer += decoder.decode(chunk.value, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf("\n")) >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (!line.startsWith("data:")) continue;
          const data = line.slice(5).trim();
          if (data === "[DONE]") return;
          let parsed: { choices?: { delta?: { content?: string } }[]; error?: { message?: string } };
          try {
            parsed = JSON.parse(data);
          } catch (error) {
            throw new LlmError("the model sent a malformed stream", { cause: error });
          }
          if (parsed.error) throw new LlmError(`the model reported: ${parsed.error.message ?? "an error"}`);
          const piece = parsed.choices?.[0]?.delta?.content;
          if (piece) yield piece;
        }
      }
      throw new LlmError("the model's stream ended without [DONE]");
    } finally {
      reader.releaseLock();
      void response.body.cancel().catch(() => undefined);
    }
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    signal.removeEventListener("abort", abort);
  }
}
