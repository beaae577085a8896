import { DeltaT_EspenakMeeus, MakeTime } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { birthCases, FIXTURES_PRESENT, FIXTURES_SKIP_REASON } from "./test-support/ephemeris-fixtures.ts";
import { signedDiffDeg } from "./astro/angles.ts";
import { ChartInputError, computeChart, computeChartUtc } from "./compute-chart.ts";
import { GRAHAS } from "./astro/graha-positions.ts";
import { vargaSignIndex } from "./chart/vargas.ts";
import { LocalTimeError } from "./time/local-time-to-utc.ts";
import { MUMBAI_1990 } from "./test-support/births.ts";

describe.skipIf(!FIXTURES_PRESENT)(
  `computeChart on the reference births (${FIXTURES_PRESENT ? "fixtures found" : FIXTURES_SKIP_REASON})`,
  () => {
    it("turns local time into the reference UTC and places every graha in the reference sign and house", () => {
      for (const c of birthCases()) {
        const chart = computeChart({
          datetimeLocal: c.input.datetime,
          timezone: c.input.timezone,
          latitudeDeg: c.input.latitude,
          longitudeDeg: c.input.longitude,
        });
        expect(chart.utc).toBe(c.expected.utc);
        expect(Math.round(chart.utcOffsetMinutes!)).toBe(c.expected.utcOffsetMinutes);
        expect(
          Math.abs(signedDiffDeg(chart.ascendant.longitudeDeg, c.expected.ascendant.longitude)) * 3600,
        ).toBeLessThanOrEqual(5);
        for (const g of GRAHAS) {
          const ref = c.expected.planets[g]!;
          const p = chart.planets[g];
          const nearCusp =
            Math.min(ref.longitude % 30, 30 - (ref.longitude % 30)) * 3600 < 25 ||
            Math.min(c.expected.ascendant.longitude % 30, 30 - (c.expected.ascendant.longitude % 30)) * 3600 < 5;
          if (!nearCusp)
            expect({ g, sign: p.signIndex, house: p.house }).toEqual({ g, sign: ref.signIndex, house: ref.house });
          expect(chart.vargas.d9.planets[g]).toBe(vargaSignIndex("d9", p.longitudeDeg));
        }
        expect(chart.dasha.mahadashas[0]!.lord).toBe(c.expected.vimshottari.mahadashas[0]!.lord);
      }
    });
  },
);

describe("computeChart", () => {
  const chart = computeChart(MUMBAI_1990);

  it("returns every part the API exposes", () => {
    expect(chart.utc).toBe("1990-05-01T05:00:00.000Z");
    expect(chart.ayanamsa.name).toBe("lahiri");
    expect(Object.keys(chart.planets)).toEqual(GRAHAS);
    expect(Object.keys(chart.vargas)).toHaveLength(16);
    expect(chart.dasha.mahadashas).toHaveLength(9);
    expect(chart.dasha.mahadashas[0]!.antardashas![0]!.pratyantardashas).toHaveLength(9);
    expect(chart.houses.wholeSign[0]!.signIndex).toBe(chart.ascendant.signIndex);
    expect(chart.houses.bhavaChalit[0]!.middleDeg).toBeCloseTo(chart.ascendant.longitudeDeg, 9);
    expect(chart.panchang.sunrise).not.toBeNull();
    expect(chart.yogas.length).toBeGreaterThanOrEqual(12);
    expect(chart.ashtakavarga.sarva.reduce((a, b) => a + b, 0)).toBe(337);
  });

  it("keeps Ketu opposite Rahu and the D1 varga equal to the rashi", () => {
    expect(
      Math.abs(signedDiffDeg(chart.planets.ketu.longitudeDeg, chart.planets.rahu.longitudeDeg + 180)),
    ).toBeLessThan(1e-9);
    for (const g of GRAHAS) expect(chart.vargas.d1.planets[g]).toBe(chart.planets[g].signIndex);
  });

  it("honours the ayanamsa and node options", () => {
    const raman = computeChart({
      ...MUMBAI_1990,
      ayanamsa: "raman",
      node: "mean",
    });
    expect(raman.ayanamsa.degrees).toBeLessThan(chart.ayanamsa.degrees);
    expect(signedDiffDeg(raman.planets.sun.longitudeDeg, chart.planets.sun.longitudeDeg)).toBeCloseTo(
      chart.ayanamsa.degrees - raman.ayanamsa.degrees,
      9,
    );
    expect(raman.node).toBe("mean");
    const tropical = computeChartUtc({
      utc: chart.utc,
      latitudeDeg: 19.076,
      longitudeDeg: 72.8777,
      ayanamsa: "tropical",
    });
    expect(tropical.ayanamsa.degrees).toBe(0);
    expect(signedDiffDeg(tropical.planets.sun.longitudeDeg, chart.planets.sun.longitudeDeg)).toBeCloseTo(
      chart.ayanamsa.degrees,
      9,
    );
  });

  it("rejects bad input with typed errors", () => {
    expect(() =>
      computeChart({
        datetimeLocal: "2021-03-14T02:30:00",
        timezone: "America/New_York",
        latitudeDeg: 40.7,
        longitudeDeg: -74,
      }),
    ).toThrow(LocalTimeError);
    expect(() => computeChartUtc({ utc: "1990-05-01T05:00:00", latitudeDeg: 0, longitudeDeg: 0 })).toThrow(
      LocalTimeError,
    );
    expect(() => computeChartUtc({ utc: "1990-05-01T05:00:00Z", latitudeDeg: 91, longitudeDeg: 0 })).toThrow(
      expect.objectContaining({ code: "INVALID_COORDINATES" }),
    );
    expect(() => computeChartUtc({ utc: "1700-05-01T05:00:00Z", latitudeDeg: 10, longitudeDeg: 0 })).toThrow(
      ChartInputError,
    );
  });
});

describe("computeChart at high latitude", () => {
  it("still computes a chart under the midnight sun, with no sunset or Rahu kalam", () => {
    const c = computeChartUtc({ utc: "2025-06-21T10:00:00Z", latitudeDeg: 78.22, longitudeDeg: 15.65 });
    expect(c.panchang.sunset).toBeNull();
    expect(c.panchang.rahuKalam).toBeNull();
    expect(c.panchang.vara.name).toBe("Saturday");
    expect(c.ascendant.signIndex).toBeGreaterThanOrEqual(0);
  });
});

describe("purity", () => {
  it("gives identical results for identical input and leaves astronomy-engine's global ΔT alone", () => {
    const input = {
      datetimeLocal: "1984-02-29T23:59:59",
      timezone: "Asia/Kolkata",
      latitudeDeg: 13.0827,
      longitudeDeg: 80.2707,
    };
    expect(computeChart(input)).toEqual(computeChart(input));
    const t = MakeTime(new Date("2025-01-01T00:00:00Z"));
    expect((t.tt - t.ut) * 86400).toBeCloseTo(DeltaT_EspenakMeeus(t.ut), 6);
  });
});
