import type { Kysely } from "kysely";
import { columnsOf, createTable, userRow } from "./columns.ts";

// The consent line of the login dialog (Terms of Use and Privacy Policy, issue #14): which
// version of those texts a user accepted and when, one row per version (the first login
// that showed it). Kept for the DPDP Act's record of consent and given back in the export.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "consents", {
    columns: { ...userRow, ...columnsOf("text not null", "version", "accepted_at") },
    unique: { consents_user_version: ["user_id", "version"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("consents").execute();
}
