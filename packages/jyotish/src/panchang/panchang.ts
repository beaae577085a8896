import { normalizeDeg } from "../astro/angles.ts";
import { isoFromJulianDayUt, julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import type { AyanamsaName } from "../astro/ayanamsa.ts";
import type { Graha } from "../astro/graha-positions.ts";
import { sunMoonState, type SunMoonState } from "../astro/sun-moon.ts";
import { NAKSHATRA_SPAN_DEG, nakshatraOf } from "../chart/zodiac.ts";
import { NAKSHATRA_NAMES, VARA_NAMES } from "../names.ts";
import { localTimeToUtc } from "../time/local-time-to-utc.ts";
import { karanaName, karanaNameHi, tithiName, tithiNameHi, YOGA_NAMES, YOGA_NAMES_HI } from "./panchang-names.ts";
import { sunEventNearNoon } from "./sunrise-sunset.ts";

/** A time span as ISO 8601 UTC instants. */
export interface TimeSpan {
  readonly start: string;
  readonly end: string;
}

/** The five limbs of the day plus sunrise, sunset and the inauspicious periods. */
export interface Panchang {
  /** Weekday of the sunrise-based day (0 = Sunday). */
  readonly vara: { readonly index: number; readonly name: string; readonly nameHi: string };
  /** Tithi number 1–30 (1–15 shukla, 16–30 krishna) and when it ends. */
  readonly tithi: {
    readonly number: number;
    readonly name: string;
    readonly nameHi: string;
    readonly paksha: "shukla" | "krishna";
    readonly endsAt: string;
  };
  readonly nakshatra: {
    readonly index: number;
    readonly name: string;
    readonly nameHi: string;
    readonly pada: number;
    readonly lord: Graha;
    readonly endsAt: string;
  };
  /** Yoga index 0–26 (0 = Vishkambha). */
  readonly yoga: { readonly index: number; readonly name: string; readonly nameHi: string; readonly endsAt: string };
  /** Karana index 0–59 (half-tithis from the new moon). */
  readonly karana: { readonly index: number; readonly name: string; readonly nameHi: string; readonly endsAt: string };
  /** Sunrise starting the vara, the sunset of that day and the next sunrise; null in polar day or night. */
  readonly sunrise: string | null;
  readonly sunset: string | null;
  readonly nextSunrise: string | null;
  readonly rahuKalam: TimeSpan | null;
  readonly yamaganda: TimeSpan | null;
  readonly gulikaKalam: TimeSpan | null;
}

/** Sidereal Sun and Moon (with speeds) already known at the instant (saves a computation). */
export type KnownSunMoon = SunMoonState;

// Eighth of the daytime (1-based) ruled by each, for Sunday … Saturday.
const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1];

// Every element changes within this window (the longest tithi or nakshatra is < 1.2 days).
const WINDOW_DAYS = 1.25;

/**
 * Cubic Hermite interpolant of an increasing angle over [0, WINDOW_DAYS] from its values
 * and rates at both ends. For the Moon the error is ~1e-4° (under a second of time),
 * so end times need two ephemeris evaluations instead of a dozen.
 */
interface Hermite {
  readonly p0: number;
  readonly p1: number;
  readonly m0: number;
  readonly m1: number;
}

function hermite(p0: number, rate0: number, p1Raw: number, rate1: number): Hermite {
  return { p0, p1: p0 + normalizeDeg(p1Raw - p0), m0: rate0 * WINDOW_DAYS, m1: rate1 * WINDOW_DAYS };
}

function hermiteAt(h: Hermite, s: number): [value: number, ratePerUnit: number] {
  const s2 = s * s,
    s3 = s2 * s;
  const value = (2 * s3 - 3 * s2 + 1) * h.p0 + (s3 - 2 * s2 + s) * h.m0 + (-2 * s3 + 3 * s2) * h.p1 + (s3 - s2) * h.m1;
  const rate =
    (6 * s2 - 6 * s) * h.p0 + (3 * s2 - 4 * s + 1) * h.m0 + (-6 * s2 + 6 * s) * h.p1 + (3 * s2 - 2 * s) * h.m1;
  return [value, rate];
}

