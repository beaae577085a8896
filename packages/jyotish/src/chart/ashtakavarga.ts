import { GRAHAS } from "../astro/graha-positions.ts";
import { houseFrom } from "./aspects.ts";

/** The seven grahas that have a bhinnashtakavarga. */
export type AshtakavargaGraha = "sun" | "moon" | "mars" | "mercury" | "jupiter" | "venus" | "saturn";
/** The eight contributors: the seven grahas and the ascendant. */
export type AshtakavargaSource = AshtakavargaGraha | "ascendant";

/** The grahas without the nodes, in the traditional order. */
export const ASHTAKAVARGA_GRAHAS: readonly AshtakavargaGraha[] = GRAHAS.filter(
  (g): g is AshtakavargaGraha => g !== "rahu" && g !== "ketu",
);

/**
 * Benefic places (houses counted from each contributor) of each graha's bhinnashtakavarga,
 * BPHS ch. 66. Totals: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39.
 */
export const BENEFIC_PLACES: Readonly<
  Record<AshtakavargaGraha, Readonly<Record<AshtakavargaSource, readonly number[]>>>
> = {
  sun: {
    sun: [1, 2, 4, 7, 8, 9, 10, 11],
    moon: [3, 6, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [3, 5, 6, 9, 10, 11, 12],
    jupiter: [5, 6, 9, 11],
    venus: [6, 7, 12],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    ascendant: [3, 4, 6, 10, 11, 12],
  },
  moon: {
    sun: [3, 6, 7, 8, 10, 11],
    moon: [1, 3, 6, 7, 10, 11],
    mars: [2, 3, 5, 6, 9, 10, 11],
    mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    jupiter: [1, 4, 7, 8, 10, 11, 12],
    venus: [3, 4, 5, 7, 9, 10, 11],
    saturn: [3, 5, 6, 11],
    ascendant: [3, 6, 10, 11],
  },
  mars: {
    sun: [3, 5, 6, 10, 11],
    moon: [3, 6, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [3, 5, 6, 11],
    jupiter: [6, 10, 11, 12],
    venus: [6, 8, 11, 12],
    saturn: [1, 4, 7, 8, 9, 10, 11],
    ascendant: [1, 3, 6, 10, 11],
  },
  mercury: {
    sun: [5, 6, 9, 11, 12],
    moon: [2, 4, 6, 8, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    jupiter: [6, 8, 11, 12],
    venus: [1, 2, 3, 4, 5, 8, 9, 11],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    ascendant: [1, 2, 4, 6, 8, 10, 11],
  },
  jupiter: {
    sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    moon: [2, 5, 7, 9, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    venus: [2, 5, 6, 9, 10, 11],
    saturn: [3, 5, 6, 12],
    ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  venus: {
    sun: [8, 11, 12],
    moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    mars: [3, 5, 6, 9, 11, 12],
    mercury: [3, 5, 6, 9, 11],
    jupiter: [5, 8, 9, 10, 11],
    venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    saturn: [3, 4, 5, 8, 9, 10, 11],
    ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  saturn: {
    sun: [1, 2, 4, 7, 8, 10, 11],
    moon: [3, 6, 11],
    mars: [3, 5, 6, 10, 11, 12],
    mercury: [6, 8, 9, 10, 11, 12],
    jupiter: [5, 6, 11, 12],
    venus: [6, 11, 12],
    saturn: [3, 5, 6, 11],
    ascendant: [1, 3, 4, 6, 10, 11],
  },
};

/** Bhinnashtakavarga (points per sign, index 0 = Aries) of each graha, and the sarvashtakavarga. */
export interface Ashtakavarga {
  readonly bhinna: Readonly<Record<AshtakavargaGraha, readonly number[]>>;
  /** Sum of the seven bhinnashtakavargas per sign; always totals 337. */
  readonly sarva: readonly number[];
}

const SOURCES: readonly AshtakavargaSource[] = [...ASHTAKAVARGA_GRAHAS, "ascendant"];
// Bit (house − 1) set for each benefic place: the table as bitmasks, for speed.
const BENEFIC_MASKS: readonly (readonly number[])[] = ASHTAKAVARGA_GRAHAS.map((g) =>
  SOURCES.map((source) => BENEFIC_PLACES[g][source].reduce((mask, house) => mask | (1 << (house - 1)), 0)),
);

/**
 * Ashtakavarga from the signs of the seven grahas and the ascendant.
 *
 * @example
 * const av = ashtakavarga({ sun: 0, moon: 3, mars: 5, mercury: 11, jupiter: 8, venus: 1, saturn: 10, ascendant: 4 });
 * av.sarva.reduce((a, b) => a + b); // 337
 */
export function ashtakavarga(signs: Readonly<Record<AshtakavargaSource, number>>): Ashtakavarga {
  const bhinna = {} as Record<AshtakavargaGraha, number[]>;
  const sarva: number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const sourceSigns = SOURCES.map((s) => signs[s]);
  for (let gi = 0; gi < ASHTAKAVARGA_GRAHAS.length; gi++) {
    const points: number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const masks = BENEFIC_MASKS[gi]!;
    for (let si = 0; si < SOURCES.length; si++) {
      const mask = masks[si]!;
      const from = sourceSigns[si]!;
      for (let sign = 0; sign < 12; sign++) {
        if (mask & (1 << (houseFrom(from, sign) - 1))) points[sign]!++;
      }
    }
    bhinna[ASHTAKAVARGA_GRAHAS[gi]!] = points;
    for (let i = 0; i < 12; i++) sarva[i]! += points[i]!;
  }
  return { bhinna, sarva };
}
