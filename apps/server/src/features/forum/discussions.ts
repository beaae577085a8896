// Discussions: listing and reading them, starting, editing and deleting one.
import { type CommentView, type DiscussionView, type ForumSort } from "@graha/contracts";
import type { User } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { firstDayHold } from "./limits.ts";
import { reversePoints } from "./points.ts";
import * as repo from "./repository.ts";
import { award, creationAward, ownDiscussion, visibleDiscussion, writerOf, type ForumDeps } from "./common.ts";
import { tagsOf } from "./handles.ts";

const presentAuthor = (row: {
  user_id: string | null;
  display_name: string | null;
  gender: string | null;
  avatar: string | null;
}) => ({
  uid: row.user_id,
  display_name: row.user_id ? row.display_name : null,
  gender: row.user_id ? (row.gender as "Male" | "Female" | null) : null,
  avatar: row.user_id ? row.avatar : null,
});

function presentComment(row: repo.CommentRow): CommentView {
  return {
    cid: row.id,
    did: row.discussion_id,
    ...presentAuthor(row),
    comment: row.comment,
    created_at: row.created_at,
    upvotes: Number(row.upvotes),
    downvotes: Number(row.downvotes),
    hidden: row.hidden_at !== null,
  };
}

/** Discussions in the order of `ids`, each with its latest visible comment. */
async function presentDiscussions(deps: ForumDeps, ids: string[]): Promise<DiscussionView[]> {
  const rows = await repo.discussionRows(deps.db, ids);
  const latest = await repo.commentRows(deps.db, { ids: rows.flatMap((r) => (r.latest_cid ? [r.latest_cid] : [])) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const comment = latest.find((c) => c.id === row.latest_cid);
    const commentAuthor = comment ? presentAuthor(comment) : undefined;
    const upvotes = Number(row.upvotes);
    const downvotes = Number(row.downvotes);
    return [
      {
        did: row.id,
        ...presentAuthor(row),
        title: row.title,
        description: row.description,
        created_at: row.created_at,
        upvotes,
        downvotes,
        score: upvotes - downvotes,
        comment_count: Number(row.comment_count),
        rashi_tag: row.rashi_tag,
        nakshatra_tag: row.nakshatra_tag,
        mahadasha_tag: row.mahadasha_tag,
        latest_comment: comment?.comment ?? null,
        latest_comment_uid: commentAuthor?.uid ?? null,
        latest_comment_gender: commentAuthor?.gender ?? null,
        latest_comment_avatar: commentAuthor?.avatar ?? null,
        latest_comment_display_name: commentAuthor?.display_name ?? null,
        hidden: row.hidden_at !== null,
      },
    ];
  });
}

export async function listDiscussions(
  deps: ForumDeps,
  query: { page: number; query?: string | undefined; uid?: string | undefined; sort?: ForumSort | undefined },
) {
  const { ids, pageCount } = await repo.listDiscussionIds(
    deps.db,
    deps.dialect,
    { words: repo.searchWords(query.query), uid: query.uid },
    query.page,
    { sort: query.sort ?? "new", nowIso: deps.clock.now().toISOString() },
  );
  return { discussions: await presentDiscussions(deps, ids), page_count: pageCount };
}

export async function discussionDetail(deps: ForumDeps, viewer: User | undefined, did: string) {
  await visibleDiscussion(deps, viewer?.id, did);
  const [discussion] = await presentDiscussions(deps, [did]);
  const comments = (await repo.commentRows(deps.db, { discussionId: did }))
    .filter((c) => c.hidden_at === null || c.user_id === viewer?.id)
    .map(presentComment);
  return {
    discussion: discussion!,
    comments,
    my_votes: await votesOf(deps, viewer?.id, [did, ...comments.map((c) => c.cid)]),
  };
}

/** The viewer's votes on these items (1 up, 0 down), so the web shows them pressed. */
async function votesOf(deps: ForumDeps, viewerId: string | undefined, itemIds: string[]) {
  if (!viewerId) return {};
  const rows = await deps.db
    .selectFrom("forum_votes")
    .select(["item_id", "value"])
    .where("user_id", "=", viewerId)
    .where("item_id", "in", itemIds)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.item_id, r.value > 0 ? (1 as const) : (0 as const)]));
}

/**
 * Starts a discussion. A first-day account may start only a few, and one with a link is held
 * for a moderator (hidden, earning nothing until restored): `held` says so.
 */
export async function createDiscussion(
  deps: ForumDeps,
  user: User,
  body: { title: string; description: string },
  device?: string,
) {
  const handle = await writerOf(deps, user.id, device);
  const now = deps.clock.now();
  const { held, columns } = await firstDayHold(
    deps.db,
    deps.firstDayLimits,
    user,
    now,
    "discussions",
    body.title,
    body.description,
  );
  const tags = await tagsOf(deps, user.id, handle.birth_record_id);
  const nowIso = now.toISOString();
  const id = newId();
  await deps.db
    .insertInto("forum_discussions")
    .values({
      id,
      user_id: user.id,
      title: body.title,
      description: body.description,
      rashi_tag: tags.rashi,
      nakshatra_tag: tags.nakshatra,
      mahadasha_tag: tags.mahadasha,
      ...columns,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
  if (!held) await award(deps, [creationAward("discussion", user.id, id)]);
  return { id, held };
}

export async function updateDiscussion(
  deps: ForumDeps,
  user: User,
  did: string,
  body: { title: string; description: string },
) {
  await ownDiscussion(deps, user.id, did);
  await deps.db
    .updateTable("forum_discussions")
    .set({ title: body.title, description: body.description, updated_at: deps.clock.now().toISOString() })
    .where("id", "=", did)
    .where("user_id", "=", user.id)
    .execute();
}

/** Deletes a discussion with its comments and votes, and takes back the points earned through them. */
export async function deleteDiscussion(deps: ForumDeps, user: User, did: string) {
  await ownDiscussion(deps, user.id, did);
  const commentIds = (
    await deps.db.selectFrom("forum_comments").select("id").where("discussion_id", "=", did).execute()
  ).map((c) => c.id);
  const items = [did, ...commentIds];
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("forum_votes").where("item_id", "in", items).execute();
    await trx.deleteFrom("forum_reports").where("item_id", "in", items).execute();
    await trx.deleteFrom("forum_discussions").where("id", "=", did).where("user_id", "=", user.id).execute();
  });
  await reversePoints(deps.db, deps.clock.now(), items);
}
