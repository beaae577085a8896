import type { Kysely } from "kysely";
import { createTable, userRow } from "./columns.ts";

// Numbers a user asked to transfer to that have no account (ADR 014): a keyed hash of each,
// so a user can learn whether at most a few new numbers a day are registered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "number_lookups", {
    columns: {
      ...userRow,
      mobile_hash: "text not null",
      created_at: "text not null",
    },
    indexes: { number_lookups_user_created: ["user_id", "created_at"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("number_lookups").execute();
}
