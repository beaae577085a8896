import { sql, SqliteAdapter, type Kysely } from "kysely";
import { childRow, columnsOf, createTable, userRow } from "./columns.ts";

// AstroHub, the community forum. Discussions and comments outlive their author's account
// (product.md: "forum posts stay, anonymised"): their user_id is set to null, never
// cascaded. Votes, reports, handles and points are personal and go with the account.
// Search is the one dialect-specific part (ADR 020): an FTS5 table kept by triggers on
// SQLite, a GIN expression index over to_tsvector('simple', …) on PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "forum_handles", {
    columns: {
      user_id: "text primary key references users.id on delete cascade",
      display_name: "text not null unique",
      email: "text not null",
      birth_record_id: "text references birth_records.id on delete set null",
      ...columnsOf("text", "gender", "avatar"),
      ...columnsOf("integer not null default 0", "is_private", "is_ban"),
      // Points earned (net of reversals) and redeemed; the day (in India) and what it earned, for the cap.
      ...columnsOf("integer not null default 0", "points", "redeemed_points", "points_day", "points_day_earned"),
      ...columnsOf("text not null", "created_at", "updated_at"),
    },
  });

  await createTable(db, "forum_discussions", {
    columns: {
      id: "text primary key",
      user_id: "text references users.id on delete set null",
      ...columnsOf("text not null", "title", "description"),
      ...columnsOf("text", "rashi_tag", "nakshatra_tag", "mahadasha_tag", "hidden_at"),
      ...columnsOf("text not null", "created_at", "updated_at"),
    },
    indexes: { forum_discussions_created: ["created_at"], forum_discussions_user: ["user_id", "created_at"] },
  });

  await createTable(db, "forum_comments", {
    columns: {
      ...childRow("discussion_id", "forum_discussions"),
      user_id: "text references users.id on delete set null",
      ...columnsOf("text not null", "comment", "created_at"),
      hidden_at: "text",
    },
    indexes: { forum_comments_discussion: ["discussion_id", "created_at"] },
  });

  // One vote per user per item (a discussion's or a comment's id): the unique constraint is the guard.
  await createTable(db, "forum_votes", {
    columns: { ...userRow, item_id: "text not null", value: "integer not null", created_at: "text not null" },
    unique: { forum_votes_once: ["user_id", "item_id"] },
    indexes: { forum_votes_item: ["item_id", "value"] },
  });

  await createTable(db, "forum_reports", {
    columns: { ...userRow, ...columnsOf("text not null", "item_id", "reason", "created_at") },
    unique: { forum_reports_once: ["user_id", "item_id"] },
    indexes: { forum_reports_item: ["item_id"] },
  });

  // The points ledger: every award, reversal and redeem; a key makes each happen at most once.
  await createTable(db, "forum_points", {
    columns: {
      ...userRow,
      amount: "integer not null",
      reason: "text not null",
      item_id: "text",
      idempotency_key: "text not null unique",
      created_at: "text not null",
    },
    indexes: { forum_points_user: ["user_id", "reason", "created_at"], forum_points_item: ["item_id"] },
  });

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create virtual table forum_search using fts5(did unindexed, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create trigger forum_search_insert after insert on forum_discussions begin
      insert into forum_search (did, body) values (new.id, new.title || ' ' || new.description); end`.execute(db);
    await sql`create trigger forum_search_update after update of title, description on forum_discussions begin
      update forum_search set body = new.title || ' ' || new.description where did = new.id; end`.execute(db);
    await sql`create trigger forum_search_delete after delete on forum_discussions begin
      delete from forum_search where did = old.id; end`.execute(db);
  } else {
    await sql`create index forum_discussions_search on forum_discussions
      using gin (to_tsvector('simple', title || ' ' || description))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`drop table forum_search`.execute(db);
  for (const table of [
    "forum_points",
    "forum_reports",
    "forum_votes",
    "forum_comments",
    "forum_discussions",
    "forum_handles",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
