import { z } from "zod";
import { noticeFields, says, text, trimmedText } from "./message-fields.ts";
import { statusSuccess } from "./common.ts";
import { CONTACT_LIMITS, CONTACT_MOBILE_PATTERN } from "./patterns.ts";

export { CONTACT_LIMITS, CONTACT_MOBILE_PATTERN } from "./patterns.ts";

/** The company behind the site, from configuration: footer, privacy and contact pages. */
export const companyResponse = z.object({
  name: z.string(),
  address: z.string(),
  gstin: z.string(),
  grievance_officer: z.object({ name: z.string(), email: z.string() }),
  external_language_model: z
    .boolean()
    .meta({ description: "Whether replies are written by an external language-model provider (LLM_PROVIDER=openai)" }),
});
export type CompanyResponse = z.infer<typeof companyResponse>;

/** What the contact form's "mobile or email" field is, once spaces and dashes are out of a number. */
export const contactReachKind = (value: string): "mobile" | "email" | undefined => {
  const digits = value.replace(/[\s-]/g, "");
  if (CONTACT_MOBILE_PATTERN.test(digits)) return "mobile";
  return z.email().safeParse(value).success ? "email" : undefined;
};

/** The contact form (Contact Us): who writes, how to answer them, and what about. */
export const contactBody = z.strictObject({
  name: trimmedText(1, CONTACT_LIMITS.name, { required: "contact.name_required", tooLong: "contact.name_too_long" }),
  reach: text("contact.reach_required")
    .trim()
    .min(1, says("contact.reach_required"))
    .max(CONTACT_LIMITS.reach, says("contact.reach_invalid"))
    .refine((value) => contactReachKind(value) !== undefined, says("contact.reach_invalid"))
    .meta({ description: "A 10-digit Indian mobile number (optionally with +91) or an email address" }),
  // An empty message is missing; one under 10 characters is too short to act on.
  message: trimmedText(1, CONTACT_LIMITS.message, {
    required: "contact.message_required",
    tooLong: "contact.message_too_long",
  }).min(CONTACT_LIMITS.messageMin, says("contact.message_too_short")),
});
export type ContactBody = z.input<typeof contactBody>;

export const contactResponse = z.object({ status: statusSuccess, ...noticeFields });
export type ContactResponse = z.infer<typeof contactResponse>;
