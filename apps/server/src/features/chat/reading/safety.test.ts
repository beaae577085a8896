import { describe, expect, it } from "vitest";
import { classifySafety, isUnchargeable } from "./safety.ts";

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

  it("marks only self-harm questions as not chargeable", () => {
    expect(isUnchargeable("self_harm")).toBe(true);
    for (const s of ["death", "illness", "legal", "financial", "none"] as const) expect(isUnchargeable(s)).toBe(false);
  });
});
