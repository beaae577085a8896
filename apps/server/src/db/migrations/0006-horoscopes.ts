import type { Kysely } from "kysely";

// Composed sign horoscopes, shared by every instance: one row per sign, period, first day of
// the period, language and engine version (ADR 020). Rows are written once (insert or
// ignore) and never updated; a new engine version simply writes new rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("horoscope_readings")
    .addColumn("sign", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("engine_version", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("horoscope_readings_pk", ["sign", "period", "period_start", "lang", "engine_version"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("horoscope_readings").execute();
}
