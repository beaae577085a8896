import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Site content a new install shows: the spec's marketing copy, stored in the database so it
 * can be edited (product.md: no hard-coded figures). Demo content only: no accounts, no
 * money. Existing rows are never overwritten, so edits survive restarts.
 */
export const demoSiteContent: Record<string, unknown> = {
  "home.stats": {
    predictionsCompleted: "3M+",
    happyUsers: "300,000",
    totalChats: "2M+",
    freeQuestions: 6,
    aiAstrologers: 2,
  },
  "home.rating": { ratingValue: 4.8, ratingCount: 1250 },
  "company.name": "Graha Astro Private Limited",
  "support.hours": { weekdays: "Mon-Fri 9:00-18:00", saturday: "Sat 10:00-16:00", sunday: "Closed" },
};

export async function seedDemoContent(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const rows = Object.entries(demoSiteContent).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
    updated_at: now.toISOString(),
  }));
  const result = await db
    .insertInto("site_content")
    .values(rows)
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
