import { DEG_TO_RAD, normalizeDeg, RAD_TO_DEG } from "../astro/angles.ts";
import { J2000_JD } from "../astro/astro-time.ts";
import { deltaTSecForUtDays } from "../time/delta-t.ts";

/**
 * Altitude of the Sun's centre at rise and set: 34′ of refraction plus a 16′ semi-diameter
 * below the horizon, i.e. the upper limb touching the sea-level horizon (the usual Indian
 * almanac convention, and the Swiss Ephemeris' default for rise_trans).
 */
export const SUNRISE_ALTITUDE_DEG = -50 / 60;

interface SunEquatorial {
  readonly raDeg: number;
  readonly decDeg: number;
}

/**
 * Low-precision apparent Sun (Meeus, Astronomical Algorithms ch. 25, ~0.01°): plenty for
 * rise and set times (0.01° of altitude is about 3 s of time) and ~50× cheaper than VSOP87.
 */
function sunEquatorial(julianDayUt: number): SunEquatorial {
  const ut = julianDayUt - J2000_JD;
  const t = (ut + deltaTSecForUtDays(ut) / 86400) / 36525;
  const l0 = 280.46646 + t * (36000.76983 + 0.0003032 * t);
  const m = (357.52911 + t * (35999.05029 - 0.0001537 * t)) * DEG_TO_RAD;
  const c =
    (1.914602 - t * (0.004817 + 0.000014 * t)) * Math.sin(m) +
    (0.019993 - 0.000101 * t) * Math.sin(2 * m) +
    0.000289 * Math.sin(3 * m);
  const omega = (125.04 - 1934.136 * t) * DEG_TO_RAD;
  const lambda = (l0 + c - 0.00569 - 0.00478 * Math.sin(omega)) * DEG_TO_RAD;
  const eps = (23.439291111 - 0.013004167 * t + 0.00256 * Math.cos(omega)) * DEG_TO_RAD;
  const raDeg = normalizeDeg(Math.atan2(Math.cos(eps) * Math.sin(lambda), Math.cos(lambda)) * RAD_TO_DEG);
  const decDeg = Math.asin(Math.sin(eps) * Math.sin(lambda)) * RAD_TO_DEG;
  return { raDeg, decDeg };
}

/** Greenwich mean sidereal time in degrees (IAU 1982; equation of the equinoxes < 1.2 s is ignored). */
function gmstDeg(julianDayUt: number): number {
  const d = julianDayUt - J2000_JD;
  const t = d / 36525;
  return normalizeDeg(280.46061837 + 360.98564736629 * d + t * t * (0.000387933 - t / 38710000));
}

/**
 * UT Julian day of the Sun's rise (`event` "rise") or set nearest the local solar noon of a
 * given approximate instant, at a place; null when the Sun does not rise or set that day
 * (polar day or night). Iterates the hour-angle solution three times.
 *
 * @example
 * // Sunrise at New Delhi on the local day around JD 2460676.0 (2025-01-01 12h UT)
 * sunEventNearNoon("rise", 2460676.0, 28.6139, 77.209);
 */
export function sunEventNearNoon(
  event: "rise" | "set",
  approxJulianDayUt: number,
  latitudeDeg: number,
  longitudeDeg: number,
): number | null {
  // Local solar noon of the civil day containing approxJulianDayUt (by local mean time).
  const localMeanJd = approxJulianDayUt + longitudeDeg / 360;
  const noonJd = Math.floor(localMeanJd - 0.5) + 1 - longitudeDeg / 360; // 12h local mean time, in UT
  const phi = latitudeDeg * DEG_TO_RAD;
  const sinH0 = Math.sin(SUNRISE_ALTITUDE_DEG * DEG_TO_RAD);
  let jd = noonJd + (event === "rise" ? -0.25 : 0.25);
  for (let i = 0; i < 4; i++) {
    const sun = sunEquatorial(jd);
    const dec = sun.decDeg * DEG_TO_RAD;
    const cosH = (sinH0 - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
    if (cosH < -1 || cosH > 1) return null;
    const hourAngleDeg = Math.acos(cosH) * RAD_TO_DEG * (event === "rise" ? -1 : 1);
    // Local hour angle now, and the correction to reach the target one (sidereal rate).
    const lha = normalizeDeg(gmstDeg(jd) + longitudeDeg - sun.raDeg);
    let delta = normalizeDeg(hourAngleDeg - lha);
    if (delta > 180) delta -= 360;
    jd += delta / 360.98564736629;
  }
  return jd;
}

/** Sunrise and sunset of one local day. */
export interface SunTimes {
  readonly sunriseJulianDayUt: number | null;
  readonly sunsetJulianDayUt: number | null;
}

/**
 * Sunrise and sunset on the local day (by local mean time at the longitude) that contains
 * the given UT Julian day.
 *
 * @example
 * sunTimes(2460676.0, 19.076, 72.8777); // Mumbai, 2025-01-01
 */
export function sunTimes(julianDayUt: number, latitudeDeg: number, longitudeDeg: number): SunTimes {
  return {
    sunriseJulianDayUt: sunEventNearNoon("rise", julianDayUt, latitudeDeg, longitudeDeg),
    sunsetJulianDayUt: sunEventNearNoon("set", julianDayUt, latitudeDeg, longitudeDeg),
  };
}
