import type { Kysely } from "kysely";
import { createTable } from "./columns.ts";

// Accounts, sessions, one-time codes, the ledger the wallet reads, notifications and
// editable site content. Kept dialect-neutral: text ids and ISO instants.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "users", {
    id: "text primary key",
    mobile: "text not null unique",
    created_at: "text not null",
    updated_at: "text not null",
  }).execute();

  await createTable(db, "sessions", {
    id: "text primary key",
    user_id: "text not null references users.id on delete cascade",
    device: "text not null",
    created_at: "text not null",
    last_seen_at: "text not null",
    expires_at: "text not null",
    revoked_at: "text",
  }).execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await createTable(db, "otp_challenges", {
    id: "text primary key",
    mobile: "text not null",
    purpose: "text not null",
    code_hash: "text not null",
    attempts: "integer not null default 0",
    ip_hash: "text not null",
    created_at: "text not null",
    expires_at: "text not null",
    consumed_at: "text",
  }).execute();
  await db.schema.createIndex("otp_challenges_mobile").on("otp_challenges").columns(["mobile", "created_at"]).execute();
  await db.schema.createIndex("otp_challenges_ip").on("otp_challenges").columns(["ip_hash", "created_at"]).execute();

  await createTable(db, "ledger_entries", {
    id: "text primary key",
    user_id: "text not null references users.id on delete cascade",
    account: "text not null",
    amount: "integer not null",
    reason: "text not null",
    idempotency_key: "text not null unique",
    created_at: "text not null",
  }).execute();
  await db.schema
    .createIndex("ledger_entries_user_account")
    .on("ledger_entries")
    .columns(["user_id", "account"])
    .execute();

  await createTable(db, "notifications", {
    id: "text primary key",
    user_id: "text not null references users.id on delete cascade",
    message: "text not null",
    link: "text",
    seen_at: "text",
    created_at: "text not null",
  }).execute();
  await db.schema.createIndex("notifications_user").on("notifications").columns(["user_id", "seen_at"]).execute();

  await createTable(db, "site_content", {
    key: "text primary key",
    value: "text not null",
    updated_at: "text not null",
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["site_content", "notifications", "ledger_entries", "otp_challenges", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
