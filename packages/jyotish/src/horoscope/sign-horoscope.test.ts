import { describe, expect, it } from "vitest";
import { periodSpan } from "./period.ts";
import {
  HOROSCOPE_CATEGORIES,
  signHoroscope,
  signHoroscopes,
  signTara,
  type HoroscopeReason,
  type SignHoroscope,
} from "./sign-horoscope.ts";

const transit = (h: SignHoroscope, graha: string): HoroscopeReason[] =>
  h.categories.overview.reasons.filter((r) => r.kind === "transit" && r.graha === graha);

describe("periodSpan", () => {
  it("uses Monday–Sunday weeks, calendar months and years", () => {
    expect(periodSpan("weekly", "2024-01-17")).toMatchObject({ start: "2024-01-15", end: "2024-01-21" });
    expect(periodSpan("weekly", "2024-01-21")).toMatchObject({ start: "2024-01-15", end: "2024-01-21" });
    expect(periodSpan("monthly", "2024-02-10")).toMatchObject({ start: "2024-02-01", end: "2024-02-29" });
    expect(periodSpan("yearly", "2024-05-05").dayKeys).toHaveLength(366);
    expect(() => periodSpan("daily", "2024-02-30")).toThrow(/calendar date/);
    expect(() => periodSpan("daily", "24-1-1")).toThrow(/YYYY-MM-DD/);
  });
});

describe("signTara", () => {
  it("counts the tara from each nakshatra of the sign, weighted by its padas", () => {
    // Aries holds Ashwini (4 padas), Bharani (4) and Krittika pada 1. Moon in Rohini (3):
    // from Ashwini the 4th (Kshema, good), from Bharani the 3rd (Vipat, bad), from Krittika the 2nd (Sampat).
    const t = signTara(0, 3);
    expect(t.taras).toEqual([
      { fromNakshatra: 0, tara: 4, padas: 4 },
      { fromNakshatra: 1, tara: 3, padas: 4 },
      { fromNakshatra: 2, tara: 2, padas: 1 },
    ]);
    expect(t.value).toBeCloseTo(1 / 9);
  });
});

describe("signHoroscope, hand-worked transits", () => {
  it("Sagittarius on 2024-01-20: Jupiter in Aries is the 5th (good), Saturn in Aquarius the 3rd (good)", () => {
    // Sidereal signs on 2024-01-20: Sun Capricorn, Jupiter Aries, Saturn Aquarius, Rahu Pisces, Ketu Virgo.
    const h = signHoroscope({ moonSignIndex: 8, period: "daily", date: "2024-01-20" });
    expect(transit(h, "jupiter")).toMatchObject([{ houseFromMoon: 5, favourable: true, share: 1 }]);
    expect(transit(h, "saturn")).toMatchObject([{ houseFromMoon: 3, favourable: true }]);
    expect(transit(h, "rahu")).toMatchObject([{ houseFromMoon: 4, favourable: false }]);
    expect(transit(h, "ketu")).toMatchObject([{ houseFromMoon: 10, favourable: false }]);
    expect(transit(h, "sun")).toMatchObject([{ houseFromMoon: 2, favourable: false }]);
    expect(transit(h, "jupiter")[0]!.weight).toBeGreaterThan(0);
    expect(transit(h, "ketu")[0]!.weight).toBeLessThan(0);
  });

  it("Pisces on 2025-06-01: Saturn over the Moon (Sade Sati peak), Jupiter in the 4th, Ketu in the 6th", () => {
    // Saturn sidereal Pisces, Jupiter Gemini (since May 2025), Rahu Aquarius, Ketu Leo.
    const h = signHoroscope({ moonSignIndex: 11, period: "daily", date: "2025-06-01" });
    expect(transit(h, "saturn")).toMatchObject([{ houseFromMoon: 1, favourable: false }]);
    expect(transit(h, "jupiter")).toMatchObject([{ houseFromMoon: 4, favourable: false }]);
    expect(transit(h, "rahu")).toMatchObject([{ houseFromMoon: 12, favourable: false }]);
    expect(transit(h, "ketu")).toMatchObject([{ houseFromMoon: 6, favourable: true }]);
    // Saturn is a karaka of career, not of love: its adverse transit weighs more on career.
    const sat = (c: "career" | "love") =>
      h.categories[c].reasons.find((r) => r.kind === "transit" && r.graha === "saturn")!.weight;
    expect(sat("career")).toBeLessThan(sat("love"));
    expect(sat("love")).toBeLessThan(0);
  });

  it("2024 for Aries and Leo: Saturn 11th vs 7th, Ketu 6th vs 2nd, Jupiter into Taurus on 1 May", () => {
    // Saturn Aquarius all 2024, Rahu Pisces, Ketu Virgo; Jupiter Aries until 1 May, then Taurus.
    const aries = signHoroscope({ moonSignIndex: 0, period: "yearly", date: "2024-07-01" });
    const leo = signHoroscope({ moonSignIndex: 4, period: "yearly", date: "2024-07-01" });
    expect(transit(aries, "saturn")).toMatchObject([{ houseFromMoon: 11, favourable: true, share: 1 }]);
    expect(transit(leo, "saturn")).toMatchObject([{ houseFromMoon: 7, favourable: false }]);
    expect(transit(aries, "ketu")).toMatchObject([{ houseFromMoon: 6, favourable: true }]);
    expect(transit(leo, "ketu")).toMatchObject([{ houseFromMoon: 2, favourable: false }]);
    const jup = transit(aries, "jupiter").map((r) => [r.houseFromMoon, Math.round(r.share * 12)]);
    expect(jup).toEqual(
      expect.arrayContaining([
        [1, 4],
        [2, 8],
      ]),
    );
    const ingress = aries.categories.overview.reasons.find((r) => r.kind === "ingress" && r.graha === "jupiter");
    expect(ingress).toMatchObject({ houseFromMoon: 2, favourable: true, date: "2024-05-01" });
    expect(aries.categories.overview.score).toBeGreaterThan(50);
    expect(leo.categories.overview.score).toBeLessThan(50);
    for (const c of HOROSCOPE_CATEGORIES) expect(aries.categories[c].score).toBeGreaterThan(leo.categories[c].score);
  });

  it("June 2020 for Taurus: Jupiter back into Sagittarius (8th), Mercury retrograde, Venus direct, the solar eclipse in the 2nd", () => {
    const h = signHoroscope({ moonSignIndex: 1, period: "monthly", date: "2020-06-10" });
    const rs = h.categories.overview.reasons;
    expect(rs.find((r) => r.kind === "ingress" && r.graha === "jupiter")).toMatchObject({
      houseFromMoon: 8,
      favourable: false,
      date: "2020-06-30",
    });
    expect(rs.find((r) => r.kind === "retrograde" && r.graha === "mercury")).toMatchObject({
      station: "retrograde",
      favourable: false,
      date: "2020-06-18",
    });
    expect(rs.find((r) => r.kind === "retrograde" && r.graha === "venus")).toMatchObject({
      station: "direct",
      favourable: true,
    });
    // Annular eclipse of 21 June 2020 with the Sun in sidereal Gemini; the penumbral lunar
    // eclipse of 5 June is not counted.
    const eclipses = rs.filter((r) => r.kind === "eclipse");
    expect(eclipses).toMatchObject([
      { graha: "sun", eclipse: "annular", houseFromMoon: 2, favourable: false, date: "2020-06-21" },
    ]);
  });
});

