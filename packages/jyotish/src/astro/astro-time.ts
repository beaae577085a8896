import { AstroTime } from "astronomy-engine";
import { deltaTSecForUtDays } from "../time/delta-t.ts";

/** Julian day of J2000.0 (2000-01-01 12:00). */
export const J2000_JD = 2451545.0;
const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JD = 2440587.5;

/**
 * An astronomy-engine time for a UT Julian day, with TT from our ΔT model.
 *
 * We set `tt` on the instance instead of calling astronomy-engine's global
 * `SetDeltaTFunction`, so that loading the engine changes nothing for other users of
 * astronomy-engine in the same process. Never call `AddDays` on the result (it would
 * recompute TT with astronomy-engine's default ΔT); build a new time instead.
 *
 * @example
 * const t = astroTimeFromJulianDayUt(2451545.0);
 * t.tt - t.ut; // ≈ 63.83 / 86400
 */
export function astroTimeFromJulianDayUt(julianDayUt: number): AstroTime {
  const utDays = julianDayUt - J2000_JD;
  const time = new AstroTime(utDays);
  time.tt = utDays + deltaTSecForUtDays(utDays) / 86400;
  return time;
}

/**
 * UT Julian day of a JavaScript epoch-millisecond instant.
 *
 * @example
 * julianDayUtFromEpochMs(Date.UTC(2000, 0, 1, 12)); // 2451545
 */
export function julianDayUtFromEpochMs(epochMs: number): number {
  return epochMs / MS_PER_DAY + UNIX_EPOCH_JD;
}

/**
 * Epoch milliseconds of a UT Julian day.
 *
 * @example
 * epochMsFromJulianDayUt(2451545); // Date.UTC(2000, 0, 1, 12)
 */
export function epochMsFromJulianDayUt(julianDayUt: number): number {
  return (julianDayUt - UNIX_EPOCH_JD) * MS_PER_DAY;
}

/**
 * ISO 8601 UTC string (millisecond precision) of a UT Julian day.
 *
 * @example
 * isoFromJulianDayUt(2451545); // "2000-01-01T12:00:00.000Z"
 */
export function isoFromJulianDayUt(julianDayUt: number): string {
  return new Date(Math.round(epochMsFromJulianDayUt(julianDayUt))).toISOString();
}
