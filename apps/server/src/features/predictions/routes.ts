import { errorBody, predictionBody } from "@graha/contracts";
import type { AppContext } from "../../context.ts";
import { streamWriter } from "../../lib/event-stream.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { signedIn } from "../auth/index.ts";
import { createReplyWriter } from "../chat/index.ts";
import { preparePrediction, streamPrediction, type PredictionDeps } from "./service.ts";

/** Personal predictions: one period's reading of the user's own kundli, streamed as Server-Sent Events. */
export function predictionRoutes(ctx: AppContext) {
  return apiRoutes(["predictions"], (api, route) => {
    const deps: PredictionDeps = {
      db: ctx.database.db,
      clock: ctx.clock,
      writer: createReplyWriter(ctx.env),
      log: api.log,
    };

    api.post(
      "/predictions",
      route(
        "A personal prediction (daily, weekly, monthly or yearly) of one of the user's kundlis, streamed as Server-Sent Events: `delta` {text}…, then `done` {status, charged, type, predictions_left, credits} or `error` {status: fail, message, message_code, params?}, or `interrupted` (same fields; the server is shutting down). One credit of that period is reserved first (402 with none left, nothing charged) and charged only when the text finishes.",
        { body: predictionBody, response: { 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody } },
        { rateLimit: { max: 30, timeWindow: "1 minute" }, auth: "required" },
      ),
      async (request, reply) => {
        const { user } = signedIn(request);
        const prepared = await preparePrediction(deps, user.id, request.body);
        await streamWriter(request, reply, (events, closed) => streamPrediction(deps, prepared, events, closed), {
          log: "prediction stream failed",
          message: "prediction.error",
        });
      },
    );
  });
}
