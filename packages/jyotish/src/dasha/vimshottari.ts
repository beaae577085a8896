import type { Graha } from "../astro/graha-positions.ts";
import { isoFromJulianDayUt } from "../astro/astro-time.ts";
import { normalizeDeg } from "../astro/angles.ts";
import { NAKSHATRA_LORDS, NAKSHATRA_SPAN_DEG } from "../chart/zodiac.ts";

/** Years of each Vimshottari lord (total 120). */
export const VIMSHOTTARI_YEARS: Readonly<Record<Graha, number>> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
};

/** Names of the nested levels, from the mahadasha down. */
export const DASHA_LEVEL_KEYS = ["antardashas", "pratyantardashas", "sookshmadashas", "pranadashas"] as const;

/** One dasha period; sub-periods appear under the key of the next level. */
export interface DashaPeriod {
  readonly lord: Graha;
  /** ISO 8601 UTC. */
  readonly start: string;
  readonly end: string;
  readonly startJulianDayUt: number;
  readonly endJulianDayUt: number;
  readonly antardashas?: readonly DashaPeriod[];
  readonly pratyantardashas?: readonly DashaPeriod[];
  readonly sookshmadashas?: readonly DashaPeriod[];
  readonly pranadashas?: readonly DashaPeriod[];
}

/** Options of {@link vimshottariDasha}. */
export interface VimshottariOptions {
  /** 1 = mahadashas only … 5 = down to prana dashas. Default 3 (pratyantardashas). */
  readonly levels?: number;
  /** Days per dasha year. Default 365.25. */
  readonly yearLengthDays?: number;
}

/** A Vimshottari dasha sequence from birth. */
export interface VimshottariDasha {
  /** The mahadasha running at birth and the years of it still to run. */
  readonly balance: { readonly lord: Graha; readonly years: number };
  /** Nine mahadashas (120 years) starting with the one running at birth (which began before birth). */
  readonly mahadashas: readonly DashaPeriod[];
}

// The nine lords in Vimshottari order starting from each lord.
const SEQUENCE_FROM = new Map<Graha, readonly Graha[]>(
  NAKSHATRA_LORDS.map((lord, i) => [lord, NAKSHATRA_LORDS.map((_, k) => NAKSHATRA_LORDS[(i + k) % 9]!)]),
);

function lordsFrom(lord: Graha): readonly Graha[] {
  return SEQUENCE_FROM.get(lord)!;
}

/**
 * The nine sub-periods of a period, starting with its own lord. Boundaries are formatted
 * once and shared (each period's end is the next one's start).
 */
function subdivide(
  lord: Graha,
  startJd: number,
  startIso: string,
  spanDays: number,
  level: number,
  levels: number,
): DashaPeriod[] {
  const lords = lordsFrom(lord);
  const out: DashaPeriod[] = new Array(9);
  let jd = startJd;
  let iso = startIso;
  for (let k = 0; k < 9; k++) {
    const sub = lords[k]!;
    const endJd = k === 8 ? startJd + spanDays : jd + (spanDays * VIMSHOTTARI_YEARS[sub]) / 120;
    const endIso = isoFromJulianDayUt(endJd);
    out[k] = period(sub, jd, iso, endJd, endIso, level, levels);
    jd = endJd;
    iso = endIso;
  }
  return out;
}

function period(
  lord: Graha,
  startJd: number,
  start: string,
  endJd: number,
  end: string,
  level: number,
  levels: number,
): DashaPeriod {
  if (level + 1 >= levels) return { lord, start, end, startJulianDayUt: startJd, endJulianDayUt: endJd };
  const subs = subdivide(lord, startJd, start, endJd - startJd, level + 1, levels);
  switch (level) {
    case 0:
      return { lord, start, end, startJulianDayUt: startJd, endJulianDayUt: endJd, antardashas: subs };
    case 1:
      return { lord, start, end, startJulianDayUt: startJd, endJulianDayUt: endJd, pratyantardashas: subs };
    case 2:
      return { lord, start, end, startJulianDayUt: startJd, endJulianDayUt: endJd, sookshmadashas: subs };
    default:
      return { lord, start, end, startJulianDayUt: startJd, endJulianDayUt: endJd, pranadashas: subs };
  }
}

/**
 * Vimshottari dasha from the Moon's sidereal longitude at birth: the birth nakshatra's
 * lord runs first, with the balance proportional to the part of the nakshatra still
 * to be traversed; each period divides into nine in the same order and proportions.
 *
 * @example
 * const d = vimshottariDasha(84.608557, 2418640.8876273);
 * d.balance; // { lord: "jupiter", years: ≈10.4697 }
 */
export function vimshottariDasha(
  moonLongitudeDeg: number,
  birthJulianDayUt: number,
  options: VimshottariOptions = {},
): VimshottariDasha {
  const levels = Math.max(1, Math.min(5, Math.floor(options.levels ?? 3)));
  const yearDays = options.yearLengthDays ?? 365.25;
  const x = normalizeDeg(moonLongitudeDeg) / NAKSHATRA_SPAN_DEG;
  const nak = Math.min(26, Math.floor(x));
  const elapsed = x - nak;
  const first = NAKSHATRA_LORDS[nak % 9]!;
  const startJd = birthJulianDayUt - elapsed * VIMSHOTTARI_YEARS[first] * yearDays;
  const mahadashas = subdivide(first, startJd, isoFromJulianDayUt(startJd), 120 * yearDays, 0, levels);
  return { balance: { lord: first, years: (1 - elapsed) * VIMSHOTTARI_YEARS[first] }, mahadashas };
}

/**
 * The chain of periods running at an instant (mahadasha first), or [] outside the 120 years.
 *
 * @example
 * runningDashas(d, 2461366.5).map((p) => p.lord); // e.g. ["rahu", "mars", "venus"]
 */
export function runningDashas(dasha: VimshottariDasha, julianDayUt: number): readonly DashaPeriod[] {
  const chain: DashaPeriod[] = [];
  let list: readonly DashaPeriod[] | undefined = dasha.mahadashas;
  let level = 0;
  while (list) {
    const hit: DashaPeriod | undefined = list.find(
      (p) => julianDayUt >= p.startJulianDayUt && julianDayUt < p.endJulianDayUt,
    );
    if (!hit) break;
    chain.push(hit);
    list = hit[DASHA_LEVEL_KEYS[level]!];
    level++;
  }
  return chain;
}
