import type { Kysely } from "kysely";
import { columnsOf, createTable, userRow } from "./columns.ts";

// Saved birth details (kundlis), the user's own and celebrities'. Removed with the user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "birth_records", {
    columns: {
      ...userRow,
      ...columnsOf("text not null", "full_name", "dob", "tob", "pob"),
      ...columnsOf("double precision not null", "latitude", "longitude"),
      ...columnsOf("text not null", "timezone", "birth_utc", "gender", "marital_status", "language"),
      is_celebrity: "integer not null default 0",
      celebrity_info: "text",
      ...columnsOf("text not null", "created_at", "updated_at"),
    },
    indexes: { birth_records_user: ["user_id", "created_at"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("birth_records").execute();
}
