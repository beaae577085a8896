import type { ServerResponse } from "node:http";
import { beforeEach } from "vitest";
import { useFakeServer } from "./fake-server.ts";

/**
 * How the fake answers: "ok" sends its pieces and [DONE]; "http-500" fails; "broken-stream"
 * cuts the connection after the second piece; "slow" sends them 150 ms apart; "stall" sends
 * them and then nothing more (no [DONE]), holding the connection open; "cut" sends them and
 * then cuts the connection.
 */
export type FakeLlmMode = "ok" | "http-500" | "broken-stream" | "slow" | "stall" | "cut";

/** What the fake says: fixed pieces, or pieces chosen per request (`n` counts requests from 0). */
export type FakeLlmScript = string[] | ((body: FakeLlmRequest["body"], n: number) => string[]);

export interface FakeLlmRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; stream: boolean };
}

/**
 * A small local OpenAI-compatible endpoint (`POST /v1/chat/completions`, streamed) that
 * replies with fixed pieces, an error, a stream cut halfway, slowly (for stop tests), or
 * stalls; `say` swaps what it says (a lying, selling or promising model). Each test starts
 * in mode "ok" with the default pieces and no requests seen; `env()` points the app's writer at it.
 */
export function useFakeLlm(
  defaultPieces: string[] = ["Your ", "chart ", "speaks ", "of ", "patience."],
  options: {
    /** In mode "ok": how long to wait after each piece, and how many times to send the pieces, by request. */
    paceOf?: (body: FakeLlmRequest["body"]) => { pieceDelayMs: number; rounds: number };
  } = {},
) {
  const requests: FakeLlmRequest[] = [];
  let mode: FakeLlmMode = "ok";
  let script: FakeLlmScript = defaultPieces;
  const open = new Set<ServerResponse>();

  const chunk = (text: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;

  const server = useFakeServer(
    async (req, res, raw) => {
      const request: FakeLlmRequest = { authorization: req.headers.authorization, body: JSON.parse(raw) };
      requests.push(request);
      const pieces = typeof script === "function" ? script(request.body, requests.length - 1) : script;
      if (mode === "http-500") {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: "overloaded" } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      open.add(res);
      res.on("close", () => open.delete(res));
      const pace =
        mode === "ok" && options.paceOf
          ? options.paceOf(request.body)
          : { pieceDelayMs: mode === "slow" ? 150 : 2, rounds: 1 };
      const sent = Array.from({ length: pace.rounds }, () => pieces).flat();
      for (const [i, piece] of sent.entries()) {
        if (res.destroyed) return;
        res.write(chunk(piece));
        if (mode === "broken-stream" && i === 1) {
          res.destroy();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, pace.pieceDelayMs));
      }
      if (mode === "stall") return;
      if (mode === "cut") {
        res.destroy();
        return;
      }
      res.end("data: [DONE]\n\n");
    },
    // A slow stream still open would keep the server from closing.
    { beforeClose: () => open.forEach((res) => res.destroy()) },
  );

  beforeEach(() => {
    mode = "ok";
    script = defaultPieces;
    requests.length = 0;
  });

  return {
    requests,
    /** The app's environment for an OpenAI-compatible writer served by this fake. */
    env: () => ({
      LLM_PROVIDER: "openai",
      LLM_BASE_URL: `${server.baseUrl}/v1`,
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "test-model",
      LLM_TIMEOUT_SECONDS: "5",
    }),
    setMode(next: FakeLlmMode) {
      mode = next;
    },
    /** What the fake says from now on in this test. */
    say(next: FakeLlmScript) {
      script = next;
    },
  };
}

/** Splits a Server-Sent Events body into its events. */
export function parseSse(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "{}";
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}
