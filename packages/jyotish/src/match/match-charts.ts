import { gunaMilan, type GunaMilan, type GunaMilanOptions } from "./guna-milan.ts";
import { mangalDoshaMatch, type MangalDosha } from "./mangal-dosha.ts";

/** The parts of a chart that matching needs (a `Chart` from `computeChart` fits). */
export interface ChartForMatching {
  readonly planets: { readonly moon: { readonly longitudeDeg: number } };
  readonly mangalDosha: MangalDosha;
}

/** Kundli matching of two charts. */
export interface ChartMatch {
  readonly gunaMilan: GunaMilan;
  readonly mangalDosha: {
    readonly groom: MangalDosha;
    readonly bride: MangalDosha;
    readonly compatible: boolean;
    readonly reason: string;
  };
}

/**
 * Kundli matching of two full charts: Ashtakoota guna milan from the Moons and the Mangal
 * dosha comparison.
 *
 * @example
 * const m = matchCharts(computeChart(groomInput), computeChart(brideInput));
 * m.gunaMilan.totalPoints; m.mangalDosha.compatible;
 */
export function matchCharts(
  groom: ChartForMatching,
  bride: ChartForMatching,
  options: GunaMilanOptions = {},
): ChartMatch {
  return {
    gunaMilan: gunaMilan(
      { moonLongitudeDeg: groom.planets.moon.longitudeDeg },
      { moonLongitudeDeg: bride.planets.moon.longitudeDeg },
      options,
    ),
    mangalDosha: {
      groom: groom.mangalDosha,
      bride: bride.mangalDosha,
      ...mangalDoshaMatch(groom.mangalDosha, bride.mangalDosha),
    },
  };
}
