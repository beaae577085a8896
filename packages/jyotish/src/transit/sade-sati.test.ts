import { describe, expect, it } from "vitest";
import { julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import { gochara } from "./gochara.ts";
import { sadeSatiPeriod } from "./sade-sati.ts";

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
