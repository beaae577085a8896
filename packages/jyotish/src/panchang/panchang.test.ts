import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from "node:fs";
import { julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import { dailyPanchang, panchangAt } from "./panchang.ts";
import { sunEventNearNoon } from "./sunrise-sunset.ts";

// Reference sunrise/sunset from the Swiss Ephemeris' rise_trans, made by
// bench/tools/make-sunrise-reference.ts (see reference/README.md).
interface SunriseCase {
  city: string;
  latitude: number;
  longitude: number;
  timezone: string;
  date: string;
  sunriseUtc: string;
  sunsetUtc: string;
}
const reference = JSON.parse(readFileSync(new URL("./reference/sunrise-reference.json", import.meta.url), "utf8")) as {
  cases: SunriseCase[];
};
const jd = (iso: string) => julianDayUtFromEpochMs(Date.parse(iso));
const MINUTE_MS = 60_000;
const NEW_DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const panchangAtNewDelhi = (julianDayUt: number) =>
  panchangAt(julianDayUt, NEW_DELHI.latitudeDeg, NEW_DELHI.longitudeDeg);

describe("sunrise and sunset", () => {
  it("are within 1 minute of the Swiss Ephemeris for 8 Indian cities on 13 dates", () => {
    expect(reference.cases.length).toBeGreaterThanOrEqual(100);
    let worstMs = 0;
    for (const c of reference.cases) {
      const p = dailyPanchang({
        date: c.date,
        timezone: c.timezone,
        latitudeDeg: c.latitude,
        longitudeDeg: c.longitude,
      });
      const riseErr = Math.abs(Date.parse(p.sunrise!) - Date.parse(c.sunriseUtc));
      const setErr = Math.abs(Date.parse(p.sunset!) - Date.parse(c.sunsetUtc));
      worstMs = Math.max(worstMs, riseErr, setErr);
      expect(riseErr, `${c.city} ${c.date} sunrise`).toBeLessThanOrEqual(MINUTE_MS);
      expect(setErr, `${c.city} ${c.date} sunset`).toBeLessThanOrEqual(MINUTE_MS);
    }
  });

  it("returns null where the Sun does not rise (polar night)", () => {
    expect(sunEventNearNoon("rise", jd("2025-12-21T12:00:00Z"), 78.22, 15.65)).toBeNull();
  });
});

describe("panchang", () => {
  it("ends Amavasya at the new moon and Purnima at the full moon (published times, ±3 min)", () => {
    const events: [string, number][] = [
      ["2024-04-08T18:21:00Z", 30],
      ["2025-01-29T12:36:00Z", 30],
      ["2025-03-29T10:58:00Z", 30],
      ["2025-03-14T06:55:00Z", 15],
      ["2025-09-07T18:09:00Z", 15],
    ];
    for (const [iso, tithi] of events) {
      const p = panchangAtNewDelhi(jd(iso) - 0.3);
      expect(p.tithi.number).toBe(tithi);
      expect(Math.abs(Date.parse(p.tithi.endsAt) - Date.parse(iso))).toBeLessThanOrEqual(3 * MINUTE_MS);
    }
  });

  it("end times are where the element changes", () => {
    const start = jd("2025-06-10T03:00:00Z");
    const p = panchangAt(start, 19.076, 72.8777);
    for (const key of ["tithi", "nakshatra", "yoga", "karana"] as const) {
      const end = jd(p[key].endsAt);
      expect(end).toBeGreaterThan(start);
      const before = panchangAt(end - 30 / 86400, 19.076, 72.8777)[key];
      const after = panchangAt(end + 30 / 86400, 19.076, 72.8777)[key];
      const id = (x: typeof before) => ("number" in x ? x.number : x.index);
      expect(id(before), key).toBe(id(p[key]));
      expect(id(after), key).not.toBe(id(p[key]));
    }
  });

  it("uses the sunrise-based day for the vara: before sunrise it is still the previous weekday", () => {
    // 2025-01-01 was a Wednesday; sunrise at New Delhi ≈ 01:44 UT (07:14 IST).
    const beforeSunrise = panchangAtNewDelhi(jd("2025-01-01T00:30:00Z"));
    const afterSunrise = panchangAtNewDelhi(jd("2025-01-01T03:00:00Z"));
    expect(beforeSunrise.vara.name).toBe("Tuesday");
    expect(afterSunrise.vara.name).toBe("Wednesday");
  });

  it("puts Rahu kalam in the right eighth of the day (Wednesday: the 5th)", () => {
    const p = dailyPanchang({ date: "2025-01-01", timezone: "Asia/Kolkata", ...NEW_DELHI });
    expect(p.vara.name).toBe("Wednesday");
    const rise = Date.parse(p.sunrise!),
      set = Date.parse(p.sunset!);
    const eighth = (set - rise) / 8;
    expect(Math.abs(Date.parse(p.rahuKalam!.start) - (rise + 4 * eighth))).toBeLessThanOrEqual(1);
    expect(Math.abs(Date.parse(p.rahuKalam!.end) - (rise + 5 * eighth))).toBeLessThanOrEqual(1);
    // Yamaganda on Wednesday is the 2nd part, Gulika the 4th.
    expect(Math.abs(Date.parse(p.yamaganda!.start) - (rise + eighth))).toBeLessThanOrEqual(1);
    expect(Math.abs(Date.parse(p.gulikaKalam!.start) - (rise + 3 * eighth))).toBeLessThanOrEqual(1);
  });
});

describe("dailyPanchang outside India", () => {
  it("uses the civil date in the zone (London in summer time) and a sunrise on that date", () => {
    const p = dailyPanchang({
      date: "2025-07-01",
      timezone: "Europe/London",
      latitudeDeg: 51.5074,
      longitudeDeg: -0.1278,
    });
    expect(p.date).toBe("2025-07-01");
    expect(p.sunrise!.slice(0, 10)).toBe("2025-07-01");
    expect(p.vara.name).toBe("Tuesday");
    // Sunrise in London on 1 July is about 04:45 BST = 03:45 UT.
    expect(Math.abs(Date.parse(p.sunrise!) - Date.parse("2025-07-01T03:45:00Z"))).toBeLessThan(5 * MINUTE_MS);
  });
});
