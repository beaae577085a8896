import type { Kysely } from "kysely";
import { columnsOf, createTable, userRow } from "./columns.ts";

// Consents: the consent line of the login dialog (Terms of Use and Privacy Policy, issue #14): which
// version of those texts a user accepted and when, one row per version (the first login
// that showed it). Kept for the DPDP Act's record of consent and given back in the export.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "consents", {
    columns: { ...userRow, ...columnsOf("text not null", "version", "accepted_at") },
    unique: { consents_user_version: ["user_id", "version"] },
  });
  // Public links to a kundli's chart or a chat answer (issue #14): `id` is the unguessable
  // token in /share/{id}; `body` the JSON snapshot shown, taken when shared (birth details
  // only when the user chose them); removed with the account.
  await createTable(db, "shares", {
    columns: { ...userRow, ...columnsOf("text not null", "kind", "subject_id", "body", "created_at") },
    indexes: { shares_user: ["user_id"] },
  });
  // Each user's invite code, carried by the invite dialog's share link (/?invite=CODE): a
  // new number that logs in with it is recorded as invited by that user.
  await createTable(db, "invite_codes", {
    columns: {
      user_id: "text primary key references users.id on delete cascade",
      code: "text not null unique",
      created_at: "text not null",
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invite_codes").execute();
  await db.schema.dropTable("shares").execute();
  await db.schema.dropTable("consents").execute();
}
