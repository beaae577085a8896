import { z } from "zod";
import { otpField, statusSuccess } from "./common.ts";
import { moderationItemView } from "./forum.ts";
import { idText, noticeFields, says, text, trimmedText } from "./message-fields.ts";
import { LEDGER_ACCOUNTS } from "./vocabulary.ts";

// The operations console (ADR 033): staff roles, the audit log and the admin API. Every
// route answers 404 to anyone without the permission it needs, as if it did not exist.

export const STAFF_ROLES = ["admin", "support", "moderator", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRole = z.enum(STAFF_ROLES, says("admin.role_invalid"));

/** What a staff action's reason may hold. */
export const ADMIN_REASON_MAX = 500;
const reason = trimmedText(3, ADMIN_REASON_MAX, { required: "admin.reason_required", tooLong: "admin.reason_long" });
const id = idText(64);

export const adminIdParams = z.strictObject({ id });
export type AdminIdParams = z.infer<typeof adminIdParams>;
const paged = { limit: z.coerce.number().int().min(1).max(200).default(50) };

export const adminMeResponse = z.object({
  status: statusSuccess,
  user_id: z.string(),
  roles: z.array(staffRole),
  permissions: z.array(z.string()),
  confirmed_until: z.iso.datetime().nullable().meta({
    description: "Until when destructive actions need no fresh code (null: confirm first)",
  }),
});
export type AdminMeResponse = z.infer<typeof adminMeResponse>;

export const adminNoticeResponse = z.object({ status: statusSuccess, ...noticeFields });
export type AdminNoticeResponse = z.infer<typeof adminNoticeResponse>;

// Confirming with a fresh code: a code to the staff member's own number, then a window of
// ADMIN_CONFIRM_MINUTES in which destructive actions go through.
export const ADMIN_CONFIRM_MINUTES = 10;
export const adminConfirmSendResponse = z.object({ status: statusSuccess, token: z.string(), ...noticeFields });
export const adminConfirmBody = z.strictObject({ code: otpField, token: text("auth.token_missing").min(1) });
export type AdminConfirmBody = z.infer<typeof adminConfirmBody>;

// Staff and roles.
export const staffGrantBody = z.strictObject({
  mobile: text("auth.mobile_required").regex(/^(\+?91)?[6-9]\d{9}$/, says("auth.mobile_invalid")),
  role: staffRole,
});
export type StaffGrantBody = z.infer<typeof staffGrantBody>;
export const staffRevokeBody = z.strictObject({ user_id: id, role: staffRole });
export type StaffRevokeBody = z.infer<typeof staffRevokeBody>;
export const staffListResponse = z.object({
  status: statusSuccess,
  staff: z.array(
    z.object({
      user_id: z.string(),
      mobile: z.string(),
      roles: z.array(z.object({ role: staffRole, granted_by: z.string().nullable(), granted_at: z.iso.datetime() })),
      from_configuration: z.boolean().meta({ description: "An admin named by ADMIN_MOBILES" }),
    }),
  ),
});
export type StaffListResponse = z.infer<typeof staffListResponse>;

// Payments, as the console lists them.
export const adminPayment = z.object({
  id: z.string(),
  user_id: z.string(),
  mobile: z.string(),
  kind: z.enum(["recharge", "subscription"]),
  provider: z.string(),
  provider_order_id: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  status: z.enum(["created", "paid", "failed"]),
  total_paise: z.number().int(),
  gst_paise: z.number().int(),
  refunded_paise: z.number().int(),
  invoice_number: z.string().nullable(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;

// Users.
export const adminUsersQuery = z.strictObject({
  mobile: text("admin.mobile_search")
    .transform((v) => v.replace(/\D/g, ""))
    .pipe(z.string().min(4, says("admin.mobile_search")).max(12, says("admin.mobile_search"))),
});
const adminUser = z.object({
  id: z.string(),
  mobile: z.string().meta({ description: "Masked (+91 98•••••210) except to admins" }),
  created_at: z.iso.datetime(),
  banned_at: z.iso.datetime().nullable(),
  ban_reason: z.string().nullable(),
});
export const adminUsersResponse = z.object({ status: statusSuccess, users: z.array(adminUser) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

const balances = z.object(
  Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, z.number().int()])) as Record<
    (typeof LEDGER_ACCOUNTS)[number],
    z.ZodNumber
  >,
);
export const adminUserResponse = z.object({
  status: statusSuccess,
  user: adminUser.extend({ kundlis: z.number().int(), silenced_until: z.iso.datetime().nullable() }),
  balances,
  statement: z.array(
    z.object({
      id: z.string(),
      account: z.enum(LEDGER_ACCOUNTS),
      amount: z.number().int(),
      reason: z.string(),
      reference: z.string().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
  chats: z.array(
    z.object({
      id: z.string(),
      astrologer: z.string(),
      created_at: z.iso.datetime(),
      last_message_at: z.iso.datetime(),
      questions: z.number().int(),
      reported_replies: z.number().int().meta({ description: "Replies the user marked thumbs-down" }),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      device: z.string(),
      created_at: z.iso.datetime(),
      last_seen_at: z.iso.datetime(),
      expires_at: z.iso.datetime(),
      revoked_at: z.iso.datetime().nullable(),
    }),
  ),
  payments: z.array(adminPayment),
});
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

export const ADMIN_CREDIT_MAX = 1000;
export const adminCreditsBody = z.strictObject({
  account: z.enum(LEDGER_ACCOUNTS, says("admin.account_invalid")),
  amount: z
    .number(says("admin.amount_invalid"))
    .int(says("admin.amount_invalid"))
    .min(-ADMIN_CREDIT_MAX * 100, says("admin.amount_invalid"))
    .max(ADMIN_CREDIT_MAX * 100, says("admin.amount_invalid"))
    .refine((n) => n !== 0, says("admin.amount_invalid"))
    .meta({ description: "Signed: positive grants, negative takes back (never below zero); paise for wallet_paise" }),
  reason,
});
export type AdminCreditsBody = z.infer<typeof adminCreditsBody>;
export const adminReasonBody = z.strictObject({ reason });
export type AdminReasonBody = z.infer<typeof adminReasonBody>;

// Payments.
export const adminPaymentsQuery = z.strictObject({
  q: text().trim().max(64).optional().meta({ description: "A payment, order or provider id, or mobile digits" }),
  ...paged,
});
export const adminPaymentsResponse = z.object({ status: statusSuccess, payments: z.array(adminPayment) });
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponse>;
export const adminPaymentResponse = z.object({
  status: statusSuccess,
  payment: adminPayment,
  timeline: z.array(z.object({ at: z.iso.datetime(), event: z.string(), detail: z.string() })),
  refundable_paise: z.number().int(),
  subscription: z.object({ id: z.string(), status: z.string(), current_end: z.iso.datetime().nullable() }).nullable(),
});
export type AdminPaymentResponse = z.infer<typeof adminPaymentResponse>;
export const adminRefundBody = z.strictObject({
  amount_paise: z
    .number(says("admin.amount_invalid"))
    .int(says("admin.amount_invalid"))
    .min(100, says("admin.refund_minimum"))
    .optional()
    .meta({ description: "Omitted: the whole amount still refundable" }),
  reason,
});
export type AdminRefundBody = z.infer<typeof adminRefundBody>;

// AI replies for review.
export const adminRepliesResponse = z.object({
  status: statusSuccess,
  replies: z.array(
    z.object({
      message_id: z.string(),
      chat_id: z.string(),
      user_id: z.string(),
      astrologer: z.string(),
      question: z.string(),
      reply: z.string(),
      created_at: z.iso.datetime(),
      rating: z.enum(["up", "down"]).nullable(),
      comment: z.string().nullable(),
      facts: z.array(z.string()).meta({ description: "The chart facts the reply used (its fact chips)" }),
      guard: z.string().nullable().meta({ description: "JSON of what the guard removed or replaced" }),
    }),
  ),
});
export type AdminRepliesResponse = z.infer<typeof adminRepliesResponse>;

export const adminModerationResponse = z.object({ status: statusSuccess, items: z.array(moderationItemView) });
export type AdminModerationResponse = z.infer<typeof adminModerationResponse>;

// Leads and contact messages.
export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export const adminLeadKinds = ["lead", "contact"] as const;
const leadView = z.object({
  kind: z.enum(adminLeadKinds),
  id: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  detail: z.string().meta({ description: "The message, or the birth details and astrologer asked for" }),
  language: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AdminLead = z.infer<typeof leadView>;
export const adminLeadsQuery = z.strictObject({ status: z.enum(LEAD_STATUSES).optional(), ...paged });
export const adminLeadsResponse = z.object({ status: statusSuccess, leads: z.array(leadView) });
export type AdminLeadsResponse = z.infer<typeof adminLeadsResponse>;
export const adminLeadParams = z.strictObject({ kind: z.enum(adminLeadKinds), id });
export const adminLeadBody = z.strictObject({
  status: z.enum(LEAD_STATUSES, says("admin.status_invalid")),
  notes: text().trim().max(2000, says("admin.notes_long")).optional(),
});
export type AdminLeadBody = z.infer<typeof adminLeadBody>;

// The dashboard: one row per day (India), oldest first.
export const adminDashboardResponse = z.object({
  status: statusSuccess,
  days: z.array(
    z.object({
      day: z.string().meta({ description: "YYYY-MM-DD in India" }),
      signups: z.number().int(),
      questions_answered: z.number().int(),
      questions_refused: z.number().int(),
      revenue_paise: z.number().int().meta({ description: "Paid totals net of GST, less refunds made that day" }),
      active_subscriptions: z.number().int(),
      predictions: z.number().int(),
      forum_posts: z.number().int(),
    }),
  ),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;

// The audit log.
export const adminAuditQuery = z.strictObject({
  actor: idText(64).optional(),
  target: idText(64).optional(),
  action: idText(64).optional(),
  ...paged,
});
export const adminAuditEntry = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_roles: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;
export const adminAuditResponse = z.object({ status: statusSuccess, entries: z.array(adminAuditEntry) });
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>;

// Content: builtin blog posts (markdown, English or Hindi, draft or published).
export const adminBlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  language: z.enum(["en", "hi"]),
  title: z.string(),
  excerpt: z.string(),
  body_markdown: z.string(),
  cover_image: z.string().nullable(),
  draft: z.boolean(),
  published_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;
export const adminBlogPostsResponse = z.object({
  status: statusSuccess,
  posts: z.array(adminBlogPost.omit({ body_markdown: true })),
});
export type AdminBlogPostsResponse = z.infer<typeof adminBlogPostsResponse>;
export const adminBlogPostResponse = z.object({
  status: statusSuccess,
  post: adminBlogPost,
  ...z.object(noticeFields).partial().shape,
});
export type AdminBlogPostResponse = z.infer<typeof adminBlogPostResponse>;
export const adminBlogPostBody = z.strictObject({
  slug: text("admin.slug_invalid")
    .trim()
    .min(3, says("admin.slug_invalid"))
    .max(120, says("admin.slug_invalid"))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, says("admin.slug_invalid")),
  language: z.enum(["en", "hi"], says("admin.language_invalid")),
  title: trimmedText(3, 200, { required: "admin.title_required", tooLong: "admin.title_long" }),
  excerpt: trimmedText(0, 500, { required: "admin.title_required", tooLong: "admin.excerpt_long" }),
  body_markdown: trimmedText(1, 50_000, { required: "admin.body_required", tooLong: "admin.body_long" }),
  cover_image: text().trim().max(500).nullable().optional(),
  draft: z.boolean(),
});
export type AdminBlogPostBody = z.input<typeof adminBlogPostBody>;
export const adminPreviewBody = z.strictObject({ body_markdown: text().max(50_000) });
export const adminPreviewResponse = z.object({ status: statusSuccess, html: z.string() });

// Content: the home page's figures, and the rows editors keep (testimonials, videos,
// consultant astrologers, recharge offers, plans). Prices are paise; a price change applies to
// checkouts started after it (a payment keeps the amounts it was created with).
const shortText = (max = 200) => text().trim().min(1, says("admin.text_required")).max(max, says("admin.text_long"));
const optionalText = (max = 2000) => text().trim().max(max, says("admin.text_long"));
const count = (min: number, max: number) =>
  z
    .number(says("admin.number_invalid"))
    .int(says("admin.number_invalid"))
    .min(min, says("admin.number_invalid"))
    .max(max, says("admin.number_invalid"));
const flag = z.union([z.literal(0), z.literal(1)], says("admin.number_invalid"));
const paise = count(0, 10_000_000);
const ordered = { sort: count(0, 10_000), active: flag };

export const adminFiguresBody = z.strictObject({
  predictions_completed: shortText(40),
  happy_users: shortText(40),
  total_chats: shortText(40),
  predictions_completed_hi: shortText(40),
  happy_users_hi: shortText(40),
  total_chats_hi: shortText(40),
  free_questions: count(0, 100),
  ai_astrologers: count(0, 10),
  rating_value: z
    .number(says("admin.number_invalid"))
    .min(0, says("admin.number_invalid"))
    .max(5, says("admin.number_invalid")),
  rating_count: count(0, 100_000_000),
});
export type AdminFiguresBody = z.infer<typeof adminFiguresBody>;

/** Each editable content table: the fields an editor may change (every one optional in an update). */
export const ADMIN_CONTENT_FIELDS = {
  testimonials: z.strictObject({
    name: shortText(),
    name_hi: shortText(),
    designation: shortText(),
    designation_hi: shortText(),
    avatar: shortText(500),
    comment: shortText(2000),
    comment_hi: shortText(2000),
    compliment_tag: shortText(),
    compliment_tag_hi: shortText(),
    rating_tenths: count(10, 50),
    ...ordered,
  }),
  videos: z.strictObject({
    youtube_id: text().regex(/^[\w-]{11}$/, says("admin.youtube_id")),
    title: shortText(),
    title_hi: shortText(),
    ...ordered,
  }),
  consultants: z.strictObject({
    name: shortText(),
    name_hi: shortText(),
    photo: shortText(500),
    specialization: shortText(),
    specialization_hi: shortText(),
    bio: optionalText(),
    bio_hi: optionalText(),
    rating_tenths: count(10, 50),
    experience_years: count(0, 80),
    languages: z.array(shortText(40)).max(12),
    languages_hi: z.array(shortText(40)).max(12),
    ...ordered,
  }),
  offers: z.strictObject({
    text: shortText(),
    credit_amount: count(1, 10_000_000).meta({ description: "Questions, or paise for a wallet top-up" }),
    original_price_paise: paise,
    discount_price_paise: paise,
    ...ordered,
  }),
  plans: z.strictObject({
    name: shortText(),
    price_paise: paise,
    old_price_paise: paise,
    questions_per_period: count(1, 10_000),
    bullet_points: z.array(shortText(200)).max(12),
    provider_plan_id: text().trim().max(100).nullable(),
    featured: flag,
    ...ordered,
  }),
} as const;
export type AdminContentKind = keyof typeof ADMIN_CONTENT_FIELDS;
export const ADMIN_CONTENT_KINDS = Object.keys(ADMIN_CONTENT_FIELDS) as AdminContentKind[];
/** Kinds an editor may add rows to (offers and plans are referenced by payments: edited, switched off, never added here). */
export const ADMIN_CONTENT_CREATABLE = [
  "testimonials",
  "videos",
  "consultants",
] as const satisfies readonly AdminContentKind[];

/** A row as stored: the editable fields (not strict: what editors do not change is left out) and its id. */
const rows = <K extends AdminContentKind, E extends z.ZodRawShape = Record<never, never>>(kind: K, extra?: E) =>
  z.array(z.object({ ...ADMIN_CONTENT_FIELDS[kind].shape, id: z.string(), ...(extra as E) }));
export const adminContentResponse = z.object({
  status: statusSuccess,
  figures: adminFiguresBody,
  testimonials: rows("testimonials"),
  videos: rows("videos"),
  consultants: rows("consultants"),
  offers: rows("offers", { astrologer: z.string(), account: z.string() }),
  plans: rows("plans"),
});
export type AdminContentResponse = z.infer<typeof adminContentResponse>;
