import { aspectsSign, dailyPanchang, GRAHA_NAMES, GRAHAS, NAKSHATRA_NAMES, SIGN_NAMES } from "@graha/jyotish";
import { describe, expect, it } from "vitest";
import { mumbai1990Chart } from "../../../test-support/kundlis.ts";
import { checkClaims } from "./claim-checker.ts";
import { timeZoneAt } from "../../../providers/places/time-zone.ts";

const chart = mumbai1990Chart();
const NOW = new Date("2026-11-22T12:00:00Z");
const venus = chart.planets.venus;
const wrongSign = (i: number) => SIGN_NAMES[(i + 3) % 12]!;
const ord = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;

describe("checkClaims", () => {
  it("reads a placement denied ('Venus is not in …') as true only where the graha is elsewhere", () => {
    const right = SIGN_NAMES[venus.signIndex]!.en;
    const wrong = wrongSign(venus.signIndex).en;
    expect(checkClaims(`No, Venus is not in ${wrong}.`, chart, NOW)).toMatchObject({ trueCount: 1, falseCount: 0 });
    expect(checkClaims(`No, Venus is not in ${right}.`, chart, NOW)).toMatchObject({ trueCount: 0, falseCount: 1 });
    expect(checkClaims(`Venus is in ${wrong}.`, chart, NOW).falseCount).toBe(1);
  });

  it("checks a muhurat day's nakshatra against that day's panchang, not the chart", () => {
    const zone = timeZoneAt(chart.latitudeDeg, chart.longitudeDeg);
    const p = dailyPanchang({
      date: "2026-04-03",
      timezone: zone,
      latitudeDeg: chart.latitudeDeg,
      longitudeDeg: chart.longitudeDeg,
    });
    const right = NAKSHATRA_NAMES[p.nakshatra.index]!;
    const wrong = NAKSHATRA_NAMES[(p.nakshatra.index + 5) % 27]!;
    const en = (n: { en: string }) => `Good days for you: Friday 3 Apr 2026 (${n.en} nakshatra until 19:25).`;
    const hi = (n: { hi: string }) => `शुभ दिन: शुक्रवार 3 अप्रैल 2026 (${n.hi} नक्षत्र, 19:25 तक)।`;
    for (const text of [en(right), hi(right)]) {
      const report = checkClaims(text, chart, NOW);
      expect(report.falseCount, text).toBe(0);
      expect(report.trueCount, text).toBe(1);
    }
    for (const text of [en(wrong), hi(wrong)]) expect(checkClaims(text, chart, NOW).falseCount, text).toBe(1);
    // A day named earlier in the sentence ("Tomorrow, Friday 3 Apr 2026, the Moon is in … nakshatra").
    expect(
      checkClaims(`Tomorrow, Friday 3 Apr 2026, the Moon is in ${right.en} nakshatra.`, chart, NOW).falseCount,
    ).toBe(0);
    expect(
      checkClaims(`Tomorrow, Friday 3 Apr 2026, the Moon is in ${wrong.en} nakshatra.`, chart, NOW).falseCount,
    ).toBe(1);
  });

  it("accepts true natal claims in English", () => {
    const text = [
      `Venus is in ${SIGN_NAMES[venus.signIndex]!.en} in your ${ord(venus.house)} house.`,
      `Your Moon sign is ${SIGN_NAMES[chart.planets.moon.signIndex]!.en}, in ${NAKSHATRA_NAMES[chart.planets.moon.nakshatra.index]!.en} nakshatra.`,
      `You have a ${SIGN_NAMES[chart.ascendant.signIndex]!.en} ascendant.`,
      `${GRAHA_NAMES[chart.houses.wholeSign[6]!.lord].en}, lord of your 7th house, matters here.`,
    ].join(" ");
    const report = checkClaims(text, chart, NOW);
    expect(report.falseCount).toBe(0);
    expect(report.trueCount).toBeGreaterThanOrEqual(6);
  });

  it("catches deliberately false placements in English", () => {
    const text = [
      `Venus is in ${wrongSign(venus.signIndex).en} in your ${ord((venus.house % 12) + 1)} house.`,
      `Your Moon sign is ${wrongSign(chart.planets.moon.signIndex).en}.`,
      `Your ascendant (lagna) is ${wrongSign(chart.ascendant.signIndex).en}.`,
    ].join(" ");
    const report = checkClaims(text, chart, NOW);
    expect(report.falseCount).toBe(4);
    expect(report.falseClaims.map((c) => c.kind).sort()).toEqual(["ascendant", "house", "moon_sign", "sign"]);
  });

  it("catches deliberately false placements in Hindi", () => {
    const saturn = chart.planets.saturn;
    const text = `शनि ${wrongSign(saturn.signIndex).hi} राशि में, आपके ${saturn.house === 7 ? "आठवें" : "सातवें"} भाव में हैं। आपकी चंद्र राशि ${wrongSign(chart.planets.moon.signIndex).hi} है। आपका लग्न ${SIGN_NAMES[chart.ascendant.signIndex]!.hi} है।`;
    const report = checkClaims(text, chart, NOW);
    expect(report.falseClaims.map((c) => c.kind).sort()).toEqual(["house", "moon_sign", "sign"]);
    expect(report.trueCount).toBe(1);
  });

  it("checks the running mahadasha and transits at the given instant", () => {
    const md = GRAHA_NAMES.venus.en; // Venus mahadasha 2025–2045 for this birth
    expect(checkClaims(`You are in the ${md} mahadasha.`, chart, NOW).trueCount).toBe(1);
    expect(checkClaims("You are in the Saturn mahadasha.", chart, NOW).falseCount).toBe(1);
    expect(checkClaims("आप पर शनि की महादशा चल रही है।", chart, NOW).falseCount).toBe(1);
    // Saturn is in Pisces in November 2026 (sidereal), not in Leo.
    expect(checkClaims("Saturn is transiting Pisces now.", chart, NOW).trueCount).toBe(1);
    expect(checkClaims("Saturn is transiting Leo now.", chart, NOW).falseCount).toBe(1);
  });

  it("reads lordship claims and rejects a wrong lord", () => {
    const lord7 = chart.houses.wholeSign[6]!.lord;
    const other = lord7 === "mars" ? "Venus" : "Mars";
    expect(checkClaims(`${other}, lord of your 7th house, is strong.`, chart, NOW).falseCount).toBe(1);
    expect(checkClaims(`सातवें भाव के स्वामी ${GRAHA_NAMES[lord7].hi} हैं।`, chart, NOW).trueCount).toBe(1);
  });

  it("checks aspects, dignities, retrogression and Sade Sati", () => {
    const target = chart.houses.wholeSign[6]!.signIndex;
    const aspecting = GRAHAS.find((g) => aspectsSign(g, chart.planets[g].signIndex, target))!;
    const notAspecting = GRAHAS.find(
      (g) => g !== "rahu" && g !== "ketu" && !aspectsSign(g, chart.planets[g].signIndex, target),
    )!;
    expect(checkClaims(`${GRAHA_NAMES[aspecting].en} aspects your 7th house.`, chart, NOW).trueCount).toBe(1);
    expect(checkClaims(`${GRAHA_NAMES[notAspecting].en} aspects your 7th house.`, chart, NOW).falseCount).toBe(1);
    // This chart has an exalted Venus and Sun, a direct Jupiter and a retrograde Mercury.
    expect(chart.planets.venus.dignity).toBe("exalted");
    expect(checkClaims("Venus is exalted.", chart, NOW).trueCount).toBe(1);
    expect(checkClaims("Jupiter is exalted.", chart, NOW).falseCount).toBe(1);
    expect(checkClaims("बृहस्पति मिथुन राशि में हैं (नीच का)।", chart, NOW).falseClaims.map((c) => c.kind)).toEqual([
      "dignity",
    ]);
    expect(checkClaims("Mercury is retrograde.", chart, NOW).trueCount).toBe(chart.planets.mercury.retrograde ? 1 : 0);
    expect(checkClaims("Jupiter is retrograde.", chart, NOW).falseCount).toBe(chart.planets.jupiter.retrograde ? 0 : 1);
    // Moon in Cancer, Saturn in Pisces (9th from the Moon) in November 2026: no Sade Sati.
    expect(checkClaims("You are going through Sade Sati now.", chart, NOW).falseCount).toBe(1);
    expect(checkClaims("You are not in Sade Sati.", chart, NOW).trueCount).toBe(1);
    expect(checkClaims("आप पर साढ़ेसाती चल रही है।", chart, NOW).falseCount).toBe(1);
  });

  it("holds a 'current' antardasha to the running one, and reads lagna and conjunction phrasing", () => {
    // Venus–Venus runs in November 2026 for this birth.
    expect(checkClaims("अभी आप पर शुक्र की महादशा में राहु की अंतर्दशा चल रही है।", chart, NOW).falseCount).toBe(1);
    expect(checkClaims("After that, the Sun antardasha begins.", chart, NOW).falseCount).toBe(0);
    const inLagna = (["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const).find(
      (g) => chart.planets[g].house === 1,
    )!;
    expect(checkClaims(`${GRAHA_NAMES[inLagna].en} is placed in the ascendant.`, chart, NOW).trueCount).toBe(1);
    expect(checkClaims("Saturn is placed in the ascendant.", chart, NOW).falseCount).toBe(1);
    expect(checkClaims("सूर्य और बुध ग्यारहवें भाव में हैं।", chart, NOW).claims.length).toBe(2);
  });

  it("reads which sign a house holds, in English and Hindi", () => {
    const seventh = SIGN_NAMES[chart.houses.wholeSign[6]!.signIndex]!;
    expect(checkClaims(`Your 7th house falls in ${seventh.en}.`, chart, NOW).trueCount).toBe(1);
    expect(checkClaims(`आपका सातवाँ भाव है, जिसमें ${seventh.hi} राशि पड़ती है।`, chart, NOW).trueCount).toBe(1);
    expect(
      checkClaims(`सातवें भाव में ${wrongSign(chart.houses.wholeSign[6]!.signIndex).hi} राशि है।`, chart, NOW).falseCount,
    ).toBe(1);
    expect(
      checkClaims(`Your 7th house (${wrongSign(chart.houses.wholeSign[6]!.signIndex).en}) matters.`, chart, NOW)
        .falseCount,
    ).toBe(1);
  });
});
