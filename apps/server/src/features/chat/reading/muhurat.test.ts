import { dailyPanchang } from "@graha/jyotish";
import { describe, expect, it } from "vitest";
import { ashaChart } from "../../../test-support/kundlis.ts";
import { timeZoneAt } from "../../../providers/places/time-zone.ts";
import { muhuratDays, muhuratMonths } from "./muhurat.ts";

const chart = ashaChart();
const NOW = new Date("2026-03-10T06:30:00Z");
const zone = timeZoneAt(chart.latitudeDeg, chart.longitudeDeg);
const panchang = (date: string) =>
  dailyPanchang({ date, timezone: zone, latitudeDeg: chart.latitudeDeg, longitudeDeg: chart.longitudeDeg });

// Checked here from the panchang, apart from the module's own code: Mon/Wed/Thu/Fri, no
// rikta tithi (4, 9, 14) nor Amavasya, tara from the birth nakshatra not 3/5/7, Moon not
// 4th/8th/12th from the natal Moon.
function passesForAsha(date: string): boolean {
  const p = panchang(date);
  const tara = (((p.nakshatra.index - chart.planets.moon.nakshatra.index + 27) % 27) % 9) + 1;
  const moonSign = Math.floor((p.nakshatra.index * 4 + p.nakshatra.pada - 1) / 9);
  const fromMoon = ((moonSign - chart.planets.moon.signIndex + 12) % 12) + 1;
  const inPaksha = ((p.tithi.number - 1) % 15) + 1;
  return (
    [1, 3, 4, 5].includes(p.vara.index) &&
    ![4, 9, 14].includes(inPaksha) &&
    p.tithi.number !== 30 &&
    ![3, 5, 7].includes(tara) &&
    ![4, 8, 12].includes(fromMoon)
  );
}

describe("muhuratDays", () => {
  it("finds days inside the period asked that pass every check, at most three, in order", () => {
    const f = muhuratDays(chart, "home_entry", { start: "2026-06-01", end: "2026-07-31" }, NOW);
    expect(f.from).toBe("2026-06-01");
    expect(f.to).toBe("2026-07-31");
    expect(f.days.length).toBeGreaterThan(0);
    expect(f.days.length).toBeLessThanOrEqual(3);
    expect(f.next).toBeNull();
    const dates = f.days.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    for (const d of f.days) {
      expect(d.date >= f.from && d.date <= f.to).toBe(true);
      expect(passesForAsha(d.date), d.date).toBe(true);
      // Griha pravesh: Rohini, Mrigashira, the three Uttaras, Chitra, Anuradha, Revati.
      expect([3, 4, 11, 13, 16, 20, 25, 26]).toContain(panchang(d.date).nakshatra.index);
      expect(d.nakshatra.index).toBe(panchang(d.date).nakshatra.index);
    }
  });

  it("starts today when the period began before, and searches the next 30 days when none is asked", () => {
    const week = muhuratDays(chart, "vehicle", { start: "2026-03-09", end: "2026-03-15" }, NOW);
    expect(week.from).toBe("2026-03-10");
    const open = muhuratDays(chart, "general", null, NOW);
    expect([open.from, open.to]).toEqual(["2026-03-10", "2026-04-09"]);
  });

  it("with no day inside, names the first one after the period that passes", () => {
    // One day: few pass all the checks, so scan single days until one fails them all.
    let failing: string | undefined;
    for (let day = 10; day <= 31 && !failing; day++) {
      const date = `2026-03-${String(day).padStart(2, "0")}`;
      if (muhuratDays(chart, "vehicle", { start: date, end: date }, NOW).days.length === 0) failing = date;
    }
    expect(failing).toBeDefined();
    const f = muhuratDays(chart, "vehicle", { start: failing!, end: failing! }, NOW);
    expect(f.next).not.toBeNull();
    expect(f.next!.date > failing!).toBe(true);
    expect(passesForAsha(f.next!.date)).toBe(true);
  });
});

describe("muhuratMonths", () => {
  it("names the months of the year ahead with the most good days, each with its count and a good day in it", () => {
    // Griha pravesh nakshatras: Rohini, Mrigashira, the three Uttaras, Chitra, Anuradha, Revati.
    const homeEntry = [3, 4, 11, 13, 16, 20, 25, 26];
    const f = muhuratMonths(chart, "home_entry", null, NOW);
    expect(f.from).toBe("2026-03-10");
    expect(f.to).toBe("2027-03-10");
    expect(f.months).not.toBeNull();
    expect(f.months!.length).toBeGreaterThan(0);
    expect(f.months!.length).toBeLessThanOrEqual(3);
    // Counted apart from the module: each month's days that pass for Asha with a griha pravesh nakshatra.
    const count = (month: string) => {
      let n = 0;
      for (let d = 1; d <= 31; d++) {
        const date = `${month}-${String(d).padStart(2, "0")}`;
        if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || date < f.from || date > f.to) continue;
        if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) continue;
        if (passesForAsha(date) && homeEntry.includes(panchang(date).nakshatra.index)) n++;
      }
      return n;
    };
    for (const m of f.months!) {
      expect(m.count).toBe(count(m.month));
      expect(m.best.date.slice(0, 7)).toBe(m.month);
      expect(m.best.fails).toEqual([]);
    }
    const chosen = Math.min(...f.months!.map((m) => m.count));
    // No month left out has more good days than one chosen.
    for (const month of ["2026-04", "2026-07", "2026-09", "2026-12", "2027-02"])
      if (!f.months!.some((m) => m.month === month)) expect(count(month)).toBeLessThanOrEqual(chosen);
  });
});
