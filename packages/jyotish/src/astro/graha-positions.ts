import {
  AstroTime,
  Body,
  e_tilt,
  GeoMoon,
  HelioState,
  Rotation_EQJ_ECT,
  type RotationMatrix,
  type StateVector,
} from "astronomy-engine";
import { normalizeDeg, RAD_TO_DEG } from "./angles.ts";
import { GRAHAS, type Graha } from "../names.ts";

export { GRAHAS, type Graha };

/** Which lunar node becomes Rahu: the osculating (true) node or the mean node. */
export type NodeKind = "true" | "mean";

/** Tropical apparent ecliptic-of-date longitude and its rate. */
export interface TropicalPosition {
  readonly longitudeDeg: number;
  readonly latitudeDeg: number;
  readonly speedDegPerDay: number;
}

const SPEED_OF_LIGHT_AU_PER_DAY = 173.1446326846693;
const GM_SUN_AU3_PER_DAY2 = 2.9591220828559115e-4;
const MOON_DIFF_STEP_DAYS = 1e-3;

type Vec3 = [number, number, number];

function rotate(m: RotationMatrix, x: number, y: number, z: number): Vec3 {
  const r = m.rot;
  return [
    r[0]![0]! * x + r[1]![0]! * y + r[2]![0]! * z,
    r[0]![1]! * x + r[1]![1]! * y + r[2]![1]! * z,
    r[0]![2]! * x + r[1]![2]! * y + r[2]![2]! * z,
  ];
}

function toPosition(p: Vec3, v: Vec3): TropicalPosition {
  const rho2 = p[0] * p[0] + p[1] * p[1];
  return {
    longitudeDeg: normalizeDeg(Math.atan2(p[1], p[0]) * RAD_TO_DEG),
    latitudeDeg: Math.atan2(p[2], Math.sqrt(rho2)) * RAD_TO_DEG,
    speedDegPerDay: ((p[0] * v[1] - p[1] * v[0]) / rho2) * RAD_TO_DEG,
  };
}

const PLANET_BODIES = [
  ["mars", Body.Mars],
  ["mercury", Body.Mercury],
  ["jupiter", Body.Jupiter],
  ["venus", Body.Venus],
  ["saturn", Body.Saturn],
] as const;

/** Tropical apparent positions of all the bodies plus both lunar nodes. */
export interface TropicalPositions {
  readonly sun: TropicalPosition;
  readonly moon: TropicalPosition;
  readonly mars: TropicalPosition;
  readonly mercury: TropicalPosition;
  readonly jupiter: TropicalPosition;
  readonly venus: TropicalPosition;
  readonly saturn: TropicalPosition;
  readonly trueNode: TropicalPosition;
  readonly meanNode: TropicalPosition;
}

/**
 * Apparent geocentric tropical positions (true equinox and ecliptic of date) of the Sun,
 * Moon, five planets, and the true (osculating) and mean ascending lunar nodes.
 *
 * Planets: astronomy-engine's VSOP87 heliocentric states, back-dated for light time
 * (one Taylor step), corrected for annual aberration with the Earth's velocity.
 * Speeds are longitude rates in the ecliptic of date (precession rate excluded; it
 * cancels against the ayanamsa's rate in sidereal speeds).
 *
 * @example
 * const p = tropicalPositions(astroTimeFromJulianDayUt(2451545));
 * p.sun.longitudeDeg; // ≈ 280.37
 */
export function tropicalPositions(time: AstroTime): TropicalPositions {
  const rot = Rotation_EQJ_ECT(time);
  const earth = HelioState(Body.Earth, time);
  const ex = earth.x,
    ey = earth.y,
    ez = earth.z;
  const evx = earth.vx,
    evy = earth.vy,
    evz = earth.vz;

  // Sun: the Sun at t − lt seen from the Earth at t, plus aberration ≈ −E(t − lt).
  const sunLt = Math.sqrt(ex * ex + ey * ey + ez * ez) / SPEED_OF_LIGHT_AU_PER_DAY;
  const sun = toPosition(
    rotate(rot, -(ex - evx * sunLt), -(ey - evy * sunLt), -(ez - evz * sunLt)),
    rotate(rot, -evx, -evy, -evz),
  );

  const planets = {} as Record<(typeof PLANET_BODIES)[number][0], TropicalPosition>;
  for (const [key, body] of PLANET_BODIES) planets[key] = apparentPlanet(body, time, rot, earth);

  // Moon: astronomy-engine's geocentric series, differenced for the velocity.
  const moon = moonState(time);
  const mp = rotate(rot, moon[0], moon[1], moon[2]);
  const mv = rotate(rot, moon[3], moon[4], moon[5]);
  const moonLt = Math.sqrt(mp[0] * mp[0] + mp[1] * mp[1] + mp[2] * mp[2]) / SPEED_OF_LIGHT_AU_PER_DAY;
  const moonPos = toPosition([mp[0] - mv[0] * moonLt, mp[1] - mv[1] * moonLt, mp[2] - mv[2] * moonLt], mv);

  const sunGeo = rotate(rot, -ex, -ey, -ez);
  return {
    sun,
    moon: moonPos,
    ...planets,
    trueNode: osculatingNode(mp, mv, sunGeo),
    meanNode: meanNode(time),
  };
}

