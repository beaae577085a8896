import { describe, expect, it } from "vitest";
import { answerCardSvg, chartCardSvg, escapeXml, signCardSvg, wrapText } from "./cards.ts";
import { textPaths } from "./og-image.ts";

const chart = {
  ascendant_sign: 4,
  moon_sign: 9,
  moon_nakshatra: 21,
  houses: [["sun"], [], ["moon", "saturn"], [], [], [], ["mars"], [], [], [], [], []],
  birth: null,
};

describe("Open Graph cards", () => {
  it("wrap text at spaces into the lines allowed, ending cut text with an ellipsis", () => {
    expect(wrapText("one two three four five", 9, 3)).toEqual(["one two", "three", "four five"]);
    expect(wrapText("one two three four five six", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrapText("short", 20, 2)).toEqual(["short"]);
  });

  it("escape what XML would read as markup", () => {
    expect(escapeXml(`<b>"A" & 'B'</b>`)).toBe("&lt;b&gt;&quot;A&quot; &amp; &apos;B&apos;&lt;/b&gt;");
    expect(answerCardSvg({ astrologer: "Oracle", question: "<script>", answer: "a & b" })).not.toContain("<script>");
  });

  it("draw a chart with its signs and grahas, and the birth details only when shared", () => {
    const plain = chartCardSvg(chart);
    expect(plain).toContain("Lagna: Leo · सिंह");
    expect(plain).toContain(`data-text="Mo Sa"`);
    expect(plain).not.toContain("Asha");
    const withBirth = chartCardSvg({
      ...chart,
      birth: { name: "Asha", dob: "14/08/1990", tob: "06:45", pob: "Varanasi" },
    });
    expect(withBirth).toContain("14/08/1990 · 06:45");
    expect(withBirth).toContain(`data-text="Asha"`);
  });

  it("name the sign in English and Hindi", () => {
    expect(signCardSvg(0)).toContain(`data-text="Aries"`);
    expect(signCardSvg(0)).toContain("मेष राशि · Mesha");
  });
});

describe("text on cards", () => {
  const glyphs = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
  it("shapes a Devanagari word the same inside a Latin line as alone (the vowel sign before its consonant)", () => {
    const alone = glyphs(textPaths("सिंह", 0, 0, { size: 30, fill: "#fff" }));
    const mixed = glyphs(textPaths("Lagna: Leo · सिंह", 0, 0, { size: 30, fill: "#fff" }));
    expect(alone.length).toBeGreaterThan(1);
    expect(mixed.slice(-alone.length)).toEqual(alone);
  });
});
