import { Body, GeoMoon, HelioState, Rotation_EQJ_ECT, type AstroTime } from "astronomy-engine";
import { normalizeDeg, RAD_TO_DEG } from "./angles.ts";
import { astroTimeFromJulianDayUt } from "./astro-time.ts";
import { ayanamsaAt, type AyanamsaName } from "./ayanamsa.ts";

const SPEED_OF_LIGHT_AU_PER_DAY = 173.1446326846693;

/** Sidereal Sun and Moon longitudes at one instant (no speeds). */
export interface SunMoon {
  readonly sunDeg: number;
  readonly moonDeg: number;
}

function longitudeOf(rot: ReturnType<typeof Rotation_EQJ_ECT>, x: number, y: number, z: number): number {
  const r = rot.rot;
  const ex = r[0]![0]! * x + r[1]![0]! * y + r[2]![0]! * z;
  const ey = r[0]![1]! * x + r[1]![1]! * y + r[2]![1]! * z;
  return Math.atan2(ey, ex) * RAD_TO_DEG;
}

/**
 * Sidereal apparent Sun and Moon longitudes, the two bodies panchang elements need; about
 * a third of the cost of the full positions, for the root finding of end times.
 *
 * @example
 * sunMoonAt(2451545, "lahiri").moonDeg;
 */
export function sunMoonAt(julianDayUt: number, ayanamsa: AyanamsaName): SunMoon {
  const time: AstroTime = astroTimeFromJulianDayUt(julianDayUt);
  const rot = Rotation_EQJ_ECT(time);
  const e = HelioState(Body.Earth, time);
  const lt = Math.sqrt(e.x * e.x + e.y * e.y + e.z * e.z) / SPEED_OF_LIGHT_AU_PER_DAY;
  const ayan = ayanamsaAt(ayanamsa, time).trueDeg;
  const sunDeg = normalizeDeg(longitudeOf(rot, -(e.x - e.vx * lt), -(e.y - e.vy * lt), -(e.z - e.vz * lt)) - ayan);
  const m = GeoMoon(time);
  const moonDeg = normalizeDeg(longitudeOf(rot, m.x, m.y, m.z) - ayan);
  return { sunDeg, moonDeg };
}
