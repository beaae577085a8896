// product.md, "Names in Hindi": Graha, Oracle and Astra stay in Latin letters in Hindi text,
// and Hindi times read as 24-hour (or सुबह/दोपहर/शाम/रात), never "am"/"pm". This scans every
// Hindi text of the web app, the API's message catalogue and the trust pages.
import { catalogues } from "@graha/contracts/messages";
import { describe, expect, it } from "vitest";
import { formatChatTime } from "./features/chat/time";
import { formatDateTime } from "./features/commerce";
import { pagesEn } from "./features/trust/pages-en";
import { pagesHi } from "./features/trust/pages-hi";
import { resources } from "./i18n/resources";

/** Every string of a nested object, by its dotted key. */
function strings(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

const sources = {
  "web app": [resources.en.translation, resources.hi.translation],
  "API messages": [catalogues.en, catalogues.hi],
  "trust pages": [pagesEn, pagesHi],
} as const;

const NAMES = ["Graha", "Oracle", "Astra"] as const;
/** Where the English "Graha" is the astrological word (a planet), not the brand: ग्रह in Hindi. */
const GRAHA_THE_WORD = new Set(["kundliChart.report.graha", "kundliMatching.kootaNames.grahaMaitri"]);
/** Spellings the brand and the personas must not take in Hindi. */
const WRONG_NAMES = /ग्रहा|ओरेकल|ऑरेकल|ओरैकल|एस्ट्रा|अस्त्रा|ऐस्ट्रा/;
const TWELVE_HOUR = /\b(?:am|pm|a\.m\.|p\.m\.)\b/i;

describe("Hindi texts", () => {
  for (const [name, [english, hindi]] of Object.entries(sources)) {
    const en = new Map(strings(english));
    const hi = strings(hindi);

    it(`${name}: keep Graha, Oracle and Astra in Latin letters wherever the English names them`, () => {
      const wrong: string[] = [];
      for (const [key, text] of hi) {
        if (WRONG_NAMES.test(text)) wrong.push(`${key}: ${text}`);
        for (const brand of NAMES) {
          if (brand === "Graha" && GRAHA_THE_WORD.has(key)) continue;
          if (new RegExp(`\\b${brand}\\b`).test(en.get(key) ?? "") && !text.includes(brand))
            wrong.push(`${key} lacks ${brand}: ${text}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it(`${name}: never say am or pm`, () => {
      expect(hi.filter(([, text]) => TWELVE_HOUR.test(text))).toEqual([]);
    });
  }

  it("the scan sees what it looks for", () => {
    expect(WRONG_NAMES.test("ग्रहा पर ओरेकल")).toBe(true);
    expect(TWELVE_HOUR.test("4:05 pm")).toBe(true);
    expect(TWELVE_HOUR.test("सुबह 9 से शाम 6")).toBe(false);
  });

  it("dates and times in Hindi read on the 24-hour clock", () => {
    // 16:05 in India for the receipt-style date; 16:05 in the test's own zone for the chat time.
    expect(formatDateTime("2026-11-22T10:35:00.000Z", "hi")).toContain("16:05");
    const local = new Date(2026, 10, 22, 16, 5);
    expect(formatChatTime(local.toISOString(), "hi", new Date(2026, 10, 22, 18, 0))).toBe("16:05");
    expect(formatChatTime(local.toISOString(), "en", new Date(2026, 10, 22, 18, 0))).toMatch(/4:05\s?pm/i);
  });
});
