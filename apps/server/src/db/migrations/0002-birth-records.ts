import type { Kysely } from "kysely";
import { createTable, userRow } from "./columns.ts";

// Saved birth details (kundlis), the user's own and celebrities'. Removed with the user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "birth_records", {
    columns: {
      ...userRow,
      full_name: "text not null",
      dob: "text not null",
      tob: "text not null",
      pob: "text not null",
      latitude: "double precision not null",
      longitude: "double precision not null",
      timezone: "text not null",
      birth_utc: "text not null",
      gender: "text not null",
      marital_status: "text not null",
      language: "text not null",
      is_celebrity: "integer not null default 0",
      celebrity_info: "text",
      created_at: "text not null",
      updated_at: "text not null",
    },
    indexes: { birth_records_user: ["user_id", "created_at"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("birth_records").execute();
}
