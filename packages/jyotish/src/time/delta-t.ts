/**
 * ΔT = TT − UT in seconds.
 *
 * 1800–2028: yearly values (at year fractions Y = 2000 + (JD − J2000)/365.25) of the
 * observed ΔT — Stephenson, Morrison & Hohenkerk (2016) before 1962, IERS values since,
 * IERS predictions for 2025–2028 — as tabulated by the Swiss Ephemeris 2.10.03 (the
 * reference our fixtures were made with; regenerate with `node bench/tools/print-delta-t.ts`).
 * After 2028: a cubic that continues the table's last value and follows the Swiss
 * Ephemeris' SMH2016-based extrapolation (least-squares fit to its values for 2030–2200,
 * within 0.06 s over that span); after 2200 and before 1800 the SMH2016 long-term parabola
 * −320 + 32.5·u², u = (Y−1825)/100, shifted to join the neighbouring segment.
 *
 * astronomy-engine's default (Espenak–Meeus) is ~5 s high in 2025 and >100 s high by
 * 2100, which moves the Moon by 0.55″ per second: hence this model.
 */

const FIRST_YEAR = 1800;
const LAST_YEAR = 2028;
// prettier-ignore
const DELTA_T_SEC: readonly number[] = [
  18.61, 18.15, 17.68, 17.21, 16.75, 16.32, 15.94, 15.62, 15.37, 15.21,
  15.16, 15.22, 15.37, 15.59, 15.85, 16.11, 16.36, 16.56, 16.68, 16.7,
  16.6, 16.34, 15.95, 15.44, 14.85, 14.19, 13.49, 12.76, 12.04, 11.34,
  10.69, 10.1, 9.59, 9.13, 8.74, 8.42, 8.15, 7.93, 7.77, 7.67,
  7.61, 7.6, 7.63, 7.71, 7.82, 7.98, 8.17, 8.4, 8.66, 8.95,
  9.27, 9.6, 9.93, 10.18, 10.33, 10.33, 10.15, 9.85, 9.51, 9.2,
  9, 8.95, 8.97, 8.93, 8.72, 8.22, 7.35, 6.19, 4.89, 3.56,
  2.34, 1.33, 0.53, -0.13, -0.67, -1.15, -1.61, -2.04, -2.45, -2.85,
  -3.24, -3.6, -3.93, -4.19, -4.36, -4.41, -4.33, -4.17, -4, -3.89,
  -3.9, -4.09, -4.39, -4.71, -4.95, -5.03, -4.88, -4.49, -3.87, -3.04,
  -1.99, -0.76, 0.61, 2.05, 3.5, 4.91, 6.23, 7.48, 8.69, 9.89,
  11.13, 12.43, 13.75, 15.05, 16.31, 17.47, 18.51, 19.43, 20.25, 20.97,
  21.61, 22.18, 22.68, 23.12, 23.48, 23.78, 24.02, 24.19, 24.31, 24.39,
  24.42, 24.41, 24.37, 24.32, 24.24, 24.16, 24.08, 24.04, 24.06, 24.17,
  24.43, 24.83, 25.35, 25.92, 26.51, 27.05, 27.5, 27.89, 28.24, 28.57,
  28.93, 29.32, 29.7, 30.18, 30.62, 31.07, 31.35, 31.68, 32.18, 32.68,
  33.15, 33.59, 34, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2,
  40.18, 41.17, 42.23, 43.37, 44.49, 45.48, 46.46, 47.52, 48.54, 49.59,
  50.54, 51.38, 52.17, 52.96, 53.79, 54.34, 54.87, 55.32, 55.82, 56.3,
  56.86, 57.57, 58.31, 59.12, 59.99, 60.79, 61.63, 62.3, 62.97, 63.47,
  63.83, 64.09, 64.3, 64.47, 64.57, 64.69, 64.85, 65.15, 65.46, 65.78,
  66.07, 66.32, 66.6, 66.91, 67.28, 67.64, 68.1, 68.59, 68.97, 69.22,
  69.36, 69.36, 69.29, 69.18, 69.1, 69, 68.9, 68.8, 68.8,
];

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
