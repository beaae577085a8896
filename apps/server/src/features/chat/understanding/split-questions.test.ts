import { describe, expect, it } from "vitest";
import { splitQuestions } from "./split-questions.ts";

describe("two questions in one message", () => {
  // Each message with the questions it holds, " | " between them.
  const TWO_QUESTIONS: Record<string, string> = {
    "When will I get married and will it be a love marriage?": "When will I get married | will it be a love marriage?",
    "meri job kab lagegi aur shaadi kab hogi?": "meri job kab lagegi | shaadi kab hogi?",
    "मेरी सेहत कैसी रहेगी और पैसों की स्थिति कब सुधरेगी?": "मेरी सेहत कैसी रहेगी | पैसों की स्थिति कब सुधरेगी?",
    "Is my Rahu badly placed? What remedy should I do?": "Is my Rahu badly placed? | What remedy should I do?",
  };
  it.for(Object.entries(TWO_QUESTIONS))(
    "cuts at a question mark or at 'and' / 'aur' / 'और' between two questions: %s",
    ([message, parts]) => expect(splitQuestions(message)).toEqual(parts.split(" | ")),
  );

  it("keeps one question whole: 'and' inside a clause, a plea after the question", () => {
    for (const q of [
      "I got laid off last week and have EMIs to pay. When will I get a new job? Please help",
      "wipro ka offer hai aur accenture ka bhi, kaunsa lu",
      "pati aur mere beech jhagde kab khatam honge",
      "Will I get married and have kids?",
      // Spoken without stops: "… could not clear my family is poor" tells, whatever its "is".
      "i have given prelims 2 times but could not clear my family is poor and my father is a farmer will i get selected in ssc cgl this year",
    ])
      expect(splitQuestions(q), q).toEqual([q]);
  });
});
