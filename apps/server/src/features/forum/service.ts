import {
  POINTS_PER_QUESTION,
  type CommentView,
  type DiscussionView,
  type ForumProfileResponse,
  type ForumSort,
} from "@graha/contracts";
import { formatMessage, type MessageLanguage, type Message } from "@graha/contracts/messages";
import { GRAHA_NAMES, julianDayUtFromEpochMs, NAKSHATRA_NAMES, runningDashas, SIGN_NAMES } from "@graha/jyotish";
import type { Kysely } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { Database, User } from "../../db/schema.ts";
import { AppError, fieldError, notFound } from "../../errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { chartOfRecord, findBirthRecord } from "../kundli/index.ts";
import { hashMobile } from "../auth/index.ts";
import { rememberDevice, shareADevice } from "./device.ts";
import { checkNotSilenced, firstDayHold, type FirstDayLimits } from "./limits.ts";
import { awardPoints, redeemPoints, reversePoints, VOTER_MIN_AGE_MS, type Award } from "./points.ts";
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
const commentNotFound = () => notFound("forum.comment_not_found");
const handleRequired = () => new AppError("forbidden", "forum.handle_required");

/** The caller's handle, which every forum write needs. */
async function handleOf(deps: ForumDeps, userId: string) {
  const handle = await repo.findHandle(deps.db, userId);
  if (!handle) throw handleRequired();
  return handle;
}

/** The caller's own handle (exported for the routes that mail its verification link). */
export const ownHandle = handleOf;

/**
 * The caller's handle, when it may write (post, comment, vote): a banned handle may not, nor a
 * silenced one until its silence ends. The device it writes from is remembered (ADR 028).
 */
async function writerOf(deps: ForumDeps, userId: string, device?: string) {
  const handle = await handleOf(deps, userId);
  if (handle.is_ban === 1) throw new AppError("forbidden", "forum.banned");
  checkNotSilenced(handle, deps.clock.now());
  await rememberDevice(deps.db, userId, device, deps.clock.now().toISOString());
  return handle;
}

/** Rashi (Moon sign), Moon nakshatra and the mahadasha running now, from a saved kundli. */
function chartTags(record: Parameters<typeof chartOfRecord>[0], now: Date) {
  const { chart } = chartOfRecord(record, 1);
  const moon = chart.planets.moon;
  const [mahadasha] = runningDashas(chart.dasha, julianDayUtFromEpochMs(now.getTime()));
  return {
    rashi: SIGN_NAMES[moon.signIndex]!.en,
    nakshatra: NAKSHATRA_NAMES[moon.nakshatra.index]!.en,
    mahadasha: mahadasha ? GRAHA_NAMES[mahadasha.lord].en : null,
  };
}

async function tagsOf(deps: ForumDeps, userId: string, birthRecordId: string | null) {
  if (!birthRecordId) return { rashi: null, nakshatra: null, mahadasha: null };
  const record = await findBirthRecord(deps.db, userId, birthRecordId);
  return record ? chartTags(record, deps.clock.now()) : { rashi: null, nakshatra: null, mahadasha: null };
}

/** A default birth profile must be one of the user's own kundlis. */
async function ownBirthRecord(deps: ForumDeps, userId: string, bid: string | null) {
  if (bid === null) return null;
  if (!(await findBirthRecord(deps.db, userId, bid))) throw fieldError("bid", "forum.kundli_not_found");
  return bid;
}

async function nameTakenByAnother(deps: ForumDeps, userId: string, name: string) {
  const owner = await deps.db
    .selectFrom("forum_handles")
    .select("user_id")
    .where("display_name", "=", name)
    .executeTakeFirst();
  return owner !== undefined && owner.user_id !== userId;
}

/** Registers (or renames) the caller's handle; true when its email is new and so needs verifying. */
export async function registerHandle(
  deps: ForumDeps,
  user: User,
  body: { display_name: string; email: string; bid: string | null },
): Promise<boolean> {
  const before = await repo.findHandle(deps.db, user.id);
  const bid = await ownBirthRecord(deps, user.id, body.bid);
  const taken = () =>
    new AppError("conflict", "forum.username_taken", { fields: { display_name: "forum.username_taken" } });
  if (await nameTakenByAnother(deps, user.id, body.display_name)) throw taken();
  const nowIso = deps.clock.now().toISOString();
  try {
    await deps.db
      .insertInto("forum_handles")
      .values({
        user_id: user.id,
        display_name: body.display_name,
        email: body.email,
        birth_record_id: bid,
        gender: null,
        avatar: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) =>
        oc.column("user_id").doUpdateSet({
          display_name: body.display_name,
          email: body.email,
          birth_record_id: bid,
          updated_at: nowIso,
        }),
      )
      .execute();
  } catch (error) {
    // Two people claiming one name at once: the unique constraint decides.
    if (await nameTakenByAnother(deps, user.id, body.display_name)) throw taken();
    throw error;
  }
  return before?.email !== body.email;
}

