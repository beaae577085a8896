import type { Kysely } from "kysely";
import { columnsOf, createTable } from "./columns.ts";

// Composed sign horoscopes, shared by every instance: one row per sign, period, first day of
// the period, language and engine version (ADR 012). Rows are written once (insert or
// ignore) and never updated; a new engine version simply writes new rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "horoscope_readings", {
    columns: {
      ...columnsOf("text not null", "sign", "period", "period_start", "lang", "engine_version", "body", "created_at"),
    },
    primaryKey: { horoscope_readings_pk: ["sign", "period", "period_start", "lang", "engine_version"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("horoscope_readings").execute();
}
