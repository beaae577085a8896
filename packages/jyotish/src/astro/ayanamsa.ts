import { Body, e_tilt, HelioState, Rotation_EQJ_ECT, RotateVector, Vector, type AstroTime } from "astronomy-engine";
import { DEG_TO_RAD, normalizeDeg, RAD_TO_DEG } from "./angles.ts";

/** Ayanamsas the engine knows; `tropical` means no ayanamsa (0°). */
export type AyanamsaName = "lahiri" | "raman" | "krishnamurti" | "true-chitra" | "tropical";

/** All supported ayanamsa names, default first. */
export const AYANAMSA_NAMES: readonly AyanamsaName[] = ["lahiri", "raman", "krishnamurti", "true-chitra", "tropical"];

/**
 * General precession in longitude since J2000 (IAU 2006, Capitaine et al. 2003), in degrees.
 *
 * @example
 * generalPrecessionDeg(1); // ≈ 1.39689 (one Julian century after J2000)
 */
export function generalPrecessionDeg(centuriesTtSinceJ2000: number): number {
  const t = centuriesTtSinceJ2000;
  const arcsec = ((((-0.0000000383 * t - 0.000023857) * t + 0.00007964) * t + 1.1054348) * t + 5028.796195) * t;
  return arcsec / 3600;
}

// Mean ayanamsas at J2000.0 (degrees). Lahiri: 23°15′00.658″ at 1956-03-21 0h TT, which the
// Swiss Ephemeris (SE_SIDM_LAHIRI) carries to 23°51′25.532″ at J2000 by precessing the
// reference frame. We anchor at that J2000 value and move it with the general precession
// in longitude: carrying the 1956 value with p_A alone would give 16.6″ more at J2000 and
// miss the reference (the frame rotation includes the ecliptic's own motion).
const LAHIRI_J2000_DEG = 23 + 51 / 60 + 25.532 / 3600;
// Raman and Krishnamurti are defined at J1900.0 (Swiss Ephemeris' SE_SIDM_RAMAN, SE_SIDM_KRISHNAMURTI).
const J1900_CENTURIES = -1;
const RAMAN_J1900_DEG = 360 - 338.98556;
const KRISHNAMURTI_J1900_DEG = 360 - 337.636111;

// Spica (α Vir, Chitra), ICRS J2000 position and proper motion (Hipparcos, van Leeuwen 2007).
const SPICA_RA_DEG = 201.2982474;
const SPICA_DEC_DEG = -11.1613194;
const SPICA_PM_RA_MAS_PER_YEAR = -42.35; // includes cos(dec)
const SPICA_PM_DEC_MAS_PER_YEAR = -30.67;

const SPEED_OF_LIGHT_AU_PER_DAY = 173.1446326846693;

function spicaApparentLongitudeDeg(time: AstroTime): number {
  const years = time.tt / 365.25;
  const dec = (SPICA_DEC_DEG + (SPICA_PM_DEC_MAS_PER_YEAR * years) / 3.6e6) * DEG_TO_RAD;
  const ra = (SPICA_RA_DEG + (SPICA_PM_RA_MAS_PER_YEAR * years) / 3.6e6 / Math.cos(dec)) * DEG_TO_RAD;
  // Apparent direction: add annual aberration (the Earth's velocity over c), as the planets
  // get, so that Spica sits at exactly 180° in the same apparent frame.
  const earth = HelioState(Body.Earth, time);
  const k = 1 / SPEED_OF_LIGHT_AU_PER_DAY;
  const v = new Vector(
    Math.cos(dec) * Math.cos(ra) + earth.vx * k,
    Math.cos(dec) * Math.sin(ra) + earth.vy * k,
    Math.sin(dec) + earth.vz * k,
    time,
  );
  const e = RotateVector(Rotation_EQJ_ECT(time), v);
  return normalizeDeg(Math.atan2(e.y, e.x) * RAD_TO_DEG);
}

/** Mean and true (mean + nutation in longitude) ayanamsa in degrees. */
export interface AyanamsaValue {
  readonly name: AyanamsaName;
  readonly meanDeg: number;
  readonly trueDeg: number;
}

/**
 * The ayanamsa at a time. Sidereal longitude = apparent tropical longitude − `trueDeg`.
 *
 * @example
 * ayanamsaAt("lahiri", astroTimeFromJulianDayUt(2451545)).meanDeg; // ≈ 23.857092
 */
export function ayanamsaAt(name: AyanamsaName, time: AstroTime): AyanamsaValue {
  const t = time.tt / 36525;
  const nutationDeg = e_tilt(time).dpsi / 3600;
  let meanDeg: number;
  switch (name) {
    case "lahiri":
      meanDeg = LAHIRI_J2000_DEG + generalPrecessionDeg(t);
      break;
    case "raman":
      meanDeg = RAMAN_J1900_DEG + generalPrecessionDeg(t) - generalPrecessionDeg(J1900_CENTURIES);
      break;
    case "krishnamurti":
      meanDeg = KRISHNAMURTI_J1900_DEG + generalPrecessionDeg(t) - generalPrecessionDeg(J1900_CENTURIES);
      break;
    case "true-chitra": {
      const trueDeg = spicaApparentLongitudeDeg(time) - 180;
      return { name, meanDeg: trueDeg - nutationDeg, trueDeg };
    }
    case "tropical":
      return { name, meanDeg: 0, trueDeg: 0 };
  }
  return { name, meanDeg, trueDeg: meanDeg + nutationDeg };
}
