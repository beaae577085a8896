import { z } from "zod";
import { fieldsOf, listWithNotice, statusSuccess } from "./common.ts";
import { genders } from "./kundli.ts";
import { noticeFields, says, text, trimmedText, wholeNumber } from "./message-fields.ts";
import {
  FORUM_SILENCE_DAYS,
  FORUM_SORTS,
  FORUM_USERNAME_PATTERN,
  MIN_REDEEM_POINTS,
  POINTS_PER_QUESTION,
} from "./patterns.ts";
export { AVATAR_IDS, avatarPath, avatarUrl, FORUM_SORTS, type ForumSort } from "./patterns.ts";

export { FORUM_SILENCE_DAYS, FORUM_USERNAME_PATTERN, MIN_REDEEM_POINTS, POINTS_PER_QUESTION };

// AstroHub, the community forum: handles, discussions, comments, votes, reports, points.

export const FORUM_PAGE_SIZE = 10;
export const FORUM_TITLE_MAX = 200;
export const FORUM_DESCRIPTION_MAX = 10_000;
export const FORUM_COMMENT_MAX = 2000;
export const FORUM_REPORT_REASON_MAX = 500;

/**
 * An id (or short token) a forum request carries in a path, query or body. Every request
 * string of the forum that is not trimmed text, an email or a user name is built on this one
 * helper: letters, digits, `_`, `.` and `-` only. Like every request string it is built on
 * `text()`, which refuses the characters the databases refuse (a NUL, a lone surrogate).
 */
const requestId = (max = 64) =>
  text()
    .min(1)
    .max(max)
    .regex(/^[\w.-]+$/);

const emailField = (invalid: "forum.email_invalid" | "forum.profile_email_invalid") =>
  text("forum.email_required")
    .trim()
    .min(1, says("forum.email_required"))
    .max(254, says(invalid))
    .pipe(z.email(says(invalid)));

/** A default birth profile: the id of one of the user's own kundlis, or 0/"0"/"" for none. */
const bidField = z
  .union([requestId(), z.literal(""), z.literal(0)])
  .optional()
  .transform((v) => (v === undefined || v === 0 || v === "" || v === "0" ? null : v));

export const forumHandleBody = z.strictObject({
  display_name: text("forum.username_required")
    .trim()
    .min(1, says("forum.username_required"))
    .min(5, says("forum.username_invalid"))
    .max(20, says("forum.username_invalid"))
    .regex(FORUM_USERNAME_PATTERN, says("forum.username_invalid")),
  email: emailField("forum.email_invalid"),
  bid: bidField,
});
export type ForumHandleBody = z.input<typeof forumHandleBody>;

export const forumProfileBody = z.strictObject({
  email: emailField("forum.profile_email_invalid"),
  bid: bidField,
  is_private: z.union([z.literal(0), z.literal(1)]).optional(),
  is_ban: z.literal(0).optional().meta({ description: "Sent as 0 by the web; never changes the ban flag" }),
  avatar: requestId().nullable().optional(),
  gender: z.enum(genders).nullable().optional(),
});
export type ForumProfileBody = z.input<typeof forumProfileBody>;

export const forumListQuery = z.strictObject({
  page: wholeNumber("forum.page_number", 1, "forum.page_min").default(1),
  query: text().trim().max(200, says("forum.query_long")).optional(),
  uid: requestId().optional().meta({ description: "Only this user's discussions (their profile's posts)" }),
  sort: z
    .enum(FORUM_SORTS, says("forum.sort"))
    .default("new")
    .meta({ description: "new: newest first; hot: the last 30 days by votes and comments, fading with age" }),
});
export type ForumListQuery = z.input<typeof forumListQuery>;

/** A trimmed forum text field with its `forum.<field>_required`, `_short` and `_long` messages. */
const forumText = (field: "title" | "description" | "comment", min: number, max: number) =>
  trimmedText(min, max, {
    required: `forum.${field}_required`,
    tooShort: `forum.${field}_short`,
    tooLong: `forum.${field}_long`,
  });

export const discussionBody = z.strictObject({
  title: forumText("title", 5, FORUM_TITLE_MAX),
  description: forumText("description", 5, FORUM_DESCRIPTION_MAX),
});
export type DiscussionBody = z.input<typeof discussionBody>;

export const commentBody = z.strictObject({ comment: forumText("comment", 2, FORUM_COMMENT_MAX) });
export type CommentBody = z.input<typeof commentBody>;

