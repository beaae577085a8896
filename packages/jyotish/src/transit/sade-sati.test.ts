import { describe, expect, it } from "vitest";
import { julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import { gochara } from "./gochara.ts";
import { sadeSatiPeriod, saturnReturnPeriod } from "./sade-sati.ts";

const jd = (iso: string) => julianDayUtFromEpochMs(Date.parse(iso));

describe("sadeSatiPeriod", () => {
  it("Moon in Pisces: from Saturn's first entry into sidereal Aquarius (29 Apr 2022, as Lahiri almanacs publish it; it dipped back into Capricorn Jul 2022–Jan 2023)", () => {
    const p = sadeSatiPeriod(11, jd("2025-06-01T00:00:00Z"))!;
    expect(Math.abs(p.startJulianDayUt - jd("2022-04-29T00:00:00Z"))).toBeLessThan(2);
    expect(gochara(jd("2022-10-01T00:00:00Z"), 11).sadeSati.active).toBe(false); // the retrograde dip
    expect(p.endJulianDayUt).toBeGreaterThan(jd("2029-01-01T00:00:00Z"));
    expect(p.endJulianDayUt).toBeLessThan(jd("2031-01-01T00:00:00Z"));
  });

  it("agrees with the gochara status at the ends of the period", () => {
    const p = sadeSatiPeriod(11, jd("2025-06-01T00:00:00Z"))!;
    expect(gochara(p.startJulianDayUt + 0.01, 11).sadeSati.active).toBe(true);
    expect(gochara(p.startJulianDayUt - 0.01, 11).sadeSati.active).toBe(false);
    expect(gochara(p.endJulianDayUt - 0.01, 11).sadeSati.active).toBe(true);
    expect(gochara(p.endJulianDayUt + 0.01, 11).sadeSati.active).toBe(false);
  });

  it("returns the next period when none is running", () => {
    const when = jd("2025-06-01T00:00:00Z");
    const next = sadeSatiPeriod(1, when)!; // Moon in Taurus: Saturn must reach Aries first
    expect(next.startJulianDayUt).toBeGreaterThan(when);
    expect(gochara(when, 1).sadeSati.active).toBe(false);
  });
});

describe("saturnReturnPeriod", () => {
  it("natal Saturn in Aquarius: Saturn's stay in sidereal Aquarius, 29 Apr 2022 (through its retrograde dip) to Mar 2025", () => {
    const p = saturnReturnPeriod(10, jd("2024-01-01T00:00:00Z"))!;
    expect(Math.abs(p.startJulianDayUt - jd("2022-04-29T00:00:00Z"))).toBeLessThan(2);
    expect(p.end.slice(0, 7)).toBe("2025-03");
  });

  it("returns the next return, about 29.5 years on, when none is running", () => {
    const when = jd("2026-03-10T00:00:00Z");
    const next = saturnReturnPeriod(6, when)!; // natal Saturn in Libra (Saturn was there 2009–2012)
    expect(next.start.slice(0, 4)).toMatch(/^20(39|40|41)$/);
    const years = (next.endJulianDayUt - next.startJulianDayUt) / 365.25;
    expect(years).toBeGreaterThan(2);
    expect(years).toBeLessThan(4); // with its retrograde re-entries (Jan 2041 – Aug 2044)
  });
});
