import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface NewContactMessage {
  id: string;
  name: string;
  mobile: string | null;
  email: string | null;
  message: string;
  language: string;
  created_at: string;
}

/** Stores one Contact Us message as a new lead for support. */
export async function insertContactMessage(db: Kysely<Database>, row: NewContactMessage): Promise<void> {
  await db
    .insertInto("contact_messages")
    .values({ ...row, status: "new" })
    .execute();
}
