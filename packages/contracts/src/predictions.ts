import { z } from "zod";
import { kundliIdField, statusSuccess } from "./common.ts";
import { says } from "./message-fields.ts";
import type { StreamDeltaEvent, StreamErrorEvent, StreamEvents } from "./stream-events.ts";
import { PREDICTION_LANGUAGES, PREDICTION_TYPES, type PredictionType } from "./vocabulary.ts";

/** `POST /api/v1/predictions`: a personal prediction of one period for one of the user's kundlis. */
export const predictionBody = z.strictObject({
  bid: kundliIdField,
  type: z.enum(PREDICTION_TYPES, says("prediction.choose_period")),
  language: z.enum(PREDICTION_LANGUAGES, says("kundli.language")).default("English"),
});
export type PredictionBody = z.input<typeof predictionBody>;

/** Prediction credits left, per period. */
export const predictionCredits = z.object(
  Object.fromEntries(PREDICTION_TYPES.map((type) => [type, z.number().int()])) as Record<PredictionType, z.ZodNumber>,
);
export type PredictionCredits = z.infer<typeof predictionCredits>;

/** The final Server-Sent Event of a prediction: charged, and the credits left. */
export const predictionDoneEvent = z.object({
  status: statusSuccess,
  charged: z.boolean(),
  type: z.enum(PREDICTION_TYPES),
  predictions_left: z.number().int().meta({ description: "credits left of the requested period" }),
  credits: predictionCredits,
});
export type PredictionDoneEvent = z.infer<typeof predictionDoneEvent>;
/** The prediction stream: pieces as written (newlines separate paragraphs), a failure (nothing charged), its events by name. */
export type PredictionDeltaEvent = StreamDeltaEvent;
export type PredictionErrorEvent = StreamErrorEvent;
export type PredictionStreamEvents = StreamEvents<PredictionDoneEvent>;
