import { normalizeDeg, signedDiffDeg } from "../astro/angles.ts";
import { isoFromJulianDayUt, julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import type { AyanamsaName } from "../astro/ayanamsa.ts";
import type { Graha } from "../astro/graha-positions.ts";
import { sunMoonAt } from "../astro/sun-moon.ts";
import { NAKSHATRA_SPAN_DEG, nakshatraOf } from "../chart/zodiac.ts";
import { NAKSHATRA_NAMES, VARA_NAMES } from "../names.ts";
import { localTimeToUtc } from "../time/local-time-to-utc.ts";
import { karanaName, tithiName, tithiNameHi, YOGA_NAMES } from "./panchang-names.ts";
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
  readonly tithi: { readonly number: number; readonly name: string; readonly nameHi: string; readonly paksha: "shukla" | "krishna"; readonly endsAt: string };
  readonly nakshatra: { readonly index: number; readonly name: string; readonly nameHi: string; readonly pada: number; readonly lord: Graha; readonly endsAt: string };
  /** Yoga index 0–26 (0 = Vishkambha). */
  readonly yoga: { readonly index: number; readonly name: string; readonly endsAt: string };
  /** Karana index 0–59 (half-tithis from the new moon). */
  readonly karana: { readonly index: number; readonly name: string; readonly endsAt: string };
  /** Sunrise starting the vara, the sunset of that day and the next sunrise; null in polar day or night. */
  readonly sunrise: string | null;
  readonly sunset: string | null;
  readonly nextSunrise: string | null;
  readonly rahuKalam: TimeSpan | null;
  readonly yamaganda: TimeSpan | null;
  readonly gulikaKalam: TimeSpan | null;
}

/** Sidereal Sun and Moon already known at the instant (saves a computation). */
export interface KnownSunMoon {
  readonly sunDeg: number;
  readonly moonDeg: number;
}

// Eighth of the daytime (1-based) ruled by each, for Sunday … Saturday.
const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1];

const ELONGATION_RATE_DEG_PER_DAY = 12.19;
const MOON_RATE_DEG_PER_DAY = 13.18;
const YOGA_RATE_DEG_PER_DAY = 14.17;
const ANGLE_TOLERANCE_DEG = 2e-5; // ≈ 0.15 s of Moon motion

/**
 * When the angle `valueAt(t)` next reaches `targetDeg`, by the secant method from the known
 * value at `jd0` and the mean rate. Converges in 2–3 evaluations.
 */
function nextCrossing(jd0: number, value0Deg: number, targetDeg: number, meanRateDegPerDay: number, valueAt: (jd: number) => number): number {
  const distance = normalizeDeg(targetDeg - value0Deg);
  let tPrev = jd0;
  let fPrev = -distance;
  let t = jd0 + distance / meanRateDegPerDay;
  for (let i = 0; i < 8; i++) {
    const f = signedDiffDeg(valueAt(t), targetDeg);
    if (Math.abs(f) < ANGLE_TOLERANCE_DEG) break;
    const rate = (f - fPrev) / (t - tPrev);
    tPrev = t;
    fPrev = f;
    t -= f / (rate > 1 ? rate : meanRateDegPerDay);
  }
  return t;
}

function weekdayOfLocalMeanDay(julianDayUt: number, longitudeDeg: number): number {
  return Math.floor(julianDayUt + longitudeDeg / 360 + 1.5) % 7;
}

function partOfDay(sunriseJd: number, sunsetJd: number, part: number): TimeSpan {
  const eighth = (sunsetJd - sunriseJd) / 8;
  return { start: isoFromJulianDayUt(sunriseJd + eighth * (part - 1)), end: isoFromJulianDayUt(sunriseJd + eighth * part) };
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
  const now = options.known ?? sunMoonAt(julianDayUt, ayanamsa);
  const sunMoon = (jd: number) => sunMoonAt(jd, ayanamsa);

  const elongation = normalizeDeg(now.moonDeg - now.sunDeg);
  const tithiIndex = Math.floor(elongation / 12);
  const tithiEnd = nextCrossing(julianDayUt, elongation, (tithiIndex + 1) * 12, ELONGATION_RATE_DEG_PER_DAY, (jd) => {
    const s = sunMoon(jd);
    return s.moonDeg - s.sunDeg;
  });
  const karanaIndex = Math.floor(elongation / 6);
  const karanaEnd = karanaIndex % 2 === 1
    ? tithiEnd
    : nextCrossing(julianDayUt, elongation, (karanaIndex + 1) * 6, ELONGATION_RATE_DEG_PER_DAY, (jd) => {
        const s = sunMoon(jd);
        return s.moonDeg - s.sunDeg;
      });
  const nak = nakshatraOf(now.moonDeg);
  const nakEnd = nextCrossing(julianDayUt, now.moonDeg, (nak.index + 1) * NAKSHATRA_SPAN_DEG, MOON_RATE_DEG_PER_DAY, (jd) => sunMoon(jd).moonDeg);
  const yogaAngle = normalizeDeg(now.sunDeg + now.moonDeg);
  const yogaIndex = Math.min(26, Math.floor(yogaAngle / NAKSHATRA_SPAN_DEG));
  const yogaEnd = nextCrossing(julianDayUt, yogaAngle, (yogaIndex + 1) * NAKSHATRA_SPAN_DEG, YOGA_RATE_DEG_PER_DAY, (jd) => {
    const s = sunMoon(jd);
    return s.sunDeg + s.moonDeg;
  });

  // The vara runs from sunrise to sunrise.
  let sunrise = sunEventNearNoon("rise", julianDayUt, latitudeDeg, longitudeDeg);
  if (sunrise !== null && sunrise > julianDayUt) sunrise = sunEventNearNoon("rise", julianDayUt - 1, latitudeDeg, longitudeDeg);
  const varaIndex = weekdayOfLocalMeanDay(sunrise ?? julianDayUt, longitudeDeg);
  const sunset = sunrise === null ? null : sunEventNearNoon("set", sunrise + 0.25, latitudeDeg, longitudeDeg);
  const nextSunrise = sunrise === null ? null : sunEventNearNoon("rise", sunrise + 1, latitudeDeg, longitudeDeg);
  const day = sunrise !== null && sunset !== null && sunset > sunrise ? [sunrise, sunset] as const : null;

  const tithiNumber = tithiIndex + 1;
  return {
    vara: { index: varaIndex, name: VARA_NAMES[varaIndex]!.en, nameHi: VARA_NAMES[varaIndex]!.hi },
    tithi: { number: tithiNumber, name: tithiName(tithiNumber), nameHi: tithiNameHi(tithiNumber), paksha: tithiNumber <= 15 ? "shukla" : "krishna", endsAt: isoFromJulianDayUt(tithiEnd) },
    nakshatra: { index: nak.index, name: nak.name, nameHi: NAKSHATRA_NAMES[nak.index]!.hi, pada: nak.pada, lord: nak.lord, endsAt: isoFromJulianDayUt(nakEnd) },
    yoga: { index: yogaIndex, name: YOGA_NAMES[yogaIndex]!, endsAt: isoFromJulianDayUt(yogaEnd) },
    karana: { index: karanaIndex, name: karanaName(karanaIndex), endsAt: isoFromJulianDayUt(karanaEnd) },
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
  return { date: input.date, ...panchangAt(at + 1e-9, input.latitudeDeg, input.longitudeDeg, { ayanamsa: input.ayanamsa ?? "lahiri" }) };
}
