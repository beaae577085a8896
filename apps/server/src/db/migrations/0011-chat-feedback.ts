import type { Kysely } from "kysely";
import { columnsOf, createTable, userRow } from "./columns.ts";

// Thumbs up or down on an astrologer's reply: one vote per user and reply (a second vote
// replaces the first), gone with the reply (its chat deleted) or with the account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "chat_feedback", {
    columns: {
      ...userRow,
      message_id: "text not null references chat_messages.id on delete cascade",
      rating: "text not null",
      comment: "text",
      ...columnsOf("text not null", "created_at", "updated_at"),
    },
    unique: { chat_feedback_user_message: ["user_id", "message_id"] },
    indexes: { chat_feedback_message: ["message_id"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_feedback").execute();
}
