import { FORUM_PAGE_SIZE, type ForumSort } from "@graha/contracts";
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database>;

/** Up or down votes on an item (a discussion's or a comment's id), counted from the votes themselves. */
const tally = (itemRef: "d.id" | "c.id", value: 1 | -1) =>
  sql<
    number | string
  >`(select count(*) from forum_votes v where v.item_id = ${sql.ref(itemRef)} and v.value = ${value})`;

/** Splits a search into words (letters, digits and the marks of Devanagari vowel signs); empty when nothing is left. */
export const searchWords = (query: string | undefined) =>
  (query ?? "").split(/[^\p{L}\p{N}\p{M}]+/u).filter((w) => w.length > 0);

export interface DiscussionFilter {
  /** Only visible (unhidden) discussions, newest first, or ranked by these words. */
  words: string[];
  uid?: string | undefined;
}

/** The discussions matching the filter, as ids with their rank order, and how many pages they fill. */
function discussionQuery(db: Db, dialect: Dialect, filter: DiscussionFilter) {
  let query = db.selectFrom("forum_discussions as d").where("d.hidden_at", "is", null);
  if (filter.uid) query = query.where("d.user_id", "=", filter.uid);
  if (filter.words.length === 0) return { query, rank: undefined };
  if (dialect === "sqlite") {
    // Each word quoted: FTS5 reads the user's text as terms, never as its query syntax.
    const match = filter.words.map((w) => `"${w.replaceAll('"', '""')}"`).join(" ");
    const hits = sql`select did from forum_search where forum_search match ${match}`;
    // FTS5's rank is its bm25 score: lower is better.
    const rank = sql`(select rank from forum_search where forum_search match ${match} and forum_search.did = d.id) asc`;
    return { query: query.where(sql<boolean>`d.id in (${hits})`), rank };
  }
  const document = sql`to_tsvector('simple', d.title || ' ' || d.description)`;
  const tsQuery = sql`plainto_tsquery('simple', ${filter.words.join(" ")})`;
  return {
    query: query.where(sql<boolean>`${document} @@ ${tsQuery}`),
    rank: sql`ts_rank(${document}, ${tsQuery}) desc`,
  };
}

/** How far back the hot list looks, and how fast a discussion's score fades with age (Hacker News' gravity). */
const HOT_DAYS = 30;
const HOT_GRAVITY = 1.5;

/**
 * The hot list: discussions of the last HOT_DAYS days, each scored by (up − down votes + half
 * its comments) / (hours since posting + 2)^HOT_GRAVITY, highest first, then newest. Scored
 * here rather than in SQL so both dialects rank alike (SQLite has no portable power()).
 */
