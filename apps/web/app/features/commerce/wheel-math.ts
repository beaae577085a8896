// The wheel of fortune's motion. The spec's physics: a random start speed between 0.25 and
// 0.45 (radians per frame), multiplied by 0.991 every frame, stopping once below 0.002. The
// server picks the prize, so the start speed is chosen (within that range) so that the
// wheel comes to rest on the server's slice.

export const SLICES = 15;
export const SLICE_ANGLE = (2 * Math.PI) / SLICES;
export const MIN_SPEED = 0.25;
export const MAX_SPEED = 0.45;
export const DECAY = 0.991;
export const STOP_BELOW = 0.002;
const TAU = 2 * Math.PI;

const mod = (value: number, m: number) => ((value % m) + m) % m;

/** Slice i (0-based) shows (i + 1)%. Slice 0 starts at the top and the slices run clockwise. */
export function percentOfSlice(index: number): number {
  return index + 1;
}

/**
 * The slice under the pointer (at the top) when the wheel is turned clockwise by `rotation`
 * radians: the wheel's own angle now at the top is −rotation.
 */
export function sliceAt(rotation: number): number {
  return Math.floor(mod(-rotation, TAU) / SLICE_ANGLE) % SLICES;
}

/** The rotation (mod 2π) that puts `offset` (0–1) of the way through slice `index` under the pointer. */
export function restingRotationFor(index: number, offset = 0.5): number {
  return mod(-(index + offset) * SLICE_ANGLE, TAU);
}

/** Every frame's step for a start speed, as the spec's physics gives them. */
export function frameSteps(speed: number): number[] {
  const steps: number[] = [];
  let v = speed;
  while (v >= STOP_BELOW) {
    steps.push(v);
    v *= DECAY;
  }
  return steps;
}

/** How far (radians) a spin starting at `speed` turns before it stops. */
export function distanceFor(speed: number): number {
  let total = 0;
  let v = speed;
  while (v >= STOP_BELOW) {
    total += v;
    v *= DECAY;
  }
  return total;
}

/** The start speed whose spin covers `distance`, by bisection (distance grows with speed). */
export function speedForDistance(distance: number): number {
  let lo = MIN_SPEED;
  let hi = MAX_SPEED;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (distanceFor(mid) < distance) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface SpinPlan {
  /** The start speed, within 0.25–0.45. */
  speed: number;
  /** Every frame's step; their sum takes the wheel from `from` to rest on the target slice. */
  steps: number[];
  /** The final rotation (not reduced mod 2π). */
  to: number;
}

/**
 * Plans a spin from rotation `from` to rest on slice `target`. `random` (0–1) picks among the
 * possible landings and the spot within the slice, so two spins never look the same.
 */
export function planSpin(from: number, target: number, random: () => number = Math.random): SpinPlan {
  const minDistance = distanceFor(MIN_SPEED);
  const maxDistance = distanceFor(MAX_SPEED);
  // Land somewhere in the middle 60 % of the slice, never on a line between two slices.
  const resting = restingRotationFor(target, 0.2 + 0.6 * random());
  const firstLanding = minDistance + mod(resting - (from + minDistance), TAU);
  const landings: number[] = [];
  for (let d = firstLanding; d <= maxDistance; d += TAU) landings.push(d);
  const chosen = landings[Math.min(landings.length - 1, Math.floor(random() * landings.length))] ?? firstLanding;
  const speed = speedForDistance(chosen);
  const raw = frameSteps(speed);
  // Bisection leaves an error of a few thousandths of a radian: spread it over the steps so
  // the wheel rests exactly where planned.
  const rawTotal = raw.reduce((sum, step) => sum + step, 0);
  const scale = rawTotal > 0 ? chosen / rawTotal : 1;
  const steps = raw.map((step) => step * scale);
  return { speed, steps, to: from + chosen };
}