export const discussionParams = z.strictObject({ did: requestId() });
export const commentParams = z.strictObject({ cid: requestId() });
export const notificationParams = z.strictObject({ id: requestId() });

/** One of a discussion (did) or a comment (cid). */
const forumTarget = {
  did: requestId().optional(),
  cid: requestId().optional(),
};
const oneTarget = <T extends { did?: string | undefined; cid?: string | undefined }>(v: T) =>
  (v.did === undefined) !== (v.cid === undefined);

export const voteBody = z
  .strictObject({ ...forumTarget, type: z.union([z.literal(1), z.literal(0)]).meta({ description: "1 up, 0 down" }) })
  .refine(oneTarget, says("forum.target_required"));
export type VoteBody = z.input<typeof voteBody>;

export const reportBody = z
  .strictObject({
    ...forumTarget,
    reason: trimmedText(1, FORUM_REPORT_REASON_MAX, {
      required: "forum.reason_required",
      tooLong: "forum.reason_long",
    }),
  })
  .refine(oneTarget, says("forum.target_required"));
export type ReportBody = z.input<typeof reportBody>;

export const redeemBody = z.strictObject({
  points: z
    .number(says("forum.points_required"))
    .int(says("forum.points_whole_number"))
    .min(MIN_REDEEM_POINTS, says("forum.points_min")),
});
export type RedeemBody = z.input<typeof redeemBody>;

export const redeemHeaders = z.object({
  "idempotency-key": text()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "Retrying with the same key never redeems twice" }),
});

const author = {
  uid: z.string().nullable().meta({ description: "null when the author's account was deleted" }),
  display_name: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  avatar: z.string().nullable(),
};

export const discussionView = z
  .object({
    did: z.string(),
    ...author,
    title: z.string(),
    description: z.string().meta({ description: "Plain text; the web renders it" }),
    created_at: z.iso.datetime(),
    ...fieldsOf(() => z.number().int(), "upvotes", "downvotes", "score", "comment_count"),
    ...fieldsOf(() => z.string().nullable(), "rashi_tag", "nakshatra_tag", "mahadasha_tag", "latest_comment"),
    latest_comment_uid: z.string().nullable(),
    latest_comment_gender: z.enum(genders).nullable(),
    ...fieldsOf(() => z.string().nullable(), "latest_comment_avatar", "latest_comment_display_name"),
    hidden: z.boolean().meta({ description: "Hidden after reports: only its author sees it" }),
  })
  .meta({ id: "Discussion" });
export type DiscussionView = z.infer<typeof discussionView>;

