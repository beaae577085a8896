import type { Kysely } from "kysely";

// Recharge offers and subscription plans (seeded, editable), payments with their
// receipts, subscriptions, the sandbox provider's own orders, wheel spins and invites.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("astrologer", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("credit_amount", "integer", (c) => c.notNull())
    .addColumn("original_price_paise", "integer", (c) => c.notNull())
    .addColumn("discount_price_paise", "integer", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("plans")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price_paise", "integer", (c) => c.notNull())
    .addColumn("old_price_paise", "integer", (c) => c.notNull())
    .addColumn("questions_per_period", "integer", (c) => c.notNull())
    .addColumn("period_days", "integer", (c) => c.notNull())
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bullet_points", "text", (c) => c.notNull())
    .addColumn("provider_plan_id", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("offer_id", "text")
    .addColumn("plan_id", "text")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_order_id", "text", (c) => c.unique())
    .addColumn("provider_payment_id", "text", (c) => c.unique())
    .addColumn("provider_subscription_id", "text")
    .addColumn("base_paise", "integer", (c) => c.notNull())
    .addColumn("discount_paise", "integer", (c) => c.notNull())
    .addColumn("gst_paise", "integer", (c) => c.notNull())
    .addColumn("total_paise", "integer", (c) => c.notNull())
    .addColumn("wheel_spin_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("failure_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .execute();
  await db.schema.createIndex("payments_user").on("payments").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("plan_id", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_subscription_id", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("current_start", "text")
    .addColumn("current_end", "text")
    .addColumn("last_payment_at", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscriptions_user").on("subscriptions").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("sandbox_orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_id", "text")
    .addColumn("payment_status", "text")
    .addColumn("method", "text")
    .addColumn("current_start", "text")
    .addColumn("current_end", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("wheel_spins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("spin_day", "text", (c) => c.notNull())
    .addColumn("percent", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_payment_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("wheel_spins_one_a_day", ["user_id", "spin_day"])
    .execute();

  await db.schema
    .createTable("invites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("inviter_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("invitee_user_id", "text")
    .addColumn("rewarded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("invites_once_per_number", ["inviter_user_id", "mobile"])
    .execute();
  await db.schema.createIndex("invites_mobile").on("invites").column("mobile").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["invites", "wheel_spins", "sandbox_orders", "subscriptions", "payments", "plans", "offers"]) {
    await db.schema.dropTable(table).execute();
  }
}
