import type { ChatErrorEvent, PredictionErrorEvent, StreamInterruptedEvent } from "@graha/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { MessageArg } from "../errors.ts";
import type { MessageLanguage } from "@graha/contracts/messages";
import { notice, renderNotice } from "../i18n/messages.ts";
import type { LiveStreams } from "./live-streams.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The streamed answers in progress (the context's `streams`), for a graceful shutdown. */
    liveStreams: LiveStreams;
  }
}

/** A Server-Sent Events response taken over from Fastify. */
export interface EventStream {
  /** Writes one event (`event: name`, JSON data) unless the response has ended. */
  send(event: string, data: unknown): void;
  /** Aborted when the client goes away before the stream ends. */
  readonly closed: AbortSignal;
  end(): void;
}

/**
 * Opens a Server-Sent Events stream on the reply (chat replies, predictions). Proxies are
 * told not to buffer it; the signal lets the writer stop as soon as the client leaves.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  const closed = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) closed.abort();
  });
  return {
    send(event, data) {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    closed: closed.signal,
    end: () => res.end(),
  };
}

/** What a writer reports while it streams: text as it comes, then one `done` or one `error`. */
export interface WriterEvents {
  delta(text: string): void;
  done(payload: unknown): void;
  /** An error, told in `language` when given (a chat reply: the record's), else in the caller's. */
  error(said: MessageArg, language?: MessageLanguage): void;
}

/**
 * Streams a writer as Server-Sent Events — `delta` {text}…, then `done` with its payload or
 * `error` {status: fail, message, message_code, params?} — and ends the response. A throw is
 * logged as `failure.log` and told to the client as `failure.message`. The writer's signal
 * aborts when the client leaves or when a shutdown's grace period ends (`app.liveStreams`); in the
 * second case the stream's last event is `interrupted` (same fields as `error`).
 */
export async function streamWriter(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (events: WriterEvents, closed: AbortSignal) => Promise<unknown>,
  failure: { log: string; message: MessageArg },
): Promise<void> {
  const stream = openEventStream(request, reply);
  let ended = false;
  const final = (event: "done" | "error" | "interrupted", data: unknown) => {
    ended = true;
    stream.send(event, data);
  };
  const failed = (said: MessageArg, language?: MessageLanguage) =>
    final("error", {
      status: "fail",
      ...(language ? renderNotice(language, said) : notice(request, said)),
    } satisfies ChatErrorEvent & PredictionErrorEvent);
  await request.server.liveStreams.track(async (interrupted) => {
    try {
      await write(
        {
          delta: (text) => stream.send("delta", { text }),
          done: (payload) => final("done", payload),
          error: failed,
        },
        AbortSignal.any([stream.closed, interrupted]),
      );
    } catch (error) {
      request.log.error({ err: error }, failure.log);
      failed(failure.message);
    } finally {
      if (!ended && interrupted.aborted) {
        final("interrupted", {
          status: "fail",
          ...notice(request, "stream.interrupted"),
        } satisfies StreamInterruptedEvent);
      }
      stream.end();
    }
  });
}
