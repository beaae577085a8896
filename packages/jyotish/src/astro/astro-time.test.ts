import { describe, expect, it } from "vitest";
import { isoFromEpochMs, isoFromJulianDayUt, julianDayUtFromEpochMs } from "./astro-time.ts";

describe("isoFromEpochMs", () => {
  it("formats exactly like Date#toISOString across 1800–2400 and outside", () => {
    for (let i = 0; i < 20000; i++) {
      const ms = -5.4e12 + i * 1.37e9 + (i % 1000) + 0.4;
      expect(isoFromEpochMs(ms)).toBe(new Date(Math.round(ms)).toISOString());
    }
    expect(isoFromEpochMs(-6.3e13)).toBe(new Date(-6.3e13).toISOString()); // year < 1000
  });
  it("round-trips Julian days", () => {
    expect(isoFromJulianDayUt(2451545)).toBe("2000-01-01T12:00:00.000Z");
    expect(julianDayUtFromEpochMs(Date.UTC(2000, 0, 1, 12))).toBe(2451545);
  });
});
