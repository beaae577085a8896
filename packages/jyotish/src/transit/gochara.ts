import { GRAHAS, type Graha } from "../astro/graha-positions.ts";
import { siderealPositions, type SiderealPositions, type ZodiacOptions } from "../astro/sidereal-positions.ts";
import { houseFrom } from "../chart/aspects.ts";
import { signIndexOf, signName } from "../chart/zodiac.ts";
import type { DhaiyaKind, SadeSatiPhase } from "../names.ts";

/**
 * Houses from the natal Moon sign in which a transiting graha is favourable (Phaladeepika
 * ch. 26; vedha — obstruction — is not applied).
 */
export const GOCHARA_FAVOURABLE_HOUSES: Readonly<Record<Graha, readonly number[]>> = {
  sun: [3, 6, 10, 11],
  moon: [1, 3, 6, 7, 10, 11],
  mars: [3, 6, 11],
  mercury: [2, 4, 6, 8, 10, 11],
  jupiter: [2, 5, 7, 9, 11],
  venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  saturn: [3, 6, 11],
  rahu: [3, 6, 11],
  ketu: [3, 6, 11],
};

/** One transiting graha counted from the natal Moon sign. */
export interface GocharaEntry {
  readonly longitudeDeg: number;
  readonly signIndex: number;
  readonly sign: string;
  readonly retrograde: boolean;
  /** House from the natal Moon sign, 1–12. */
  readonly houseFromMoon: number;
  readonly favourable: boolean;
}

/** Saturn's seven-and-a-half years over the natal Moon, and the two-and-a-half-year dhaiya. */
export interface SaturnStatus {
  readonly sadeSati: { readonly active: boolean; readonly phase: SadeSatiPhase | null };
  /** Saturn in the 4th (kantaka) or 8th (ashtama) from the Moon. */
  readonly dhaiya: { readonly active: boolean; readonly kind: DhaiyaKind | null };
}

/** Transits for a date relative to a natal Moon sign. */
export interface Gochara extends SaturnStatus {
  readonly julianDayUt: number;
  readonly natalMoonSignIndex: number;
  readonly grahas: Readonly<Record<Graha, GocharaEntry>>;
}

/**
 * Sade Sati and dhaiya from Saturn's sign and the natal Moon sign: Sade Sati while Saturn
 * is in the 12th (rising), 1st (peak) or 2nd (setting) sign from the Moon.
 *
 * @example
 * saturnStatus(10, 11).sadeSati; // { active: true, phase: "rising" } (Saturn in Aquarius, Moon in Pisces)
 */
export function saturnStatus(saturnSignIndex: number, natalMoonSignIndex: number): SaturnStatus {
  const h = houseFrom(natalMoonSignIndex, saturnSignIndex);
  const phase = h === 12 ? "rising" : h === 1 ? "peak" : h === 2 ? "setting" : null;
  const kind = h === 4 ? "kantaka" : h === 8 ? "ashtama" : null;
  return { sadeSati: { active: phase !== null, phase }, dhaiya: { active: kind !== null, kind } };
}

/**
 * Gochara from already computed positions (compute them once, then call this for each of
 * the twelve Moon signs — e.g. for daily horoscopes).
 *
 * @example
 * const now = siderealPositions(2461366.5, 0, 0);
 * gocharaFromPositions(now, 3).grahas.jupiter.houseFromMoon;
 */
export function gocharaFromPositions(positions: SiderealPositions, natalMoonSignIndex: number): Gochara {
  const grahas = {} as Record<Graha, GocharaEntry>;
  for (const g of GRAHAS) {
    const p = positions.grahas[g];
    const signIndex = signIndexOf(p.longitudeDeg);
    const houseFromMoon = houseFrom(natalMoonSignIndex, signIndex);
    grahas[g] = {
      longitudeDeg: p.longitudeDeg,
      signIndex,
      sign: signName(signIndex),
      retrograde: p.retrograde,
      houseFromMoon,
      favourable: GOCHARA_FAVOURABLE_HOUSES[g].includes(houseFromMoon),
    };
  }
  return {
    julianDayUt: positions.julianDayUt,
    natalMoonSignIndex,
    grahas,
    ...saturnStatus(grahas.saturn.signIndex, natalMoonSignIndex),
  };
}

/**
 * Transits at a UT instant relative to a natal Moon sign (0 = Aries), Lahiri and the true
 * node unless asked. The same instant always gives the same result.
 *
 * @example
 * gochara(2461366.5, 3).sadeSati.active;
 */
export function gochara(julianDayUt: number, natalMoonSignIndex: number, options: ZodiacOptions = {}): Gochara {
  return gocharaFromPositions(siderealPositions(julianDayUt, 0, 0, options), natalMoonSignIndex);
}
