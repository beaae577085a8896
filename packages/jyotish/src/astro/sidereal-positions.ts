import { normalizeDeg } from "./angles.ts";
import { tropicalAngles } from "./ascendant.ts";
import { astroTimeFromJulianDayUt } from "./astro-time.ts";
import { ayanamsaAt, type AyanamsaName } from "./ayanamsa.ts";
import { GRAHAS, tropicalPositions, type Graha, type NodeKind, type TropicalPosition } from "./graha-positions.ts";

/** A graha's sidereal longitude and motion. */
export interface GrahaPosition {
  /** Sidereal longitude, 0 ≤ x < 360. */
  readonly longitudeDeg: number;
  /** Ecliptic latitude (0 for the nodes). */
  readonly latitudeDeg: number;
  readonly speedDegPerDay: number;
  /** True when the longitude is decreasing (always for the mean node). */
  readonly retrograde: boolean;
}

/** Options shared by the chart functions. */
export interface ZodiacOptions {
  /** Default "lahiri". */
  readonly ayanamsa?: AyanamsaName;
  /** Rahu from the true (osculating, default) or mean node. */
  readonly node?: NodeKind;
}

/** The nine grahas, the ascendant and the midheaven in the chosen zodiac. */
export interface SiderealPositions {
  readonly julianDayUt: number;
  readonly ayanamsa: { readonly name: AyanamsaName; readonly degrees: number; readonly meanDegrees: number };
  readonly grahas: Readonly<Record<Graha, GrahaPosition>>;
  readonly ascendantDeg: number;
  readonly midheavenDeg: number;
  /** Local apparent sidereal time in degrees. */
  readonly ramcDeg: number;
  /** Tropical apparent Sun longitude (for seasons, not for signs). */
  readonly tropicalSunDeg: number;
}

/**
 * Sidereal positions of the nine grahas, ascendant and midheaven for a UT Julian day and
 * place: apparent tropical longitude (true equinox of date) minus the true ayanamsa.
 *
 * @example
 * const p = siderealPositions(2451545, 28.6139, 77.209);
 * p.grahas.moon.longitudeDeg; // sidereal Moon, Lahiri, degrees
 */
export function siderealPositions(
  julianDayUt: number,
  latitudeDeg: number,
  longitudeDeg: number,
  options: ZodiacOptions = {},
): SiderealPositions {
  const time = astroTimeFromJulianDayUt(julianDayUt);
  const ayan = ayanamsaAt(options.ayanamsa ?? "lahiri", time);
  const tropical = tropicalPositions(time);
  const node = options.node === "mean" ? tropical.meanNode : tropical.trueNode;
  const toSidereal = (p: TropicalPosition): GrahaPosition => ({
    longitudeDeg: normalizeDeg(p.longitudeDeg - ayan.trueDeg),
    latitudeDeg: p.latitudeDeg,
    speedDegPerDay: p.speedDegPerDay,
    retrograde: p.speedDegPerDay < 0,
  });
  const rahu = toSidereal(node);
  const grahas = {} as Record<Graha, GrahaPosition>;
  for (const g of GRAHAS) {
    if (g === "rahu") grahas[g] = rahu;
    else if (g === "ketu") grahas[g] = { ...rahu, longitudeDeg: normalizeDeg(rahu.longitudeDeg + 180) };
    else grahas[g] = toSidereal(tropical[g]);
  }
  const angles = tropicalAngles(time, latitudeDeg, longitudeDeg);
  return {
    julianDayUt,
    ayanamsa: { name: ayan.name, degrees: ayan.trueDeg, meanDegrees: ayan.meanDeg },
    grahas,
    ascendantDeg: normalizeDeg(angles.ascendantDeg - ayan.trueDeg),
    midheavenDeg: normalizeDeg(angles.midheavenDeg - ayan.trueDeg),
    ramcDeg: angles.ramcDeg,
    tropicalSunDeg: tropical.sun.longitudeDeg,
  };
}
