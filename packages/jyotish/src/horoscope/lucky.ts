import { GRAHAS, type Graha } from "../astro/graha-positions.ts";
import { houseFrom } from "../chart/aspects.ts";
import { SIGN_LORDS } from "../chart/zodiac.ts";
import { dailyPanchang } from "../panchang/panchang.ts";
import { GOCHARA_FAVOURABLE_HOUSES, type Gochara } from "../transit/gochara.ts";
import type { HoroscopePeriod } from "./period.ts";

/** Colour keys (the writer translates them). */
export type LuckyColour = "orange" | "white" | "red" | "green" | "yellow" | "pink" | "dark blue" | "grey" | "brown";

/** Traditional colour of each graha (ratna/vastra colours as almanacs print them). */
export const GRAHA_COLOURS: Readonly<Record<Graha, LuckyColour>> = {
  sun: "orange",
  moon: "white",
  mars: "red",
  mercury: "green",
  jupiter: "yellow",
  venus: "pink",
  saturn: "dark blue",
  rahu: "grey",
  ketu: "brown",
};

/** Graha numbers of Indian numerology (ank jyotish). */
export const GRAHA_NUMBERS: Readonly<Record<Graha, number>> = {
  sun: 1,
  moon: 2,
  jupiter: 3,
  rahu: 4,
  mercury: 5,
  venus: 6,
  ketu: 7,
  saturn: 8,
  mars: 9,
};

/** Lords of the weekdays, 0 = Sunday. */
const DAY_LORDS: readonly Graha[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];
/** Chaldean order of the horas: each hour's lord follows the previous one here. */
const HORA_ORDER: readonly Graha[] = ["sun", "venus", "mercury", "moon", "saturn", "jupiter", "mars"];
/** Natural benefics, the fallback lords of a good hora. */
const BENEFICS: readonly Graha[] = ["jupiter", "venus", "mercury", "moon"];

/** A daytime hora at the reference place (New Delhi) that avoids Rahu kalam. */
export interface LuckyTimeWindow {
  /** ISO 8601 UTC instants. */
  readonly start: string;
  readonly end: string;
  readonly horaLord: Graha;
  /** Rahu kalam of the day at the reference place, avoided by the window. */
  readonly rahuKalam: { readonly start: string; readonly end: string } | null;
  readonly place: { readonly name: string; readonly latitudeDeg: number; readonly longitudeDeg: number };
}

/** Lucky colour, number, time window (daily readings only) and most compatible sign. */
export interface HoroscopeLucky {
  /** The graha the colour and number come from. */
  readonly graha: Graha;
  readonly colour: LuckyColour;
  readonly number: number;
  readonly timeWindow: LuckyTimeWindow | null;
  readonly compatibleSignIndex: number;
}

/** Houses from the sign whose signs are read as compatible: trines, 7th, and the sextiles. */
const COMPATIBLE_HOUSES = [5, 9, 7, 11, 3];

/** Where the daily time window is computed (India has one time zone; New Delhi stands for it). */
export const REFERENCE_PLACE = { name: "New Delhi", latitudeDeg: 28.6139, longitudeDeg: 77.209 } as const;

/** Weekday (0 = Sunday) of a "YYYY-MM-DD" date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function timeWindow(date: string, preferred: readonly Graha[]): LuckyTimeWindow | null {
  const p = dailyPanchang({
    date,
    timezone: "Asia/Kolkata",
    latitudeDeg: REFERENCE_PLACE.latitudeDeg,
    longitudeDeg: REFERENCE_PLACE.longitudeDeg,
  });
  if (p.sunrise === null || p.sunset === null) return null;
  const rise = Date.parse(p.sunrise);
  const hora = (Date.parse(p.sunset) - rise) / 12;
  const rk = p.rahuKalam ? ([Date.parse(p.rahuKalam.start), Date.parse(p.rahuKalam.end)] as const) : null;
  const first = HORA_ORDER.indexOf(DAY_LORDS[p.vara.index]!);
  const horas = Array.from({ length: 12 }, (_, i) => ({
    lord: HORA_ORDER[(first + i) % 7]!,
    start: rise + i * hora,
    end: rise + (i + 1) * hora,
  })).filter((h) => rk === null || h.end <= rk[0] || h.start >= rk[1]);
  for (const lord of [...preferred, ...BENEFICS]) {
    const h = horas.find((x) => x.lord === lord);
    if (h)
      return {
        start: new Date(Math.round(h.start / 60_000) * 60_000).toISOString(),
        end: new Date(Math.round(h.end / 60_000) * 60_000).toISOString(),
        horaLord: h.lord,
        rahuKalam: p.rahuKalam,
        place: REFERENCE_PLACE,
      };
  }
  return null;
}

/**
 * Lucky items of a reading: the colour and number of the day lord when its transit is
 * favourable for the sign (daily), otherwise of the graha whose transits help most over the
 * period (else the sign lord); for a daily reading the first daytime hora at New Delhi ruled
 * by that graha (or the next helpful one, or a natural benefic) outside Rahu kalam; and the
 * most compatible sign — among the sign's trines, 7th and sextiles, the one whose own gochara
 * over the period is best (ties: that order).
 *
 * @example
 * luckyItems({ sign: 8, period: "daily", date: "2024-01-20", gocharas, overviewByGraha, weights }).colour;
 */
export function luckyItems(input: {
  readonly sign: number;
  readonly period: HoroscopePeriod;
  readonly date: string;
  readonly gocharas: readonly Gochara[];
  readonly overviewByGraha: Readonly<Record<Graha, number>>;
  readonly weights: Readonly<Record<Graha, number>>;
}): HoroscopeLucky {
  const { sign, period, date, gocharas, overviewByGraha, weights } = input;
  const helpful = [...GRAHAS]
    .filter((g) => overviewByGraha[g] > 0)
    .sort((a, b) => overviewByGraha[b] - overviewByGraha[a] || GRAHAS.indexOf(a) - GRAHAS.indexOf(b));
  let graha: Graha = helpful[0] ?? SIGN_LORDS[sign]!;
  if (period === "daily") {
    const dayLord = DAY_LORDS[weekdayOf(date)]!;
    if (gocharas[0]!.grahas[dayLord].favourable || helpful.length === 0) graha = dayLord;
  }

  let compatibleSignIndex = (sign + 4) % 12;
  let best = -Infinity;
  for (const h of COMPATIBLE_HOUSES) {
    const candidate = (sign + h - 1) % 12;
    let total = 0;
    for (const gc of gocharas)
      for (const g of GRAHAS) {
        const house = houseFrom(candidate, gc.grahas[g].signIndex);
        total += (GOCHARA_FAVOURABLE_HOUSES[g].includes(house) ? 1 : -1) * weights[g];
      }
    if (total > best + 1e-9) {
      best = total;
      compatibleSignIndex = candidate;
    }
  }

  const horaLords = [graha, ...helpful].filter((g) => g !== "rahu" && g !== "ketu");
  return {
    graha,
    colour: GRAHA_COLOURS[graha],
    number: GRAHA_NUMBERS[graha],
    timeWindow: period === "daily" ? timeWindow(date, horaLords) : null,
    compatibleSignIndex,
  };
}
