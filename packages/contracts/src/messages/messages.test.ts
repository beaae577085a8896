import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import { formatMessage, messageCodes, type MessageText } from "./index.ts";

const texts = (entry: MessageText) => (typeof entry === "string" ? [entry] : [entry.one, entry.other]);
const paramsOf = (entry: MessageText) =>
  [...new Set(texts(entry).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

describe("the message catalogues", () => {
  it("Hindi has exactly the English codes, each with the same parameters", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const code of messageCodes)
      expect({ code, params: paramsOf(hi[code]) }).toEqual({ code, params: paramsOf(en[code]) });
  });

  it("every Hindi text is in Devanagari and writes Graha, Oracle and Astra in Latin letters", () => {
    for (const entry of Object.values(hi)) {
      for (const text of texts(entry)) {
        expect(text).toMatch(/[\u0900-\u097F]/);
        expect(text).not.toMatch(/ग्रहा|ओरेकल|एस्ट्रा/);
      }
    }
  });

  it("fills parameters and picks the plural by count", () => {
    expect(formatMessage("en", { code: "otp.tries_left", params: { count: 1 } })).toBe("Incorrect code. 1 try left.");
    expect(formatMessage("en", { code: "otp.tries_left", params: { count: 3 } })).toBe("Incorrect code. 3 tries left.");
    expect(formatMessage("hi", { code: "chat.still_replying", params: { astrologer: "Astra" } })).toBe(
      "कृपया प्रतीक्षा करें! Astra अभी उत्तर दे रही हैं।",
    );
    expect(formatMessage("hi", "auth.login_required")).toBe("आगे बढ़ने के लिए कृपया लॉग इन करें।");
  });
});
