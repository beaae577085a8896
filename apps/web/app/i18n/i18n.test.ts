import { describe, expect, it } from "vitest";
import { en } from "./en";
import { hi } from "./hi";
import { createI18n } from "./index";

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en);
const hindi = flatten(hi as unknown as Tree);

describe("translations", () => {
  it("has every English key in Hindi", () => {
    const missing = [...english.keys()].filter((key) => !hindi.has(key));
    expect(missing).toEqual([]);
  });

  it("has no Hindi key that English lacks", () => {
    const extra = [...hindi.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it("has no empty text", () => {
    const empty = [...english, ...hindi].filter(([, value]) => !value.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("uses the same {{placeholders}} in both languages", () => {
    const mismatched = [...english.keys()].filter(
      (key) => placeholders(english.get(key)!).join() !== placeholders(hindi.get(key) ?? "").join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("writes Hindi in Devanagari for the texts people read", () => {
    // Names, numbers and brand words may stay as they are; sentences must not.
    const latinOnly = [...hindi]
      .filter(([, value]) => value.split(" ").length > 2 && !/[\u0900-\u097F]/.test(value))
      .map(([key]) => key)
      .filter((key) => key !== "language.switchToEnglish");
    expect(latinOnly).toEqual([]);
  });

  it("keeps the spec's exact English texts", () => {
    expect(en.login.title).toBe("Continue with Mobile");
    expect(en.login.subtitle).toBe("You will receive a 6-digit code for verification");
    expect(en.login.gettingOtp).toBe("loading...");
    expect(en.login.verifying).toBe("verifying..");
    expect(en.login.success).toBe("Logged in successfully");
    expect(en.deleteAccount.gettingOtp).toBe("Loading...");
    expect(en.errors.getOtpFailedLater).toBe("Failed to get OTP. Please try again later.");
    expect(en.errors.generic).toBe("An error occurred. Please try again later.");
    expect(en.errors.tokenMissing).toBe("Token not found. Please try again.");
    expect(en.errors.verifyFailed).toBe("Failed to verify OTP. Please try again.");
  });

  it("renders in the language asked for, independently per instance", () => {
    const english = createI18n("en");
    const hindiInstance = createI18n("hi");
    expect(english.t("nav.home")).toBe("Home");
    expect(hindiInstance.t("nav.home")).toBe("होम");
    expect(english.t("errors.getOtpFailedWith", { message: "Wait." })).toBe("Failed to get OTP. Wait.");
    expect(english.language).toBe("en");
  });
});
