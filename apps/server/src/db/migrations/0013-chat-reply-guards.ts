import type { Kysely } from "kysely";
import { createTable } from "./columns.ts";

// What the guard on a model writer changed in a stored reply (ADR 025): one row per reply it
// changed, `report` the JSON of its GuardReport (removed sentences and why, attempts thrown
// away, a fallback to the builtin writer), for a later review screen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "chat_reply_guards", {
    columns: {
      message_id: "text primary key references chat_messages.id on delete cascade",
      report: "text not null",
      created_at: "text not null",
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_reply_guards").execute();
}
