import type { Graha } from "../astro/graha-positions.ts";

/**
 * Houses (counted from the graha's own sign, which is 1) that a graha fully aspects:
 * all the 7th; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th.
 * Rahu and Ketu are given the 7th only here.
 */
export const ASPECT_HOUSES: Readonly<Record<Graha, readonly number[]>> = {
  sun: [7],
  moon: [7],
  mercury: [7],
  venus: [7],
  rahu: [7],
  ketu: [7],
  mars: [4, 7, 8],
  jupiter: [5, 7, 9],
  saturn: [3, 7, 10],
};

/**
 * House of sign `toSign` counted from sign `fromSign` (same sign = 1).
 *
 * @example
 * houseFrom(0, 6); // 7
 */
export function houseFrom(fromSign: number, toSign: number): number {
  return ((((toSign - fromSign) % 12) + 12) % 12) + 1;
}

/**
 * Whether a graha in `fromSign` aspects the sign `targetSign` (sign-to-sign, Parashari).
 *
 * @example
 * aspectsSign("jupiter", 0, 4); // true (5th from Aries)
 */
export function aspectsSign(graha: Graha, fromSign: number, targetSign: number): boolean {
  return ASPECT_HOUSES[graha].includes(houseFrom(fromSign, targetSign));
}
