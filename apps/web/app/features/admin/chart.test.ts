import { describe, expect, it } from "vitest";
import { bars, FRAME, linePoints, niceMax, slotOf, ticks, yOf } from "./chart";

describe("dashboard chart scaling", () => {
  it("rounds the axis top up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0, -3, Number.NaN, 0.4, 1, 3, 7, 11, 24, 26, 480, 1234].map((max) => niceMax(max))).toEqual([
      1, 1, 1, 0.5, 1, 5, 10, 20, 25, 50, 500, 2000,
    ]);
  });

  it("places 0 at the plot's bottom and the top at its top, clamping outside values", () => {
    const bottom = FRAME.height - FRAME.bottom;
    expect(yOf(0, 10)).toBe(bottom);
    expect(yOf(10, 10)).toBe(FRAME.top);
    expect(yOf(5, 10)).toBe((bottom + FRAME.top) / 2);
    expect(yOf(-4, 10)).toBe(bottom);
    expect(yOf(40, 10)).toBe(FRAME.top);
  });

  it("splits the plot evenly over the days", () => {
    const first = slotOf(0, 30);
    const last = slotOf(29, 30);
    expect(first.x).toBe(FRAME.left);
    expect(last.x + last.width).toBeCloseTo(FRAME.width);
  });

  it("draws bars side by side per day, as tall as their value", () => {
    const drawn = bars(
      [
        [0, 10],
        [5, 5],
      ],
      10,
    );
    expect(drawn).toHaveLength(4);
    const [zero, full, half] = drawn;
    expect(zero?.height).toBe(0);
    expect(full?.height).toBe(FRAME.height - FRAME.bottom - FRAME.top);
    expect(half?.height).toBeCloseTo((full?.height ?? 0) / 2);
    // The second series' bar on day 0 is just right of the first's.
    expect(half!.x).toBeCloseTo(zero!.x + zero!.width);
  });

  it("puts each line point at the centre of its day", () => {
    const slot = slotOf(0, 2);
    expect(linePoints([0, 2], 2)).toBe(
      `${slot.x + slot.width / 2},${FRAME.height - FRAME.bottom} ${slot.x + slot.width * 1.5},${FRAME.top}`,
    );
    expect(ticks(50)).toEqual([0, 25, 50]);
  });

  it("gives counts and rupees whole-number ticks only", () => {
    // One sign-up in 30 days: the axis goes 0, 1 (no 0.5).
    expect(niceMax(1, true)).toBe(1);
    expect(niceMax(0.4, true)).toBe(1);
    expect(ticks(niceMax(1, true), true)).toEqual([0, 1]);
    expect(ticks(1)).toEqual([0, 0.5, 1]);
    expect(ticks(25, true)).toEqual([0, 25]);
    expect(ticks(20, true)).toEqual([0, 10, 20]);
    expect(ticks(niceMax(3, true), true)).toEqual([0, 5]);
    for (const max of [1, 2, 3, 7, 11, 24, 480, 1234]) {
      expect(ticks(niceMax(max, true), true).every(Number.isInteger), String(max)).toBe(true);
    }
  });
});
