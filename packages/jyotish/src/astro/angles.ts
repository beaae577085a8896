/** Degrees per radian. */
export const RAD_TO_DEG = 180 / Math.PI;
/** Radians per degree. */
export const DEG_TO_RAD = Math.PI / 180;

/**
 * Normalizes an angle to [0, 360).
 *
 * @example
 * normalizeDeg(-30); // 330
 */
export function normalizeDeg(angleDeg: number): number {
  const r = angleDeg % 360;
  return r < 0 ? r + 360 : r;
}

/**
 * Signed difference a − b folded into (−180, 180].
 *
 * @example
 * signedDiffDeg(1, 359); // 2
 */
export function signedDiffDeg(aDeg: number, bDeg: number): number {
  let d = normalizeDeg(aDeg - bDeg);
  if (d > 180) d -= 360;
  return d;
}
