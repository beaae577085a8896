import { z } from "zod";
import { statusFail } from "./common.ts";
import { noticeFields } from "./message-fields.ts";

// The events every streamed answer (a chat reply, a prediction) sends; each stream adds its own `done`.

/** A piece of the answer as it is written. */
export const streamDeltaEvent = z.object({ text: z.string() });
export type StreamDeltaEvent = z.infer<typeof streamDeltaEvent>;
/** The final Server-Sent Event of an answer that failed or was stopped: nothing was charged. */
export const streamErrorEvent = z.object({ status: statusFail, ...noticeFields });
export type StreamErrorEvent = z.infer<typeof streamErrorEvent>;
/**
 * The final Server-Sent Event of an answer cut short because the server is shutting down
 * (its grace period ran out): nothing was charged, and asking again on a fresh connection works.
 */
export const streamInterruptedEvent = streamErrorEvent;
export type StreamInterruptedEvent = StreamErrorEvent;
/**
 * A stream's events by their SSE `event:` name, given the stream's own final event. Every
 * stream ends with exactly one of `done`, `error` or `interrupted`.
 */
export interface StreamEvents<Done> {
  delta: StreamDeltaEvent;
  done: Done;
  error: StreamErrorEvent;
  interrupted: StreamInterruptedEvent;
}
