import { describe, expect, it } from "vitest";
import { GRAHAS } from "./astro/graha-positions.ts";
import { nakshatraOf, signIndexOf } from "./chart/zodiac.ts";
import { GRAHA_NAMES, MONTH_NAMES, NAKSHATRA_NAMES, SIGN_NAMES, VARA_NAMES } from "./names.ts";
import { karanaName, karanaNameHi, tithiName, YOGA_NAMES, YOGA_NAMES_HI } from "./panchang/panchang-names.ts";

describe("names", () => {
  it("has English and Hindi for every sign, graha, nakshatra, weekday and yoga", () => {
    expect(SIGN_NAMES).toHaveLength(12);
    expect(NAKSHATRA_NAMES).toHaveLength(27);
    expect(VARA_NAMES).toHaveLength(7);
    expect(YOGA_NAMES).toHaveLength(27);
    expect(YOGA_NAMES_HI).toHaveLength(27);
    for (const n of [...SIGN_NAMES, ...NAKSHATRA_NAMES, ...VARA_NAMES, ...GRAHAS.map((g) => GRAHA_NAMES[g])]) {
      expect(n.en).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
      expect(n.hi).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });
  it("has the twelve civil months in English (as Intl writes them) and Hindi", () => {
    const intl = new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" });
    expect(MONTH_NAMES.en).toEqual(Array.from({ length: 12 }, (_, m) => intl.format(Date.UTC(2025, m, 1))));
    expect(MONTH_NAMES.hi).toHaveLength(12);
    for (const name of MONTH_NAMES.hi) expect(name).toMatch(/^[\u0900-\u097F]+$/);
  });
  it("names the karanas: Kimstughna, seven movable ×8, then the three fixed", () => {
    expect(karanaName(0)).toBe("Kimstughna");
    expect([1, 8, 15, 50].map(karanaName)).toEqual(["Bava", "Bava", "Bava", "Bava"]);
    expect(karanaName(56)).toBe("Vishti");
    expect([57, 58, 59].map(karanaName)).toEqual(["Shakuni", "Chatushpada", "Naga"]);
    expect(karanaNameHi(7)).toBe("विष्टि");
    expect([1, 14, 15, 16, 30].map(tithiName)).toEqual([
      "Pratipada",
      "Chaturdashi",
      "Purnima",
      "Pratipada",
      "Amavasya",
    ]);
  });
});

describe("nakshatraOf and signIndexOf", () => {
  it("divide the zodiac into 27 nakshatras of 4 padas, with lords in Vimshottari order", () => {
    expect(nakshatraOf(0)).toMatchObject({ index: 0, name: "Ashwini", pada: 1, lord: "ketu" });
    expect(nakshatraOf(13 + 1 / 3 - 1e-9)).toMatchObject({ index: 0, pada: 4 });
    expect(nakshatraOf(13 + 1 / 3)).toMatchObject({ index: 1, name: "Bharani", pada: 1, lord: "venus" });
    expect(nakshatraOf(359.999999)).toMatchObject({ index: 26, name: "Revati", pada: 4, lord: "mercury" });
    expect(nakshatraOf(-1).index).toBe(26);
    expect(signIndexOf(359.9999)).toBe(11);
    expect(signIndexOf(360)).toBe(0);
  });
});
