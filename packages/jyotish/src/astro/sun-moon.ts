import { Body, GeoMoon, HelioState, Rotation_EQJ_ECT, type RotationMatrix } from "astronomy-engine";
import { normalizeDeg, RAD_TO_DEG } from "./angles.ts";
import { astroTimeFromJulianDayUt } from "./astro-time.ts";
import { ayanamsaAt, type AyanamsaName } from "./ayanamsa.ts";
import { shiftTime } from "./graha-positions.ts";

const SPEED_OF_LIGHT_AU_PER_DAY = 173.1446326846693;
const MOON_DIFF_STEP_DAYS = 1e-3;

/** Sidereal Sun and Moon longitudes and speeds at one instant. */
export interface SunMoonState {
  readonly sunDeg: number;
  readonly moonDeg: number;
  readonly sunSpeedDegPerDay: number;
  readonly moonSpeedDegPerDay: number;
}

function lonAndRate(
  rot: RotationMatrix,
  x: number,
  y: number,
  z: number,
  vx: number,
  vy: number,
  vz: number,
): [number, number] {
  const r = rot.rot;
  const ex = r[0]![0]! * x + r[1]![0]! * y + r[2]![0]! * z;
  const ey = r[0]![1]! * x + r[1]![1]! * y + r[2]![1]! * z;
  const evx = r[0]![0]! * vx + r[1]![0]! * vy + r[2]![0]! * vz;
  const evy = r[0]![1]! * vx + r[1]![1]! * vy + r[2]![1]! * vz;
  return [Math.atan2(ey, ex) * RAD_TO_DEG, ((ex * evy - ey * evx) / (ex * ex + ey * ey)) * RAD_TO_DEG];
}

/**
 * Sidereal apparent Sun and Moon longitudes and speeds: the two bodies the panchang needs,
 * at about half the cost of all the grahas. Same models as the chart positions.
 *
 * @example
 * sunMoonState(2451545, "lahiri").moonSpeedDegPerDay; // ≈ 12–15
 */
export function sunMoonState(julianDayUt: number, ayanamsa: AyanamsaName): SunMoonState {
  const time = astroTimeFromJulianDayUt(julianDayUt);
  const rot = Rotation_EQJ_ECT(time);
  const e = HelioState(Body.Earth, time);
  const lt = Math.sqrt(e.x * e.x + e.y * e.y + e.z * e.z) / SPEED_OF_LIGHT_AU_PER_DAY;
  const ayan = ayanamsaAt(ayanamsa, time).trueDeg;
  const [sunLon, sunRate] = lonAndRate(
    rot,
    -(e.x - e.vx * lt),
    -(e.y - e.vy * lt),
    -(e.z - e.vz * lt),
    -e.vx,
    -e.vy,
    -e.vz,
  );
  const a = GeoMoon(shiftTime(time, -MOON_DIFF_STEP_DAYS));
  const b = GeoMoon(shiftTime(time, MOON_DIFF_STEP_DAYS));
  const f = 1 / (2 * MOON_DIFF_STEP_DAYS);
  const [moonLon, moonRate] = lonAndRate(
    rot,
    (a.x + b.x) / 2,
    (a.y + b.y) / 2,
    (a.z + b.z) / 2,
    (b.x - a.x) * f,
    (b.y - a.y) * f,
    (b.z - a.z) * f,
  );
  return {
    sunDeg: normalizeDeg(sunLon - ayan),
    moonDeg: normalizeDeg(moonLon - ayan),
    sunSpeedDegPerDay: sunRate,
    moonSpeedDegPerDay: moonRate,
  };
}
