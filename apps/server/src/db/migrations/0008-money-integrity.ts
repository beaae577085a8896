import { sql, type Kysely } from "kysely";
import { createTable } from "./columns.ts";

const LIVE = ["created", "active"];

// Money rules the database itself now holds (issue #11):
// - at most one live (created or active) subscription per user, a partial unique index;
// - a wheel spin's `used_payment_id` names the paid payment that redeemed it, nothing else;
// - the sign-up grants a deleted account's number already received, kept as a keyed hash
//   of the number only, so deleting and re-registering cannot collect them again.
export async function up(db: Kysely<unknown>): Promise<void> {
  const anyDb = db as Kysely<Record<string, Record<string, unknown>>>;

  // Before the index: of a user's live rows keep the active one (else the newest); the rest end.
  const live = await anyDb
    .selectFrom("subscriptions")
    .select(["id", "user_id", "status", "created_at"])
    .where("status", "in", LIVE)
    .orderBy("user_id")
    .execute();
  const keep = new Map<unknown, (typeof live)[number]>();
  const rank = (row: (typeof live)[number]) => `${row.status === "active" ? 1 : 0}:${String(row.created_at)}`;
  for (const row of live) {
    const kept = keep.get(row.user_id);
    if (!kept || rank(row) > rank(kept)) keep.set(row.user_id, row);
  }
  for (const row of live) {
    if (keep.get(row.user_id)?.id === row.id) continue;
    await anyDb
      .updateTable("subscriptions")
      .set({ status: row.status === "active" ? "expired" : "cancelled" })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema
    .createIndex("subscriptions_one_live_per_user")
    .on("subscriptions")
    .column("user_id")
    .unique()
    .where(sql.ref("status"), "in", sql`('created', 'active')`)
    .execute();

  // Spins "used" by an order that was never paid go back to unused.
  await sql`
    update wheel_spins set used_payment_id = null
    where used_payment_id is not null
      and not exists (select 1 from payments where payments.id = wheel_spins.used_payment_id and payments.status = 'paid')
  `.execute(db);

  await createTable(db, "number_grants", {
    columns: {
      mobile_hash: "text not null",
      grant_kind: "text not null",
      created_at: "text not null",
    },
    primaryKey: { number_grants_pk: ["mobile_hash", "grant_kind"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("number_grants").execute();
  await db.schema.dropIndex("subscriptions_one_live_per_user").execute();
}
