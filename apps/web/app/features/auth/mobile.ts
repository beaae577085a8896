// The mobile rule of the spec and product decisions: +91 only, 10 digits starting 6–9 — the
// API's own pattern, from the zod-free entry of @graha/contracts (no zod in the browser).
import { MOBILE_LOCAL_PATTERN } from "@graha/contracts/patterns";

export { MOBILE_LOCAL_PATTERN };
export const COUNTRY_CODES = ["91"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/**
 * Turns what someone typed or pasted into the 10-digit local number field: digits only, and
 * a leading +91 / 91 / 0 dropped when the rest is a full number.
 */
export function normalizeMobileInput(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.slice(0, 10);
}

export type MobileProblem = "missing" | "invalid";

/** Checks the country code and local number; `null` when they can be sent. */
export function validateMobile(countryCode: string, local: string): MobileProblem | null {
  if (!countryCode || !local.trim()) return "missing";
  if (!(COUNTRY_CODES as readonly string[]).includes(countryCode)) return "invalid";
  return MOBILE_LOCAL_PATTERN.test(local) ? null : "invalid";
}

/** The API's form of a mobile number: country code followed by the local number. */
export function toApiMobile(countryCode: CountryCode, local: string): string {
  return `${countryCode}${local}`;
}
