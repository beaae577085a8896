import { julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import { GRAHAS, type Graha } from "../astro/graha-positions.ts";
import { ashtakavarga, ASHTAKAVARGA_GRAHAS } from "../chart/ashtakavarga.ts";
import { houseFrom } from "../chart/aspects.ts";
import { nakshatraOf, signIndexOf } from "../chart/zodiac.ts";
import { GOCHARA_FAVOURABLE_HOUSES, gocharaFromPositions } from "../transit/gochara.ts";
import { eclipsesBetween, ingressesAndStations, skyAt, type SkySample } from "./events.ts";
import { luckyItems, type HoroscopeLucky } from "./lucky.ts";
import { HoroscopeInputError, istInstantMs, periodSpan, DAY_MS, type HoroscopePeriod } from "./period.ts";

/** The categories of a reading, in display order. */
export const HOROSCOPE_CATEGORIES = ["overview", "love", "career", "money", "health", "family"] as const;
export type HoroscopeCategory = (typeof HOROSCOPE_CATEGORIES)[number];

/** What a reason comes from. */
export type HoroscopeReasonKind = "transit" | "ingress" | "retrograde" | "eclipse" | "tara" | "bindus";

/**
 * One cause of a category's score, structured so text can be written from it
 * ("Jupiter transits your 5th house from the Moon").
 */
export interface HoroscopeReason {
  readonly kind: HoroscopeReasonKind;
  /** The graha concerned (the eclipsed body for an eclipse; the Moon for tara). */
  readonly graha: Graha;
  /** House from the reading's Moon sign (1–12) of the sign concerned. */
  readonly houseFromMoon: number;
  /** Sign concerned (0 = Aries). */
  readonly signIndex: number;
  readonly favourable: boolean;
  /** Signed score points this reason adds to the category (the points of a category sum to score − 50). */
  readonly weight: number;
  /** transit: share of the period's samples spent there (0–1); otherwise 1. */
  readonly share: number;
  /** transit: retrograde during (part of) that stay. */
  readonly retrograde?: boolean;
  /** ingress, retrograde, eclipse: Indian calendar date of the event. */
  readonly date?: string;
  /** retrograde: which way the graha turned. */
  readonly station?: "retrograde" | "direct";
  /** eclipse: its kind. */
  readonly eclipse?: "partial" | "annular" | "total";
  /** tara (daily): the Moon's nakshatra (0 = Ashwini) and the tara (1–9) counted from each of the sign's nakshatras. */
  readonly nakshatraIndex?: number;
  readonly taras?: readonly { readonly fromNakshatra: number; readonly tara: number; readonly padas: number }[];
  /** bindus: the graha's own bhinnashtakavarga points in the sign it transits (0–8). */
  readonly bindus?: number;
}

/** A category's score (0–100) and its reasons, strongest first. */
export interface HoroscopeCategoryResult {
  readonly score: number;
  readonly reasons: readonly HoroscopeReason[];
}

/** Input of {@link signHoroscope}. */
export interface SignHoroscopeInput {
  /** Moon sign (rashi), 0 = Aries. */
  readonly moonSignIndex: number;
  readonly period: HoroscopePeriod;
  /** Indian calendar date "YYYY-MM-DD" inside the period. */
  readonly date: string;
}

/** A sign's reading for a period. */
export interface SignHoroscope {
  readonly moonSignIndex: number;
  readonly period: HoroscopePeriod;
  readonly date: string;
  /** First and last Indian calendar day covered. */
  readonly start: string;
  readonly end: string;
  readonly categories: Readonly<Record<HoroscopeCategory, HoroscopeCategoryResult>>;
  readonly lucky: HoroscopeLucky;
}

/**
 * Weight of each graha's transit by period: the Moon rules a day, the slow grahas a year
 * (the Moon changes sign every 2¼ days, so over a year its transits average out: weight 0).
 */
export const PERIOD_GRAHA_WEIGHTS: Readonly<Record<HoroscopePeriod, Readonly<Record<Graha, number>>>> = {
  daily: { moon: 3, sun: 1.5, mars: 1.5, mercury: 1.5, venus: 1.5, jupiter: 1, saturn: 1, rahu: 0.75, ketu: 0.75 },
  weekly: { moon: 1.5, sun: 2, mars: 2, mercury: 2, venus: 2, jupiter: 1.5, saturn: 1.5, rahu: 1, ketu: 1 },
  monthly: { moon: 0.5, sun: 2, mars: 2, mercury: 1.5, venus: 1.5, jupiter: 2.5, saturn: 2.5, rahu: 1.5, ketu: 1.5 },
  yearly: { moon: 0, sun: 0.5, mars: 1, mercury: 0.5, venus: 0.5, jupiter: 3, saturn: 3, rahu: 2, ketu: 2 },
};

/** Significators (karakas) of each category; their reasons count double. */
export const CATEGORY_KARAKAS: Readonly<Record<HoroscopeCategory, readonly Graha[]>> = {
  overview: [],
  love: ["venus", "moon"],
  career: ["sun", "saturn", "mercury"],
  money: ["jupiter", "venus", "mercury"],
  health: ["sun", "mars"],
  family: ["moon", "jupiter"],
};

/** Houses from the Moon that each category reads; a graha there counts double (treble if also karaka). */
export const CATEGORY_HOUSES: Readonly<Record<HoroscopeCategory, readonly number[]>> = {
  overview: [1],
  love: [5, 7],
  career: [6, 10],
  money: [2, 11],
  health: [1, 6, 8],
  family: [2, 4],
};

const TARA_WEIGHT: Readonly<Record<HoroscopePeriod, number>> = { daily: 2, weekly: 1, monthly: 0.5, yearly: 0 };
const ECLIPSE_WEIGHT: Readonly<Record<HoroscopePeriod, number>> = { daily: 3, weekly: 2, monthly: 1.5, yearly: 0.75 };
// Ingresses, stations and bindus refine the transits already scored, at half a transit's weight.
const EVENT_FACTOR = 0.5;
const BINDU_FACTOR = 0.5;
// The category's signed points are scaled so all favourable gives 95 and all adverse 5.
const SCORE_SPAN = 45;

/** Eclipses in these houses from the Moon are favourable (grahana phala: 3rd, 6th, 10th, 11th). */
export const ECLIPSE_FAVOURABLE_HOUSES: readonly number[] = [3, 6, 10, 11];

/** Value of each tara (1 Janma … 9 Parama Mitra): Sampat, Kshema, Sadhana, Mitra, Parama Mitra good. */
const TARA_VALUE = [0, -0.5, 1, -1, 1, -1, 1, -1, 1, 1];

/** IST hour at which each day of a period is sampled (about sunrise across India). */
const SAMPLE_HOUR_IST = 6;

/**
 * Value of a house-based verdict centred on the graha's average: with f favourable houses out
 * of 12, a favourable house gives 2(1 − f/12) and an adverse one −2f/12, so over the twelve
 * signs each graha adds nothing on balance. Without this, Saturn, Mars and the nodes (good in
 * only 3 houses) would make nine signs in twelve read as a bad year every year.
 *
 * @example
 * centred(true, 3); // 1.5 (Saturn in the 11th)
 * centred(false, 3); // -0.5 (Saturn in the 7th)
 */
export function centred(favourable: boolean, favourableHouses: number): number {
  const p = favourableHouses / 12;
  return favourable ? 2 * (1 - p) : -2 * p;
}

function multiplier(category: HoroscopeCategory, graha: Graha, house: number): number {
  return 1 + (CATEGORY_KARAKAS[category].includes(graha) ? 1 : 0) + (CATEGORY_HOUSES[category].includes(house) ? 1 : 0);
}

/**
 * Tara of the Moon's nakshatra for a sign: counted from each nakshatra pada of the sign
 * (a sign holds nine padas of two or three nakshatras) and weighted by the padas it holds.
 * Values: Sampat, Kshema, Sadhana, Mitra, Parama Mitra +1; Vipat, Pratyak, Naidhana −1; Janma −½.
 *
 * @example
 * signTara(0, 3).taras; // from Ashwini 4 (Kshema, 4 padas), Bharani 3 (Vipat, 4), Krittika 2 (Sampat, 1)
 */
export function signTara(
  moonSignIndex: number,
  moonNakshatraIndex: number,
): { value: number; taras: { fromNakshatra: number; tara: number; padas: number }[] } {
  const taras: { fromNakshatra: number; tara: number; padas: number }[] = [];
  for (let k = 0; k < 9; k++) {
    const nak = Math.floor((moonSignIndex * 9 + k) / 4);
    const last = taras[taras.length - 1];
    if (last && last.fromNakshatra === nak) last.padas++;
    else taras.push({ fromNakshatra: nak, tara: (((((moonNakshatraIndex - nak) % 27) + 27) % 27) % 9) + 1, padas: 1 });
  }
  const value = taras.reduce((sum, t) => sum + TARA_VALUE[t.tara]! * t.padas, 0) / 9;
  return { value, taras };
}

interface RawReason extends Omit<HoroscopeReason, "weight"> {
  /** Raw contribution per category, before scaling. */
  readonly raw: Readonly<Record<HoroscopeCategory, number>>;
}

function rawFor(graha: Graha, house: number, signed: number): Record<HoroscopeCategory, number> {
  const raw = {} as Record<HoroscopeCategory, number>;
  for (const c of HOROSCOPE_CATEGORIES) raw[c] = signed * multiplier(c, graha, house);
  return raw;
}

/** The reason a dated event (ingress, station, eclipse) gives, in the house `house` from the Moon sign. */
function eventReason(
  kind: "ingress" | "retrograde" | "eclipse",
  graha: Graha,
  event: { readonly signIndex: number; readonly date: string },
  house: number,
  favourable: boolean,
  signed: number,
  detail: Pick<HoroscopeReason, "station" | "eclipse"> = {},
): RawReason {
  return {
    kind,
    graha,
    houseFromMoon: house,
    signIndex: event.signIndex,
    favourable,
    share: 1,
    date: event.date,
    ...detail,
    raw: rawFor(graha, house, signed),
  };
}

/** Samples of one day each, at 06:00 IST, from the first day to the day after the last. */
function daySamples(dayKeys: readonly number[]): SkySample[] {
  const keys = [...dayKeys, dayKeys[dayKeys.length - 1]! + DAY_MS];
  return keys.map((k) => skyAt(julianDayUtFromEpochMs(istInstantMs(k, SAMPLE_HOUR_IST))));
}

/**
 * Horoscope of a Moon sign (rashi) for the day, week (Monday–Sunday), calendar month or
 * calendar year containing an Indian calendar date, computed from gochara: the transits of
 * the nine grahas counted from the sign, the Moon's tara, ingresses, retrograde stations and
 * eclipses in the period, and the transit chart's ashtakavarga bindus. Pure and
 * deterministic: the same input always gives the same output.
 *
 * @example
 * const h = signHoroscope({ moonSignIndex: 8, period: "daily", date: "2024-01-20" });
 * h.categories.money.score; // e.g. 62
 * h.categories.money.reasons[0]; // { kind: "transit", graha: "jupiter", houseFromMoon: 5, favourable: true, ... }
 */
export function signHoroscope(input: SignHoroscopeInput): SignHoroscope {
  checkSign(input.moonSignIndex);
  return readingFor(periodSky(input.period, input.date), input.moonSignIndex);
}

/**
 * The twelve signs' readings for a period at once (Aries first), sharing the sky
 * computation: what a cache warmer or a page listing every sign should call.
 *
 * @example
 * signHoroscopes({ period: "weekly", date: "2024-01-17" }).map((h) => h.categories.overview.score);
 */
export function signHoroscopes(input: Omit<SignHoroscopeInput, "moonSignIndex">): SignHoroscope[] {
  const sky = periodSky(input.period, input.date);
  return Array.from({ length: 12 }, (_, sign) => readingFor(sky, sign));
}

function checkSign(sign: number): void {
  if (!Number.isInteger(sign) || sign < 0 || sign > 11)
    throw new HoroscopeInputError("bad_sign", `moonSignIndex must be an integer 0–11, got ${String(sign)}`);
}

/** What a period's readings share: the daily samples and the events. */
interface PeriodSky {
  readonly period: HoroscopePeriod;
  readonly date: string;
  readonly span: ReturnType<typeof periodSpan>;
  readonly samples: readonly SkySample[];
  readonly scored: readonly SkySample[];
  readonly events: ReturnType<typeof ingressesAndStations>;
  readonly eclipses: ReturnType<typeof eclipsesBetween>;
}

function periodSky(period: HoroscopePeriod, date: string): PeriodSky {
  const span = periodSpan(period, date);
  const samples = daySamples(span.dayKeys);
  const startJd = julianDayUtFromEpochMs(istInstantMs(span.dayKeys[0]!, 0));
  const endJd = julianDayUtFromEpochMs(istInstantMs(span.dayKeys[span.dayKeys.length - 1]! + DAY_MS, 0));
  return {
    period,
    date,
    span,
    samples,
    // Every day of the period is scored (the sample after the last day only brackets events).
    scored: samples.slice(0, span.dayKeys.length),
    events: ingressesAndStations(samples),
    eclipses: eclipsesBetween(startJd, endJd),
  };
}

/** How many events each graha has (its ingresses, or its stations, share one event's weight). */
function countBy<T extends { readonly graha: Graha }>(events: readonly T[]): Map<Graha, number> {
  const m = new Map<Graha, number>();
  for (const e of events) m.set(e.graha, (m.get(e.graha) ?? 0) + 1);
  return m;
}

function readingFor(sky: PeriodSky, sign: number): SignHoroscope {
  const { period, date, span, scored } = sky;
  const weights = PERIOD_GRAHA_WEIGHTS[period];
  const n = scored.length;
  const reasons: RawReason[] = [];

  // Transits: per graha and house, the share of the period spent there.
  const stays = new Map<string, { graha: Graha; house: number; signIndex: number; count: number; retro: boolean }>();
  const overviewByGraha = {} as Record<Graha, number>;
  for (const g of GRAHAS) overviewByGraha[g] = 0;
  const gocharas = scored.map((s) => gocharaFromPositions(s.positions, sign));
  for (const gc of gocharas) {
    for (const g of GRAHAS) {
      if (weights[g] === 0) continue;
      const e = gc.grahas[g];
      const key = `${g}:${e.houseFromMoon}`;
      const stay = stays.get(key);
      if (stay) {
        stay.count++;
        stay.retro ||= e.retrograde;
      } else
        stays.set(key, { graha: g, house: e.houseFromMoon, signIndex: e.signIndex, count: 1, retro: e.retrograde });
    }
  }
  for (const s of stays.values()) {
    const favourable = GOCHARA_FAVOURABLE_HOUSES[s.graha].includes(s.house);
    const share = s.count / n;
    const signed = centred(favourable, GOCHARA_FAVOURABLE_HOUSES[s.graha].length) * weights[s.graha] * share;
    overviewByGraha[s.graha] += signed;
    reasons.push({
      kind: "transit",
      graha: s.graha,
      houseFromMoon: s.house,
      signIndex: s.signIndex,
      favourable,
      share,
      ...(s.graha === "rahu" || s.graha === "ketu" ? {} : { retrograde: s.retro }),
      raw: rawFor(s.graha, s.house, signed),
    });
  }

  // Tara of the Moon's nakshatra, counted from the sign's nakshatras.
  if (TARA_WEIGHT[period] > 0) {
    let total = 0;
    for (const s of scored) total += signTara(sign, nakshatraOf(s.positions.grahas.moon.longitudeDeg).index).value;
    const value = total / n;
    if (value !== 0) {
      const first = scored[0]!.positions.grahas.moon.longitudeDeg;
      const moonSign = signIndexOf(first);
      const raw = {} as Record<HoroscopeCategory, number>;
      for (const c of HOROSCOPE_CATEGORIES) raw[c] = TARA_WEIGHT[period] * value * (c === "health" ? 1.5 : 1);
      const daily = period === "daily" ? signTara(sign, nakshatraOf(first).index) : null;
      reasons.push({
        kind: "tara",
        graha: "moon",
        houseFromMoon: houseFrom(sign, moonSign),
        signIndex: moonSign,
        favourable: value > 0,
        share: 1,
        ...(daily ? { nakshatraIndex: nakshatraOf(first).index, taras: daily.taras } : {}),
        raw,
      });
    }
  }

  // Ingresses and retrograde stations inside the period; a graha's several ingresses (or
  // stations) in one period share one event's weight, so the Sun's twelve ingresses in a year
  // weigh no more than Jupiter's one.
  const events = sky.events;
  const ingressCount = countBy(events.ingresses);
  const stationCount = countBy(events.stations);
  for (const e of events.ingresses) {
    const house = houseFrom(sign, e.signIndex);
    const favourable = GOCHARA_FAVOURABLE_HOUSES[e.graha].includes(house);
    const signed =
      (centred(favourable, GOCHARA_FAVOURABLE_HOUSES[e.graha].length) * EVENT_FACTOR * weights[e.graha]) /
      ingressCount.get(e.graha)!;
    reasons.push(eventReason("ingress", e.graha, e, house, favourable, signed));
  }
  for (const e of events.stations) {
    const house = houseFrom(sign, e.signIndex);
    // A graha turning direct resumes its matters; turning retrograde it delays them.
    const favourable = e.station === "direct";
    const signed = ((favourable ? 1 : -1) * EVENT_FACTOR * weights[e.graha]) / stationCount.get(e.graha)!;
    reasons.push(eventReason("retrograde", e.graha, e, house, favourable, signed, { station: e.station }));
  }

  // Eclipses whose peak falls in the period (IST days).
  for (const e of sky.eclipses) {
    const house = houseFrom(sign, e.signIndex);
    const favourable = ECLIPSE_FAVOURABLE_HOUSES.includes(house);
    const signed = centred(favourable, ECLIPSE_FAVOURABLE_HOUSES.length) * ECLIPSE_WEIGHT[period];
    reasons.push(eventReason("eclipse", e.body, e, house, favourable, signed, { eclipse: e.kind }));
  }

  // Bindus: no natal chart exists for a sign reading, so each transiting graha's own
  // bhinnashtakavarga is computed from the transit chart at the period's middle day with the
  // Moon sign standing as the lagna (Chandra lagna); 5+ bindus strengthen, 3 or fewer weaken.
  const mid = scored[Math.floor((n - 1) / 2)]!.positions;
  const signs = { ascendant: sign } as Record<(typeof ASHTAKAVARGA_GRAHAS)[number] | "ascendant", number>;
  for (const g of ASHTAKAVARGA_GRAHAS) signs[g] = signIndexOf(mid.grahas[g].longitudeDeg);
  const av = ashtakavarga(signs);
  for (const g of ASHTAKAVARGA_GRAHAS) {
    if (weights[g] === 0) continue;
    const bindus = av.bhinna[g][signs[g]]!;
    if (bindus === 4) continue;
    const value = Math.max(-1, Math.min(1, (bindus - 4) / 2));
    const house = houseFrom(sign, signs[g]);
    reasons.push({
      kind: "bindus",
      graha: g,
      houseFromMoon: house,
      signIndex: signs[g],
      favourable: bindus > 4,
      share: 1,
      bindus,
      raw: rawFor(g, house, BINDU_FACTOR * weights[g] * value),
    });
  }

  const categories = {} as Record<HoroscopeCategory, HoroscopeCategoryResult>;
  for (const c of HOROSCOPE_CATEGORIES) {
    const total = reasons.reduce((sum, r) => sum + Math.abs(r.raw[c]), 0);
    const scale = total > 0 ? SCORE_SPAN / total : 0;
    const scoredReasons: HoroscopeReason[] = reasons
      .map(({ raw, ...r }) => ({ ...r, weight: Math.round(raw[c] * scale * 10) / 10 }))
      .filter((r) => r.weight !== 0)
      .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || GRAHAS.indexOf(a.graha) - GRAHAS.indexOf(b.graha));
    const net = reasons.reduce((sum, r) => sum + r.raw[c], 0) * scale;
    categories[c] = { score: Math.max(0, Math.min(100, Math.round(50 + net))), reasons: scoredReasons };
  }

  return {
    moonSignIndex: sign,
    period,
    date,
    start: span.start,
    end: span.end,
    categories,
    lucky: luckyItems({ sign, period, date, gocharas, overviewByGraha, weights }),
  };
}
