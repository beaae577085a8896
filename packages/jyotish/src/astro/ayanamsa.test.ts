import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from "node:fs";
import { astroTimeFromJulianDayUt } from "./astro-time.ts";
import { ayanamsaAt, generalPrecessionDeg, type AyanamsaName } from "./ayanamsa.ts";

// Swiss Ephemeris values written by bench/tools/check-ayanamsas.ts (see reference/README.md).
const reference = JSON.parse(readFileSync(new URL("./reference/ayanamsa-reference.json", import.meta.url), "utf8")) as {
  cases: { ayanamsa: AyanamsaName; julianDayUt: number; degrees: number }[];
};

describe("ayanamsaAt", () => {
  it("matches the Swiss Ephemeris within 1″ for Lahiri, Raman, Krishnamurti and True Chitra, 1900–2100", () => {
    expect(reference.cases.length).toBe(32);
    for (const c of reference.cases) {
      const ours = ayanamsaAt(c.ayanamsa, astroTimeFromJulianDayUt(c.julianDayUt)).trueDeg;
      expect(Math.abs(ours - c.degrees) * 3600, `${c.ayanamsa} ${c.julianDayUt}`).toBeLessThan(1);
    }
  });

  it("Lahiri's mean value is 23°51′25.532″ at J2000.0 TT (the Swiss Ephemeris' value)", () => {
    const j2000 = astroTimeFromJulianDayUt(2451545);
    j2000.tt = 0;
    expect(ayanamsaAt("lahiri", j2000).meanDeg * 3600).toBeCloseTo((23 * 60 + 51) * 60 + 25.532, 3);
  });

  it("grows by the general precession, about 50.3″ a year, and is zero for tropical", () => {
    expect(generalPrecessionDeg(0.01) * 3600).toBeCloseTo(50.29, 1);
    expect(ayanamsaAt("tropical", astroTimeFromJulianDayUt(2451545))).toEqual({
      name: "tropical",
      meanDeg: 0,
      trueDeg: 0,
    });
  });
});
