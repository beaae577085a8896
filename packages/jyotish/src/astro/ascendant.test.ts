import { describe, expect, it } from "vitest";
import { signedDiffDeg } from "./angles.ts";
import { sripatiBhavas } from "./ascendant.ts";

describe("sripatiBhavas", () => {
  const asc = 100,
    mc = 10; // ascendant 10° Cancer, midheaven 10° Aries
  const b = sripatiBhavas(asc, mc);

  it("centres the 1st, 4th, 7th and 10th bhavas on the ascendant, IC, descendant and MC", () => {
    expect(b.map((x) => x.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(b[0]!.middleDeg).toBe(100);
    expect(b[3]!.middleDeg).toBe(190);
    expect(b[6]!.middleDeg).toBe(280);
    expect(b[9]!.middleDeg).toBe(10);
  });

  it("trisects each quadrant and starts each bhava halfway from the previous middle", () => {
    expect(b[1]!.middleDeg).toBeCloseTo(130, 9);
    expect(b[2]!.middleDeg).toBeCloseTo(160, 9);
    expect(b[10]!.middleDeg).toBeCloseTo(40, 9);
    expect(b[0]!.startDeg).toBeCloseTo(85, 9); // between 70 (12th middle) and 100
    for (let i = 0; i < 12; i++) {
      const prev = b[(i + 11) % 12]!.middleDeg;
      expect(
        Math.abs(signedDiffDeg(b[i]!.startDeg, prev)) - Math.abs(signedDiffDeg(b[i]!.middleDeg, b[i]!.startDeg)),
      ).toBeCloseTo(0, 9);
    }
  });
});
