import type { Kysely } from "kysely";
import { childRow, columnsOf, createTable, userRow } from "./columns.ts";

// Recharge offers and subscription plans (seeded, editable), payments with their
// receipts, subscriptions, the sandbox provider's own orders, wheel spins and invites.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "offers", {
    columns: {
      id: "text primary key",
      ...columnsOf("text not null", "astrologer", "text", "account"),
      ...columnsOf("integer not null", "credit_amount", "original_price_paise", "discount_price_paise"),
      sort: "integer not null default 0",
      active: "integer not null default 1",
    },
  });

  await createTable(db, "plans", {
    columns: {
      id: "text primary key",
      name: "text not null",
      ...columnsOf("integer not null", "price_paise", "old_price_paise", "questions_per_period", "period_days"),
      featured: "integer not null default 0",
      bullet_points: "text not null",
      provider_plan_id: "text",
      sort: "integer not null default 0",
      active: "integer not null default 1",
    },
  });

  await createTable(db, "payments", {
    columns: {
      ...userRow,
      kind: "text not null",
      ...columnsOf("text", "offer_id", "plan_id"),
      provider: "text not null",
      ...columnsOf("text unique", "provider_order_id", "provider_payment_id"),
      provider_subscription_id: "text",
      ...columnsOf("integer not null", "base_paise", "discount_paise", "gst_paise", "total_paise"),
      wheel_spin_id: "text",
      status: "text not null",
      failure_reason: "text",
      created_at: "text not null",
      paid_at: "text",
    },
    indexes: { payments_user: ["user_id", "created_at"] },
  });

  await createTable(db, "subscriptions", {
    columns: {
      ...userRow,
      ...columnsOf("text not null", "plan_id", "provider"),
      provider_subscription_id: "text not null unique",
      status: "text not null",
      ...columnsOf("text", "current_start", "current_end", "last_payment_at", "cancelled_at"),
      created_at: "text not null",
    },
    indexes: { subscriptions_user: ["user_id", "created_at"] },
  });

  await createTable(db, "sandbox_orders", {
    columns: {
      id: "text primary key",
      kind: "text not null",
      amount_paise: "integer not null",
      status: "text not null",
      ...columnsOf("text", "payment_id", "payment_status", "method", "current_start", "current_end"),
      created_at: "text not null",
    },
  });

  await createTable(db, "wheel_spins", {
    columns: {
      ...userRow,
      spin_day: "text not null",
      percent: "integer not null",
      expires_at: "text not null",
      used_payment_id: "text",
      created_at: "text not null",
    },
    unique: { wheel_spins_one_a_day: ["user_id", "spin_day"] },
  });

  await createTable(db, "invites", {
    columns: {
      ...childRow("inviter_user_id", "users"),
      mobile: "text not null",
      ...columnsOf("text", "invitee_user_id", "rewarded_at"),
      created_at: "text not null",
    },
    unique: { invites_once_per_number: ["inviter_user_id", "mobile"] },
    indexes: { invites_mobile: ["mobile"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["invites", "wheel_spins", "sandbox_orders", "subscriptions", "payments", "plans", "offers"]) {
    await db.schema.dropTable(table).execute();
  }
}
