import { horoscopeCategories, horoscopeLanguages, type HoroscopeResponse } from "@graha/contracts";
import {
  HoroscopeInputError,
  periodSpan,
  signHoroscope,
  signHoroscopes,
  type HoroscopePeriod,
  type SignHoroscope,
} from "@graha/jyotish";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { fieldError } from "../../errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { composeHoroscope, type ComposedHoroscope, type HoroscopeLang } from "./compose/index.ts";
import { countReadings, findReading, saveReadings, type CachedReading, type ReadingKey } from "./repository.ts";
import { signIndexOfName, signNameEn } from "./signs.ts";

/**
 * Part of every cache key: bump it whenever the engine's weights or the writer's phrases
 * change, so no instance serves a reading computed by older rules (ADR 012).
 */
export const HOROSCOPE_ENGINE_VERSION = "2026-11-23.2";

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Indian calendar date (IST) of an instant, plus `days`. */
export function indianDate(now: Date, days = 0): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** What the service needs; `compute` and `compose` are replaceable so tests can count calls. */
export interface HoroscopeDeps {
  db: Kysely<Database>;
  clock: Clock;
  compute?: {
    one: (input: { moonSignIndex: number; period: HoroscopePeriod; date: string }) => SignHoroscope;
    all: (input: { period: HoroscopePeriod; date: string }) => SignHoroscope[];
  };
  compose?: typeof composeHoroscope;
}

export interface ReadingRequest {
  sign: string;
  period: HoroscopePeriod;
  date?: string | undefined;
  lang: HoroscopeLang;
}

function inputError(field: "sign" | "date" | "period") {
  return fieldError(field, `horoscope.bad_${field}`);
}

/** The API's shape of a composed reading. */
export function presentReading(c: ComposedHoroscope, signIndex: number): CachedReading {
  const categories = horoscopeCategories.map((key) => ({ key, ...c.categories[key] }));
  return {
    sign: signNameEn(signIndex),
    signName: c.sign,
    period: c.period,
    lang: c.lang,
    date: c.date,
    start: c.start,
    end: c.end,
    categories,
    bot_response: Object.fromEntries(
      categories.map((cat) => [cat.key, { score: cat.score, split_response: cat.text }]),
    ),
    lucky: { ...c.lucky },
    engineVersion: HOROSCOPE_ENGINE_VERSION,
  };
}

/** Sign horoscopes read through the database cache; see ADR 012. */
export function horoscopeService(deps: HoroscopeDeps) {
  const compute = deps.compute ?? { one: signHoroscope, all: signHoroscopes };
  const compose = deps.compose ?? composeHoroscope;
  const keyOf = (signIndex: number, period: HoroscopePeriod, periodStart: string, lang: HoroscopeLang): ReadingKey => ({
    sign: signNameEn(signIndex),
    period,
    periodStart,
    lang,
    engineVersion: HOROSCOPE_ENGINE_VERSION,
  });
  /** Both languages of computed readings, ready to store. */
  const written = (readings: readonly SignHoroscope[]) =>
    readings.flatMap((h) =>
      horoscopeLanguages.map((lang) => ({
        key: keyOf(h.moonSignIndex, h.period, h.start, lang),
        body: presentReading(compose(h, { lang }), h.moonSignIndex),
      })),
    );

  return {
    /**
     * A sign's reading for the period containing `date` (default: today in India): from the
     * cache, else computed (the period's first day stands for it), stored in both languages
     * and returned.
     */
    async reading(request: ReadingRequest): Promise<HoroscopeResponse> {
      const { lang, period } = request;
      const signIndex = signIndexOfName(request.sign);
      if (signIndex === undefined) throw inputError("sign");
      const date = request.date ?? indianDate(deps.clock.now());
      let start: string;
      try {
        start = periodSpan(period, date).start;
      } catch (error) {
        if (error instanceof HoroscopeInputError)
          throw error.code === "bad_period" ? inputError("period") : inputError("date");
        throw error;
      }
      const key = keyOf(signIndex, period, start, lang);
      const cached = await findReading(deps.db, key);
      if (cached) return { ...cached, date };
      const rows = written([compute.one({ moonSignIndex: signIndex, period, date: start })]);
      await saveReadings(deps.db, rows, deps.clock.now().toISOString());
      const mine = rows.find((r) => r.key.lang === lang)!.body;
      return { ...mine, date };
    },

    /**
     * Computes and stores every sign's readings (all periods, both languages) for today and
     * tomorrow in India, skipping periods already cached. Returns how many periods it computed.
     */
    async warm(): Promise<number> {
      const now = deps.clock.now();
      const seen = new Set<string>();
      let computed = 0;
      // Daily readings first (the ones most asked for), then the longer periods.
      for (const period of ["daily", "weekly", "monthly", "yearly"] as const) {
        for (const date of [indianDate(now), indianDate(now, 1)]) {
          const start = periodSpan(period, date).start;
          if (seen.has(`${period}|${start}`)) continue;
          seen.add(`${period}|${start}`);
          const have = await countReadings(deps.db, {
            period,
            periodStart: start,
            engineVersion: HOROSCOPE_ENGINE_VERSION,
          });
          if (have >= 12 * horoscopeLanguages.length) continue;
          // Let requests in between the heavier computations.
          await new Promise((resolve) => setImmediate(resolve));
          await saveReadings(deps.db, written(compute.all({ period, date: start })), new Date().toISOString());
          computed++;
        }
      }
      return computed;
    },
  };
}

export type HoroscopeService = ReturnType<typeof horoscopeService>;

/**
 * The scheduled warm-up (ADR 019): every sign's readings for today and tomorrow in India,
 * computed once and stored; a run finding them cached computes nothing. Returns how many
 * periods it computed.
 */
export const warmHoroscopes = (deps: HoroscopeDeps): Promise<number> => horoscopeService(deps).warm();
