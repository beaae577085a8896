import { readFileSync } from "node:fs";
import { computeChart, GRAHA_NAMES, NAKSHATRA_NAMES, SIGN_NAMES, type Graha } from "@graha/jyotish";
import { describe, expect, it } from "vitest";
import { mumbai1990Chart } from "../../../test-support/kundlis.ts";
import { ashaReading } from "../test-kit.ts";
import { readingContextAsText } from "./reading-context.ts";

// Reference births from the Swiss Ephemeris (packages/jyotish/src/reference/ephemeris), with the dashas
// running on 2026-11-22.
interface FixtureCase {
  input: { place: string; datetime: string; timezone: string; latitude: number; longitude: number };
  expected: {
    ascendant: { signIndex: number };
    planets: Record<Graha, { longitude: number; signIndex: number; nakshatraIndex: number; house: number }>;
    on2026_11_22: { mahadasha: Graha; antardasha: Graha } | null;
  };
}

const FIXTURE = new URL("../../../../../../packages/jyotish/src/reference/ephemeris/births.json", import.meta.url);
const fixtures = (JSON.parse(readFileSync(FIXTURE, "utf8")) as { cases: FixtureCase[] }).cases.filter(
  (c) => c.expected.on2026_11_22 !== null,
);
const sample = fixtures.filter((_, i) => i % 18 === 0).slice(0, 6);

type Language = "English" | "Hindi";

function contextFor(f: FixtureCase, question: string, language: Language = "English") {
  const chart = computeChart({
    datetimeLocal: f.input.datetime,
    timezone: f.input.timezone,
    latitudeDeg: f.input.latitude,
    longitudeDeg: f.input.longitude,
    dashaLevels: 3,
  });
  return ashaReading({ chart, question, language });
}

describe("direct answers against the Swiss Ephemeris reference births", () => {
  it.each(sample.map((f) => [`${f.input.place} ${f.input.datetime}`, f] as const))("%s", (_, f) => {
    const e = f.expected;
    const moon = SIGN_NAMES[e.planets.moon.signIndex]!;
    const asc = SIGN_NAMES[e.ascendant.signIndex]!;
    const nak = NAKSHATRA_NAMES[e.planets.moon.nakshatraIndex]!;
    const md = GRAHA_NAMES[e.on2026_11_22!.mahadasha];
    const ad = GRAHA_NAMES[e.on2026_11_22!.antardasha];

    const en = contextFor(f, "What is my moon sign, my ascendant, my nakshatra and my current mahadasha?");
    expect(en.topic).toBe("direct");
    const byKind = Object.fromEntries(en.direct.map((d) => [d.kind, d]));
    expect(byKind.moon_sign!.en).toContain(`Your Moon sign (rashi) is ${moon.en}`);
    expect(byKind.ascendant!.en).toContain(`Your ascendant (lagna) is ${asc.en}`);
    expect(byKind.nakshatra!.en).toContain(`Your birth nakshatra (the Moon's) is ${nak.en}`);
    expect(byKind.mahadasha!.en).toContain(`the ${md.en} mahadasha`);
    expect(byKind.mahadasha!.en).toContain(`the ${ad.en} antardasha`);

    const hi = contextFor(f, "मेरी राशि, लग्न, नक्षत्र और महादशा क्या है?", "Hindi");
    const hiByKind = Object.fromEntries(hi.direct.map((d) => [d.kind, d]));
    expect(hiByKind.moon_sign!.hi).toContain(`आपकी चंद्र राशि ${moon.hi} है`);
    expect(hiByKind.ascendant!.hi).toContain(`आपका लग्न ${asc.hi} है`);
    expect(hiByKind.nakshatra!.hi).toContain(`${nak.hi} है`);
    expect(hiByKind.mahadasha!.hi).toContain(`${md.hi} की महादशा`);
    expect(hiByKind.mahadasha!.hi).toContain(`${ad.hi} की अंतर्दशा`);

    // The atmakaraka: of the Sun to Saturn, the graha furthest through its sign (the reference's longitudes).
    const SEVEN: readonly Graha[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];
    const inSign = (g: Graha) => e.planets[g].longitude % 30;
    const [first, second] = [...SEVEN].sort((a, b) => inSign(b) - inSign(a));
    if (inSign(first!) - inSign(second!) > 0.05) {
      const ak = contextFor(f, "What is my atmakaraka planet?").direct[0]!;
      expect(ak.kind).toBe("atmakaraka");
      expect(ak.en).toMatch(new RegExp(`is (the )?${GRAHA_NAMES[first!].en}: `));
      // (Whole degrees, allowing the engine's few arc-seconds from the reference at a degree's edge.)
      const degrees = new Set([Math.floor(inSign(first!) - 0.01), Math.floor(inSign(first!) + 0.01)]);
      const said = Number(/(\d+)° into /.exec(ak.en)?.[1]);
      expect(degrees.has(said)).toBe(true);
      expect(ak.en).toContain(`° into ${SIGN_NAMES[e.planets[first!].signIndex]!.en}`);
    }

    const venus = e.planets.venus;
    const where = contextFor(f, "Where is Venus in my chart?").direct[0]!;
    expect(where.en).toMatch(
      new RegExp(`^Venus is in ${SIGN_NAMES[venus.signIndex]!.en} in your ${venus.house}(st|nd|rd|th) house`),
    );
  });
});

