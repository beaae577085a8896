import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

// The astrologers have no gender in Hindi: the chat's typing line says "{{name}} का उत्तर लिखा जा
// रहा है", and nothing the builtin writer says speaks of itself with a gendered verb ("सकता
// हूँ", "बताऊँगा") that another line would contradict.
const GENDERED_SELF =
  /मैं[^।?!]{0,60}(सकता|सकती|चाहूँगा|चाहूंगा|चाहूँगी|चाहूंगी|रहा हूँ|रही हूँ|रहता हूँ|रहती हूँ|देता हूँ|देती हूँ|बताऊँगा|बताऊँगी|बताऊंगा|बताऊंगी|करूँगा|करूँगी|करूंगा|करूंगी)/u;

function hindiTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hindiTexts);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => (key === "hi" && typeof v === "string" ? [v] : hindiTexts(v)));
  return [];
}

it("the builtin writer's Hindi phrases never give the astrologer a gender", () => {
  const phrases = JSON.parse(readFileSync(new URL("./builtin-phrases.json", import.meta.url), "utf8")) as unknown;
  const texts = hindiTexts(phrases);
  expect(texts.length).toBeGreaterThan(50);
  expect(texts.filter((text) => GENDERED_SELF.test(text))).toEqual([]);
});
