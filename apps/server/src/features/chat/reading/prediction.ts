import { PREDICTION_TYPES, type PredictionType } from "@graha/contracts";
import {
  GOCHARA_FAVOURABLE_HOUSES,
  GRAHAS,
  houseFrom,
  isoFromJulianDayUt,
  julianDayUtFromEpochMs,
  siderealPositions,
  signIndexOf,
  type AshtakavargaGraha,
  type Chart,
  type Graha,
} from "@graha/jyotish";

export { PREDICTION_TYPES, type PredictionType };

/** A sign change of a transiting graha inside the period. */
export interface PredictionIngress {
  readonly signIndex: number;
  /** ISO date (YYYY-MM-DD, India time) of the change. */
  readonly date: string;
  readonly houseFromMoon: number;
  readonly houseFromAscendant: number;
}

/** One graha's transit over the natal chart during the period. */
export interface PredictionTransit {
  readonly graha: Graha;
  /** The sign at the period's start. */
  readonly signIndex: number;
  readonly retrograde: boolean;
  readonly houseFromMoon: number;
  readonly houseFromAscendant: number;
  /** Favourable from the natal Moon by the classical gochara table. */
  readonly favourable: boolean;
  /** Its own bhinnashtakavarga bindus (0–8) in the transit sign; null for Rahu and Ketu. */
  readonly bindus: number | null;
  /** Sarvashtakavarga points of the transit sign (average 28). */
  readonly sarva: number;
  /** Sign changes within the period, in order. */
  readonly ingresses: readonly PredictionIngress[];
}

/** The period a prediction covers and the sky over the chart during it. */
export interface PredictionFact {
  readonly type: PredictionType;
  /** ISO dates (India time), inclusive. */
  readonly from: string;
  readonly to: string;
  /** All nine grahas, in the traditional order. */
  readonly transits: readonly PredictionTransit[];
}

/** India Standard Time: UTC+5:30, no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Length of each period in days, counted from today (India time). */
const PERIOD_DAYS: Readonly<Record<PredictionType, number>> = { daily: 2, weekly: 7, monthly: 30, yearly: 365 };
/** Scan step in days: fine enough to catch the Moon's sign changes in short periods. */
const STEP_DAYS: Readonly<Record<PredictionType, number>> = { daily: 0.125, weekly: 0.25, monthly: 1, yearly: 3 };

const istDate = (epochMs: number) => new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The period's first and last day (India time): today and tomorrow, the next 7 or 30 days, or the next year. */
export function predictionPeriod(type: PredictionType, now: Date): { from: string; to: string; startMs: number } {
  const from = istDate(now.getTime());
  const startMs = Date.parse(`${from}T00:00:00Z`) - IST_OFFSET_MS;
  return { from, to: istDate(startMs + (PERIOD_DAYS[type] - 1) * DAY_MS), startMs };
}

/**
 * The transits of the nine grahas over the natal chart for the period: their signs at the
 * start (midnight India time), houses from the Moon and the ascendant, gochara, the
 * ashtakavarga points of the sign, and each sign change until the period ends.
 */
export function predictionFacts(chart: Chart, type: PredictionType, now: Date): PredictionFact {
  const { from, to, startMs } = predictionPeriod(type, now);
  const moonSign = chart.planets.moon.signIndex;
  const ascSign = chart.ascendant.signIndex;
  const options = { ayanamsa: chart.ayanamsa.name, node: chart.node } as const;
  const startJd = julianDayUtFromEpochMs(startMs);
  const endJd = startJd + PERIOD_DAYS[type];
  const at = (jd: number) => siderealPositions(jd, 0, 0, options).grahas;
  const first = at(startJd);
  const last: Record<Graha, number> = {} as Record<Graha, number>;
  const ingresses: Record<Graha, PredictionIngress[]> = {} as Record<Graha, PredictionIngress[]>;
  for (const g of GRAHAS) {
    last[g] = signIndexOf(first[g].longitudeDeg);
    ingresses[g] = [];
  }
  for (let jd = startJd + STEP_DAYS[type]; jd < endJd; jd += STEP_DAYS[type]) {
    const positions = at(jd);
    for (const g of GRAHAS) {
      const sign = signIndexOf(positions[g].longitudeDeg);
      if (sign === last[g]) continue;
      last[g] = sign;
      ingresses[g].push({
        signIndex: sign,
        date: istDate(Date.parse(isoFromJulianDayUt(jd))),
        houseFromMoon: houseFrom(moonSign, sign),
        houseFromAscendant: houseFrom(ascSign, sign),
      });
    }
  }
  const transits = GRAHAS.map((g): PredictionTransit => {
    const signIndex = signIndexOf(first[g].longitudeDeg);
    const houseFromMoon = houseFrom(moonSign, signIndex);
    return {
      graha: g,
      signIndex,
      retrograde: g !== "rahu" && g !== "ketu" && first[g].retrograde,
      houseFromMoon,
      houseFromAscendant: houseFrom(ascSign, signIndex),
      favourable: GOCHARA_FAVOURABLE_HOUSES[g].includes(houseFromMoon),
      bindus: g === "rahu" || g === "ketu" ? null : chart.ashtakavarga.bhinna[g as AshtakavargaGraha][signIndex]!,
      sarva: chart.ashtakavarga.sarva[signIndex]!,
      ingresses: ingresses[g],
    };
  });
  return { type, from, to, transits };
}

/** The grahas a reading of this period speaks about: the Moon for days, the slow ones for a year. */
export const PERIOD_GRAHAS: Readonly<Record<PredictionType, readonly Graha[]>> = {
  daily: ["moon", "sun", "mercury", "venus", "mars"],
  weekly: ["moon", "sun", "mercury", "venus", "mars", "jupiter"],
  monthly: ["sun", "mercury", "venus", "mars", "jupiter", "saturn"],
  yearly: ["jupiter", "saturn", "rahu", "ketu", "mars"],
};
