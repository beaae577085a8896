import {
  HOROSCOPE_CATEGORIES,
  SIGN_NAMES,
  signHoroscope,
  signHoroscopes,
  type HoroscopeReason,
  type SignHoroscope,
} from "@graha/jyotish";
import { describe, expect, it } from "vitest";
import { composeHoroscope, reasonLine } from "./compose-horoscope.ts";

const sentences = (text: string, lang: "en" | "hi") =>
  text.split(lang === "en" ? /(?<=[.;])\s+(?=[A-Z])/ : /(?<=।)\s*/).filter((s) => s.trim() !== "");

const base: Omit<HoroscopeReason, "kind" | "graha" | "houseFromMoon"> = {
  signIndex: 0,
  favourable: true,
  weight: 5,
  share: 1,
};

describe("reasonLine", () => {
  it("names each kind of reason in English and Hindi", () => {
    const jup: HoroscopeReason = { ...base, kind: "transit", graha: "jupiter", houseFromMoon: 5, retrograde: false };
    expect(reasonLine(jup, "daily", "en")).toBe("Jupiter transits your 5th house from the Moon");
    expect(reasonLine(jup, "daily", "hi")).toBe("गुरु चंद्र राशि से आपके पाँचवें भाव में गोचर कर रहे हैं");
    expect(reasonLine({ ...jup, share: 0.6 }, "yearly", "en")).toBe(
      "Jupiter transits your 5th house from the Moon for most of the year",
    );
    const ingress: HoroscopeReason = { ...base, kind: "ingress", graha: "mars", houseFromMoon: 11, date: "2024-03-15" };
    expect(reasonLine(ingress, "monthly", "en")).toBe("Mars enters your 11th house from the Moon on 15 March");
    expect(reasonLine(ingress, "monthly", "hi")).toBe("मंगल 15 मार्च को चंद्र राशि से आपके ग्यारहवें भाव में प्रवेश करते हैं");
    const station: HoroscopeReason = {
      ...base,
      kind: "retrograde",
      graha: "mercury",
      houseFromMoon: 3,
      favourable: false,
      station: "retrograde",
      date: "2020-06-18",
    };
    expect(reasonLine(station, "monthly", "en")).toBe(
      "Mercury turns retrograde in your 3rd house from the Moon on 18 June",
    );
    expect(reasonLine(station, "monthly", "hi")).toBe("बुध 18 जून को चंद्र राशि से आपके तीसरे भाव में वक्री होते हैं");
    const eclipse: HoroscopeReason = { ...base, kind: "eclipse", graha: "sun", houseFromMoon: 12, date: "2020-06-21" };
    expect(reasonLine(eclipse, "monthly", "en")).toBe(
      "The solar eclipse of 21 June falls in your 12th house from the Moon",
    );
    expect(reasonLine(eclipse, "monthly", "hi")).toBe("21 जून का सूर्य ग्रहण चंद्र राशि से आपके बारहवें भाव में पड़ता है");
    const tara: HoroscopeReason = { ...base, kind: "tara", graha: "moon", houseFromMoon: 2, nakshatraIndex: 3 };
    expect(reasonLine(tara, "daily", "en")).toBe("The Moon in Rohini forms a favourable tara for your sign");
    expect(reasonLine(tara, "daily", "hi")).toBe("रोहिणी नक्षत्र में चंद्र आपकी राशि के लिए शुभ तारा बनाते हैं");
    const bindus: HoroscopeReason = { ...base, kind: "bindus", graha: "saturn", houseFromMoon: 11, bindus: 6 };
    expect(reasonLine(bindus, "yearly", "en")).toBe(
      "Saturn has 6 of 8 ashtakavarga bindus in your 11th house from the Moon",
    );
  });
});

describe("composeHoroscope", () => {
  const aries = signHoroscope({ moonSignIndex: 0, period: "daily", date: "2024-01-20" });

  it("writes 2–4 sentences per category with its reason, in English", () => {
    const c = composeHoroscope(aries, { lang: "en" });
    for (const cat of HOROSCOPE_CATEGORIES) {
      const { text, reason, score } = c.categories[cat];
      expect(score).toBe(aries.categories[cat].score);
      const n = sentences(text, "en").length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      expect(text).toContain(reason);
      expect(text).not.toMatch(/\{\w+\}|undefined|NaN|\ba Aries\b/);
    }
    expect(c.lucky.line).toMatch(
      /^Lucky colour: .+; lucky number: \d; good time: \d\d:\d\d–\d\d:\d\d IST .+; most compatible sign: \w+\.$/,
    );
  });

  it("writes Hindi in Devanagari with 24-hour times", () => {
    const c = composeHoroscope(aries, { lang: "hi" });
    for (const cat of HOROSCOPE_CATEGORIES) {
      const { text, reason, label } = c.categories[cat];
      expect(text).not.toMatch(/[A-Za-z{}]/);
      expect(label).not.toMatch(/[A-Za-z]/);
      expect(text).toContain("मेष");
      expect(text).toContain(reason);
      const n = sentences(text, "hi").length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    expect(c.lucky.line).not.toMatch(/[A-Za-z]|pm|am/);
    expect(c.lucky.timeWindow).toMatch(/^\d\d:\d\d से \d\d:\d\d बजे तक$/);
  });

  it("uses 'an' before vowel sounds", () => {
    const texts = ["2024-01-20", "2024-01-21", "2024-01-22", "2024-01-23", "2024-01-24"].flatMap((date) =>
      Object.values(
        composeHoroscope(signHoroscope({ moonSignIndex: 0, period: "daily", date }), { lang: "en" }).categories,
      ).map((c) => c.text),
    );
    expect(texts.join(" ")).not.toMatch(/\ba (Aries|excellent|encouraging|Aquarius)\b/);
    expect(texts.some((t) => /\ban Aries\b/.test(t))).toBe(true);
  });

  it("is deterministic", () => {
    expect(composeHoroscope(aries, { lang: "en" })).toEqual(
      composeHoroscope(signHoroscope({ moonSignIndex: 0, period: "daily", date: "2024-01-20" }), { lang: "en" }),
    );
  });

  it("never gives two signs the same paragraph on the same day, even with the sign's name masked", () => {
    const cases: [SignHoroscope["period"], string][] = [
      ["daily", "2024-01-20"],
      ["daily", "2025-06-01"],
      ["daily", "2026-11-23"],
      ["weekly", "2026-11-23"],
      ["monthly", "2020-06-10"],
      ["yearly", "2024-07-01"],
    ];
    for (const [period, date] of cases) {
      const all = signHoroscopes({ period, date });
      for (const lang of ["en", "hi"] as const) {
        const written = all.map((h) => composeHoroscope(h, { lang }));
        for (const cat of HOROSCOPE_CATEGORIES) {
          const masked = written.map((w, i) => w.categories[cat].text.replaceAll(SIGN_NAMES[i]![lang], "X"));
          expect(new Set(masked).size, `${period} ${date} ${lang} ${cat}`).toBe(12);
        }
      }
    }
  });
});
