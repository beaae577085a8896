import type { ForumModerationKind, ModerationItemView } from "@graha/contracts";
import { sql, type SelectQueryBuilder, type SqlBool } from "kysely";
import { notFound } from "../../errors.ts";
import { inTransaction } from "../../db/in-transaction.ts";
import { newId } from "../../lib/ids.ts";
import { writeAudit, type Actor } from "../../staff/audit.ts";
import { indiaTime } from "./limits.ts";
import { awardPoints, restorePoints, reversePoints } from "./points.ts";
import * as repo from "./repository.ts";
import { creationAward, itemWithComments, type ForumDeps } from "./service.ts";

// The moderators' work (ADR 028): the review queue, restore, remove and silence. The routes
// check the caller with `isForumModerator` first; nothing here asks who is calling.

const QUEUE_LIMIT = 100;

/** Hidden, or reported since its last review; never a removed one. */
const pending = (alias: "d" | "c") =>
  sql<SqlBool>`${sql.ref(`${alias}.removed_at`)} is null and (${sql.ref(`${alias}.hidden_at`)} is not null or exists (
    select 1 from forum_reports r
    where r.item_id = ${sql.ref(`${alias}.id`)} and r.created_at > coalesce(${sql.ref(`${alias}.reviewed_at`)}, '')))`;

/** The queue's share of one kind of post: its pending ones, newest first, at most QUEUE_LIMIT. */
const queued =
  (alias: "d" | "c") =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    query
      .where(pending(alias))
      .orderBy(sql.ref(`${alias}.created_at`), "desc")
      .limit(QUEUE_LIMIT);

/** Hidden items (three reports, held links) and items reported since their last review, newest first. */
export async function moderationQueue(deps: ForumDeps): Promise<ModerationItemView[]> {
  const author = ["h.display_name", "h.gender", "h.avatar", "h.silenced_until"] as const;
  const discussions = await deps.db
    .selectFrom("forum_discussions as d")
    .leftJoin("forum_handles as h", "h.user_id", "d.user_id")
    .select(["d.id", "d.id as did", "d.user_id", "d.title", "d.description as text", "d.created_at"])
    .select(["d.hidden_at", "d.held_reason", "d.reviewed_at", ...author])
    .$call(queued("d"))
    .execute();
  const comments = await deps.db
    .selectFrom("forum_comments as c")
    .innerJoin("forum_discussions as d", "d.id", "c.discussion_id")
    .leftJoin("forum_handles as h", "h.user_id", "c.user_id")
    .select(["c.id", "d.id as did", "c.user_id", "d.title", "c.comment as text", "c.created_at"])
    .select(["c.hidden_at", "c.held_reason", "c.reviewed_at", ...author])
    .$call(queued("c"))
    .execute();
  const rows = [
    ...discussions.map((r) => ({ ...r, kind: "discussion" as const })),
    ...comments.map((r) => ({ ...r, kind: "comment" as const })),
  ]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .slice(0, QUEUE_LIMIT);
  const reports =
    rows.length === 0
      ? []
      : await deps.db
          .selectFrom("forum_reports as r")
          .leftJoin("forum_handles as h", "h.user_id", "r.user_id")
          .select(["r.item_id", "r.user_id", "h.display_name", "r.reason", "r.created_at"])
          .where(
            "r.item_id",
            "in",
            rows.map((r) => r.id),
          )
          .orderBy("r.created_at", "asc")
          .execute();
  return rows.map((row) => {
    const since = reports.filter((r) => r.item_id === row.id && r.created_at > (row.reviewed_at ?? ""));
    return {
      kind: row.kind,
      id: row.id,
      did: row.did,
      title: row.title,
      text: row.text,
      uid: row.user_id,
      display_name: row.user_id ? row.display_name : null,
      gender: row.user_id ? row.gender : null,
      avatar: row.user_id ? row.avatar : null,
      created_at: row.created_at,
      hidden: row.hidden_at !== null,
      held_reason: row.hidden_at === null ? null : row.held_reason,
      author_silenced_until: row.silenced_until,
      reporter_count: new Set(since.map((r) => r.user_id)).size,
      reports: since.map((r) => ({
        uid: r.user_id,
        display_name: r.display_name,
        reason: r.reason,
        created_at: r.created_at,
      })),
    };
  });
}

/** A discussion or comment a moderator may still act on (not removed), with what notifications need. */
async function pendingItem(deps: ForumDeps, kind: ForumModerationKind, id: string) {
  if (kind === "discussion") {
    const row = await repo.findDiscussion(deps.db, id);
    if (row && row.removed_at === null) return { ...row, did: row.id, title: row.title, text: row.description };
  } else {
    const row = await repo.findComment(deps.db, id);
    const discussion = row ? await repo.findDiscussion(deps.db, row.discussion_id) : undefined;
    if (row && discussion && row.removed_at === null) {
      return { ...row, did: discussion.id, title: discussion.title, text: row.comment };
    }
  }
  throw notFound(kind === "discussion" ? "forum.discussion_not_found" : "forum.comment_not_found");
}

