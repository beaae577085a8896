import { describe, expect, it } from "vitest";
import {
  DECAY,
  MAX_SPEED,
  MIN_SPEED,
  planSpin,
  restingRotationFor,
  SLICES,
  sliceAt,
  STOP_BELOW,
  frameSteps,
} from "./wheel-math";

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe("wheel geometry", () => {
  it("puts each slice's middle under the pointer at its resting rotation", () => {
    for (let i = 0; i < SLICES; i++) expect(sliceAt(restingRotationFor(i))).toBe(i);
  });

  it("shows slice 0 (1%) at the top before any spin", () => {
    expect(sliceAt(0.01)).toBe(SLICES - 1);
    expect(sliceAt(-0.01)).toBe(0);
  });
});

describe("frameSteps", () => {
  it("decays by 0.991 a frame and stops below 0.002", () => {
    const steps = frameSteps(0.3);
    expect(steps[0]).toBe(0.3);
    expect(steps[1]).toBeCloseTo(0.3 * DECAY, 12);
    expect(steps.at(-1)!).toBeGreaterThanOrEqual(STOP_BELOW);
    expect(steps.at(-1)! * DECAY).toBeLessThan(STOP_BELOW);
  });
});

describe("planSpin", () => {
  it("lands on the slice the server chose, from any start, every time", () => {
    const random = seeded(42);
    for (let target = 0; target < SLICES; target++) {
      for (const from of [0, 1.3, -4, 100.7]) {
        const plan = planSpin(from, target, random);
        const end = plan.steps.reduce((angle, step) => angle + step, from);
        expect(end).toBeCloseTo(plan.to, 9);
        expect(sliceAt(end)).toBe(target);
      }
    }
  });

  it("starts at a speed within the spec's 0.25–0.45 and slows every frame", () => {
    const random = seeded(7);
    for (let i = 0; i < 30; i++) {
      const plan = planSpin(0, i % SLICES, random);
      expect(plan.speed).toBeGreaterThanOrEqual(MIN_SPEED);
      expect(plan.speed).toBeLessThanOrEqual(MAX_SPEED);
      for (let k = 1; k < plan.steps.length; k++) expect(plan.steps[k]!).toBeLessThan(plan.steps[k - 1]!);
    }
  });

  it("turns several full times", () => {
    const plan = planSpin(0, 6, seeded(3));
    expect(plan.to).toBeGreaterThan(4 * 2 * Math.PI);
  });
});
