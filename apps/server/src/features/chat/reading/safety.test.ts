import { describe, expect, it } from "vitest";
import { classifySafety, refusalOf } from "./safety.ts";

describe("classifySafety", () => {
  it.each([
    ["I want to end my life", "self_harm"],
    ["I feel like killing myself", "self_harm"],
    ["I want to kill myself", "self_harm"],
    ["मैं आत्महत्या करना चाहता हूँ", "self_harm"],
    ["मुझे जीना नहीं चाहता अब", "self_harm"],
    ["main marna chahta hoon", "self_harm"],
    ["When will I die?", "death"],
    ["मेरी मृत्यु कब होगी?", "death"],
    ["meri maut kab hogi", "death"],
    ["Will I get cancer?", "illness"],
    ["कौन सी बीमारी होगी?", "illness"],
    ["Will I win my court case?", "legal"],
    ["क्या मैं कोर्ट केस जीतूँगा?", "legal"],
    ["Should I invest in stocks?", "financial"],
    ["क्या लॉटरी लगेगी?", "financial"],
    ["When will I get married?", "none"],
    ["How is my health this year?", "none"],
    ["My moon is in Cancer sign, what does it mean?", "none"],
    ["mujhe marna hai", "self_harm"],
    ["Can I get a police job?", "none"],
    ["Should I start a trading business?", "none"],
    ["Was my promotion a stroke of luck?", "none"],
    ["Will intraday trading make me rich?", "financial"],
  ])("%s → %s", (question, safety) => {
    expect(classifySafety(question)).toBe(safety);
  });

  it("refuses self-harm, death and medical questions and off-topic ones, and reads the rest", () => {
    expect(refusalOf("self_harm", null)).toBe("self_harm");
    expect(refusalOf("death", null)).toBe("death");
    expect(refusalOf("illness", null)).toBe("medical");
    expect(refusalOf("none", "not_astrology")).toBe("off_topic");
    for (const s of ["legal", "financial", "none"] as const) expect(refusalOf(s, null)).toBeNull();
  });
});
