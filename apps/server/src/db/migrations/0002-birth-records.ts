import type { Kysely } from "kysely";

// Saved birth details (kundlis), the user's own and celebrities'. Removed with the user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("birth_records")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("dob", "text", (c) => c.notNull())
    .addColumn("tob", "text", (c) => c.notNull())
    .addColumn("pob", "text", (c) => c.notNull())
    .addColumn("latitude", "double precision", (c) => c.notNull())
    .addColumn("longitude", "double precision", (c) => c.notNull())
    .addColumn("timezone", "text", (c) => c.notNull())
    .addColumn("birth_utc", "text", (c) => c.notNull())
    .addColumn("gender", "text", (c) => c.notNull())
    .addColumn("marital_status", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("is_celebrity", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("celebrity_info", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("birth_records_user").on("birth_records").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("birth_records").execute();
}