async function hotDiscussionIds(db: Db, dialect: Dialect, filter: DiscussionFilter, page: number, nowIso: string) {
  const since = new Date(Date.parse(nowIso) - HOT_DAYS * 86_400_000).toISOString();
  const rows = await discussionQuery(db, dialect, filter)
    .query.where("d.created_at", ">=", since)
    .select("d.id")
    .select("d.created_at")
    .select([tally("d.id", 1).as("ups"), tally("d.id", -1).as("downs")])
    .select(
      sql<
        number | string
      >`(select count(*) from forum_comments c where c.discussion_id = d.id and c.hidden_at is null)`.as("comments"),
    )
    .execute();
  const now = Date.parse(nowIso);
  const score = (r: (typeof rows)[number]) =>
    (Number(r.ups) - Number(r.downs) + Number(r.comments) / 2) /
    ((now - Date.parse(r.created_at)) / 3_600_000 + 2) ** HOT_GRAVITY;
  const ranked = rows
    .map((r) => ({ id: r.id, createdAt: r.created_at, score: score(r) }))
    .sort((a, b) => b.score - a.score || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return {
    ids: ranked.slice((page - 1) * FORUM_PAGE_SIZE, page * FORUM_PAGE_SIZE).map((r) => r.id),
    pageCount: Math.max(1, Math.ceil(ranked.length / FORUM_PAGE_SIZE)),
  };
}

export async function listDiscussionIds(
  db: Db,
  dialect: Dialect,
  filter: DiscussionFilter,
  page: number,
  order: { sort: ForumSort; nowIso: string },
) {
  if (order.sort === "hot") return hotDiscussionIds(db, dialect, filter, page, order.nowIso);
  const { query, rank } = discussionQuery(db, dialect, filter);
  const total = await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  let ordered = query.select("d.id");
  if (rank) ordered = ordered.orderBy(rank);
  const rows = await ordered
    .orderBy("d.created_at", "desc")
    .orderBy("d.id", "desc")
    .limit(FORUM_PAGE_SIZE)
    .offset((page - 1) * FORUM_PAGE_SIZE)
    .execute();
  return { ids: rows.map((r) => r.id), pageCount: Math.max(1, Math.ceil(Number(total.n) / FORUM_PAGE_SIZE)) };
}

/** Discussions by id with their author, votes, comment count and latest visible comment's id. */
export function discussionRows(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("forum_discussions as d")
    .leftJoin("forum_handles as h", "h.user_id", "d.user_id")
    .selectAll("d")
    .select(["h.display_name", "h.gender", "h.avatar"])
    .select((eb) => [
      tally("d.id", 1).as("upvotes"),
      tally("d.id", -1).as("downvotes"),
      eb
        .selectFrom("forum_comments as c")
        .select((c) => c.fn.countAll<number | string>().as("n"))
        .whereRef("c.discussion_id", "=", "d.id")
        .where("c.hidden_at", "is", null)
        .as("comment_count"),
      eb
        .selectFrom("forum_comments as c")
        .select("c.id")
        .whereRef("c.discussion_id", "=", "d.id")
        .where("c.hidden_at", "is", null)
        .orderBy("c.created_at", "desc")
        .orderBy("c.id", "desc")
        .limit(1)
        .as("latest_cid"),
    ])
    .where("d.id", "in", ids)
    .execute();
}
export type DiscussionRow = Awaited<ReturnType<typeof discussionRows>>[number];

/** Comments with their author and votes: of one discussion, or these ids. */
export function commentRows(db: Db, where: { discussionId: string } | { ids: string[] }) {
  let query = db
    .selectFrom("forum_comments as c")
    .leftJoin("forum_handles as h", "h.user_id", "c.user_id")
    .selectAll("c")
    .select(["h.display_name", "h.gender", "h.avatar"])
    .select([tally("c.id", 1).as("upvotes"), tally("c.id", -1).as("downvotes")]);
  if ("ids" in where) {
    if (where.ids.length === 0) return Promise.resolve([]);
    query = query.where("c.id", "in", where.ids);
  } else {
    query = query.where("c.discussion_id", "=", where.discussionId);
  }
  return query.orderBy("c.created_at", "asc").orderBy("c.id", "asc").execute();
}
export type CommentRow = Awaited<ReturnType<typeof commentRows>>[number];

export function findHandle(db: Db, userId: string) {
  return db.selectFrom("forum_handles").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export function findDiscussion(db: Db, id: string) {
  return db.selectFrom("forum_discussions").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findComment(db: Db, id: string) {
  return db.selectFrom("forum_comments").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function voteCounts(db: Db, itemId: string) {
  const rows = await db
    .selectFrom("forum_votes")
    .select(["value", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("item_id", "=", itemId)
    .groupBy("value")
    .execute();
  const count = (value: number) => Number(rows.find((r) => Number(r.value) === value)?.n ?? 0);
  return { upvotes: count(1), downvotes: count(-1) };
}

/** A notification row: the message is a catalogue message kept as JSON, rendered in the reader's language. */
export function insertNotification(
  db: Db,
  row: {
    id: string;
    userId: string;
    message: { code: string; params?: Record<string, string | number> };
    link: string | null;
    now: string;
  },
) {
  return (
    db
      .insertInto("notifications")
      .values({
        id: row.id,
        user_id: row.userId,
        message: JSON.stringify(row.message),
        link: row.link,
        seen_at: null,
        created_at: row.now,
      })
      // A notification with a made id (a milestone) is given once, however often it is reached.
      .onConflict((oc) => oc.column("id").doNothing())
      .execute()
  );
}
