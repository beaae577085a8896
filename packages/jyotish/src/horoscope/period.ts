import { CodedError } from "../coded-error.ts";

/** The four horoscope periods. */
export const HOROSCOPE_PERIODS = ["daily", "weekly", "monthly", "yearly"] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

/** Codes of {@link HoroscopeInputError}. */
export type HoroscopeInputErrorCode = "bad_date" | "bad_sign" | "bad_period";

/** Bad input to the horoscope engine (the API maps it to a 400). */
export class HoroscopeInputError extends CodedError<HoroscopeInputErrorCode> {}

const DAY_MS = 86_400_000;
// India Standard Time is UTC+05:30 all year (no daylight saving since 1945).
const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The Indian calendar days (inclusive) a reading covers. */
export interface PeriodSpan {
  readonly start: string;
  readonly end: string;
  /** UTC epoch ms of each day's 00:00 in UTC, used only as a calendar-day key. */
  readonly dayKeys: readonly number[];
}

/**
 * Parses "YYYY-MM-DD" strictly (a real calendar date, years 1800–2399) to its day key.
 *
 * @example
 * parseIsoDate("2024-02-29"); // 1709164800000; "2023-02-29" throws HoroscopeInputError "bad_date"
 */
export function parseIsoDate(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new HoroscopeInputError("bad_date", `date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const key = Date.UTC(y, mo - 1, d);
  const back = new Date(key);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || y < 1800 || y > 2399)
    throw new HoroscopeInputError("bad_date", `not a calendar date in 1800–2399: ${date}`);
  return key;
}

/**
 * "YYYY-MM-DD" of a day key.
 *
 * @example
 * isoDateOfKey(1709164800000); // "2024-02-29"
 */
export function isoDateOfKey(key: number): string {
  return new Date(key).toISOString().slice(0, 10);
}

/**
 * The Indian calendar days of a reading: the day itself; the Monday–Sunday week containing
 * it; its calendar month; its calendar year.
 *
 * @example
 * periodSpan("weekly", "2024-01-17"); // { start: "2024-01-15", end: "2024-01-21", dayKeys: [...7] }
 */
export function periodSpan(period: HoroscopePeriod, date: string): PeriodSpan {
  const key = parseIsoDate(date);
  const d = new Date(key);
  let start: number;
  let end: number;
  switch (period) {
    case "daily":
      start = end = key;
      break;
    case "weekly": {
      const sinceMonday = (d.getUTCDay() + 6) % 7;
      start = key - sinceMonday * DAY_MS;
      end = start + 6 * DAY_MS;
      break;
    }
    case "monthly":
      start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DAY_MS;
      break;
    case "yearly":
      start = Date.UTC(d.getUTCFullYear(), 0, 1);
      end = Date.UTC(d.getUTCFullYear(), 11, 31);
      break;
    default:
      throw new HoroscopeInputError("bad_period", `unknown period ${JSON.stringify(period)}`);
  }
  const dayKeys: number[] = [];
  for (let k = start; k <= end; k += DAY_MS) dayKeys.push(k);
  return { start: isoDateOfKey(start), end: isoDateOfKey(end), dayKeys };
}

/**
 * UTC epoch ms of a given IST wall-clock hour on an Indian calendar day.
 *
 * @example
 * new Date(istInstantMs(parseIsoDate("2024-01-20"), 6)).toISOString(); // "2024-01-20T00:30:00.000Z"
 */
export function istInstantMs(dayKey: number, hourIst: number): number {
  return dayKey + hourIst * 3_600_000 - IST_OFFSET_MS;
}

/**
 * The Indian calendar date (IST) of a UTC instant.
 *
 * @example
 * istDateOfMs(Date.parse("2024-01-20T20:00:00Z")); // "2024-01-21"
 */
export function istDateOfMs(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export { DAY_MS };
