// Comments: adding one (telling the handles it @mentions) and deleting one.
import type { User } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { firstDayHold } from "./limits.ts";
import { reversePoints } from "./points.ts";
import * as repo from "./repository.ts";
import { award, commentNotFound, creationAward, visibleDiscussion, writerOf, type ForumDeps } from "./common.ts";

/** Comments on a discussion; a first-day account's link is held for a moderator like a post's. */
export async function addComment(deps: ForumDeps, user: User, did: string, comment: string, device?: string) {
  const handle = await writerOf(deps, user.id, device);
  const discussion = await visibleDiscussion(deps, user.id, did);
  const now = deps.clock.now();
  const { held, columns } = await firstDayHold(deps.db, deps.firstDayLimits, user, now, "comments", comment);
  const nowIso = now.toISOString();
  const id = newId();
  await deps.db
    .insertInto("forum_comments")
    .values({
      id,
      discussion_id: did,
      user_id: user.id,
      comment,
      ...columns,
      created_at: nowIso,
    })
    .execute();
  // A held comment tells nobody and earns nothing until a moderator restores it.
  if (held) return { id, held };
  await notifyMentions(deps, { comment, authorId: user.id, authorName: handle.display_name, discussion, nowIso });
  // None from one's own posts: commenting under your own discussion earns nothing.
  if (discussion.user_id === user.id) return { id, held };
  if (discussion.user_id) {
    await repo.insertNotification(deps.db, {
      id: newId(),
      userId: discussion.user_id,
      message: { code: "forum.notify_comment", params: { name: handle.display_name, title: discussion.title } },
      link: `/forum/${did}`,
      now: nowIso,
    });
  }
  await award(deps, [creationAward("comment", user.id, id)]);
  return { id, held };
}

/** "@asha.v" in a comment: a handle's name after an @ that does not follow a letter or digit. */
const MENTION = /(?<![\w.@-])@([A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*)/g;
/** At most this many people are told of one comment (no mass pings). */
const MAX_MENTIONS = 5;

/** Tells the handles a comment names with @ (not its author, nor the discussion's author, who is told anyway). */
async function notifyMentions(
  deps: ForumDeps,
  input: {
    comment: string;
    authorId: string;
    authorName: string;
    discussion: { id: string; user_id: string | null; title: string };
    nowIso: string;
  },
) {
  const names = [...new Set([...input.comment.matchAll(MENTION)].map((m) => m[1]!))].slice(0, MAX_MENTIONS);
  if (names.length === 0) return;
  const named = await deps.db
    .selectFrom("forum_handles")
    .select(["user_id"])
    .where("display_name", "in", names)
    .execute();
  for (const { user_id } of named) {
    if (user_id === input.authorId || user_id === input.discussion.user_id) continue;
    await repo.insertNotification(deps.db, {
      id: newId(),
      userId: user_id,
      message: { code: "forum.notify_mention", params: { name: input.authorName, title: input.discussion.title } },
      link: `/forum/${input.discussion.id}`,
      now: input.nowIso,
    });
  }
}

export async function deleteComment(deps: ForumDeps, user: User, cid: string) {
  const row = await repo.findComment(deps.db, cid);
  if (!row || row.user_id !== user.id) throw commentNotFound();
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("forum_votes").where("item_id", "=", cid).execute();
    await trx.deleteFrom("forum_reports").where("item_id", "=", cid).execute();
    await trx.deleteFrom("forum_comments").where("id", "=", cid).where("user_id", "=", user.id).execute();
  });
  await reversePoints(deps.db, deps.clock.now(), [cid]);
}