/** The same time shifted by `days`, keeping our ΔT (never use AstroTime.AddDays). */
export function shiftTime(time: AstroTime, days: number): AstroTime {
  const t = new AstroTime(time.ut + days);
  t.tt = time.tt + days;
  return t;
}

/**
 * Apparent tropical position of one planet (Mercury … Saturn) given the Earth's
 * heliocentric state: light time by a Taylor step of the planet's heliocentric orbit,
 * annual aberration from the Earth's velocity.
 */
export function apparentPlanet(body: Body, time: AstroTime, rot: RotationMatrix, earth: StateVector): TropicalPosition {
  const ex = earth.x,
    ey = earth.y,
    ez = earth.z;
  const s = HelioState(body, time);
  const r = Math.sqrt(s.x * s.x + s.y * s.y + s.z * s.z);
  const k = -GM_SUN_AU3_PER_DAY2 / (r * r * r); // heliocentric acceleration = k · position
  let gx = s.x - ex,
    gy = s.y - ey,
    gz = s.z - ez;
  let lt = Math.sqrt(gx * gx + gy * gy + gz * gz) / SPEED_OF_LIGHT_AU_PER_DAY;
  for (let i = 0; i < 2; i++) {
    const h = 0.5 * k * lt * lt;
    gx = s.x - s.vx * lt + h * s.x - ex;
    gy = s.y - s.vy * lt + h * s.y - ey;
    gz = s.z - s.vz * lt + h * s.z - ez;
    lt = Math.sqrt(gx * gx + gy * gy + gz * gz) / SPEED_OF_LIGHT_AU_PER_DAY;
  }
  // Aberration: add the observer's velocity times the light time.
  const px = gx + earth.vx * lt,
    py = gy + earth.vy * lt,
    pz = gz + earth.vz * lt;
  const vx = s.vx - k * s.x * lt - earth.vx,
    vy = s.vy - k * s.y * lt - earth.vy,
    vz = s.vz - k * s.z * lt - earth.vz;
  return toPosition(rotate(rot, px, py, pz), rotate(rot, vx, vy, vz));
}

function moonState(time: AstroTime): [number, number, number, number, number, number] {
  const a = GeoMoon(shiftTime(time, -MOON_DIFF_STEP_DAYS));
  const b = GeoMoon(shiftTime(time, MOON_DIFF_STEP_DAYS));
  const f = 1 / (2 * MOON_DIFF_STEP_DAYS);
  return [(a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2, (b.x - a.x) * f, (b.y - a.y) * f, (b.z - a.z) * f];
}

/**
 * Osculating ascending node of the Moon's geocentric orbit in the ecliptic of date, from
 * the Moon's position r and velocity v (AU, AU/day). Its rate comes from the Sun's tidal
 * acceleration, the only sizeable force that turns the orbital plane: dh/dt = r × a.
 */
function osculatingNode(r: Vec3, v: Vec3, sun: Vec3): TropicalPosition {
  const hx = r[1] * v[2] - r[2] * v[1];
  const hy = r[2] * v[0] - r[0] * v[2];
  const dx = sun[0] - r[0],
    dy = sun[1] - r[1],
    dz = sun[2] - r[2];
  const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
  const s = Math.sqrt(sun[0] * sun[0] + sun[1] * sun[1] + sun[2] * sun[2]);
  const kd = GM_SUN_AU3_PER_DAY2 / (d * d * d),
    ks = GM_SUN_AU3_PER_DAY2 / (s * s * s);
  const ax = kd * dx - ks * sun[0],
    ay = kd * dy - ks * sun[1],
    az = kd * dz - ks * sun[2];
  const dhx = r[1] * az - r[2] * ay;
  const dhy = r[2] * ax - r[0] * az;
  return {
    longitudeDeg: normalizeDeg(Math.atan2(hx, -hy) * RAD_TO_DEG),
    latitudeDeg: 0,
    speedDegPerDay: ((hx * dhy - hy * dhx) / (hx * hx + hy * hy)) * RAD_TO_DEG,
  };
}

/**
 * Mean ascending node of the Moon (Meeus, Astronomical Algorithms 47.7), referred to the
 * true equinox of date (nutation in longitude added).
 */
function meanNode(time: AstroTime): TropicalPosition {
  const t = time.tt / 36525;
  const meanDeg = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 - t / 60616000)));
  const speed = (-1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467441 - (4 * t) / 60616000))) / 36525;
  return { longitudeDeg: normalizeDeg(meanDeg + e_tilt(time).dpsi / 3600), latitudeDeg: 0, speedDegPerDay: speed };
}