describe("a graha's condition asked, against the Swiss Ephemeris reference births", () => {
  // The classical tables, written out here independently of the engine.
  const ORB: Partial<Record<Graha, number>> = { moon: 12, mars: 17, mercury: 14, jupiter: 11, venus: 10, saturn: 15 };
  const EXALTED_IN: Partial<Record<Graha, number>> = {
    sun: 0,
    moon: 1,
    mars: 9,
    mercury: 5,
    jupiter: 3,
    venus: 11,
    saturn: 6,
  };
  // Taurus and Libra: Saturn; Cancer and Leo: Mars; Capricorn and Aquarius: Venus; no other ascendant has one.
  const YOGAKARAKA: Readonly<Record<number, Graha>> = {
    1: "saturn",
    6: "saturn",
    3: "mars",
    4: "mars",
    9: "venus",
    10: "venus",
  };
  const distance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

  it.each(sample.map((f) => [`${f.input.place} ${f.input.datetime}`, f] as const))("%s", (_, f) => {
    const e = f.expected;
    const sun = e.planets.sun.longitude;
    for (const g of ["moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const) {
      const apart = distance(e.planets[g].longitude, sun);
      // (Retrograde orbs differ for Mercury and Venus, and an orb's edge is left to the engine's arc-seconds.)
      if (g === "mercury" || g === "venus" || Math.abs(apart - ORB[g]!) < 0.05) continue;
      const answer = contextFor(f, `Is my ${GRAHA_NAMES[g].en} combust?`).direct[0]!;
      expect(answer.kind).toBe("combust");
      expect(answer.en.startsWith(apart <= ORB[g]! ? "Yes, " : "No, ")).toBe(true);
    }
    const listed = contextFor(f, "कौन सा ग्रह अस्त है?", "Hindi").direct[0]!;
    expect(listed.kind).toBe("combust");

    const karaka = YOGAKARAKA[e.ascendant.signIndex];
    const yk = contextFor(f, "which is my yogakarak planet").direct[0]!;
    expect(yk.kind).toBe("yogakaraka");
    if (karaka) expect(yk.en).toMatch(new RegExp(`^Your yogakaraka is ${GRAHA_NAMES[karaka].en}: `));
    else expect(yk.en).toContain("has no yogakaraka");

    for (const g of ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const) {
      const sign = e.planets[g].signIndex;
      const verdict = sign === EXALTED_IN[g] ? "Yes, " : sign === (EXALTED_IN[g]! + 6) % 12 ? "Yes, " : "Neither.";
      const asked = contextFor(f, `Is my ${GRAHA_NAMES[g].en} exalted or debilitated?`).direct[0]!;
      expect(asked.en.startsWith(verdict)).toBe(true);
      const onlyExalted = contextFor(f, `Is my ${GRAHA_NAMES[g].en} exalted?`).direct[0]!;
      expect(onlyExalted.en.startsWith(sign === EXALTED_IN[g] ? "Yes, " : "No, ")).toBe(true);
    }
  });

  it("reads the words without taking 'अस्त-व्यस्त' or 'uchch shiksha' for a graha's condition", () => {
    const f = sample[0]!;
    expect(contextFor(f, "shukra ast hai kya").direct.map((d) => d.kind)).toEqual(["combust"]);
    expect(contextFor(f, "shani neech ka hai kya").direct[0]!.dignity).toBe("debilitated");
    expect(contextFor(f, "मेरा जीवन अस्त-व्यस्त है, क्या करूँ", "Hindi").direct).toEqual([]);
    expect(contextFor(f, "kya guru ki kripa se uchch shiksha milegi").direct).toEqual([]);
  });
});

describe("buildReadingContext", () => {
  const chart = mumbai1990Chart();
  const build = (question: string, language: Language = "English") =>
    ashaReading({ chart, astrologer: "astra", question, language });
  const ask = (
    question: string,
    earlierQuestions: string[] = [],
    astrologer: "oracle" | "astra" = "oracle",
    previousAnswer?: string,
  ) => ashaReading({ chart, question, earlierQuestions, astrologer, previousAnswer });

  it("gathers the houses, lords, dashas, transits and timing windows of the topic", () => {
    const c = build("When will I get married?");
    expect(c.topic).toBe("marriage");
    expect(c.asksWhen).toBe(true);
    expect(c.language).toBe("English");
    expect(c.topicHouses[0]).toMatchObject({
      house: 7,
      signIndex: chart.houses.wholeSign[6]!.signIndex,
      lord: chart.houses.wholeSign[6]!.lord,
    });
    expect(c.topicHouses[0]!.lordHouse).toBe(chart.planets[chart.houses.wholeSign[6]!.lord].house);
    expect(c.dasha.mahadasha!.start <= "2026-11-22" && c.dasha.mahadasha!.end > "2026-11-22").toBe(true);
    expect(c.dasha.antardasha).not.toBeNull();
    expect(c.dasha.nextAntardashas.length).toBeGreaterThan(0);
    expect(c.dasha.nextAntardashas[0]!.start).toBe(c.dasha.antardasha!.end);
    expect(c.transits.saturn.houseFromMoon).toBeGreaterThanOrEqual(1);
    expect(c.transits.jupiter.stays[0]!.signIndex).toBe(c.transits.jupiter.signIndex);
    expect(c.timingWindows.length).toBeGreaterThan(0);
    for (const w of c.timingWindows) expect(w.end > "2026-11-22").toBe(true);
    expect(c.safety).toBe("none");
    expect(c.unchargeable).toBe(false);
  });

  it("takes the reply language from the birth record, not the question", () => {
    expect(build("मेरी शादी कब होगी?", "English").language).toBe("English");
    expect(build("When will I marry?", "Hindi").language).toBe("Hindi");
  });

  it("flags a self-harm question as unchargeable", () => {
    const c = build("I want to end my life");
    expect(c.safety).toBe("self_harm");
    expect(c.unchargeable).toBe(true);
  });

  it("renders the facts as one English line each for an LLM prompt", () => {
    const text = readingContextAsText(build("How will my career grow?"));
    const lines = text.split("\n");
    expect(lines).toContain("Reply language: English");
    expect(text).toContain(`Ascendant (lagna): ${SIGN_NAMES[chart.ascendant.signIndex]!.en}`);
    expect(text).toContain(`Moon sign (rashi): ${SIGN_NAMES[chart.planets.moon.signIndex]!.en}`);
    expect(text).toMatch(/^Topic house 10th: /m);
    expect(text).toMatch(/^Running \w+ mahadasha \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/m);
    expect(text).toMatch(/^Transit Saturn: /m);
    expect(text).toMatch(/^Sade Sati: /m);
    expect(lines.every((l) => l.trim().length > 0)).toBe(true);
    expect(lines).toContain("Question form: describe");
    expect(text).not.toMatch(/^Period asked:/m);
    const nextYear = readingContextAsText(build("Will I get a job next year?")).split("\n");
    expect(nextYear).toContain("Question form: yes/no");
    expect(nextYear).toContain("Period asked: 2027-01-01 to 2027-12-31 (keep timing inside it)");
  });

  it("answers Sade Sati and Mangal dosha questions from the sky and the chart", () => {
    // Moon in Cancer; Saturn in Pisces (the 9th from it) in November 2026: no Sade Sati.
    const ss = build("Am I in sade sati?").direct[0]!;
    expect(ss.kind).toBe("sade_sati");
    expect(ss.en).toMatch(
      /^No, you are not in Sade Sati now: Saturn is transiting Pisces, the 9th from your Moon sign/,
    );
    expect(build("साढ़ेसाती चल रही है क्या?", "Hindi").direct[0]!.hi).toMatch(/^नहीं, इस समय आप पर साढ़ेसाती नहीं है/);
    // Saturn's transit asked about ("Sani peyarchi", as Tamil writes it): the transit first.
    const transit = build("Sani peyarchi enakku eppadi irukkum?").direct[0]!;
    expect(transit).toMatchObject({ kind: "sade_sati", transit: true });
    expect(transit.en).toMatch(
      /^Saturn is transiting Pisces, the 9th from your Moon sign, so you are not in Sade Sati now\./,
    );
    const md = build("Am I manglik?").direct[0]!;
    expect(md.kind).toBe("mangal_dosha");
    expect(md.en.startsWith("No,")).toBe(!chart.mangalDosha.present);
    expect(md.en).toContain(`Mars is in your ${chart.planets.mars.house}th house`);
    // Kaal Sarp, by signs: every graha from the Sun to Saturn on one side of Rahu and Ketu.
    const ks = build("kaal sarp dosh hai kya meri kundli me").direct[0]!;
    expect(ks.kind).toBe("kaal_sarp");
    const ahead = (g: keyof typeof chart.planets) =>
      (chart.planets[g].signIndex - chart.planets.rahu.signIndex + 12) % 12;
    const seven = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const;
    const present = seven.every((g) => ahead(g) <= 6) || seven.every((g) => ahead(g) === 0 || ahead(g) >= 6);
    expect(
      ks.en.startsWith(present ? "Yes, by signs your chart has Kaal Sarp yoga" : "No, there is no Kaal Sarp yoga"),
    ).toBe(true);
  });

  it("keeps the topic of an earlier question for a follow-up", () => {
    const c = ask("And when will that happen?", ["How is my health?", "Will I get married soon?"]);
    expect(c.topic).toBe("marriage");
    expect(c.asksWhen).toBe(true);
  });

  it("starts fresh when a new question does not refer back (issue #12)", () => {
    // The old routing read "how will next year be" after a house question as property, and
    // gave any question without a topic word the previous question's topic.
    const nextYear = ask("how will next year be", ["Which house is Saturn in?", "When can I buy my own house?"]);
    expect(nextYear.topic).toBe("timing");
    expect(nextYear.conversation.carried).toBe(false);
    expect(nextYear.conversation.horizon).toEqual({ start: "2027-01-01", end: "2027-12-31" });
    expect(ask("Am I manglik?", ["When will I get married?"]).topic).toBe("direct");
  });

  it("carries the topic and period over for a real follow-up", () => {
    const c = ask(
      "and if it doesn't happen this year?",
      ["Will I get a job in the next six months?"],
      "astra",
      "A job comes with the Jupiter antardasha.",
    );
    expect(c.topic).toBe("career");
    expect(c.conversation.carried).toBe(true);
    expect(c.conversation.previousAnswer).toBe("A job comes with the Jupiter antardasha.");
    const months = ask("which months exactly?", ["Will I get married next year?"]);
    expect(months.topic).toBe("marriage");
    expect(months.asksWhen).toBe(true);
    expect(months.conversation.horizon).toEqual({ start: "2027-01-01", end: "2027-12-31" });
  });

  it("routes a visa lottery to travel, a headache to the doctor and death timing to the refusal", () => {
    const visa = ask("I applied for the US visa lottery, will I be able to go abroad?");
    expect([visa.topic, visa.safety]).toEqual(["travel", "none"]);
    // The visa named before the lottery, words apart.
    const h1b = ask("Will my H1B get picked in the lottery this year");
    expect([h1b.topic, h1b.safety]).toEqual(["travel", "none"]);
    const headache = ask("I have a headache since 3 days, what does my chart say?");
    expect([headache.topic, headache.safety]).toEqual(["health", "illness"]);
    expect(ask("papa kab tak jiyenge").safety).toBe("death");
    expect(ask("Will I win the lottery?").safety).toBe("financial");
  });
});
