import { describe, expect, it } from "vitest";
import { normalizeMobileInput, toApiMobile, validateMobile } from "./mobile";

describe("validateMobile", () => {
  it.each(["9876543210", "6000000000", "7123456789", "8999999999"])("accepts %s", (mobile) => {
    expect(validateMobile("91", mobile)).toBeNull();
  });

  it.each(["5876543210", "0876543210", "987654321", "98765432101", "98765-4321", "1234567890"])(
    "refuses %s",
    (mobile) => {
      expect(validateMobile("91", mobile)).toBe("invalid");
    },
  );

  it("reports a missing number or country code", () => {
    expect(validateMobile("91", "")).toBe("missing");
    expect(validateMobile("91", "   ")).toBe("missing");
    expect(validateMobile("", "9876543210")).toBe("missing");
  });

  it("offers only +91", () => {
    expect(validateMobile("1", "9876543210")).toBe("invalid");
  });
});

describe("normalizeMobileInput", () => {
  it.each([
    ["98765 43210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["98a76", "9876"],
    ["98765432109999", "9876543210"],
  ])("turns %j into %j", (raw, expected) => {
    expect(normalizeMobileInput(raw)).toBe(expected);
  });
});

it("sends the country code before the number", () => {
  expect(toApiMobile("91", "9876543210")).toBe("919876543210");
});
