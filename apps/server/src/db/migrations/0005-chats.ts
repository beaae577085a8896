import type { Kysely } from "kysely";
import { childRow, columnsOf, createTable, userRow } from "./columns.ts";

// Conversations with Oracle and Astra, and their messages. A chat holds at most one reply
// in progress (`pending_message_id`, set and cleared with conditional updates).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "chats", {
    columns: {
      ...userRow,
      birth_record_id: "text references birth_records.id on delete set null",
      ...columnsOf("text not null", "astrologer", "status"),
      ...columnsOf("text", "pending_message_id", "stop_requested_at"),
      ...columnsOf("text not null", "created_at", "last_message_at"),
    },
    indexes: { chats_user: ["user_id", "last_message_at"] },
  });

  await createTable(db, "chat_messages", {
    columns: {
      ...childRow("chat_id", "chats"),
      ...columnsOf("text not null", "role", "content", "status"),
      charged_account: "text",
      created_at: "text not null",
      completed_at: "text",
    },
    indexes: { chat_messages_chat: ["chat_id", "created_at"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_messages").execute();
  await db.schema.dropTable("chats").execute();
}
