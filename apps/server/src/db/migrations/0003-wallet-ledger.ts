import { sql, type Kysely } from "kysely";

// Balances kept beside the append-only ledger in the same transactions (the conditional
// update on this row is what keeps a balance from going below zero under concurrency),
// holds for credits reserved while a reply streams, and a reference on each entry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("ledger_entries").addColumn("reference", "text").execute();

  await db.schema
    .createTable("balances")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("held", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("balances_pk", ["user_id", "account"])
    .execute();
  // Balances of the entries written before this table existed (the sign-up grants).
  await sql`
    insert into balances (user_id, account, amount, held, updated_at)
    select user_id, account, sum(amount), 0, max(created_at) from ledger_entries group by user_id, account
  `.execute(db);

  await db.schema
    .createTable("ledger_holds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("settled_at", "text")
    .addColumn("outcome", "text")
    .execute();
  await db.schema.createIndex("ledger_holds_open").on("ledger_holds").columns(["settled_at", "created_at"]).execute();

  await db.schema
    .createTable("transfers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("from_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("to_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("from_mobile", "text", (c) => c.notNull())
    .addColumn("to_mobile", "text", (c) => c.notNull())
    .addColumn("questions", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("transfers_from").on("transfers").columns(["from_user_id", "created_at"]).execute();
  await db.schema.createIndex("transfers_to").on("transfers").columns(["to_user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("transfers").execute();
  await db.schema.dropTable("ledger_holds").execute();
  await db.schema.dropTable("balances").execute();
  await db.schema.alterTable("ledger_entries").dropColumn("reference").execute();
}
