import type { Insertable, Kysely } from "kysely";
import type { ContactMessagesTable, Database } from "../../db/schema.ts";

export type NewContactMessage = Omit<Insertable<ContactMessagesTable>, "status">;

/** Stores one Contact Us message as a new lead for support. */
export async function insertContactMessage(db: Kysely<Database>, row: NewContactMessage): Promise<void> {
  await db
    .insertInto("contact_messages")
    .values({ ...row, status: "new" })
    .execute();
}
