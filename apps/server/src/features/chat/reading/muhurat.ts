import { dailyPanchang, type Chart } from "@graha/jyotish";
import type { MuhuratActivity } from "../understanding/muhurat.ts";
import type { Horizon } from "../understanding/index.ts";
import { timeZoneAt } from "../../../providers/places/time-zone.ts";

// Auspicious days (muhurat) for an activity inside the period asked, by the checks a family
// pandit makes first (ADR 044): the day's nakshatra is one of those the texts give for the
// activity, the weekday is Monday, Wednesday, Thursday or Friday, the tithi is not a rikta
// (4th, 9th, 14th) nor Amavasya; and for the asker, the tara of the day's nakshatra counted
// from their birth nakshatra is not Vipat, Pratyari or Naidhana (3rd, 5th, 7th) and the Moon
// is not in the 4th, 8th or 12th sign from their natal Moon (chandra bala). The panchang is
// the day's at sunrise at the birth place (the only place the chart knows). The exact lagna of
// a wedding or a griha pravesh is left to a pandit, and the reply says so.

/** A check a day can fail: the activity's nakshatra, the weekday, the tithi, the tara, the Moon's sign (chandra bala). */
export type MuhuratCheck = "nakshatra" | "weekday" | "tithi" | "tara" | "moon";

/** One day as the checks read it, with what the reply names. */
export interface MuhuratDay {
  /** Civil date at the birth place, YYYY-MM-DD. */
  readonly date: string;
  /** 0 = Sunday. */
  readonly weekday: number;
  readonly tithi: { readonly number: number; readonly name: string; readonly nameHi: string };
  readonly nakshatra: {
    readonly index: number;
    readonly name: string;
    readonly nameHi: string;
    /** Local time (HH:MM) the nakshatra ends, when it ends before the next sunrise; else null. */
    readonly until: string | null;
  };
  /** The day's tara (1–9) from the birth nakshatra. */
  readonly tara: number;
  /** The Moon's sign that day counted from the natal Moon sign (1–12). */
  readonly moonFromMoon: number;
  /** Rahu kaal that day, local HH:MM, to avoid. */
  readonly rahuKaal: { readonly start: string; readonly end: string } | null;
  /** The checks the day fails for the activity (empty when it passes). */
  readonly fails: readonly MuhuratCheck[];
}

export interface MuhuratFact {
  readonly activity: MuhuratActivity;
  /** The days searched (inclusive). */
  readonly from: string;
  readonly to: string;
  /** The best days inside them (up to three), in date order; empty when none passes. */
  readonly days: readonly MuhuratDay[];
  /** With none inside: the first day after them that passes (within two months), else null. */
  readonly next: MuhuratDay | null;
  /** One day asked ("kal"): that day, with the checks it fails. */
  readonly asked: MuhuratDay | null;
  /**
   * A month asked for ("which month for the griha pravesh?"): the months of the next year (or
   * of the period asked) with the most days that pass, up to three, in date order, each with
   * its best day; null when no month was asked.
   */
  readonly months: readonly MuhuratMonth[] | null;
}

/** A month's good days for the activity: how many pass, and the best of them. */
export interface MuhuratMonth {
  /** YYYY-MM. */
  readonly month: string;
  readonly count: number;
  readonly best: MuhuratDay;
}

// Nakshatra indexes (0 = Ashwini … 26 = Revati) the muhurta texts give for each activity.
const NAKSHATRAS: Readonly<Record<MuhuratActivity, readonly number[]>> = {
  // Light and movable nakshatras: Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati,
  // Anuradha, Shravana, Dhanishta, Shatabhisha, Revati.
  vehicle: [0, 4, 6, 7, 12, 13, 14, 16, 21, 22, 23, 26],
  // Fixed and soft: Rohini, Mrigashira, the three Uttaras, Chitra, Anuradha, Revati.
  home_entry: [3, 4, 11, 13, 16, 20, 25, 26],
  property: [3, 4, 7, 11, 13, 16, 20, 25, 26],
  // Ashwini, Rohini, Pushya, Uttara Phalguni, Hasta, Chitra, Anuradha, Uttara Ashadha, Shravana, Uttara Bhadrapada, Revati.
  business: [0, 3, 7, 11, 12, 13, 16, 20, 21, 25, 26],
  // Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati.
  wedding: [3, 4, 9, 11, 12, 14, 16, 18, 20, 25, 26],
  // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishta, Revati.
  travel: [0, 4, 6, 7, 12, 16, 21, 22, 26],
  // Chudakarana: Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Shravana, Dhanishta, Shatabhisha, Revati.
  mundan: [0, 4, 6, 7, 12, 13, 14, 21, 22, 23, 26],
  general: [0, 3, 4, 6, 7, 11, 12, 13, 14, 16, 20, 21, 22, 23, 25, 26],
};
const GOOD_WEEKDAYS = new Set([1, 3, 4, 5]);
const RIKTA = new Set([4, 9, 14]);
const BAD_TARA = new Set([3, 5, 7]);
const BAD_MOON = new Set([4, 8, 12]);
/** The most days searched for one question, and after it. */
const MAX_DAYS = 62;
const AFTER_DAYS = 60;
/** A month asked: the year ahead is searched. */
const MONTH_SEARCH_DAYS = 366;

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function localTime(isoUtc: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(
    new Date(isoUtc),
  );
}

