import type { FastifyReply, FastifyRequest } from "fastify";

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
