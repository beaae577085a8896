/**
 * ΔT = TT − UT in seconds.
 *
 * 1800–2028: yearly values (at year fractions Y = 2000 + (JD − J2000)/365.25) of the
 * observed ΔT — Stephenson, Morrison & Hohenkerk (2016) before 1962, IERS values since,
 * IERS predictions for 2025–2028 — as tabulated by the Swiss Ephemeris 2.10.03 (the
 * reference our fixtures were made with), kept in `delta-t-table.json`; regenerate it with
 * `node bench/tools/print-delta-t.ts`.
 * After 2028: a cubic that continues the table's last value and follows the Swiss
 * Ephemeris' SMH2016-based extrapolation (least-squares fit to its values for 2030–2200,
 * within 0.06 s over that span); after 2200 and before 1800 the SMH2016 long-term parabola
 * −320 + 32.5·u², u = (Y−1825)/100, shifted to join the neighbouring segment.
 *
 * astronomy-engine's default (Espenak–Meeus) is ~5 s high in 2025 and >100 s high by
 * 2100, which moves the Moon by 0.55″ per second: hence this model.
 */

import TABLE from "./delta-t-table.json" with { type: "json" };

const FIRST_YEAR = TABLE.firstYear;
const LAST_YEAR = TABLE.lastYear;
const DELTA_T_SEC: readonly number[] = TABLE.deltaTSec;

const LAST_VALUE_SEC = DELTA_T_SEC[DELTA_T_SEC.length - 1] ?? 0;
const FIRST_VALUE_SEC = DELTA_T_SEC[0] ?? 0;
// Cubic continuation after the table: ΔT = last + a·t + b·t² + c·t³, t = years after 2028.
const FUTURE_LINEAR_SEC_PER_YEAR = 0.236262713;
const FUTURE_QUADRATIC_SEC_PER_YEAR2 = 0.00114310226;
const FUTURE_CUBIC_SEC_PER_YEAR3 = 0.00000387661097;
const FUTURE_CUBIC_END_YEAR = 2200;

function smh2016ParabolaSec(year: number): number {
  const u = (year - 1825) / 100;
  return -320 + 32.5 * u * u;
}

function futureCubicSec(year: number): number {
  const t = year - LAST_YEAR;
  return (
    LAST_VALUE_SEC +
    t * (FUTURE_LINEAR_SEC_PER_YEAR + t * (FUTURE_QUADRATIC_SEC_PER_YEAR2 + t * FUTURE_CUBIC_SEC_PER_YEAR3))
  );
}

/**
 * ΔT (TT − UT) in seconds for a decimal year (Y = 2000 + (JD − 2451545)/365.25).
 *
 * @example
 * deltaTSecForYear(2000); // ≈ 63.83
 */
export function deltaTSecForYear(year: number): number {
  if (year < FIRST_YEAR) return smh2016ParabolaSec(year) - smh2016ParabolaSec(FIRST_YEAR) + FIRST_VALUE_SEC;
  if (year >= LAST_YEAR) {
    if (year <= FUTURE_CUBIC_END_YEAR) return futureCubicSec(year);
    return smh2016ParabolaSec(year) - smh2016ParabolaSec(FUTURE_CUBIC_END_YEAR) + futureCubicSec(FUTURE_CUBIC_END_YEAR);
  }
  const x = year - FIRST_YEAR;
  const i = Math.floor(x);
  const f = x - i;
  const a = DELTA_T_SEC[i] ?? LAST_VALUE_SEC;
  const b = DELTA_T_SEC[i + 1] ?? LAST_VALUE_SEC;
  return a + (b - a) * f;
}

/**
 * ΔT (TT − UT) in seconds for a UT instant given as days since J2000.0 (JD 2451545.0 UT).
 * This is the signature astronomy-engine's `SetDeltaTFunction` expects.
 *
 * @example
 * deltaTSecForUtDays(0); // ≈ 63.83 (2000-01-01 12h UT)
 */
export function deltaTSecForUtDays(utDaysSinceJ2000: number): number {
  return deltaTSecForYear(2000 + utDaysSinceJ2000 / 365.25);
}
