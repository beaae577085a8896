// Votes and reports on discussions and comments, with the points and notices they bring.
import type { User } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { hashMobile } from "../auth/index.ts";
import { shareADevice } from "./device.ts";
import { reversePoints, VOTER_MIN_AGE_MS } from "./points.ts";
import * as repo from "./repository.ts";
import { award, commentNotFound, itemWithComments, visibleDiscussion, writerOf, type ForumDeps } from "./common.ts";

/** A discussion or comment the viewer may see, as the item votes and reports are about. */
async function targetOf(
  deps: ForumDeps,
  viewerId: string,
  target: { did?: string | undefined; cid?: string | undefined },
) {
  if (target.did !== undefined) {
    const row = await visibleDiscussion(deps, viewerId, target.did);
    return {
      id: row.id,
      kind: "discussion" as const,
      authorId: row.user_id,
      title: row.title,
      discussionId: row.id,
      reviewedAt: row.reviewed_at,
    };
  }
  const row = await repo.findComment(deps.db, target.cid!);
  if (!row || (row.hidden_at !== null && row.user_id !== viewerId)) throw commentNotFound();
  const discussion = await visibleDiscussion(deps, viewerId, row.discussion_id).catch(() => {
    throw commentNotFound();
  });
  return {
    id: row.id,
    kind: "comment" as const,
    authorId: row.user_id,
    title: discussion.title,
    discussionId: discussion.id,
    reviewedAt: row.reviewed_at,
  };
}

/**
 * One vote per user per item (a unique constraint): the same vote again removes it, the other
 * flips it. Points: +1 for casting, +1 to the author for an upvote, each once per voter and
 * item — never for voting on one's own post, nor from an account younger than a day.
 */
export async function vote(
  deps: ForumDeps,
  user: User,
  input: { did?: string | undefined; cid?: string | undefined; type: 0 | 1 },
  device?: string,
) {
  await writerOf(deps, user.id, device);
  const item = await targetOf(deps, user.id, input);
  const value = input.type === 1 ? 1 : -1;
  const nowIso = deps.clock.now().toISOString();
  const now = await deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("forum_votes")
      .select("value")
      .where("user_id", "=", user.id)
      .where("item_id", "=", item.id)
      .executeTakeFirst();
    if (!existing) {
      const inserted = await trx
        .insertInto("forum_votes")
        .values({
          id: newId(),
          user_id: user.id,
          item_id: item.id,
          value,
          created_at: nowIso,
          device_id: device ?? null,
        })
        .onConflict((oc) => oc.columns(["user_id", "item_id"]).doNothing())
        .executeTakeFirst();
      // A parallel request of the same user's voted first: theirs stands.
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? value : undefined;
    }
    if (Number(existing.value) === value) {
      await trx
        .deleteFrom("forum_votes")
        .where("user_id", "=", user.id)
        .where("item_id", "=", item.id)
        .where("value", "=", value)
        .execute();
      return null;
    }
    const flipped = await trx
      .updateTable("forum_votes")
      .set({ value, created_at: nowIso, device_id: device ?? null })
      .where("user_id", "=", user.id)
      .where("item_id", "=", item.id)
      .where("value", "=", Number(existing.value))
      .executeTakeFirst();
    return Number(flipped.numUpdatedRows) === 1 ? value : undefined;
  });
  if ((now === 1 || now === -1) && (await votePointsAllowed(deps, user, item.authorId))) {
    // Keyed by the voter's number hash, not the account: a voter who deletes the account and
    // signs up again with the same number never earns anyone a vote's points twice.
    const voter = hashMobile(deps.secret, user.mobile);
    await award(deps, [
      { userId: user.id, reason: "vote_cast", itemId: item.id, key: `vote:${voter}:${item.id}` },
      ...(now === 1
        ? [
            {
              userId: item.authorId!,
              reason: "upvote_received" as const,
              itemId: item.id,
              key: `upvote:${voter}:${item.id}`,
            },
          ]
        : []),
    ]);
  }
  const counts = await repo.voteCounts(deps.db, item.id);
  if (now === 1 && item.authorId && item.authorId !== user.id && UPVOTE_MILESTONES.includes(counts.upvotes)) {
    await repo.insertNotification(deps.db, {
      // Made from the milestone and the item: told once, even if a vote is taken back and cast again.
      id: `upvotes-${counts.upvotes}-${item.id}`,
      userId: item.authorId,
      message: {
        code: item.kind === "discussion" ? "forum.notify_upvotes" : "forum.notify_comment_upvotes",
        params: { count: counts.upvotes, title: item.title },
      },
      link: `/forum/${item.discussionId}`,
      now: nowIso,
    });
  }
  const mineNow = await deps.db
    .selectFrom("forum_votes")
    .select("value")
    .where("user_id", "=", user.id)
    .where("item_id", "=", item.id)
    .executeTakeFirst();
  const vote = mineNow ? (Number(mineNow.value) === 1 ? 1 : 0) : null;
  return { vote, ...counts, score: counts.upvotes - counts.downvotes } as const;
}

