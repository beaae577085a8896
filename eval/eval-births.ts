// Births, charts and names of the chat eval, and a writer's whole reply: shared by the
// builtin writer's eval (run-eval.ts) and the guard's (guard-eval.ts).
import { readFileSync } from "node:fs";
import { computeChart, type Chart } from "@graha/jyotish";
import {
  buildReadingContext,
  builtinPlaceSearch,
  planAnswer,
  type AnswerPlan,
  type ReadingContext,
  type ReplyWriter,
} from "@graha/server/chat";
import type { EvalCase } from "./eval-cases.ts";

export interface EvalBirth {
  readonly place: string;
  readonly datetime: string;
  readonly timezone: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Used when the shared fixtures are absent (and by the tests: Mumbai 1990, Delhi 1985…). */
export const BUILTIN_BIRTHS: readonly EvalBirth[] = [
  { place: "Mumbai", datetime: "1990-05-01T10:30:00", timezone: "Asia/Kolkata", latitude: 19.076, longitude: 72.8777 },
  { place: "Delhi", datetime: "1985-11-14T06:15:00", timezone: "Asia/Kolkata", latitude: 28.6139, longitude: 77.209 },
  {
    place: "Chennai",
    datetime: "2001-02-23T21:40:00",
    timezone: "Asia/Kolkata",
    latitude: 13.0827,
    longitude: 80.2707,
  },
  {
    place: "Kolkata",
    datetime: "1972-08-09T14:05:00",
    timezone: "Asia/Kolkata",
    latitude: 22.5726,
    longitude: 88.3639,
  },
];

const FIXTURE_URL = new URL("../packages/jyotish/src/reference/ephemeris/births.json", import.meta.url);

/** Fixture births (1945–2015, so that the dasha cycle covers today), evenly picked; the built-in ones if absent. */
export function evalBirths(count: number): EvalBirth[] {
  let births: EvalBirth[] = [];
  try {
    const data = JSON.parse(readFileSync(FIXTURE_URL, "utf8")) as { cases: { input: EvalBirth }[] };
    births = data.cases.map((c) => c.input).filter((b) => b.datetime >= "1945" && b.datetime < "2015");
  } catch {
    births = [];
  }
  if (births.length === 0) births = [...BUILTIN_BIRTHS];
  const step = births.length / Math.min(count, births.length);
  return Array.from({ length: Math.min(count, births.length) }, (_, i) => births[Math.floor(i * step)]!);
}

/** The chart a birth's replies are read from, down to the pratyantardashas. */
export function chartOf(birth: EvalBirth): Chart {
  return computeChart({
    datetimeLocal: birth.datetime,
    timezone: birth.timezone,
    latitudeDeg: birth.latitude,
    longitudeDeg: birth.longitude,
    dashaLevels: 3,
  });
}

export const NAMES: readonly [string, "Male" | "Female"][] = [
  ["Asha", "Female"],
  ["Rohan", "Male"],
  ["Meera", "Female"],
  ["Arjun", "Male"],
  ["Kavya", "Female"],
  ["Vikram", "Male"],
];

/** One earlier turn of a chat, as a writer reads it. */
export type ChatTurn = Parameters<ReplyWriter["write"]>[0]["history"][number];

/** The whole reply of `writer` to the question of `context`, after the chat's earlier turns `history`. */
export async function writeReply(
  writer: ReplyWriter,
  context: ReadingContext,
  chart: Chart,
  history: readonly ChatTurn[] = [],
): Promise<string> {
  let text = "";
  const signal = new AbortController().signal;
  for await (const piece of writer.write({ context, chart, history: [...history], signal })) text += piece;
  return text;
}

/** The question asked, in which language, of which astrologer. */
export type EvalAsk = Pick<EvalCase, "question" | "language" | "astrologer">;

/** The reading context of `ask` on the chart of the `b`-th birth, asked by that birth's name (NAMES in turn) at `now`. */
export function evalReading(chart: Chart, b: number, ask: EvalAsk, now: Date): ReadingContext {
  const [name, gender] = NAMES[b % NAMES.length]!;
  const { question, language, astrologer } = ask;
  return buildReadingContext({ chart, person: { name, gender, language }, astrologer, question, now });
}

/**
 * The answer the chat plans for a question on an eval birth (answer-plan.ts): the reading
 * context (on a relative's own chart when the question gives their birth), the chart it
 * reads, and the fixed reply when no writer writes one (a refusal, an ask, a partner match).
 */
export function evalPlan(birth: EvalBirth, chart: Chart, b: number, ask: EvalAsk, now: Date): Promise<AnswerPlan> {
  const [name, gender] = NAMES[b % NAMES.length]!;
  const { question, language, astrologer } = ask;
  return planAnswer(
    { chart, person: { name, gender, language }, astrologer, question, now },
    {
      datetime: birth.datetime,
      timezone: birth.timezone,
      latitude: birth.latitude,
      longitude: birth.longitude,
      ayanamsa: "lahiri",
      node: "true",
    },
    builtinPlaceSearch,
  );
}

/** Each question of `cases` on each birth: its chart and reading context as at `now`. */
export function* evalReadings(births: readonly EvalBirth[], cases: readonly EvalCase[], now: Date) {
  for (const [b, birth] of births.entries()) {
    const chart = chartOf(birth);
    for (const q of cases) yield { birth, chart, q, context: evalReading(chart, b, q, now) };
  }
}
