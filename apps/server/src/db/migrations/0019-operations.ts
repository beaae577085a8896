import type { Kysely } from "kysely";
import { childRow, columnsOf, createTable } from "./columns.ts";

// The operations console (ADR 033). `staff_roles`: who holds which staff role, granted by
// whom (null for the first admins, who come from ADMIN_MOBILES). `audit_log`: every staff
// action, append-only, written in the transaction of the change; `actor_id` and `target_id`
// are plain text (no foreign key) so the record outlives a deleted account. `refunds`: money
// given back on a payment, with the credits taken back through the ledger. Sessions remember
// when their holder last confirmed a staff action with a fresh code; users may be banned;
// leads and contact messages carry support's notes; a reply keeps the chart facts it used;
// builtin blog posts may be drafts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "staff_roles", {
    columns: {
      user_id: "text not null references users.id on delete cascade",
      role: "text not null",
      granted_by: "text",
      granted_at: "text not null",
    },
    primaryKey: { staff_roles_pk: ["user_id", "role"] },
  });
  await createTable(db, "audit_log", {
    columns: {
      id: "text primary key",
      ...columnsOf("text not null", "actor_id", "actor_roles", "action", "target_type", "target_id"),
      ...columnsOf("text", "before_json", "after_json", "reason"),
      created_at: "text not null",
    },
    indexes: {
      audit_log_created: ["created_at"],
      audit_log_actor: ["actor_id", "created_at"],
      audit_log_target: ["target_id", "created_at"],
    },
  });
  await createTable(db, "refunds", {
    columns: {
      ...childRow("payment_id", "payments"),
      ...columnsOf("integer not null", "amount_paise", "credits_taken"),
      provider_refund_id: "text",
      ...columnsOf("text not null", "status", "reason", "actor_id", "created_at"),
    },
    indexes: { refunds_payment: ["payment_id"] },
  });
  // What has been refunded of a payment: raised by one conditional update, so two refunds
  // at once can never together pass the amount paid.
  await db.schema
    .alterTable("payments")
    .addColumn("refunded_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("sessions").addColumn("staff_confirmed_at", "text").execute();
  for (const column of ["banned_at", "ban_reason"]) {
    await db.schema.alterTable("users").addColumn(column, "text").execute();
  }
  for (const table of ["leads", "contact_messages"]) {
    await db.schema.alterTable(table).addColumn("notes", "text").execute();
  }
  // The chart facts a finished reply used (JSON array of their labels), for support's review.
  await db.schema.alterTable("chat_messages").addColumn("facts", "text").execute();
  // A builtin blog post an editor has not published yet (1) is not listed or served.
  await db.schema
    .alterTable("blog_posts")
    .addColumn("draft", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("blog_posts").dropColumn("draft").execute();
  await db.schema.alterTable("chat_messages").dropColumn("facts").execute();
  for (const table of ["leads", "contact_messages"]) await db.schema.alterTable(table).dropColumn("notes").execute();
  for (const column of ["ban_reason", "banned_at"]) await db.schema.alterTable("users").dropColumn(column).execute();
  await db.schema.alterTable("sessions").dropColumn("staff_confirmed_at").execute();
  await db.schema.alterTable("payments").dropColumn("refunded_paise").execute();
  for (const table of ["refunds", "audit_log", "staff_roles"]) await db.schema.dropTable(table).execute();
}