/**
 * Whether a vote earns points: never on one's own post or a deleted author's, never from an
 * account younger than a day, never between accounts that wrote from one device (ADR 028).
 */
async function votePointsAllowed(deps: ForumDeps, voter: User, authorId: string | null) {
  if (authorId === null || authorId === voter.id) return false;
  if (deps.clock.now().getTime() - Date.parse(voter.created_at) < VOTER_MIN_AGE_MS) return false;
  return !(await shareADevice(deps.db, voter.id, authorId));
}

/** Upvote counts at which an author is told their discussion or comment is being read. */
const UPVOTE_MILESTONES: readonly number[] = [5, 10, 25, 50, 100];

/** Reports from this many distinct accounts hide a post or comment. */
export const REPORTS_TO_HIDE = 3;

/**
 * Records a report (once per account and item). The third distinct account's report hides
 * the item: it leaves the list, answers "not found" to others, takes back the points earned
 * through it, and its author is told.
 */
export async function report(
  deps: ForumDeps,
  user: User,
  input: { did?: string | undefined; cid?: string | undefined; reason: string },
) {
  const item = await targetOf(deps, user.id, input);
  const nowIso = deps.clock.now().toISOString();
  await deps.db
    .insertInto("forum_reports")
    .values({ id: newId(), user_id: user.id, item_id: item.id, reason: input.reason, created_at: nowIso })
    .onConflict((oc) => oc.columns(["user_id", "item_id"]).doNothing())
    .execute();
  const count = await deps.db
    .selectFrom("forum_reports")
    .select((eb) => eb.fn.count<number | string>("user_id").distinct().as("n"))
    .where("item_id", "=", item.id)
    // A moderator's restore clears the reports before it: three new members must report again.
    .where("created_at", ">", item.reviewedAt ?? "")
    .executeTakeFirstOrThrow();
  if (Number(count.n) < REPORTS_TO_HIDE) return;
  const table = item.kind === "discussion" ? "forum_discussions" : "forum_comments";
  const hidden = await deps.db
    .updateTable(table)
    .set({ hidden_at: nowIso, held_reason: "reports" })
    .where("id", "=", item.id)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  if (Number(hidden.numUpdatedRows) !== 1) return;
  await reversePoints(deps.db, deps.clock.now(), await itemWithComments(deps, item.kind, item.id));
  if (item.authorId) {
    await repo.insertNotification(deps.db, {
      id: newId(),
      userId: item.authorId,
      message: {
        code: item.kind === "discussion" ? "forum.notify_hidden" : "forum.notify_comment_hidden",
        params: { title: item.title },
      },
      link: `/forum/${item.discussionId}`,
      now: nowIso,
    });
  }
}
