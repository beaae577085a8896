import type { Kysely } from "kysely";
import { createTable, userRow } from "./columns.ts";

// Recharge offers and subscription plans (seeded, editable), payments with their
// receipts, subscriptions, the sandbox provider's own orders, wheel spins and invites.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "offers", {
    columns: {
      id: "text primary key",
      astrologer: "text not null",
      text: "text not null",
      account: "text not null",
      credit_amount: "integer not null",
      original_price_paise: "integer not null",
      discount_price_paise: "integer not null",
      sort: "integer not null default 0",
      active: "integer not null default 1",
    },
  });

  await createTable(db, "plans", {
    columns: {
      id: "text primary key",
      name: "text not null",
      price_paise: "integer not null",
      old_price_paise: "integer not null",
      questions_per_period: "integer not null",
      period_days: "integer not null",
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
      offer_id: "text",
      plan_id: "text",
      provider: "text not null",
      provider_order_id: "text unique",
      provider_payment_id: "text unique",
      provider_subscription_id: "text",
      base_paise: "integer not null",
      discount_paise: "integer not null",
      gst_paise: "integer not null",
      total_paise: "integer not null",
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
      plan_id: "text not null",
      provider: "text not null",
      provider_subscription_id: "text not null unique",
      status: "text not null",
      current_start: "text",
      current_end: "text",
      last_payment_at: "text",
      cancelled_at: "text",
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
      payment_id: "text",
      payment_status: "text",
      method: "text",
      current_start: "text",
      current_end: "text",
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
      id: "text primary key",
      inviter_user_id: "text not null references users.id on delete cascade",
      mobile: "text not null",
      invitee_user_id: "text",
      rewarded_at: "text",
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
