import { describe, expect, it } from "vitest";
import { answerSentence, monthsIn, samenessReport, timingInside } from "./answer-shape-eval.ts";

describe("answer-shape checks", () => {
  it("reads the answer sentence after a caring opening", () => {
    expect(answerSentence("I am sorry you are going through this. Yes, Asha: now.\n\nMore.")).toBe("Yes, Asha: now.");
    expect(answerSentence("Not yet, Asha: wait. Then more.")).toBe("Not yet, Asha: wait.");
  });

  it("finds months in both languages", () => {
    expect(monthsIn("from Jun 2026 to मार्च 2027")).toEqual(["2026-06", "2027-03"]);
  });

  it("holds a timing answer to the period asked, and catches one outside it", () => {
    const h = { start: "2026-03-10", end: "2026-09-10" };
    expect(
      timingInside("Yes, Asha: Jun 2026 to Sep 2026 is the stretch; the X–Y period (Jan 2026 – Oct 2028).", h),
    ).toBe(true);
    expect(timingInside("The likeliest time is the Venus–Sun period (Jan 2028 – Oct 2029).", h)).toBe(false);
    expect(
      timingInside(
        "Not within that time: nothing strong for your career falls inside Mar 2026 to Sep 2026. The nearest window after it is (Jan 2027 – Oct 2028).",
        h,
      ),
    ).toBe(true);
    expect(
      timingInside(
        "Not within that time: nothing strong for your career falls inside Mar 2026 to Sep 2026. Still, Jun 2026 looks good.",
        h,
      ),
    ).toBe(false);
    // A window after the period named to the day is after a period ending earlier that month.
    const pongal = { start: "2026-03-10", end: "2027-01-15" };
    expect(
      timingInside(
        "Not within that time: nothing strong for work abroad falls inside 10 Mar 2026 to 15 Jan 2027. The nearest window after it is the Rahu–Ketu period (19 Jan 2027 – Feb 2028).",
        pongal,
      ),
    ).toBe(true);
    expect(
      timingInside(
        "Not within that time: nothing strong for work abroad falls inside 10 Mar 2026 to 15 Jan 2027. The nearest window after it is (12 Jan 2027 – Feb 2028).",
        pongal,
      ),
    ).toBe(false);
    // A year named first is the whole year ("2028 looks mixed for you … (Jan 2027 – Feb 2028)").
    const year = { start: "2028-01-01", end: "2028-12-31" };
    expect(
      timingInside("2028 looks mixed for you, Asha. The Rahu–Ketu period (Jan 2027 – Feb 2028) comes first.", year),
    ).toBe(true);
    expect(timingInside("2027 looks mixed for you, Asha.", year)).toBe(false);
    expect(timingInside("The Rahu–Ketu period (Jan 2027 – Feb 2028) comes first.", year)).toBe(false);
  });

  it("answers no two different questions identically and repeats no paragraph within a chat", async () => {
    const same = await samenessReport(1);
    expect(same.identicalReplies).toBe(0);
    expect(same.repeatedParagraphs).toBe(0);
    expect(same.paragraphs).toBeGreaterThan(50);
  }, 60_000);
});
