import {
  GOCHARA_FAVOURABLE_HOUSES,
  houseFrom,
  isoFromJulianDayUt,
  julianDayUtFromEpochMs,
  sadeSatiPeriod,
  saturnStatus,
  siderealPositions,
  signIndexOf,
  type Chart,
  type DhaiyaKind,
  type Graha,
  type SadeSatiPhase,
} from "@graha/jyotish";

export type SlowGraha = "saturn" | "jupiter" | "rahu" | "ketu";
export const SLOW_GRAHAS: readonly SlowGraha[] = ["saturn", "jupiter", "rahu", "ketu"];

/** A slow graha's sign over a span of time, counted from the natal Moon and ascendant. */
export interface TransitStay {
  readonly signIndex: number;
  readonly houseFromMoon: number;
  readonly houseFromAscendant: number;
  /** ISO date (YYYY-MM-DD) of the ingress; null when it began before the scanned span. */
  readonly from: string | null;
  /** ISO date of the egress; null when it lasts beyond the scanned span. */
  readonly until: string | null;
}

/** Where a slow graha is now, and its next sign changes. */
export interface TransitFact {
  readonly graha: SlowGraha;
  readonly signIndex: number;
  readonly retrograde: boolean;
  readonly houseFromMoon: number;
  readonly houseFromAscendant: number;
  /** Favourable from the Moon by the classical gochara table. */
  readonly favourable: boolean;
  /** The current stay first, then the following ones within the scanned span. */
  readonly stays: readonly TransitStay[];
}

export interface TransitsFact {
  /** ISO instant the transits are computed for. */
  readonly asOf: string;
  readonly saturn: TransitFact;
  readonly jupiter: TransitFact;
  readonly rahu: TransitFact;
  readonly ketu: TransitFact;
  readonly sadeSati: {
    readonly active: boolean;
    readonly phase: SadeSatiPhase | null;
    /** The running Sade Sati, or else the next one (ISO dates); null when out of reach. */
    readonly start: string | null;
    readonly end: string | null;
  };
  readonly dhaiya: { readonly active: boolean; readonly kind: DhaiyaKind | null };
}

const SCAN_YEARS = 3;
const STEP_DAYS = 5;

const isoDate = (jd: number) => isoFromJulianDayUt(jd).slice(0, 10);

/** Transits of Saturn, Jupiter, Rahu and Ketu at `now`, with their sign changes over the next three years. */
export function slowTransits(chart: Chart, now: Date): TransitsFact {
  const moonSign = chart.planets.moon.signIndex;
  const ascSign = chart.ascendant.signIndex;
  const jdNow = julianDayUtFromEpochMs(now.getTime());
  const nodeOptions = { ayanamsa: chart.ayanamsa.name, node: chart.node } as const;
  const signsAt = (jd: number) => {
    const p = siderealPositions(jd, 0, 0, nodeOptions);
    return {
      saturn: { sign: signIndexOf(p.grahas.saturn.longitudeDeg), retro: p.grahas.saturn.retrograde },
      jupiter: { sign: signIndexOf(p.grahas.jupiter.longitudeDeg), retro: p.grahas.jupiter.retrograde },
      rahu: { sign: signIndexOf(p.grahas.rahu.longitudeDeg), retro: p.grahas.rahu.retrograde },
      ketu: { sign: signIndexOf(p.grahas.ketu.longitudeDeg), retro: p.grahas.ketu.retrograde },
    };
  };
  const start = signsAt(jdNow);
  const stays: Record<SlowGraha, { signIndex: number; fromJd: number | null; untilJd: number | null }[]> = {
    saturn: [{ signIndex: start.saturn.sign, fromJd: null, untilJd: null }],
    jupiter: [{ signIndex: start.jupiter.sign, fromJd: null, untilJd: null }],
    rahu: [{ signIndex: start.rahu.sign, fromJd: null, untilJd: null }],
    ketu: [{ signIndex: start.ketu.sign, fromJd: null, untilJd: null }],
  };
  const endJd = jdNow + SCAN_YEARS * 365.25;
  for (let jd = jdNow + STEP_DAYS; jd <= endJd; jd += STEP_DAYS) {
    const s = signsAt(jd);
    for (const g of SLOW_GRAHAS) {
      const list = stays[g];
      const last = list[list.length - 1]!;
      if (s[g].sign !== last.signIndex) {
        last.untilJd = jd;
        list.push({ signIndex: s[g].sign, fromJd: jd, untilJd: null });
      }
    }
  }
  const fact = (g: SlowGraha): TransitFact => ({
    graha: g,
    signIndex: start[g].sign,
    retrograde: start[g].retro,
    houseFromMoon: houseFrom(moonSign, start[g].sign),
    houseFromAscendant: houseFrom(ascSign, start[g].sign),
    favourable: GOCHARA_FAVOURABLE_HOUSES[g as Graha].includes(houseFrom(moonSign, start[g].sign)),
    stays: stays[g].map((st) => ({
      signIndex: st.signIndex,
      houseFromMoon: houseFrom(moonSign, st.signIndex),
      houseFromAscendant: houseFrom(ascSign, st.signIndex),
      from: st.fromJd === null ? null : isoDate(st.fromJd),
      until: st.untilJd === null ? null : isoDate(st.untilJd),
    })),
  });
  const status = saturnStatus(start.saturn.sign, moonSign);
  const period = sadeSatiPeriod(moonSign, jdNow, { ayanamsa: chart.ayanamsa.name });
  return {
    asOf: now.toISOString(),
    saturn: fact("saturn"),
    jupiter: fact("jupiter"),
    rahu: fact("rahu"),
    ketu: fact("ketu"),
    sadeSati: {
      active: status.sadeSati.active,
      phase: status.sadeSati.phase,
      start: period ? period.start.slice(0, 10) : null,
      end: period ? period.end.slice(0, 10) : null,
    },
    dhaiya: status.dhaiya,
  };
}
