import type { HoroscopeResponse } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** What identifies one cached reading. */
export interface ReadingKey {
  sign: string;
  period: string;
  periodStart: string;
  lang: string;
  engineVersion: string;
}

/** A composed reading as cached (its `date` is the period's first day; callers set their own). */
export type CachedReading = HoroscopeResponse;

/** The cached reading of a key, if any. */
export async function findReading(db: Kysely<Database>, key: ReadingKey): Promise<CachedReading | undefined> {
  const row = await db
    .selectFrom("horoscope_readings")
    .select("body")
    .where("sign", "=", key.sign)
    .where("period", "=", key.period)
    .where("period_start", "=", key.periodStart)
    .where("lang", "=", key.lang)
    .where("engine_version", "=", key.engineVersion)
    .executeTakeFirst();
  return row ? (JSON.parse(row.body) as CachedReading) : undefined;
}

/** How many readings are cached for a period start (all signs and languages). */
export async function countReadings(
  db: Kysely<Database>,
  key: Pick<ReadingKey, "period" | "periodStart" | "engineVersion">,
): Promise<number> {
  const row = await db
    .selectFrom("horoscope_readings")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("period", "=", key.period)
    .where("period_start", "=", key.periodStart)
    .where("engine_version", "=", key.engineVersion)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Stores readings; a row another request or instance wrote first wins (insert or ignore on
 * both dialects), so concurrent first requests never fail.
 */
export async function saveReadings(
  db: Kysely<Database>,
  readings: readonly { key: ReadingKey; body: CachedReading }[],
  createdAt: string,
): Promise<void> {
  if (readings.length === 0) return;
  await db
    .insertInto("horoscope_readings")
    .values(
      readings.map(({ key, body }) => ({
        sign: key.sign,
        period: key.period,
        period_start: key.periodStart,
        lang: key.lang,
        engine_version: key.engineVersion,
        body: JSON.stringify(body),
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.columns(["sign", "period", "period_start", "lang", "engine_version"]).doNothing())
    .execute();
}