/** Edits the caller's profile; true when the email changed and so needs verifying again. */
export async function updateProfile(
  deps: ForumDeps,
  user: User,
  body: {
    email: string;
    bid: string | null;
    is_private?: 0 | 1 | undefined;
    avatar?: string | null | undefined;
    gender?: "Male" | "Female" | null | undefined;
  },
): Promise<boolean> {
  const before = await handleOf(deps, user.id);
  const bid = await ownBirthRecord(deps, user.id, body.bid);
  await deps.db
    .updateTable("forum_handles")
    .set({
      email: body.email,
      birth_record_id: bid,
      ...(body.is_private === undefined ? {} : { is_private: body.is_private }),
      ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
      ...(body.gender === undefined ? {} : { gender: body.gender }),
      updated_at: deps.clock.now().toISOString(),
    })
    .where("user_id", "=", user.id)
    .execute();
  return before.email !== body.email;
}

/** A profile by uid (the caller's own when absent); a private one hides its chart from others. */
export async function profileOf(
  deps: ForumDeps,
  viewer: User | undefined,
  uid: string | undefined,
): Promise<ForumProfileResponse["profile"]> {
  const userId = uid ?? viewer?.id;
  const handle = userId ? await repo.findHandle(deps.db, userId) : undefined;
  if (!handle) throw notFound("forum.profile_not_found");
  const isOwner = viewer?.id === handle.user_id;
  const hideChart = !isOwner && handle.is_private === 1;
  const tags = hideChart
    ? { rashi: null, nakshatra: null, mahadasha: null }
    : await tagsOf(deps, handle.user_id, handle.birth_record_id);
  const profile: ForumProfileResponse["profile"] = {
    uid: handle.user_id,
    display_name: handle.display_name,
    gender: handle.gender,
    avatar: handle.avatar,
    is_private: handle.is_private === 1,
    is_ban: handle.is_ban === 1,
    rashi: tags.rashi,
    nakshatra: tags.nakshatra,
    current_mahadasha: tags.mahadasha,
    astrohub_points: Number(handle.points),
    is_owner: isOwner,
  };
  if (!isOwner || !viewer) return profile;
  return {
    ...profile,
    email: handle.email,
    email_verified: handle.email_verified_at !== null,
    default_birth_profile: handle.birth_record_id,
    astrohub_redeemed_points: Number(handle.redeemed_points),
    points_left: Number(handle.points) - Number(handle.redeemed_points),
    mobile: viewer.mobile,
  };
}

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

/** A discussion the viewer may see: a hidden one only by its author; anything else is "not found". */
async function visibleDiscussion(deps: ForumDeps, viewerId: string | undefined, did: string) {
  const row = await repo.findDiscussion(deps.db, did);
  if (!row || (row.hidden_at !== null && row.user_id !== viewerId)) throw discussionNotFound();
  return row;
}

/** The author's own discussion: another user's is answered exactly like a missing one. */
async function ownDiscussion(deps: ForumDeps, userId: string, did: string) {
  const row = await repo.findDiscussion(deps.db, did);
  if (!row || row.user_id !== userId) throw discussionNotFound();
  return row;
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

/** Awards points after the act they reward has committed; a failed award never undoes the act. */
async function award(deps: ForumDeps, awards: Award[]) {
  for (const a of awards) await awardPoints(deps.db, deps.clock.now(), a);
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

/** The points for starting a discussion or commenting, once per item (given when it is published). */
export const creationAward = (reason: "discussion" | "comment", userId: string, itemId: string): Award => ({
  userId,
  reason,
  itemId,
  key: `${reason}:${itemId}`,
});

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

/** Points into Oracle questions, for a user with a handle; `requestKey` makes a retry a replay. */
export async function redeem(deps: ForumDeps, user: User, points: number, requestKey: string) {
  await handleOf(deps, user.id);
  return redeemPoints(deps.db, deps.clock.now(), { userId: user.id, points, requestKey });
}

export async function redeemHistory(deps: ForumDeps, userId: string) {
  const rows = await deps.db
    .selectFrom("forum_points")
    .select(["id", "amount", "created_at"])
    .where("user_id", "=", userId)
    .where("reason", "=", "redeemed")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    transaction_id: r.id,
    points_redeemed: -r.amount,
    questions_added: -r.amount / POINTS_PER_QUESTION,
    redeemed_at: r.created_at,
  }));
}

/** The user's notifications, newest first, in their language; unseen ones are highlighted. */
export async function notificationsOf(deps: ForumDeps, userId: string, language: MessageLanguage) {
  const rows = await deps.db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    did: r.link?.startsWith("/forum/") ? r.link.slice("/forum/".length) : null,
    message: renderStored(language, r.message),
    highlight: r.seen_at === null,
    created_at: r.created_at,
  }));
}

/** A stored notification: a catalogue message as JSON (or, from older rows, plain text). */
function renderStored(language: MessageLanguage, stored: string): string {
  try {
    return formatMessage(language, JSON.parse(stored) as Message);
  } catch {
    return stored;
  }
}

export async function markSeen(deps: ForumDeps, userId: string, id: string) {
  const result = await deps.db
    .updateTable("notifications")
    .set((eb) => ({ seen_at: eb.fn.coalesce("seen_at", eb.val(deps.clock.now().toISOString())) }))
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound("forum.notification_not_found");
}