/** Days after the window start when the interpolated angle reaches the next `targetDeg`. */
function crossingDays(h: Hermite, targetDeg: number): number {
  const target = h.p0 + normalizeDeg(targetDeg - h.p0);
  let s = (target - h.p0) / (h.p1 - h.p0);
  for (let i = 0; i < 6; i++) {
    const [v, r] = hermiteAt(h, s);
    const step = (v - target) / r;
    s -= step;
    if (Math.abs(step) < 1e-9) break;
  }
  return s * WINDOW_DAYS;
}

function weekdayOfLocalMeanDay(julianDayUt: number, longitudeDeg: number): number {
  return Math.floor(julianDayUt + longitudeDeg / 360 + 1.5) % 7;
}

function partOfDay(sunriseJd: number, sunsetJd: number, part: number): TimeSpan {
  const eighth = (sunsetJd - sunriseJd) / 8;
  return {
    start: isoFromJulianDayUt(sunriseJd + eighth * (part - 1)),
    end: isoFromJulianDayUt(sunriseJd + eighth * part),
  };
}

/**
 * Panchang at an instant and place: vara of the sunrise-based day containing the instant,
 * and the tithi, nakshatra, yoga and karana running at the instant with their end times.
 *
 * @example
 * const p = panchangAt(2460676.0, 28.6139, 77.209);
 * p.tithi.name; p.nakshatra.endsAt; p.rahuKalam?.start;
 */
