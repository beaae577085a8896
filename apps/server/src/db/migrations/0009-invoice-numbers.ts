import type { Kysely } from "kysely";
import { createTable } from "./columns.ts";

// GST invoice numbers: each paid payment gets the next number of its financial year's
// series, taken from `invoice_counters` in the same transaction that credits the payment
// (so a rolled-back credit takes no number and the series has no gaps). Payments paid
// before this migration keep no number.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "invoice_counters", {
    columns: {
      series: "text primary key",
      last_number: "integer not null default 0",
    },
  });
  await db.schema.alterTable("payments").addColumn("invoice_number", "text").execute();
  await db.schema.createIndex("payments_invoice_number").on("payments").column("invoice_number").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payments_invoice_number").execute();
  await db.schema.alterTable("payments").dropColumn("invoice_number").execute();
  await db.schema.dropTable("invoice_counters").execute();
}