/** The day's panchang as the checks read it, and whether it passes them. */
function dayOf(chart: Chart, date: string, timeZone: string, activity: MuhuratActivity | null) {
  const p = dailyPanchang({
    date,
    timezone: timeZone,
    latitudeDeg: chart.latitudeDeg,
    longitudeDeg: chart.longitudeDeg,
  });
  const birthNakshatra = chart.planets.moon.nakshatra.index;
  const tara = (((p.nakshatra.index - birthNakshatra + 27) % 27) % 9) + 1;
  const moonSign = Math.floor((p.nakshatra.index * 4 + p.nakshatra.pada - 1) / 9);
  const moonFromMoon = ((moonSign - chart.planets.moon.signIndex + 12) % 12) + 1;
  const inPaksha = ((p.tithi.number - 1) % 15) + 1;
  const checks: readonly [MuhuratCheck, boolean][] = [
    ["nakshatra", activity !== null && NAKSHATRAS[activity].includes(p.nakshatra.index)],
    ["weekday", GOOD_WEEKDAYS.has(p.vara.index)],
    ["tithi", !RIKTA.has(inPaksha) && p.tithi.number !== 30],
    ["tara", !BAD_TARA.has(tara)],
    ["moon", !BAD_MOON.has(moonFromMoon)],
  ];
  const fails = checks.filter(([, ok]) => !ok).map(([check]) => check);
  const passes = fails.length === 0;
  const endsToday = p.nextSunrise !== null && p.nakshatra.endsAt < p.nextSunrise;
  const day: MuhuratDay = {
    date,
    weekday: p.vara.index,
    tithi: { number: p.tithi.number, name: p.tithi.name, nameHi: p.tithi.nameHi },
    nakshatra: {
      index: p.nakshatra.index,
      name: p.nakshatra.name,
      nameHi: p.nakshatra.nameHi,
      until: endsToday ? localTime(p.nakshatra.endsAt, timeZone) : null,
    },
    tara,
    moonFromMoon,
    rahuKaal: p.rahuKalam
      ? { start: localTime(p.rahuKalam.start, timeZone), end: localTime(p.rahuKalam.end, timeZone) }
      : null,
    fails,
  };
  // A waxing Moon and a friendly tara (2, 4, 6, 8, 9) rank a day higher.
  const score = (p.tithi.paksha === "shukla" ? 1 : 0) + (tara === 1 ? 0 : 1);
  return { day, passes, score };
}

/** A day as it falls for the asker ("how will today be?"): the Moon's nakshatra, its tara from the birth nakshatra, and the Moon's sign from the natal Moon. */
export function dayForAsker(chart: Chart, date: string): MuhuratDay {
  return dayOf(chart, date, timeZoneAt(chart.latitudeDeg, chart.longitudeDeg), null).day;
}

/**
 * The auspicious days for `activity` inside the period asked (from today; the next 30 days
 * when none is asked), or the first one after it.
 */
export function muhuratDays(chart: Chart, activity: MuhuratActivity, horizon: Horizon | null, now: Date): MuhuratFact {
  const timeZone = timeZoneAt(chart.latitudeDeg, chart.longitudeDeg);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
  const from = horizon && horizon.start > today ? horizon.start : today;
  const asked = horizon && horizon.end >= from ? horizon.end : addDays(from, 30);
  const to = asked > addDays(from, MAX_DAYS - 1) ? addDays(from, MAX_DAYS - 1) : asked;
  const found = [];
  const all = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const d = dayOf(chart, date, timeZone, activity);
    all.push(d.day);
    if (d.passes) found.push(d);
  }
  const days = [...found]
    .sort((a, b) => b.score - a.score || a.day.date.localeCompare(b.day.date))
    .slice(0, 3)
    .map((d) => d.day)
    .sort((a, b) => a.date.localeCompare(b.date));
  let next: MuhuratDay | null = null;
  for (let i = 1; days.length === 0 && !next && i <= AFTER_DAYS; i++) {
    const d = dayOf(chart, addDays(to, i), timeZone, activity);
    if (d.passes) next = d.day;
  }
  return { activity, from, to, days, next, asked: all.length === 1 ? all[0]! : null, months: null };
}

/**
 * A month asked for: the months from today to the end of the period asked (the next year when
 * none is asked, or one shorter than two months) with the most days that pass for `activity`.
 */
export function muhuratMonths(
  chart: Chart,
  activity: MuhuratActivity,
  horizon: Horizon | null,
  now: Date,
): MuhuratFact {
  const timeZone = timeZoneAt(chart.latitudeDeg, chart.longitudeDeg);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
  const from = horizon && horizon.start > today ? horizon.start : today;
  const wide = horizon && horizon.end > addDays(from, 58) ? horizon.end : addDays(from, MONTH_SEARCH_DAYS - 1);
  const to = wide > addDays(from, MONTH_SEARCH_DAYS - 1) ? addDays(from, MONTH_SEARCH_DAYS - 1) : wide;
  const byMonth = new Map<string, { count: number; best: { day: MuhuratDay; score: number } }>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const d = dayOf(chart, date, timeZone, activity);
    if (!d.passes) continue;
    const month = date.slice(0, 7);
    const seen = byMonth.get(month);
    if (!seen) byMonth.set(month, { count: 1, best: d });
    else {
      seen.count += 1;
      if (d.score > seen.best.score) seen.best = d;
    }
  }
  const months = [...byMonth.entries()]
    .sort(([ma, a], [mb, b]) => b.count - a.count || ma.localeCompare(mb))
    .slice(0, 3)
    .map(([month, m]) => ({ month, count: m.count, best: m.best.day }))
    .sort((a, b) => a.month.localeCompare(b.month));
  return { activity, from, to, days: [], next: null, asked: null, months };
}
