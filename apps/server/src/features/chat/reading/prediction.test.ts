import {
  GRAHA_NAMES,
  julianDayUtFromEpochMs,
  runningDashas,
  siderealPositions,
  signIndexOf,
  SIGN_NAMES,
} from "@graha/jyotish";
import { describe, expect, it } from "vitest";
import { ashaChart } from "../../../test-support/kundlis.ts";
import { composePrediction } from "../writers/builtin-prediction.ts";
import { predictionPeriod } from "./prediction.ts";
import { buildPredictionContext, readingContextAsText } from "./reading-context.ts";

// Asha Verma, Varanasi, 14 Aug 1990 06:45 IST (the chat tests' kundli).
const chart = ashaChart();
const NOW = new Date("2026-11-22T12:00:00Z");
const context = (type: "daily" | "weekly" | "monthly" | "yearly", language: "English" | "Hindi" = "English") =>
  buildPredictionContext({ chart, person: { name: "Asha", gender: "Female" }, language, type, now: NOW });

describe("prediction periods", () => {
  it("start today in India time and run two days, a week, thirty days or a year", () => {
    // 22 Nov 20:00 UTC is already 23 Nov in India.
    expect(predictionPeriod("daily", new Date("2026-11-22T20:00:00Z"))).toMatchObject({
      from: "2026-11-23",
      to: "2026-11-24",
    });
    expect(predictionPeriod("weekly", NOW)).toMatchObject({ from: "2026-11-22", to: "2026-11-28" });
    expect(predictionPeriod("monthly", NOW)).toMatchObject({ from: "2026-11-22", to: "2026-12-21" });
    expect(predictionPeriod("yearly", NOW)).toMatchObject({ from: "2026-11-22", to: "2027-11-21" });
  });
});

describe("a prediction is grounded in the chart", () => {
  it("carries the period's transits from the engine, with houses from the Moon and the ascendant and ashtakavarga", () => {
    const c = context("weekly");
    const p = c.prediction!;
    const startMs = Date.parse("2026-11-22T00:00:00+05:30");
    const sky = siderealPositions(julianDayUtFromEpochMs(startMs), 0, 0, {
      ayanamsa: chart.ayanamsa.name,
      node: chart.node,
    });
    for (const t of p.transits) {
      const sign = signIndexOf(sky.grahas[t.graha].longitudeDeg);
      expect(t.signIndex).toBe(sign);
      expect(t.houseFromMoon).toBe(((sign - chart.planets.moon.signIndex + 12) % 12) + 1);
      expect(t.houseFromAscendant).toBe(((sign - chart.ascendant.signIndex + 12) % 12) + 1);
      expect(t.sarva).toBe(chart.ashtakavarga.sarva[sign]);
    }
    // The Moon changes sign two or three times in a week, on the dates the engine gives.
    const moon = p.transits.find((t) => t.graha === "moon")!;
    expect(moon.ingresses.length).toBeGreaterThanOrEqual(2);
    for (const ingress of moon.ingresses) {
      const atNoon = siderealPositions(julianDayUtFromEpochMs(Date.parse(`${ingress.date}T23:59:00+05:30`)), 0, 0, {
        ayanamsa: chart.ayanamsa.name,
      });
      expect(signIndexOf(atNoon.grahas.moon.longitudeDeg)).toBe(ingress.signIndex);
    }
    expect(readingContextAsText(c)).toContain("Prediction period: weekly, 2026-11-22 to 2026-11-28");
  });

  it("the builtin text names the running dasha, the transit signs and houses, and Sade Sati as computed", () => {
    for (const type of ["daily", "weekly", "monthly", "yearly"] as const) {
      const c = context(type);
      const text = composePrediction(c);
      const [md, ad] = runningDashas(chart.dasha, julianDayUtFromEpochMs(NOW.getTime()));
      expect(text).toContain(`${GRAHA_NAMES[md!.lord].en} mahadasha`);
      expect(text).toContain(`${GRAHA_NAMES[ad!.lord].en} antardasha`);
      expect(text).toContain(`Moon in ${SIGN_NAMES[chart.planets.moon.signIndex]!.en}`);
      expect(text).toContain(`${SIGN_NAMES[chart.ascendant.signIndex]!.en} ascendant`);
      // Every "moves through <sign>, your <n>th house" is the period's own transit.
      const claims = [...text.matchAll(/(\w+)(?:, retrograde,)? moves through (\w+), your (\d+)\w\w house/g)];
      expect(claims.length).toBeGreaterThanOrEqual(4);
      for (const [, graha, sign, house] of claims) {
        const t = c.prediction!.transits.find((x) => GRAHA_NAMES[x.graha].en === graha)!;
        expect(SIGN_NAMES[t.signIndex]!.en).toBe(sign);
        expect(t.houseFromAscendant).toBe(Number(house));
      }
      expect(text).toContain(c.transits.sadeSati.active ? "Sade Sati is running" : "Sade Sati is not active");
      expect(text.split("\n\n").length).toBeGreaterThanOrEqual(5);
    }
  });

  it("writes Hindi in Devanagari, with the same facts", () => {
    const text = composePrediction(context("monthly", "Hindi"));
    const letters = text.replace(/[^\p{L}]/gu, "");
    const devanagari = letters.replace(/[^\u0900-\u097F]/g, "");
    expect(devanagari.length / letters.length).toBeGreaterThan(0.8);
    expect(text).toContain(`${SIGN_NAMES[chart.planets.moon.signIndex]!.hi} राशि में चंद्रमा`);
    expect(text).toContain("महादशा");
  });
});
