import { describe, expect, it } from "vitest";
import { splitQuestions } from "./split-questions.ts";

describe("two questions in one message", () => {
  it("cuts at a question mark or at 'and' / 'aur' / 'और' between two questions (English, Hinglish, Hindi)", () => {
    expect(splitQuestions("When will I get married and will it be a love marriage?")).toEqual([
      "When will I get married",
      "will it be a love marriage?",
    ]);
    expect(splitQuestions("meri job kab lagegi aur shaadi kab hogi?")).toEqual([
      "meri job kab lagegi",
      "shaadi kab hogi?",
    ]);
    expect(splitQuestions("मेरी सेहत कैसी रहेगी और पैसों की स्थिति कब सुधरेगी?")).toEqual([
      "मेरी सेहत कैसी रहेगी",
      "पैसों की स्थिति कब सुधरेगी?",
    ]);
    expect(splitQuestions("Is my Rahu badly placed? What remedy should I do?")).toEqual([
      "Is my Rahu badly placed?",
      "What remedy should I do?",
    ]);
  });

  it("keeps one question whole: 'and' inside a clause, a plea after the question", () => {
    for (const q of [
      "I got laid off last week and have EMIs to pay. When will I get a new job? Please help",
      "wipro ka offer hai aur accenture ka bhi, kaunsa lu",
      "pati aur mere beech jhagde kab khatam honge",
      "Will I get married and have kids?",
    ])
      expect(splitQuestions(q), q).toEqual([q]);
  });
});