describe("signHoroscope, shape", () => {
  it("is deterministic and signHoroscopes agrees with signHoroscope", () => {
    const a = signHoroscope({ moonSignIndex: 3, period: "weekly", date: "2024-03-06" });
    expect(signHoroscope({ moonSignIndex: 3, period: "weekly", date: "2024-03-06" })).toEqual(a);
    expect(signHoroscopes({ period: "weekly", date: "2024-03-06" })[3]).toEqual(a);
  });

  it("gives sane output for every sign and period", () => {
    for (const period of ["daily", "weekly", "monthly", "yearly"] as const) {
      const all = signHoroscopes({ period, date: "2026-11-23" });
      for (const h of all) {
        for (const c of HOROSCOPE_CATEGORIES) {
          const { score, reasons } = h.categories[c];
          expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
          expect(reasons.length).toBeGreaterThan(0);
          const sum = reasons.reduce((s, r) => s + r.weight, 0);
          expect(Math.abs(50 + sum - score)).toBeLessThan(2);
          for (const r of reasons) expect(r.houseFromMoon >= 1 && r.houseFromMoon <= 12).toBe(true);
        }
        expect(h.lucky.number).toBeGreaterThanOrEqual(1);
        expect(h.lucky.number).toBeLessThanOrEqual(9);
        expect(h.lucky.compatibleSignIndex).not.toBe(h.moonSignIndex);
        if (period === "daily") {
          const w = h.lucky.timeWindow!;
          const rk = w.rahuKalam!;
          expect(w.end <= rk.start || w.start >= rk.end).toBe(true);
        } else expect(h.lucky.timeWindow).toBeNull();
      }
      // The twelve signs do not all read alike.
      expect(new Set(all.map((h) => h.categories.overview.score)).size).toBeGreaterThan(3);
    }
  });

  it("rejects a bad sign, date or period", () => {
    expect(() => signHoroscope({ moonSignIndex: 12, period: "daily", date: "2024-01-01" })).toThrow(/0–11/);
    expect(() => signHoroscope({ moonSignIndex: 1, period: "daily", date: "2024-13-01" })).toThrow();
    expect(() => signHoroscope({ moonSignIndex: 1, period: "hourly" as "daily", date: "2024-01-01" })).toThrow();
  });
});
