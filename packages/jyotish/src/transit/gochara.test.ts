import { describe, expect, it } from "vitest";
import { julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import { siderealPositions } from "../astro/sidereal-positions.ts";
import { gochara, gocharaFromPositions, saturnStatus } from "./gochara.ts";

describe("saturnStatus", () => {
  it("Sade Sati while Saturn is in the 12th, 1st or 2nd from the Moon; dhaiya in the 4th and 8th", () => {
    expect(saturnStatus(10, 11).sadeSati).toEqual({ active: true, phase: "rising" });
    expect(saturnStatus(11, 11).sadeSati).toEqual({ active: true, phase: "peak" });
    expect(saturnStatus(0, 11).sadeSati).toEqual({ active: true, phase: "setting" });
    expect(saturnStatus(1, 11).sadeSati.active).toBe(false);
    expect(saturnStatus(2, 11).dhaiya).toEqual({ active: true, kind: "kantaka" });
    expect(saturnStatus(6, 11).dhaiya).toEqual({ active: true, kind: "ashtama" });
  });
});

describe("gochara", () => {
  const jd = julianDayUtFromEpochMs(Date.parse("2025-06-01T00:00:00Z"));
  it("counts houses from the natal Moon sign and marks favourable ones", () => {
    // Saturn was in sidereal Pisces (11) in mid-2025.
    const g = gochara(jd, 11);
    expect(g.grahas.saturn.signIndex).toBe(11);
    expect(g.grahas.saturn.houseFromMoon).toBe(1);
    expect(g.sadeSati).toEqual({ active: true, phase: "peak" });
    const fromCapricorn = gochara(jd, 9);
    expect(fromCapricorn.grahas.saturn.houseFromMoon).toBe(3);
    expect(fromCapricorn.grahas.saturn.favourable).toBe(true);
    expect(fromCapricorn.sadeSati.active).toBe(false);
  });
  it("is deterministic and reuses positions for all twelve signs", () => {
    const pos = siderealPositions(jd, 0, 0);
    const all = Array.from({ length: 12 }, (_, s) => gocharaFromPositions(pos, s));
    expect(all.map((g) => g.grahas.jupiter.houseFromMoon).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(gochara(jd, 4)).toEqual(gochara(jd, 4));
  });
});
