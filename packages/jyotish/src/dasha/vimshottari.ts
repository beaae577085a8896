import type { Graha } from "../astro/graha-positions.ts";
import { isoFromJulianDayUt } from "../astro/astro-time.ts";
import { normalizeDeg } from "../astro/angles.ts";
import { NAKSHATRA_LORDS, NAKSHATRA_SPAN_DEG } from "../chart/zodiac.ts";

/** Years of each Vimshottari lord (total 120). */
export const VIMSHOTTARI_YEARS: Readonly<Record<Graha, number>> = {
  ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17,
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

function lordsFrom(lord: Graha): Graha[] {
  const i = NAKSHATRA_LORDS.indexOf(lord);
  return Array.from({ length: 9 }, (_, k) => NAKSHATRA_LORDS[(i + k) % 9]!);
}

function subdivide(lord: Graha, startJd: number, spanDays: number, level: number, levels: number): DashaPeriod[] | undefined {
  if (level >= levels) return undefined;
  let jd = startJd;
  return lordsFrom(lord).map((sub) => {
    const days = (spanDays * VIMSHOTTARI_YEARS[sub]) / 120;
    const p = period(sub, jd, days, level, levels);
    jd += days;
    return p;
  });
}

function period(lord: Graha, startJd: number, days: number, level: number, levels: number): DashaPeriod {
  const endJd = startJd + days;
  const base = { lord, start: isoFromJulianDayUt(startJd), end: isoFromJulianDayUt(endJd), startJulianDayUt: startJd, endJulianDayUt: endJd };
  const subs = subdivide(lord, startJd, days, level + 1, levels);
  return subs ? { ...base, [DASHA_LEVEL_KEYS[level]!]: subs } : base;
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
export function vimshottariDasha(moonLongitudeDeg: number, birthJulianDayUt: number, options: VimshottariOptions = {}): VimshottariDasha {
  const levels = Math.max(1, Math.min(5, Math.floor(options.levels ?? 3)));
  const yearDays = options.yearLengthDays ?? 365.25;
  const x = normalizeDeg(moonLongitudeDeg) / NAKSHATRA_SPAN_DEG;
  const nak = Math.min(26, Math.floor(x));
  const elapsed = x - nak;
  const first = NAKSHATRA_LORDS[nak % 9]!;
  let jd = birthJulianDayUt - elapsed * VIMSHOTTARI_YEARS[first] * yearDays;
  const mahadashas = lordsFrom(first).map((lord) => {
    const days = VIMSHOTTARI_YEARS[lord] * yearDays;
    const p = period(lord, jd, days, 0, levels);
    jd += days;
    return p;
  });
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
    const hit: DashaPeriod | undefined = list.find((p) => julianDayUt >= p.startJulianDayUt && julianDayUt < p.endJulianDayUt);
    if (!hit) break;
    chain.push(hit);
    list = hit[DASHA_LEVEL_KEYS[level]!];
    level++;
  }
  return chain;
}
