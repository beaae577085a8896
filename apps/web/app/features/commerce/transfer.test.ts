import { describe, expect, it } from "vitest";
import { validateTransfer } from "./transfer";

describe("validateTransfer", () => {
  it("accepts a 10-digit number and a whole number of questions ≥ 1", () => {
    expect(validateTransfer({ mobile: "9876543210", questions: "2" })).toEqual({
      errors: {},
      value: { mobile: "9876543210", questions: 2 },
    });
  });

  it("requires both fields", () => {
    expect(validateTransfer({ mobile: "", questions: "" }).errors).toEqual({
      mobile: "mobileRequired",
      questions: "questionsRequired",
    });
  });

  it.each([
    ["98765", "mobileLength"],
    ["98765432101", "mobileLength"],
    ["98765abcde", "mobileLength"],
    ["5876543210", "mobileInvalid"],
  ])("refuses the mobile %j (%s)", (mobile, error) => {
    expect(validateTransfer({ mobile, questions: "1" }).errors.mobile).toBe(error);
  });

  it.each([
    ["0", "questionsMin"],
    ["-3", "questionsMin"],
    ["abc", "questionsNumber"],
    ["1.5", "questionsWhole"],
    ["1001", "questionsMax"],
  ])("refuses %j questions (%s)", (questions, error) => {
    expect(validateTransfer({ mobile: "9876543210", questions }).errors.questions).toBe(error);
  });

  it("refuses more than the Oracle questions left and the user's own number", () => {
    expect(validateTransfer({ mobile: "9876543210", questions: "4", available: 3 }).errors.questions).toBe(
      "questionsMoreThanBalance",
    );
    expect(validateTransfer({ mobile: "9876543210", questions: "1", ownMobile: "9876543210" }).errors.mobile).toBe(
      "ownNumber",
    );
  });
});
