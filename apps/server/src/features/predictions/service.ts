import type { LedgerAccount, PredictionBody, PredictionCredits, PredictionType } from "@graha/contracts";
import type { Chart } from "@graha/jyotish";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, type MessageArg } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { buildPredictionContext, ReplyWriterError, type ReadingContext, type ReplyWriter } from "../chat/index.ts";
import { chartOfRecord, findBirthRecord } from "../kundli/index.ts";
import { balancesOf, chargeHold, releaseHold, reserve, type Hold } from "../wallet/index.ts";

export interface PredictionDeps {
  db: Kysely<Database>;
  clock: Clock;
  writer: ReplyWriter;
  log: FastifyBaseLogger;
}

/** The ledger account a prediction of `type` is paid from. */
export const predictionAccount = (type: PredictionType): LedgerAccount => `${type}_predictions`;

/** Prediction credits left per period (available: balance minus holds). */
export async function predictionCredits(db: Kysely<Database>, userId: string): Promise<PredictionCredits> {
  const balances = await balancesOf(db, userId);
  return {
    daily: balances.daily_predictions,
    weekly: balances.weekly_predictions,
    monthly: balances.monthly_predictions,
    yearly: balances.yearly_predictions,
  };
}

/** A prediction accepted for writing: its facts computed and one credit of its period reserved. */
export interface PreparedPrediction {
  userId: string;
  type: PredictionType;
  context: ReadingContext;
  /** The chart the context was computed from (the guard on a model writer checks claims against it). */
  chart: Chart;
  hold: Hold;
}

/**
 * Everything before the stream starts; a refusal is an error response and changes nothing:
 * another user's or a missing kundli (404), no credit of that period left (402).
 */
export async function preparePrediction(
  deps: PredictionDeps,
  userId: string,
  body: { bid: string; type: PredictionType; language: NonNullable<PredictionBody["language"]> },
): Promise<PreparedPrediction> {
  const record = await findBirthRecord(deps.db, userId, body.bid);
  if (!record) throw new AppError("not_found", "prediction.kundli_not_found");
  const now = deps.clock.now();
  const { chart } = chartOfRecord(record, 3);
  const context = buildPredictionContext({
    chart,
    person: { name: record.full_name, gender: record.gender as "Male" | "Female" },
    language: body.language,
    type: body.type,
    now,
  });
  try {
    const hold = await reserve(
      deps.db,
      {
        userId,
        accounts: [predictionAccount(body.type)],
        amount: 1,
        reason: "prediction",
        reference: `prediction:${body.type}:${newId()}`,
      },
      isoAt(now),
    );
    return { userId, type: body.type, context, chart, hold };
  } catch (error) {
    if (error instanceof AppError && error.code === "insufficient_balance") {
      throw new AppError("insufficient_balance", `prediction.no_credits_${body.type}`, {
        extraBody: { recharge_url: "/recharges", offer_group: "other" },
      });
    }
    throw error;
  }
}

export interface PredictionEvents {
  delta(text: string): void;
  done(payload: {
    status: "success";
    charged: boolean;
    type: PredictionType;
    predictions_left: number;
    credits: PredictionCredits;
  }): void;
  error(said: MessageArg): void;
}

/**
 * Writes the prediction, streaming each piece. The reserved credit is charged only when the
 * text is finished; a writer failure, a dropped connection or the client's stop releases it.
 */
export async function streamPrediction(
  deps: PredictionDeps,
  prepared: PreparedPrediction,
  events: PredictionEvents,
  connectionClosed: AbortSignal,
): Promise<"complete" | "stopped" | "failed"> {
  let outcome: "complete" | "stopped" | "failed" = "complete";
  try {
    for await (const piece of deps.writer.write({
      context: prepared.context,
      chart: prepared.chart,
      history: [],
      signal: connectionClosed,
    })) {
      if (connectionClosed.aborted) break;
      events.delta(piece);
    }
    if (connectionClosed.aborted) outcome = "stopped";
  } catch (error) {
    if (connectionClosed.aborted) outcome = "stopped";
    else {
      outcome = "failed";
      if (error instanceof ReplyWriterError) deps.log.warn({ err: error }, "prediction writer failed");
      else deps.log.error({ err: error }, "prediction writer crashed");
    }
  } finally {
    const nowIso = isoAt(deps.clock.now());
    // Settled even when something above threw: a credit is never left reserved.
    if (outcome === "complete") await chargeHold(deps.db, prepared.hold.id, nowIso);
    else await releaseHold(deps.db, prepared.hold.id, nowIso);
  }
  if (outcome === "complete") {
    const credits = await predictionCredits(deps.db, prepared.userId);
    events.done({
      status: "success",
      charged: true,
      type: prepared.type,
      predictions_left: credits[prepared.type],
      credits,
    });
  } else if (outcome === "failed") {
    events.error("prediction.failed");
  }
  return outcome;
}
