import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";

const FIXTURE = new URL("../../../../../packages/jyotish/src/reference/ephemeris/births.json", import.meta.url);
type Case = {
  input: { place: string; datetime: string; timezone: string; latitude: number; longitude: number };
  expected: {
    utc: string;
    utcOffsetMinutes: number;
    planets: Record<string, { longitude: number; signIndex: number; house: number }>;
    ascendant: { longitude: number; signIndex: number };
    mahadashas?: { lord: string; start: string; end: string }[];
  };
};
const cases: Case[] = JSON.parse(readFileSync(FIXTURE, "utf8")).cases;
const angularDiffArcsec = (a: number, b: number) => Math.abs((((a - b + 540) % 360) - 180) * 3600);

describeEachDialect("chart API", (db) => {
  const t = useTestApp(db);
  const post = (url: string, payload: unknown) =>
    t.current.request({ method: "POST", url, payload: payload as object });

  describe("against the Swiss Ephemeris reference births", () => {
    it.each(cases.slice(0, 6).map((c) => [c.input.place, c.input.datetime, c] as const))(
      "%s %s: UTC, planets, ascendant and houses",
      async (_place, _datetime, c) => {
        const res = await post("/api/v1/charts", {
          datetime: c.input.datetime,
          timezone: c.input.timezone,
          latitude: c.input.latitude,
          longitude: c.input.longitude,
        });
        expect(res.statusCode).toBe(200);
        const chart = res.json();
        expect(chart.utc).toBe(c.expected.utc);
        expect(chart.utcOffsetMinutes).toBe(c.expected.utcOffsetMinutes);
        expect(chart.ayanamsa.name).toBe("lahiri");
        for (const [graha, expected] of Object.entries(c.expected.planets)) {
          expect(angularDiffArcsec(chart.planets[graha].longitude, expected.longitude), graha).toBeLessThan(25);
          expect(chart.planets[graha].house, graha).toBe(expected.house);
        }
        expect(angularDiffArcsec(chart.ascendant.longitude, c.expected.ascendant.longitude)).toBeLessThan(5);
        expect(chart.vargas.d1.ascendant).toBe(c.expected.ascendant.signIndex);
        expect(Object.keys(chart.vargas)).toHaveLength(16);
        expect(chart.dasha.mahadashas).toHaveLength(9);
        expect(chart.dasha.mahadashas[0].antardashas).toHaveLength(9);
      },
    );
  });

  it("derives the time zone from the place, with India's war-time +6:30", async () => {
    const res = await post("/api/v1/charts", { datetime: "1943-08-15T06:00:00", latitude: 28.61, longitude: 77.21 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      timezone: "Asia/Kolkata",
      utcOffsetMinutes: 390,
      utc: "1943-08-14T23:30:00.000Z",
    });
    const modern = await post("/api/v1/charts", { datetime: "1990-05-01T10:30", latitude: 19.07, longitude: 72.88 });
    expect(modern.json()).toMatchObject({ utcOffsetMinutes: 330, utc: "1990-05-01T05:00:00.000Z" });
  });

  it("returns the dasha tree to antardashas by default, pratyantardashas or mahadashas only on request", async () => {
    const birth = { datetime: "1990-05-01T10:30", latitude: 19.07, longitude: 72.88 };
    const levels = (chart: { dasha: { mahadashas: { antardashas: { pratyantardashas?: unknown[] }[] }[] } }) => {
      const maha = chart.dasha.mahadashas[0]!;
      return [maha.antardashas.length, maha.antardashas[0]?.pratyantardashas?.length ?? 0];
    };
    const standard = await post("/api/v1/charts", birth);
    expect(levels(standard.json())).toEqual([9, 0]);
    const deep = await post("/api/v1/charts?dashaDepth=3", birth);
    expect(levels(deep.json())).toEqual([9, 9]);
    expect(deep.body.length).toBeGreaterThan(standard.body.length * 3);
    const shallow = await post("/api/v1/charts?dashaDepth=1", birth);
    expect(levels(shallow.json())).toEqual([0, 0]);
    expect(shallow.body.length).toBeLessThan(standard.body.length);

    const wrong = await post("/api/v1/charts?dashaDepth=9", birth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ dashaDepth: "Dasha depth must be 1, 2 or 3." });
  });

  it("carries the transits at the server's clock and the Sade Sati they make over the natal Moon", async () => {
    // The test clock reads 22 Nov 2026: Saturn is in sidereal Pisces (11), retrograde.
    const pisces = (
      await post("/api/v1/charts", { datetime: "1990-05-20T10:30:00", latitude: 19.07, longitude: 72.88 })
    ).json();
    expect(pisces.planets.moon.signIndex).toBe(11);
    expect(pisces.transit).toMatchObject({
      asOf: "2026-11-22T06:30:00.000Z",
      grahas: { saturn: { signIndex: 11, sign: "Pisces", retrograde: true, houseFromMoon: 1 } },
      sadeSati: { active: true, phase: "peak" },
      dhaiya: { active: false, kind: null },
    });
    expect(Object.keys(pisces.transit.grahas)).toHaveLength(9);
    // Saturn first entered sidereal Aquarius on 29 Apr 2022 (the Lahiri almanacs' date).
    expect(pisces.transit.sadeSati.start.slice(0, 10)).toBe("2022-04-29");
    expect(Date.parse(pisces.transit.sadeSati.end)).toBeGreaterThan(Date.parse("2029-01-01"));

    const aries = (
      await post("/api/v1/charts", { datetime: "1990-05-22T10:30:00", latitude: 19.07, longitude: 72.88 })
    ).json();
    expect(aries.transit.sadeSati).toMatchObject({ active: true, phase: "rising" });
    const cancer = (
      await post("/api/v1/charts", { datetime: "1990-05-01T10:30:00", latitude: 19.07, longitude: 72.88 })
    ).json();
    expect(cancer.transit.grahas.saturn.houseFromMoon).toBe(9);
    expect(cancer.transit.sadeSati).toMatchObject({ active: false, phase: null });
    // The next one, when Saturn reaches Gemini.
    expect(Date.parse(cancer.transit.sadeSati.start)).toBeGreaterThan(Date.parse("2026-11-22"));
  });

  it("documents the chart and its transits as OpenAPI components", async () => {
    const spec = (await t.current.request({ method: "GET", url: "/api/docs/json" })).json();
    const chart = spec.paths["/api/v1/charts"].post.responses["200"].content["application/json"].schema;
    expect(chart).toEqual({ $ref: "#/components/schemas/Chart" });
    expect(spec.components.schemas.Chart.properties).toHaveProperty("transit");
    expect(spec.components.schemas.Transit.properties.sadeSati.properties).toHaveProperty("phase");
  });

  it.each([
    ["an impossible date", { datetime: "1990-02-30T10:00:00", latitude: 19, longitude: 72 }, "datetime"],
    ["hour 24", { datetime: "1990-02-10T24:00:00", latitude: 19, longitude: 72 }, "datetime"],
    ["minute 60", { datetime: "1990-02-10T10:60:00", latitude: 19, longitude: 72 }, "datetime"],
    ["a date format of another kind", { datetime: "10/02/1990 10:00", latitude: 19, longitude: 72 }, "datetime"],
    ["latitude 91", { datetime: "1990-02-10T10:00:00", latitude: 91, longitude: 72 }, "latitude"],
    ["longitude as text", { datetime: "1990-02-10T10:00:00", latitude: 19, longitude: "72" }, "longitude"],
    [
      "an unknown zone",
      { datetime: "1990-02-10T10:00:00", timezone: "Mars/Olympus", latitude: 19, longitude: 72 },
      "timezone",
    ],
    [
      "a time skipped by daylight saving",
      { datetime: "2021-03-14T02:30:00", timezone: "America/New_York", latitude: 40.7, longitude: -74 },
      "datetime",
    ],
    ["a year out of range", { datetime: "1700-01-01T10:00:00", latitude: 19, longitude: 72 }, "datetime"],
    [
      "an unknown ayanamsa",
      { datetime: "1990-02-10T10:00:00", latitude: 19, longitude: 72, ayanamsa: "fagan" },
      "ayanamsa",
    ],
    ["an extra field", { datetime: "1990-02-10T10:00:00", latitude: 19, longitude: 72, planet: "x" }, "planet"],
  ])("refuses %s with a field error", async (_label, body, field) => {
    const res = await post("/api/v1/charts", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it("matches two births out of 36 with each koota's score and Mangal dosha for both", async () => {
    const res = await post("/api/v1/matching", {
      groom: { datetime: "1990-05-01T10:30:00", latitude: 19.07, longitude: 72.88 },
      bride: { datetime: "1992-11-20T18:45:00", latitude: 28.61, longitude: 77.21 },
    });
    expect(res.statusCode).toBe(200);
    const match = res.json();
    expect(match.kootas.map((k: { key: string }) => k.key)).toEqual(
      ["varna", "vashya", "tara", "yoni", "graha-maitri", "gana", "bhakoot", "nadi"].map((k) =>
        expect.stringMatching(new RegExp(k.replace("-", "[-_ ]?"), "i")),
      ),
    );
    const sum = match.kootas.reduce((total: number, k: { points: number }) => total + k.points, 0);
    expect(match.totalPoints).toBe(sum);
    expect(match.totalPoints).toBeGreaterThanOrEqual(0);
    expect(match.totalPoints).toBeLessThanOrEqual(36);
    expect(match.mangalDosha).toMatchObject({
      groom: { present: expect.any(Boolean) },
      bride: { present: expect.any(Boolean) },
    });
    const bad = await post("/api/v1/matching", {
      groom: { datetime: "1990-05-01T10:30:00", latitude: 19, longitude: 72 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("bride");
  });

  it("gives the panchang of a date at a place, and refuses a bad date", async () => {
    const res = await t.current.get("/api/v1/panchang?date=2026-11-22&latitude=25.32&longitude=83.01");
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ date: "2026-11-22", timezone: "Asia/Kolkata", vara: { index: 0, name: "Sunday" } });
    expect(p.yoga.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(p.karana.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(p.sunrise.slice(0, 10)).toBe("2026-11-22");
    expect(Date.parse(p.rahuKalam.start)).toBeGreaterThan(Date.parse(p.sunrise));
    const bad = await t.current.get("/api/v1/panchang?date=2026-13-01&latitude=25&longitude=83");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("date");
  });
});
