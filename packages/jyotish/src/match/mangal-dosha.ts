import type { Graha } from "../astro/graha-positions.ts";
import { aspectsSign, houseFrom } from "../chart/aspects.ts";

/** Houses from a reference point that give Mangal (Kuja) dosha. */
export const MANGAL_DOSHA_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

// Signs in which Mars in a given house does not give the dosha (common exceptions).
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  1: [0, 4, 10], // Aries, Leo, Aquarius ascendant
  2: [2, 5], // Gemini, Virgo
  4: [0, 7], // Aries, Scorpio
  7: [3, 9], // Cancer, Capricorn
  8: [8, 11], // Sagittarius, Pisces
  12: [1, 6], // Taurus, Libra
};

/** Mangal dosha from one reference point. */
export interface MangalDoshaFrom {
  readonly house: number;
  readonly present: boolean;
}

/** Mangal dosha of one chart. */
export interface MangalDosha {
  readonly fromAscendant: MangalDoshaFrom;
  readonly fromMoon: MangalDoshaFrom;
  readonly fromVenus: MangalDoshaFrom;
  /** Dosha from the ascendant or the Moon, before exceptions. */
  readonly present: boolean;
  /** Exceptions that apply (empty if none). */
  readonly exceptions: readonly string[];
  /** Present and not cancelled by any exception. */
  readonly effective: boolean;
}

/**
 * Mangal dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the ascendant or the
 * Moon (Venus shown too). Exceptions applied: Mars in its own sign (Aries, Scorpio) or
 * exalted (Capricorn); the house-and-sign exceptions (1st in Aries/Leo/Aquarius, 2nd in
 * Gemini/Virgo, 4th in Aries/Scorpio, 7th in Cancer/Capricorn, 8th in Sagittarius/Pisces,
 * 12th in Taurus/Libra, counted from the ascendant); Jupiter conjunct or aspecting Mars.
 *
 * @example
 * mangalDosha({ ascendantSignIndex: 0, signs: { mars: 6, moon: 2, venus: 3, jupiter: 10 } }).present; // true (7th)
 */
export function mangalDosha(input: {
  readonly ascendantSignIndex: number;
  readonly signs: Readonly<Pick<Record<Graha, number>, "mars" | "moon" | "venus" | "jupiter">>;
}): MangalDosha {
  const mars = input.signs.mars;
  const from = (ref: number): MangalDoshaFrom => {
    const house = houseFrom(ref, mars);
    return { house, present: MANGAL_DOSHA_HOUSES.includes(house) };
  };
  const fromAscendant = from(input.ascendantSignIndex);
  const fromMoon = from(input.signs.moon);
  const fromVenus = from(input.signs.venus);
  const present = fromAscendant.present || fromMoon.present;
  const exceptions: string[] = [];
  if (present) {
    if (mars === 0 || mars === 7) exceptions.push("Mars in its own sign");
    if (mars === 9) exceptions.push("Mars exalted in Capricorn");
    if (fromAscendant.present && HOUSE_SIGN_EXCEPTIONS[fromAscendant.house]!.includes(mars)) {
      exceptions.push(`Mars in house ${fromAscendant.house} in a sign that exempts it`);
    }
    const j = input.signs.jupiter;
    if (j === mars) exceptions.push("Jupiter conjunct Mars");
    else if (aspectsSign("jupiter", j, mars)) exceptions.push("Jupiter aspects Mars");
  }
  return { fromAscendant, fromMoon, fromVenus, present, exceptions, effective: present && exceptions.length === 0 };
}

/**
 * Mangal dosha compatibility of two charts: fine when neither has an effective dosha, or
 * when both have one (the doshas cancel each other).
 *
 * @example
 * mangalDoshaMatch(a, b).compatible;
 */
export function mangalDoshaMatch(
  groom: MangalDosha,
  bride: MangalDosha,
): { readonly compatible: boolean; readonly reason: string } {
  if (!groom.effective && !bride.effective)
    return { compatible: true, reason: "no effective Mangal dosha in either chart" };
  if (groom.effective && bride.effective)
    return { compatible: true, reason: "both charts have Mangal dosha, which cancel each other" };
  return { compatible: false, reason: `only the ${groom.effective ? "groom" : "bride"} has an effective Mangal dosha` };
}
