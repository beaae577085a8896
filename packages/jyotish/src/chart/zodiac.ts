import type { Graha } from "../astro/graha-positions.ts";
import { normalizeDeg } from "../astro/angles.ts";
import { NAKSHATRA_NAMES, SIGN_NAMES } from "../names.ts";

export { SIGN_LORDS } from "../names.ts";

/** Arc of one nakshatra: 13°20′. */
export const NAKSHATRA_SPAN_DEG = 360 / 27;
/** Arc of one pada: 3°20′. */
export const PADA_SPAN_DEG = 360 / 108;

/** Vimshottari lords in order, starting from Ashwini's lord; nakshatra i is ruled by `NAKSHATRA_LORDS[i % 9]`. */
export const NAKSHATRA_LORDS: readonly Graha[] = [
  "ketu",
  "venus",
  "sun",
  "moon",
  "mars",
  "rahu",
  "jupiter",
  "saturn",
  "mercury",
];

/** A nakshatra position. */
export interface NakshatraPosition {
  /** 0 = Ashwini … 26 = Revati. */
  readonly index: number;
  readonly name: string;
  /** 1–4. */
  readonly pada: number;
  readonly lord: Graha;
  /** Fraction of the nakshatra already traversed, 0 ≤ x < 1. */
  readonly fractionElapsed: number;
}

/**
 * Sign index (0 = Aries) of a sidereal longitude.
 *
 * @example
 * signIndexOf(95); // 3 (Cancer)
 */
export function signIndexOf(longitudeDeg: number): number {
  return Math.floor(normalizeDeg(longitudeDeg) / 30) % 12;
}

/**
 * English sign name of a sign index.
 *
 * @example
 * signName(11); // "Pisces"
 */
export function signName(signIndex: number): string {
  return SIGN_NAMES[((signIndex % 12) + 12) % 12]!.en;
}

/**
 * Nakshatra, pada and lord of a sidereal longitude.
 *
 * @example
 * nakshatraOf(84.61); // { index: 6, name: "Punarvasu", pada: 2, lord: "jupiter", … }
 */
export function nakshatraOf(longitudeDeg: number): NakshatraPosition {
  const lon = normalizeDeg(longitudeDeg);
  const x = lon / NAKSHATRA_SPAN_DEG;
  const index = Math.min(26, Math.floor(x));
  const fractionElapsed = x - index;
  return {
    index,
    name: NAKSHATRA_NAMES[index]!.en,
    pada: Math.min(4, Math.floor(fractionElapsed * 4) + 1),
    lord: NAKSHATRA_LORDS[index % 9]!,
    fractionElapsed,
  };
}
