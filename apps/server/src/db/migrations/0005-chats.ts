import type { Kysely } from "kysely";
import { createTable, userRow } from "./columns.ts";

// Conversations with Oracle and Astra, and their messages. A chat holds at most one reply
// in progress (`pending_message_id`, set and cleared with conditional updates).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "chats", {
    columns: {
      ...userRow,
      birth_record_id: "text references birth_records.id on delete set null",
      astrologer: "text not null",
      status: "text not null",
      pending_message_id: "text",
      stop_requested_at: "text",
      created_at: "text not null",
      last_message_at: "text not null",
    },
    indexes: { chats_user: ["user_id", "last_message_at"] },
  });

  await createTable(db, "chat_messages", {
    columns: {
      id: "text primary key",
      chat_id: "text not null references chats.id on delete cascade",
      role: "text not null",
      content: "text not null",
      status: "text not null",
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