const tableOf = (kind: ForumModerationKind) => (kind === "discussion" ? "forum_discussions" : "forum_comments");

/**
 * Restores an item: shown again, its earlier reports dismissed (only new ones count). A held
 * link earns its creation points now; an item hidden by reports gets back the points its
 * hiding took (its own, and, for a discussion, those of its comments still shown).
 */
async function restore(deps: ForumDeps, kind: ForumModerationKind, id: string): Promise<void> {
  const item = await pendingItem(deps, kind, id);
  const now = deps.clock.now();
  await deps.db
    .updateTable(tableOf(kind))
    .set({ hidden_at: null, held_reason: null, reviewed_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
  if (item.hidden_at === null || item.user_id === null) return;
  if (item.held_reason === "link") {
    await awardPoints(deps.db, now, creationAward(kind, item.user_id, id));
    return;
  }
  await restorePoints(deps.db, now, await itemWithComments(deps, kind, id, true));
}

/** Removes an item for good: hidden, out of the queue, its points (and its comments') taken back, its author told. */
async function remove(deps: ForumDeps, kind: ForumModerationKind, id: string): Promise<void> {
  const item = await pendingItem(deps, kind, id);
  const nowIso = deps.clock.now().toISOString();
  await deps.db
    .updateTable(tableOf(kind))
    .set((eb) => ({ removed_at: nowIso, hidden_at: eb.fn.coalesce("hidden_at", eb.val(nowIso)) }))
    .where("id", "=", id)
    .execute();
  await reversePoints(deps.db, deps.clock.now(), await itemWithComments(deps, kind, id));
  if (item.user_id === null) return;
  await repo.insertNotification(deps.db, {
    id: newId(),
    userId: item.user_id,
    message: {
      code: kind === "discussion" ? "forum.notify_removed" : "forum.notify_comment_removed",
      params: { title: item.title },
    },
    link: null,
    now: nowIso,
  });
}

/** Silences a member's handle for some days: no posts, comments or votes until then; they are told why. */
async function silence(deps: ForumDeps, uid: string, days: number, reason: string) {
  const handle = await repo.findHandle(deps.db, uid);
  if (!handle) throw notFound("forum.profile_not_found");
  const now = deps.clock.now();
  const until = new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
  await deps.db
    .updateTable("forum_handles")
    .set({ silenced_until: until, silence_reason: reason, updated_at: now.toISOString() })
    .where("user_id", "=", uid)
    .execute();
  await repo.insertNotification(deps.db, {
    id: newId(),
    userId: uid,
    message: { code: "forum.notify_silenced", params: { until: indiaTime(until), reason } },
    link: null,
    now: now.toISOString(),
  });
  return { name: handle.display_name, until: indiaTime(until), untilIso: until };
}

/** The moderation state of an item, as the audit log records it before and after. */
async function itemState(deps: ForumDeps, kind: ForumModerationKind, id: string) {
  return deps.db
    .selectFrom(tableOf(kind))
    .select(["hidden_at", "held_reason", "removed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A moderator's act on an item, in one transaction with its audit row (ADR 033). */
function moderate(
  act: (deps: ForumDeps, kind: ForumModerationKind, id: string) => Promise<void>,
  action: "forum.restore" | "forum.remove",
) {
  return (deps: ForumDeps, actor: Actor, kind: ForumModerationKind, id: string, reason?: string) =>
    inTransaction(deps.db, async (trx) => {
      const inTrx = { ...deps, db: trx };
      const before = await itemState(inTrx, kind, id);
      await act(inTrx, kind, id);
      const after = await itemState(inTrx, kind, id);
      await writeAudit(trx, actor, { action, targetType: kind, targetId: id, before, after, reason }, deps.clock.now());
    });
}

/**
 * Restores an item: shown again, its earlier reports dismissed (only new ones count). A held
 * link earns its creation points now; an item hidden by reports gets back the points its
 * hiding took. Audited.
 */
export const restoreItem = moderate(restore, "forum.restore");
/** Removes an item for good: its points (and its comments') taken back, its author told. Audited. */
export const removeItem = moderate(remove, "forum.remove");

/** Silences a member's handle for some days (no posts, comments or votes; they are told why). Audited. */
export function silenceUser(deps: ForumDeps, actor: Actor, uid: string, days: number, reason: string) {
  return inTransaction(deps.db, async (trx) => {
    const before = await trx
      .selectFrom("forum_handles")
      .select("silenced_until")
      .where("user_id", "=", uid)
      .executeTakeFirst();
    const done = await silence({ ...deps, db: trx }, uid, days, reason);
    const after = { silenced_until: done.untilIso };
    await writeAudit(
      trx,
      actor,
      { action: "forum.silence", targetType: "user", targetId: uid, before, after, reason },
      deps.clock.now(),
    );
    return { name: done.name, until: done.until };
  });
}
