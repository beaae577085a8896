import { describe, expect, it } from "vitest";
import { ashaChart } from "../../../test-support/kundlis.ts";
import { checkClaims } from "../guard/claim-checker.ts";
import { buildReadingContext } from "../reading/reading-context.ts";
import { composeReply } from "./builtin-compose.ts";

// "How will next year be?": the period itself — its verdict, the dasha periods that run through
// it and the slow transits over it — not "Jan 2027 is the time that supports the times ahead" and a 1st-house reading.
const NOW = new Date("2026-03-10T06:30:00Z");
const chart = ashaChart();
const opening = (question: string, language: "English" | "Hindi" = "English") => {
  const text = composeReply(
    buildReadingContext({
      chart,
      person: { name: "Asha", gender: "Female", language },
      astrologer: "oracle",
      question,
      now: NOW,
    }),
  );
  return { text, first: text.split("\n")[0]! };
};

describe("a period asked about with no subject", () => {
  it("next year: a verdict on 2027, the periods that run through it and Jupiter's and Saturn's transits", () => {
    const { first, text } = opening("how will next year be for me");
    expect(first).toMatch(/^2027 (looks largely supportive|looks mixed|asks for patience) for you, Asha\b/);
    // Asha's chart: the Rahu–Moon period (Jun 2026 – Dec 2027) covers 2027, the Moon in her 10th house.
    expect(first).toContain("The Rahu–Moon period (Jun 2026 – Dec 2027) covers it: the Moon sits in your 10th house");
    // Saturn enters Aries, the 12th from her Taurus Moon, in Jun 2027.
    expect(first).toContain("Sade Sati begins in Jun 2027");
    expect(first).toMatch(/Jupiter's transit will be in .+Saturn's transit will be in /s);
    expect(first).not.toMatch(/is the time that supports the times ahead/);
    expect(checkClaims(text, chart, NOW).falseCount).toBe(0);
  });

  it("in Hindi, a named year and a few months, with no false claim", () => {
    for (const question of ["2027 मेरे लिए कैसा रहेगा?", "अगले तीन महीने कैसे रहेंगे?"]) {
      const { first, text } = opening(question, "Hindi");
      expect(first).toMatch(/का समय (आपके लिए अधिकतर सहयोगी|आपके लिए मिला-जुला|आपसे धैर्य माँगता)/u);
      expect(first).toMatch(/गुरु का गोचर .+ शनि का गोचर /u);
      expect(checkClaims(text, chart, NOW).falseCount).toBe(0);
    }
  });

  it("a month is named by its dates and one period covers it; a week is read day by day", () => {
    expect(opening("how will april be for me").first).toMatch(
      /^Apr 2026 looks .*The present Rahu–Sun period, running until Jun 2026, covers it: the Sun sits in your 12th house/s,
    );
    // A week is too short for a dasha's verdict: its days, by the Moon's tara from the birth nakshatra.
    expect(opening("agla hafta kaisa rahega?").first).toMatch(
      /^Between Monday 16 Mar 2026 and Sunday 22 Mar 2026, (your better days are|no day stands out)/,
    );
  });

  it("asked in detail, the long reading opens with the same overview, for Oracle and Astra", () => {
    const text = opening("how will next year be for me, tell me in detail").text;
    expect(text.split("\n\n")[1]).toMatch(
      /^2027 (looks largely supportive|looks mixed|asks for patience) for you, Asha\b/,
    );
    expect(checkClaims(text, chart, NOW).falseCount).toBe(0);
  });

  it("a subject asked over a period keeps its own answer", () => {
    expect(opening("how will my health be in next 6 months").first).not.toMatch(/Jupiter's transit/);
  });
});
