import type { Kysely } from "kysely";

// Conversations with Oracle and Astra, and their messages. A chat holds at most one reply
// in progress (`pending_message_id`, set and cleared with conditional updates).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("chats")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("birth_record_id", "text", (c) => c.references("birth_records.id").onDelete("set null"))
    .addColumn("astrologer", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("pending_message_id", "text")
    .addColumn("stop_requested_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_message_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chats_user").on("chats").columns(["user_id", "last_message_at"]).execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("chat_id", "text", (c) => c.notNull().references("chats.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("charged_account", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("chat_messages_chat").on("chat_messages").columns(["chat_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_messages").execute();
  await db.schema.dropTable("chats").execute();
}
