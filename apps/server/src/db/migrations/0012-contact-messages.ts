import type { Kysely } from "kysely";
import { columnsOf, createTable } from "./columns.ts";

// Messages sent through the Contact Us form, kept like leads until support answers them.
// `mobile` (91 and the 10 digits) or `email` holds how to reply; the other is null.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "contact_messages", {
    columns: {
      id: "text primary key",
      ...columnsOf("text not null", "name"),
      mobile: "text",
      email: "text",
      ...columnsOf("text not null", "message", "language", "status", "created_at"),
    },
    indexes: { contact_messages_created: ["created_at"], contact_messages_mobile: ["mobile"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
}
