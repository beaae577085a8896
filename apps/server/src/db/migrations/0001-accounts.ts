import type { Kysely } from "kysely";
import { createTable, userRow } from "./columns.ts";

// Accounts, sessions, one-time codes, the ledger the wallet reads, notifications and
// editable site content. Kept dialect-neutral: text ids and ISO instants.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "users", {
    columns: {
      id: "text primary key",
      mobile: "text not null unique",
      created_at: "text not null",
      updated_at: "text not null",
    },
  });

  await createTable(db, "sessions", {
    columns: {
      ...userRow,
      device: "text not null",
      created_at: "text not null",
      last_seen_at: "text not null",
      expires_at: "text not null",
      revoked_at: "text",
    },
    indexes: { sessions_user_id: ["user_id"] },
  });

  await createTable(db, "otp_challenges", {
    columns: {
      id: "text primary key",
      mobile: "text not null",
      purpose: "text not null",
      code_hash: "text not null",
      attempts: "integer not null default 0",
      ip_hash: "text not null",
      created_at: "text not null",
      expires_at: "text not null",
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
      link: "text",
      seen_at: "text",
      created_at: "text not null",
    },
    indexes: { notifications_user: ["user_id", "seen_at"] },
  });

  await createTable(db, "site_content", {
    columns: {
      key: "text primary key",
      value: "text not null",
      updated_at: "text not null",
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["site_content", "notifications", "ledger_entries", "otp_challenges", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
