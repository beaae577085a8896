import type { Kysely } from "kysely";

// A forum handle's email is verified by a signed, single-use link (issue #13): when it was
// verified, and the nonce of the one link still valid (a used or replaced link no longer matches).
const columns = ["email_verified_at", "email_verify_nonce"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) await db.schema.alterTable("forum_handles").addColumn(column, "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) await db.schema.alterTable("forum_handles").dropColumn(column).execute();
}
