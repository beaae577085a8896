// Validation patterns shared by the API and the web app without zod (so the browser
// bundle can import them alone: `@graha/contracts/patterns`).

/** Indian mobile: 10 digits starting 6–9. */
export const MOBILE_LOCAL_PATTERN = /^[6-9]\d{9}$/;
/** The API's form: country code 91 followed by the 10-digit number. */
export const MOBILE_PATTERN = /^91[6-9]\d{9}$/;
export const OTP_LENGTH = 6;

/** A forum user name: letters and digits with single `.`, `_` or `-` between them (5–20 long). */
export const FORUM_USERNAME_PATTERN = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;
/** product.md: 100 forum points buy one Oracle question; at least 100 per redeem. */
export const POINTS_PER_QUESTION = 100;
export const MIN_REDEEM_POINTS = 100;

/** The contact form's "mobile or email" as a number: 10 digits starting 6-9, optionally after +91 or 91. */
export const CONTACT_MOBILE_PATTERN = /^(?:\+?91)?[6-9]\d{9}$/;

/** The contact form's field lengths (characters, after trimming). */
export const CONTACT_LIMITS = { name: 100, reach: 254, messageMin: 10, message: 2000 } as const;

/** The avatar artwork: stylised faces drawn for Graha, served as /avatars/<id>.svg by the web app. */
export const AVATAR_IDS = [
  ...Array.from({ length: 8 }, (_, i) => `m${i + 1}`),
  ...Array.from({ length: 8 }, (_, i) => `f${i + 1}`),
] as const;
export const avatarPath = (id: string): string => `/avatars/${id}.svg`;
/** The artwork for a stored avatar id; null for none or an id from before the artwork (shown as an initial). */
export const avatarUrl = (id: string | null): string | null =>
  id !== null && (AVATAR_IDS as readonly string[]).includes(id) ? avatarPath(id) : null;

/**
 * The version (its date) of the Terms of Use and Privacy Policy the login dialog's consent
 * line refers to. Logging in records it with the user; change it when those texts change.
 */
export const CONSENT_VERSION = "2026-11-26";
