import { describe, expect, it } from "vitest";
import { deltaTSecForUtDays, deltaTSecForYear } from "./delta-t.ts";

// ΔT (IERS / USNO long-term table), seconds, at the start of the year, with the tolerance:
// before 1955 ΔT is reconstructed and models differ (SMH2016, used by our reference, gives
// −2.0 s for 1900 where the older Morrison–Stephenson values give −2.7 s).
const OBSERVED: [number, number, number][] = [
  [1900, -2.72, 1],
  [1950, 29.07, 1],
  [1980, 50.54, 0.3],
  [2000, 63.83, 0.3],
  [2010, 66.07, 0.3],
  [2020, 69.36, 0.3],
];

describe("ΔT", () => {
  it("follows observed values (within 0.3 s since 1962) in 1900–2020", () => {
    for (const [year, dt, tol] of OBSERVED)
      expect(Math.abs(deltaTSecForYear(year) - dt), String(year)).toBeLessThan(tol);
  });
  it("stays near 69 s in 2025 (astronomy-engine's default model is ~5 s higher)", () => {
    expect(deltaTSecForYear(2025)).toBeGreaterThan(68.5);
    expect(deltaTSecForYear(2025)).toBeLessThan(69.5);
  });
  it("grows smoothly after the table, as SMH2016 extrapolates (≈93 s in 2100)", () => {
    expect(Math.abs(deltaTSecForYear(2100) - 93.2)).toBeLessThan(0.5);
    for (let y = 2000; y < 2250; y += 0.5)
      expect(Math.abs(deltaTSecForYear(y + 0.5) - deltaTSecForYear(y))).toBeLessThan(1.5);
  });
  it("takes astronomy-engine's UT day count", () => {
    expect(deltaTSecForUtDays(0)).toBeCloseTo(deltaTSecForYear(2000), 12);
  });
});
