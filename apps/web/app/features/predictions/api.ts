// The predictions API as the browser calls it: POST /api/v1/predictions, read as Server-Sent
// Events (delta…, then done, error or interrupted), and the refusals (402 with no credit left).
import type { PredictionCredits, PredictionDoneEvent, PredictionErrorEvent } from "@graha/contracts";
import type { PredictionLanguage, PredictionType } from "@graha/contracts/vocabulary";
import { apiError, apiRequest, readJson } from "../../lib/api";
import { endsInFailure, eventData, readReplyStream, type SseEvent, type StreamEnd } from "../chat";

export type PredictionEvent =
  { type: "delta"; text: string } | { type: "done"; credits: PredictionCredits } | { type: "error"; message: string };

/** One event of the stream; unknown or malformed events give null. */
export function toPredictionEvent(event: SseEvent): PredictionEvent | null {
  const data = eventData(event);
  if (!data) return null;
  if (event.event === "delta") {
    const { text } = data as { text?: unknown };
    return typeof text === "string" ? { type: "delta", text } : null;
  }
  if (event.event === "done") {
    const { credits } = data as Partial<PredictionDoneEvent>;
    return credits ? { type: "done", credits } : null;
  }
  if (endsInFailure(event)) {
    const { message } = data as Partial<PredictionErrorEvent>;
    return { type: "error", message: typeof message === "string" ? message : "" };
  }
  return null;
}

export type PredictionOutcome =
  { ok: true; end: StreamEnd } | { ok: false; status: number; code?: string | undefined; message?: string | undefined };

/** Asks for a prediction and hands each streamed event to `onEvent`. Never throws. */
export async function requestPrediction(
  input: { bid: string; type: PredictionType; language: PredictionLanguage },
  onEvent: (event: PredictionEvent) => void,
): Promise<PredictionOutcome> {
  const response = await apiRequest("/api/v1/predictions", { body: input }, "text/event-stream");
  if (!response) return { ok: false, status: 0 };
  const contentType = response.headers.get("content-type") ?? "";
  if (!response.ok || !contentType.includes("text/event-stream") || !response.body) {
    const error = apiError(await readJson(response));
    return { ok: false, status: response.ok ? 500 : response.status, code: error.code, message: error.message };
  }
  const end = await readReplyStream(response.body, toPredictionEvent, onEvent);
  return { ok: true, end };
}