export const commentView = z
  .object({
    cid: z.string(),
    did: z.string(),
    ...author,
    comment: z.string(),
    created_at: z.iso.datetime(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    hidden: z.boolean(),
  })
  .meta({ id: "Comment" });
export type CommentView = z.infer<typeof commentView>;

export const discussionListResponse = z.object({
  status: statusSuccess,
  discussions: z.array(discussionView),
  page_count: z.number().int(),
});
export type DiscussionListResponse = z.infer<typeof discussionListResponse>;

export const discussionDetailResponse = z.object({
  status: statusSuccess,
  discussion: discussionView,
  comments: z.array(commentView),
  my_votes: z.record(z.string(), z.union([z.literal(1), z.literal(0)])).meta({
    description: "The caller's votes on the discussion and its comments by did/cid (1 up, 0 down); {} for a visitor",
  }),
});
export type DiscussionDetailResponse = z.infer<typeof discussionDetailResponse>;

export const forumNoticeResponse = z.object({ status: statusSuccess, ...noticeFields });
export type ForumNoticeResponse = z.infer<typeof forumNoticeResponse>;
export const discussionCreatedResponse = forumNoticeResponse.extend({ did: z.string() });
export const commentCreatedResponse = forumNoticeResponse.extend({ cid: z.string() });
export const voteResponse = forumNoticeResponse.extend({
  vote: z.union([z.literal(1), z.literal(0), z.null()]).meta({ description: "The caller's vote now" }),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  score: z.number().int(),
});
export type VoteResponse = z.infer<typeof voteResponse>;

export const forumProfileQuery = z.strictObject({ uid: requestId().optional() });
export const forumProfileResponse = z.object({
  status: statusSuccess,
  profile: z.object({
    uid: z.string(),
    display_name: z.string(),
    gender: z.enum(genders).nullable(),
    avatar: z.string().nullable(),
    is_private: z.boolean(),
    is_ban: z.boolean(),
    rashi: z.string().nullable(),
    nakshatra: z.string().nullable(),
    current_mahadasha: z.string().nullable(),
    astrohub_points: z.number().int(),
    is_owner: z.boolean(),
    // Only the owner's own profile has these.
    email: z.string().optional(),
    email_verified: z.boolean().optional(),
    default_birth_profile: z.string().nullable().optional(),
    astrohub_redeemed_points: z.number().int().optional(),
    points_left: z.number().int().optional(),
    mobile: z.string().optional(),
    is_moderator: z.boolean().optional().meta({ description: "The owner may moderate (/forum/moderation)" }),
  }),
});
export type ForumProfileResponse = z.infer<typeof forumProfileResponse>;

/** One redemption of points into Oracle questions, as the redeem answer and the history give it. */
const redemption = {
  transaction_id: z.string(),
  points_redeemed: z.number().int(),
  questions_added: z.number().int(),
};

export const redeemResponse = forumNoticeResponse.extend(redemption);
export type RedeemResponse = z.infer<typeof redeemResponse>;

export const redeemHistoryResponse = listWithNotice(
  "transactions",
  z.object({ ...redemption, redeemed_at: z.iso.datetime() }),
);
export type RedeemHistoryResponse = z.infer<typeof redeemHistoryResponse>;

export const notificationListResponse = listWithNotice(
  "notifications",
  z.object({
    id: z.string(),
    did: z.string().nullable(),
    message: z.string(),
    highlight: z.boolean().meta({ description: "Not seen yet" }),
    created_at: z.iso.datetime(),
  }),
);
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/** The link in the verification mail; a missing token is answered like a forged one. */
export const verifyEmailQuery = z.object({ token: text().max(4096).default("") });

export const avatarListResponse = z.object({
  status: statusSuccess,
  avatars: z.array(z.object({ id: z.string(), gender: z.enum(genders), url: z.string() })),
});
export type AvatarListResponse = z.infer<typeof avatarListResponse>;

// Moderation (moderators only: anyone else gets 404 on these routes).

export const forumModerationKinds = ["discussion", "comment"] as const;
export type ForumModerationKind = (typeof forumModerationKinds)[number];

export const moderationItemParams = z.strictObject({ kind: z.enum(forumModerationKinds), id: requestId() });
export const moderationUserParams = z.strictObject({ uid: requestId() });
export const silenceBody = z.strictObject({
  days: z.union(
    FORUM_SILENCE_DAYS.map((d) => z.literal(d)),
    says("forum.silence_days"),
  ),
  reason: trimmedText(1, FORUM_REPORT_REASON_MAX, {
    required: "forum.silence_reason_required",
    tooLong: "forum.reason_long",
  }),
});
export type SilenceBody = z.input<typeof silenceBody>;

export const moderationItemView = z
  .object({
    kind: z.enum(forumModerationKinds),
    id: z.string(),
    did: z.string().meta({ description: "The discussion (itself, or the one the comment is on)" }),
    title: z.string(),
    text: z.string().meta({ description: "The discussion's description or the comment" }),
    ...author,
    created_at: z.iso.datetime(),
    hidden: z.boolean(),
    held_reason: z.enum(["reports", "link"]).nullable().meta({
      description: "Why it is hidden: three reports, or a first-day account's link held for review",
    }),
    author_silenced_until: z.iso.datetime().nullable(),
    reporter_count: z.number().int().meta({ description: "Distinct accounts that reported it since its last review" }),
    reports: z.array(
      z.object({
        uid: z.string(),
        display_name: z.string().nullable(),
        reason: z.string(),
        created_at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: "ModerationItem" });
export type ModerationItemView = z.infer<typeof moderationItemView>;

export const moderationQueueResponse = z.object({ status: statusSuccess, items: z.array(moderationItemView) });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>;

// "Check with AI": the draft read against the author's own chart and the forum's rules.

export const FORUM_CHECKS_PER_DAY = 5;
export const forumCheckKinds = ["wrong_placement", "fear", "death", "selling"] as const;
export const forumCheckBody = discussionBody;
export const forumCheckResponse = forumNoticeResponse.extend({
  suggestions: z.array(
    z.object({
      kind: z.enum(forumCheckKinds),
      text: z.string().meta({ description: "The words of the draft the suggestion is about" }),
      message: z.string(),
    }),
  ),
  checks_left: z.number().int(),
});
export type ForumCheckResponse = z.infer<typeof forumCheckResponse>;
