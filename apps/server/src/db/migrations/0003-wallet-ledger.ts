import { sql, type Kysely } from "kysely";
import { columnsOf, createTable, userRow } from "./columns.ts";

// Balances kept beside the append-only ledger in the same transactions (the conditional
// update on this row is what keeps a balance from going below zero under concurrency),
// holds for credits reserved while a reply streams, and a reference on each entry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("ledger_entries").addColumn("reference", "text").execute();

  await createTable(db, "balances", {
    columns: {
      user_id: "text not null references users.id on delete cascade",
      account: "text not null",
      amount: "integer not null",
      held: "integer not null default 0",
      updated_at: "text not null",
    },
    primaryKey: { balances_pk: ["user_id", "account"] },
  });
  // Balances of the entries written before this table existed (the sign-up grants).
  await sql`
    insert into balances (user_id, account, amount, held, updated_at)
    select user_id, account, sum(amount), 0, max(created_at) from ledger_entries group by user_id, account
  `.execute(db);

  await createTable(db, "ledger_holds", {
    columns: {
      ...userRow,
      account: "text not null",
      amount: "integer not null",
      reason: "text not null",
      reference: "text",
      created_at: "text not null",
      ...columnsOf("text", "settled_at", "outcome"),
    },
    indexes: { ledger_holds_open: ["settled_at", "created_at"] },
  });

  await createTable(db, "transfers", {
    columns: {
      id: "text primary key",
      ...columnsOf("text references users.id on delete set null", "from_user_id", "to_user_id"),
      ...columnsOf("text not null", "from_mobile", "to_mobile"),
      questions: "integer not null",
      created_at: "text not null",
    },
    indexes: { transfers_from: ["from_user_id", "created_at"], transfers_to: ["to_user_id", "created_at"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("transfers").execute();
  await db.schema.dropTable("ledger_holds").execute();
  await db.schema.dropTable("balances").execute();
  await db.schema.alterTable("ledger_entries").dropColumn("reference").execute();
}
