import type { Kysely } from "kysely";
import { columnsOf, createTable, userRow } from "./columns.ts";

// Accounts, sessions, one-time codes, the ledger the wallet reads, notifications and
// editable site content. Kept dialect-neutral: text ids and ISO instants.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "users", {
    columns: {
      id: "text primary key",
      mobile: "text not null unique",
      ...columnsOf("text not null", "created_at", "updated_at"),
    },
  });

  await createTable(db, "sessions", {
    columns: {
      ...userRow,
      ...columnsOf("text not null", "device", "created_at", "last_seen_at", "expires_at"),
      revoked_at: "text",
    },
    indexes: { sessions_user_id: ["user_id"] },
  });

  await createTable(db, "otp_challenges", {
    columns: {
      id: "text primary key",
      ...columnsOf("text not null", "mobile", "purpose", "code_hash"),
      attempts: "integer not null default 0",
      ...columnsOf("text not null", "ip_hash", "created_at", "expires_at"),
      consumed_at: "text",
    },
    indexes: { otp_challenges_mobile: ["mobile", "created_at"], otp_challenges_ip: ["ip_hash", "created_at"] },
  });

  await createTable(db, "ledger_entries", {
    columns: {
      ...userRow,
      account: "text not null",
      amount: "integer not null",
      reason: "text not null",
      idempotency_key: "text not null unique",
      created_at: "text not null",
    },
    indexes: { ledger_entries_user_account: ["user_id", "account"] },
  });

  await createTable(db, "notifications", {
    columns: {
      ...userRow,
      message: "text not null",
      ...columnsOf("text", "link", "seen_at"),
      created_at: "text not null",
    },
    indexes: { notifications_user: ["user_id", "seen_at"] },
  });

  await createTable(db, "site_content", {
    columns: {
      key: "text primary key",
      ...columnsOf("text not null", "value", "updated_at"),
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["site_content", "notifications", "ledger_entries", "otp_challenges", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
