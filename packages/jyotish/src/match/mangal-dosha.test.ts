import { describe, expect, it } from "vitest";
import { computeChart } from "../compute-chart.ts";
import { MUMBAI_1990 } from "../test-support/births.ts";
import { mangalDosha, mangalDoshaMatch } from "./mangal-dosha.ts";
import { matchCharts } from "./match-charts.ts";

// Signs: 0 Aries … 11 Pisces.
describe("mangalDosha", () => {
  it("is present for Mars in 1, 2, 4, 7, 8, 12 from the ascendant and absent elsewhere", () => {
    for (let house = 1; house <= 12; house++) {
      const mars = (2 + house - 1) % 12; // Gemini ascendant
      const d = mangalDosha({
        ascendantSignIndex: 2,
        signs: { mars, moon: (mars + 2) % 12, venus: mars, jupiter: (mars + 1) % 12 },
      });
      expect(d.fromAscendant.house).toBe(house);
      expect(d.fromAscendant.present).toBe([1, 2, 4, 7, 8, 12].includes(house));
    }
  });
  it("counts from the Moon as well", () => {
    const d = mangalDosha({ ascendantSignIndex: 0, signs: { mars: 2, moon: 7, venus: 0, jupiter: 3 } }); // 3rd from asc, 8th from Moon
    expect(d.fromAscendant.present).toBe(false);
    expect(d.fromMoon).toEqual({ house: 8, present: true });
    expect(d.effective).toBe(true);
  });
  it("is cancelled by Mars in its own sign or exalted", () => {
    const own = mangalDosha({ ascendantSignIndex: 1, signs: { mars: 7, moon: 3, venus: 3, jupiter: 2 } }); // 7th in Scorpio
    expect(own.present).toBe(true);
    expect(own.exceptions).toContain("Mars in its own sign");
    expect(own.effective).toBe(false);
    expect(mangalDosha({ ascendantSignIndex: 3, signs: { mars: 9, moon: 1, venus: 1, jupiter: 1 } }).effective).toBe(
      false,
    ); // 7th, exalted
  });
  it("is cancelled by a house-sign exception (8th in Sagittarius) and by Jupiter's aspect", () => {
    expect(
      mangalDosha({ ascendantSignIndex: 1, signs: { mars: 8, moon: 1, venus: 1, jupiter: 1 } }).exceptions,
    ).toContain("Mars in house 8 in a sign that exempts it");
    const aspected = mangalDosha({ ascendantSignIndex: 0, signs: { mars: 6, moon: 0, venus: 0, jupiter: 2 } }); // Jupiter in Gemini aspects Libra (5th)
    expect(aspected.exceptions).toEqual(["Jupiter aspects Mars"]);
    expect(aspected.effective).toBe(false);
  });
  it("stands when no exception applies", () => {
    const d = mangalDosha({ ascendantSignIndex: 0, signs: { mars: 6, moon: 3, venus: 3, jupiter: 1 } }); // 7th in Libra
    expect(d).toMatchObject({ present: true, effective: true, exceptions: [] });
  });
});

describe("mangalDoshaMatch", () => {
  const withDosha = mangalDosha({ ascendantSignIndex: 0, signs: { mars: 6, moon: 3, venus: 3, jupiter: 1 } });
  const without = mangalDosha({ ascendantSignIndex: 0, signs: { mars: 5, moon: 3, venus: 3, jupiter: 1 } }); // 6th from asc, 3rd from Moon
  it("is compatible when both or neither have the dosha", () => {
    expect(mangalDoshaMatch(withDosha, withDosha).compatible).toBe(true);
    expect(mangalDoshaMatch(without, without).compatible).toBe(true);
    expect(mangalDoshaMatch(withDosha, without)).toEqual({
      compatible: false,
      reason: "only the groom has an effective Mangal dosha",
    });
  });
});

describe("matchCharts", () => {
  it("combines guna milan of the Moons with the Mangal dosha comparison", () => {
    const groom = computeChart(MUMBAI_1990);
    const bride = computeChart({
      datetimeLocal: "1993-11-12T06:15:00",
      timezone: "Asia/Kolkata",
      latitudeDeg: 28.6139,
      longitudeDeg: 77.209,
    });
    const m = matchCharts(groom, bride);
    expect(m.gunaMilan.totalPoints).toBeGreaterThanOrEqual(0);
    expect(m.gunaMilan.totalPoints).toBeLessThanOrEqual(36);
    expect(m.mangalDosha.compatible).toBe(mangalDoshaMatch(groom.mangalDosha, bride.mangalDosha).compatible);
    expect(m.mangalDosha.groom).toBe(groom.mangalDosha);
  });
});