export function panchangAt(
  julianDayUt: number,
  latitudeDeg: number,
  longitudeDeg: number,
  options: { readonly ayanamsa?: AyanamsaName; readonly known?: KnownSunMoon } = {},
): Panchang {
  const ayanamsa = options.ayanamsa ?? "lahiri";
  const now = options.known ?? sunMoonState(julianDayUt, ayanamsa);
  const later = sunMoonState(julianDayUt + WINDOW_DAYS, ayanamsa);
  const moonH = hermite(now.moonDeg, now.moonSpeedDegPerDay, later.moonDeg, later.moonSpeedDegPerDay);
  const sunH = hermite(now.sunDeg, now.sunSpeedDegPerDay, later.sunDeg, later.sunSpeedDegPerDay);
  const elongH: Hermite = {
    p0: moonH.p0 - sunH.p0,
    p1: moonH.p1 - sunH.p1,
    m0: moonH.m0 - sunH.m0,
    m1: moonH.m1 - sunH.m1,
  };
  const yogaH: Hermite = {
    p0: moonH.p0 + sunH.p0,
    p1: moonH.p1 + sunH.p1,
    m0: moonH.m0 + sunH.m0,
    m1: moonH.m1 + sunH.m1,
  };

  const elongation = normalizeDeg(now.moonDeg - now.sunDeg);
  const tithiIndex = Math.floor(elongation / 12);
  const tithiEnd = julianDayUt + crossingDays(elongH, (tithiIndex + 1) * 12);
  const karanaIndex = Math.floor(elongation / 6);
  const karanaEnd = karanaIndex % 2 === 1 ? tithiEnd : julianDayUt + crossingDays(elongH, (karanaIndex + 1) * 6);
  const nak = nakshatraOf(now.moonDeg);
  const nakEnd = julianDayUt + crossingDays(moonH, (nak.index + 1) * NAKSHATRA_SPAN_DEG);
  const yogaAngle = normalizeDeg(now.sunDeg + now.moonDeg);
  const yogaIndex = Math.min(26, Math.floor(yogaAngle / NAKSHATRA_SPAN_DEG));
  const yogaEnd = julianDayUt + crossingDays(yogaH, (yogaIndex + 1) * NAKSHATRA_SPAN_DEG);

  // The vara runs from sunrise to sunrise.
  let sunrise = sunEventNearNoon("rise", julianDayUt, latitudeDeg, longitudeDeg);
  if (sunrise !== null && sunrise > julianDayUt)
    sunrise = sunEventNearNoon("rise", julianDayUt - 1, latitudeDeg, longitudeDeg);
  const varaIndex = weekdayOfLocalMeanDay(sunrise ?? julianDayUt, longitudeDeg);
  const sunset = sunrise === null ? null : sunEventNearNoon("set", sunrise + 0.25, latitudeDeg, longitudeDeg);
  const nextSunrise = sunrise === null ? null : sunEventNearNoon("rise", sunrise + 1, latitudeDeg, longitudeDeg);
  const day = sunrise !== null && sunset !== null && sunset > sunrise ? ([sunrise, sunset] as const) : null;

  const tithiNumber = tithiIndex + 1;
  return {
    vara: { index: varaIndex, name: VARA_NAMES[varaIndex]!.en, nameHi: VARA_NAMES[varaIndex]!.hi },
    tithi: {
      number: tithiNumber,
      name: tithiName(tithiNumber),
      nameHi: tithiNameHi(tithiNumber),
      paksha: tithiNumber <= 15 ? "shukla" : "krishna",
      endsAt: isoFromJulianDayUt(tithiEnd),
    },
    nakshatra: {
      index: nak.index,
      name: nak.name,
      nameHi: NAKSHATRA_NAMES[nak.index]!.hi,
      pada: nak.pada,
      lord: nak.lord,
      endsAt: isoFromJulianDayUt(nakEnd),
    },
    yoga: {
      index: yogaIndex,
      name: YOGA_NAMES[yogaIndex]!,
      nameHi: YOGA_NAMES_HI[yogaIndex]!,
      endsAt: isoFromJulianDayUt(yogaEnd),
    },
    karana: {
      index: karanaIndex,
      name: karanaName(karanaIndex),
      nameHi: karanaNameHi(karanaIndex),
      endsAt: isoFromJulianDayUt(karanaEnd),
    },
    sunrise: sunrise === null ? null : isoFromJulianDayUt(sunrise),
    sunset: sunset === null ? null : isoFromJulianDayUt(sunset),
    nextSunrise: nextSunrise === null ? null : isoFromJulianDayUt(nextSunrise),
    rahuKalam: day ? partOfDay(day[0], day[1], RAHU_KALAM_PART[varaIndex]!) : null,
    yamaganda: day ? partOfDay(day[0], day[1], YAMAGANDA_PART[varaIndex]!) : null,
    gulikaKalam: day ? partOfDay(day[0], day[1], GULIKA_PART[varaIndex]!) : null,
  };
}

/** Input of {@link dailyPanchang}. */
export interface DailyPanchangInput {
  /** Local civil date "YYYY-MM-DD". */
  readonly date: string;
  readonly timezone: string;
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
  readonly ayanamsa?: AyanamsaName;
}

/**
 * Panchang of a civil date at a place, as almanacs print it: the elements running at that
 * day's sunrise, with their end times. On a polar day or night (no sunrise) the elements
 * are taken at local noon.
 *
 * @example
 * dailyPanchang({ date: "2025-01-01", timezone: "Asia/Kolkata", latitudeDeg: 28.6139, longitudeDeg: 77.209 });
 */
export function dailyPanchang(input: DailyPanchangInput): Panchang & { readonly date: string } {
  const noon = julianDayUtFromEpochMs(localTimeToUtc(`${input.date}T12:00:00`, input.timezone).epochMs);
  const sunrise = sunEventNearNoon("rise", noon, input.latitudeDeg, input.longitudeDeg);
  const at = sunrise ?? noon;
  // A hair after sunrise so the vara search finds this sunrise, not the previous one.
  return {
    date: input.date,
    ...panchangAt(at + 1e-9, input.latitudeDeg, input.longitudeDeg, { ayanamsa: input.ayanamsa ?? "lahiri" }),
  };
}
