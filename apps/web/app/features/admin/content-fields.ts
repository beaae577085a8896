import type { AdminContentResponse } from "@graha/contracts";

// The content editor's plain logic: a row's fields as text in the form, and back to what the
// API takes (numbers, lists one per line, an empty plan id as null), sending only what changed.

export type ContentKind = "testimonials" | "videos" | "consultants" | "offers" | "plans";
export const CONTENT_KINDS = [
  "testimonials",
  "videos",
  "consultants",
  "offers",
  "plans",
] as const satisfies readonly ContentKind[];
/** Kinds an editor may add rows to (offers and plans are referenced by payments). */
export const CREATABLE = ["testimonials", "videos", "consultants"] as const satisfies readonly ContentKind[];

type Value = string | number | null | readonly string[];
export type Row = Record<string, Value>;

/** Fields shown but not sent (the API's own, or fixed by what the offer sells). */
const READ_ONLY = new Set(["id", "astrologer", "account"]);
/** Fields whose text is long enough for a text area. */
export const LONG_FIELDS = new Set([
  "comment",
  "comment_hi",
  "bio",
  "bio_hi",
  "bullet_points",
  "languages",
  "languages_hi",
]);

/** The fields an editor changes, in the row's order. */
export function editableFields(row: Row): string[] {
  return Object.keys(row).filter((field) => !READ_ONLY.has(field));
}

/** A field's value as the form shows it. */
export function toText(value: Value): string {
  if (value === null) return "";
  if (Array.isArray(value)) return value.join("\n");
  return String(value);
}

/**
 * The form's texts back in the API's types, judged by the original row's (`shape`) value:
 * numbers (null when not one), lists one per line, an empty nullable text as null.
 * Only fields that differ from `original` when one is given.
 */
export function fromTexts(
  shape: Row,
  texts: Record<string, string>,
  original?: Row,
): { body: Record<string, unknown>; invalid: string[] } {
  const body: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const field of editableFields(shape)) {
    const text = texts[field] ?? "";
    const was = shape[field] ?? null;
    let value: unknown;
    if (typeof was === "number") {
      const number = Number(text.trim());
      if (text.trim() === "" || !Number.isFinite(number)) {
        invalid.push(field);
        continue;
      }
      value = number;
    } else if (Array.isArray(was)) {
      value = text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
    } else if (was === null) {
      value = text.trim() === "" ? null : text.trim();
    } else {
      value = text;
    }
    if (original && toText(original[field] ?? null) === toText(value as Value)) continue;
    body[field] = value;
  }
  return { body, invalid };
}

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

/** Empty rows to start a new testimonial, video or astrologer from. */
export const TEMPLATES: { [K in (typeof CREATABLE)[number]]: WithoutId<AdminContentResponse[K][number]> } = {
  testimonials: {
    name: "",
    name_hi: "",
    designation: "",
    designation_hi: "",
    avatar: "",
    comment: "",
    comment_hi: "",
    compliment_tag: "",
    compliment_tag_hi: "",
    rating_tenths: 50,
    sort: 0,
    active: 1,
  },
  videos: { youtube_id: "", title: "", title_hi: "", sort: 0, active: 1 },
  consultants: {
    name: "",
    name_hi: "",
    photo: "",
    specialization: "",
    specialization_hi: "",
    bio: "",
    bio_hi: "",
    rating_tenths: 45,
    experience_years: 0,
    languages: [],
    languages_hi: [],
    sort: 0,
    active: 1,
  },
};
