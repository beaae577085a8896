// What every forum service needs: its deps, the caller's handle, the discussions they may see, and awarding points.
import type { Kysely } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { rememberDevice } from "./device.ts";
import { checkNotSilenced, type FirstDayLimits } from "./limits.ts";
import { awardPoints, type Award } from "./points.ts";
import * as repo from "./repository.ts";

export interface ForumDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  /** The server secret: keys the number hash that ties a voter's accounts together. */
  secret: string;
  firstDayLimits: FirstDayLimits;
}

const discussionNotFound = () => notFound("forum.discussion_not_found");
export const commentNotFound = () => notFound("forum.comment_not_found");
const handleRequired = () => new AppError("forbidden", "forum.handle_required");

/** The caller's handle, which every forum write needs. */
export async function handleOf(deps: ForumDeps, userId: string) {
  const handle = await repo.findHandle(deps.db, userId);
  if (!handle) throw handleRequired();
  return handle;
}

/** The caller's own handle (for the routes that mail its verification link). */
export const ownHandle = handleOf;

/**
 * The caller's handle, when it may write (post, comment, vote): a banned handle may not, nor a
 * silenced one until its silence ends. The device it writes from is remembered (ADR 028).
 */
export async function writerOf(deps: ForumDeps, userId: string, device?: string) {
  const handle = await handleOf(deps, userId);
  if (handle.is_ban === 1) throw new AppError("forbidden", "forum.banned");
  checkNotSilenced(handle, deps.clock.now());
  await rememberDevice(deps.db, userId, device, deps.clock.now().toISOString());
  return handle;
}

/** A discussion the viewer may see: a hidden one only by its author; anything else is "not found". */
export async function visibleDiscussion(deps: ForumDeps, viewerId: string | undefined, did: string) {
  const row = await repo.findDiscussion(deps.db, did);
  if (!row || (row.hidden_at !== null && row.user_id !== viewerId)) throw discussionNotFound();
  return row;
}

/** The author's own discussion: another user's is answered exactly like a missing one. */
export async function ownDiscussion(deps: ForumDeps, userId: string, did: string) {
  const row = await repo.findDiscussion(deps.db, did);
  if (!row || row.user_id !== userId) throw discussionNotFound();
  return row;
}

/** Awards points after the act they reward has committed; a failed award never undoes the act. */
export async function award(deps: ForumDeps, awards: Award[]) {
  for (const a of awards) await awardPoints(deps.db, deps.clock.now(), a);
}

/** The points for starting a discussion or commenting, once per item (given when it is published). */
export const creationAward = (reason: "discussion" | "comment", userId: string, itemId: string): Award => ({
  userId,
  reason,
  itemId,
  key: `${reason}:${itemId}`,
});

/** A discussion with its comments (those still shown, when `visibleOnly`), or one comment: what its points came through. */
export async function itemWithComments(
  deps: ForumDeps,
  kind: "discussion" | "comment",
  id: string,
  visibleOnly = false,
): Promise<string[]> {
  if (kind === "comment") return [id];
  let comments = deps.db.selectFrom("forum_comments").select("id").where("discussion_id", "=", id);
  if (visibleOnly) comments = comments.where("hidden_at", "is", null);
  return [id, ...(await comments.execute()).map((c) => c.id)];
}
