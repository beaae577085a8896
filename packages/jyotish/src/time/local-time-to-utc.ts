import { IANAZone } from "luxon";
import { CodedError } from "../coded-error.ts";

/** Error codes of {@link LocalTimeError}. */
export type LocalTimeErrorCode = "INVALID_DATETIME" | "UNKNOWN_TIMEZONE" | "NONEXISTENT_LOCAL_TIME";

/**
 * A local civil time that cannot be turned into an instant.
 *
 * @example
 * try { localTimeToUtc("2021-03-14T02:30:00", "America/New_York"); }
 * catch (e) { if (e instanceof LocalTimeError) e.code; } // "NONEXISTENT_LOCAL_TIME"
 */
export class LocalTimeError extends CodedError<LocalTimeErrorCode> {
  override readonly name = "LocalTimeError";
}

/** How to resolve a local time that occurs twice (clocks turned back). */
export type AmbiguousTimeChoice = "earlier" | "later";

/** The instant of a local civil time. */
export interface LocalTimeResolution {
  /** Epoch milliseconds (UTC). */
  readonly epochMs: number;
  /** ISO 8601 UTC, e.g. "1909-11-30T09:18:11.000Z". */
  readonly utc: string;
  /** Offset of local civil time from UTC, in minutes (may be fractional for local mean time). */
  readonly utcOffsetMinutes: number;
  /** True when the local time occurred twice and `ambiguous` picked one. */
  readonly ambiguous: boolean;
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const HOUR_MS = 3_600_000;

/**
 * Converts a local civil date-time ("YYYY-MM-DDTHH:mm[:ss]") in an IANA time zone to UTC,
 * with the zone's historical offsets (e.g. India's +6:30 in 1942–45, local mean time
 * before standard time, daylight saving time).
 *
 * A time that does not exist (skipped by a DST change) throws a {@link LocalTimeError}
 * with code `NONEXISTENT_LOCAL_TIME`. A time that occurs twice resolves to the earlier
 * instant (the first time the clocks showed it) unless `ambiguous: "later"` is passed.
 *
 * @example
 * localTimeToUtc("1943-07-26T06:48:42", "Asia/Kolkata").utc; // "1943-07-26T00:18:42.000Z"
 */
export function localTimeToUtc(
  datetimeLocal: string,
  timezone: string,
  options: { readonly ambiguous?: AmbiguousTimeChoice } = {},
): LocalTimeResolution {
  const m = LOCAL_RE.exec(datetimeLocal);
  if (!m) throw new LocalTimeError("INVALID_DATETIME", `Expected YYYY-MM-DDTHH:mm:ss, got "${datetimeLocal}"`);
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(m[6] ?? 0);
  const ms = Number((m[7] ?? "0").padEnd(3, "0"));
  const naive = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(naive);
  if (
    Number.isNaN(naive) ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new LocalTimeError("INVALID_DATETIME", `Not a valid calendar date-time: "${datetimeLocal}"`);
  }
  if (!IANAZone.isValidZone(timezone))
    throw new LocalTimeError("UNKNOWN_TIMEZONE", `Unknown IANA time zone "${timezone}"`);
  const zone = IANAZone.create(timezone);
  const offsetMsAt = (epochMs: number) => Math.round(zone.offset(epochMs) * 60_000);

  // Every offset in force within a day of the wall time is a candidate; a candidate is a
  // solution when the zone really uses that offset at the instant it implies.
  const candidates = new Set([offsetMsAt(naive - 24 * HOUR_MS), offsetMsAt(naive), offsetMsAt(naive + 24 * HOUR_MS)]);
  const solutions: number[] = [];
  for (const offsetMs of candidates) {
    const epochMs = naive - offsetMs;
    if (offsetMsAt(epochMs) === offsetMs) solutions.push(epochMs);
  }
  if (solutions.length === 0) {
    throw new LocalTimeError(
      "NONEXISTENT_LOCAL_TIME",
      `${datetimeLocal} does not exist in ${timezone} (clocks were moved forward)`,
    );
  }
  solutions.sort((a, b) => a - b);
  const epochMs = (options.ambiguous === "later" ? solutions[solutions.length - 1] : solutions[0]) as number;
  return {
    epochMs,
    utc: new Date(epochMs).toISOString(),
    utcOffsetMinutes: (naive - epochMs) / 60_000,
    ambiguous: solutions.length > 1,
  };
}
