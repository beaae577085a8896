import { e_tilt, SiderealTime, type AstroTime } from "astronomy-engine";
import { DEG_TO_RAD, normalizeDeg, RAD_TO_DEG } from "./angles.ts";

/** Tropical ascendant, midheaven and local sidereal time of a place. */
export interface Angles {
  readonly ascendantDeg: number;
  readonly midheavenDeg: number;
  /** Local apparent sidereal time (RAMC) in degrees. */
  readonly ramcDeg: number;
}

/**
 * Tropical ascendant and midheaven (true equinox of date) from Greenwich apparent sidereal
 * time, the true obliquity and the geographic latitude (east longitudes positive).
 *
 * @example
 * tropicalAngles(astroTimeFromJulianDayUt(2451545), 28.61, 77.21).ascendantDeg;
 */
export function tropicalAngles(time: AstroTime, latitudeDeg: number, longitudeDeg: number): Angles {
  const ramcDeg = normalizeDeg(SiderealTime(time) * 15 + longitudeDeg);
  const theta = ramcDeg * DEG_TO_RAD;
  const eps = e_tilt(time).tobl * DEG_TO_RAD;
  const phi = Math.max(-89.999, Math.min(89.999, latitudeDeg)) * DEG_TO_RAD;
  const ascendantDeg = normalizeDeg(
    Math.atan2(Math.cos(theta), -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * RAD_TO_DEG,
  );
  const midheavenDeg = normalizeDeg(Math.atan2(Math.sin(theta), Math.cos(theta) * Math.cos(eps)) * RAD_TO_DEG);
  return { ascendantDeg, midheavenDeg, ramcDeg };
}

/** One bhava of the bhava chalit chart: its start (sandhi) and middle (madhya), sidereal degrees. */
export interface Bhava {
  readonly house: number;
  readonly startDeg: number;
  readonly middleDeg: number;
}

/**
 * Bhava chalit houses by Sripati: the Porphyry cusps (each quadrant between the ascendant,
 * IC, descendant and MC trisected) are the bhava middles; each bhava starts halfway
 * between its middle and the previous one. Inputs and outputs are longitudes in the same
 * zodiac (pass sidereal ascendant and midheaven to get sidereal bhavas).
 *
 * @example
 * sripatiBhavas(100, 10)[0].middleDeg; // 100 (the first bhava is centred on the ascendant)
 */
export function sripatiBhavas(ascendantDeg: number, midheavenDeg: number): readonly Bhava[] {
  const middles: number[] = new Array(12).fill(0);
  const quadrantStarts = [
    ascendantDeg,
    normalizeDeg(midheavenDeg + 180),
    normalizeDeg(ascendantDeg + 180),
    midheavenDeg,
  ];
  for (let q = 0; q < 4; q++) {
    const from = quadrantStarts[q]!;
    const to = quadrantStarts[(q + 1) % 4]!;
    const span = normalizeDeg(to - from);
    for (let k = 0; k < 3; k++) middles[q * 3 + k] = normalizeDeg(from + (span * k) / 3);
  }
  return middles.map((middleDeg, i) => {
    const prev = middles[(i + 11) % 12]!;
    return { house: i + 1, startDeg: normalizeDeg(prev + normalizeDeg(middleDeg - prev) / 2), middleDeg };
  });
}
