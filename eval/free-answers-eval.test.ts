import { describe, expect, it } from "vitest";
import { freeAnswersReport } from "./free-answers-eval.ts";
import { BUILTIN_BIRTHS } from "./run-eval.ts";

describe("free answers and partner matches on the corpus", () => {
  it("charges no refusal of the tuning split or the eval cases, and scores every partner question as the engine does", async () => {
    // A male asker is the groom of the match (the eval's own run uses a female one).
    const report = await freeAnswersReport({ ...BUILTIN_BIRTHS[1]!, gender: "Male" });
    expect(report.refusals).toBeGreaterThanOrEqual(50);
    expect(report.refusalsCharged).toBe(0);
    expect(report.partnerQuestions).toBeGreaterThanOrEqual(15);
    expect(report.partnerRight).toBe(report.partnerQuestions);
  }, 60_000);
});
