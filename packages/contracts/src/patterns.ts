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
/** How long a moderator may silence a forum member, in days. */
export const FORUM_SILENCE_DAYS = [1, 3, 7, 30] as const;

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

/** Posts a blog page shows (the spec: 9 on the blog pages, 3 elsewhere) and the most one call may ask for. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_HOME_SIZE = 3;
export const BLOG_PAGE_SIZE_MAX = 50;

/** The consultation form (consult page): a mobile number of 10 to 15 digits (spaces, dashes and a leading + allowed). */
export const LEAD_MOBILE_PATTERN = /^\+?\d{10,15}$/;
/** The consultation form's field lengths (characters, after trimming). */
export const LEAD_LIMITS = { nameMin: 2, name: 100, email: 254, birthPlace: 100 } as const;
/** A date of birth as the form's date input sends it, and a time of birth (24-hour). */
export const LEAD_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const LEAD_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A YYYY-MM-DD date that exists in the calendar and is not after today (UTC+14, so no Indian today is refused). */
export const isPastBirthDate = (value: string, now: Date = new Date()): boolean => {
  if (!LEAD_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= now.getTime() + 14 * 3600_000;
};

/**
 * The version (its date) of the Terms of Use and Privacy Policy the login dialog's consent
 * line refers to. Logging in records it with the user; change it when those texts change.
 */
export const CONSENT_VERSION = "2026-11-26";

/** How the forum's discussion list is ordered: newest first, or hot (votes and comments fading with age). */
export const FORUM_SORTS = ["new", "hot"] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];
