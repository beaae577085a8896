import type { Kysely } from "kysely";
import { columnsOf, createTable, userRow } from "./columns.ts";

// AstroHub moderation and the points guard against one person's several accounts (issue #13):
// - a handle can be silenced until a time, with the moderator's reason;
// - a discussion or comment is hidden for a reason ("reports", or "link": a first-day
//   account's link held for review), reviewed (restored; only later reports count again)
//   or removed by a moderator;
// - the device cookie each vote came with, and every device a member wrote from, so votes
//   between accounts of one device earn nobody points;
// - each "Check with AI" a member ran, for its daily limit.
const contentTables = ["forum_discussions", "forum_comments"] as const;
const contentColumns = ["held_reason", "reviewed_at", "removed_at"] as const;
const handleColumns = ["silenced_until", "silence_reason"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of handleColumns) await db.schema.alterTable("forum_handles").addColumn(column, "text").execute();
  for (const table of contentTables) {
    for (const column of contentColumns) await db.schema.alterTable(table).addColumn(column, "text").execute();
  }
  await db.schema.alterTable("forum_votes").addColumn("device_id", "text").execute();
  await createTable(db, "forum_devices", {
    columns: { ...userRow, ...columnsOf("text not null", "device_id", "created_at") },
    unique: { forum_devices_once: ["user_id", "device_id"] },
    indexes: { forum_devices_device: ["device_id"] },
  });
  await createTable(db, "forum_checks", {
    columns: { ...userRow, created_at: "text not null" },
    indexes: { forum_checks_user: ["user_id", "created_at"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("forum_checks").execute();
  await db.schema.dropTable("forum_devices").execute();
  await db.schema.alterTable("forum_votes").dropColumn("device_id").execute();
  for (const table of contentTables) {
    for (const column of contentColumns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  for (const column of handleColumns) await db.schema.alterTable("forum_handles").dropColumn(column).execute();
}
