import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

type KeyedTable =
  "site_content" | "offers" | "plans" | "home_testimonials" | "home_videos" | "consultants" | "consultant_testimonials";

/**
 * Inserts the rows whose key is not there yet, never overwriting one (edits made in the
 * database survive restarts); returns how many were new.
 */
export async function addMissing<T extends KeyedTable>(
  db: Kysely<Database>,
  table: T,
  key: "key" | "id",
  rows: readonly object[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto(table as "offers")
    .values(rows as never)
    .onConflict((oc) => oc.column(key as "id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Site content entries as rows of `site_content`, each value as JSON. */
export const siteContentRows = (entries: Record<string, unknown>, now: Date) =>
  Object.entries(entries).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now.toISOString() }));
