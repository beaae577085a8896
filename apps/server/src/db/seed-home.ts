import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";
import CONTENT from "./seed-home.json" with { type: "json" };
import { addMissing, siteContentRows } from "./seed-rows.ts";

// The home and consult pages' content as a new install shows it (ADR 030): the spec's copy,
// in English and Hindi, kept as data in seed-home.json (ADR 013). Rows are only added when
// missing, so the operations console's edits survive restarts. Ratings are tenths: the spec
// fixes every testimonial at 4.6.
//
// The videos are placeholders: their ids are to be replaced by the channel's own uploads
// from the operations console (the spec names the items but not their ids). A click is
// needed before anything loads from YouTube, so a wrong id costs the visitor nothing until then.

/** Site content keys (the `site_content` table) the home page reads beside `home.stats`. */
export const homeSiteContent: Record<string, unknown> = CONTENT.siteContent;

const SPEC_RATING = 46;

/** The rows in the order the pages show them. */
const sorted = <T extends object>(rows: readonly T[]) => rows.map((row, i) => ({ ...row, sort: i + 1 }));

export const homeTestimonials = sorted(CONTENT.testimonials).map((row) => ({ ...row, rating_tenths: SPEC_RATING }));

export const homeVideos = sorted(CONTENT.videos);

export const consultants = sorted(CONTENT.consultants);

export const consultantTestimonials = sorted(CONTENT.consultantTestimonials).map((row) => ({
  id: `ct${row.sort}`,
  ...row,
}));

/** Adds the missing home and consult content (never overwrites); returns how many rows were new. */
export async function seedHomeContent(db: Kysely<Database>, now: Date): Promise<number> {
  const languages = (c: (typeof consultants)[number]) => ({
    ...c,
    languages: JSON.stringify(c.languages),
    languages_hi: JSON.stringify(c.languages_hi),
  });
  return (
    (await addMissing(db, "site_content", "key", siteContentRows(homeSiteContent, now))) +
    (await addMissing(db, "home_testimonials", "id", homeTestimonials)) +
    (await addMissing(db, "home_videos", "id", homeVideos)) +
    (await addMissing(db, "consultants", "id", consultants.map(languages))) +
    (await addMissing(db, "consultant_testimonials", "id", consultantTestimonials))
  );
}
