import type { Astrologer, OfferGroup } from "@graha/contracts";
import type { Generated, Insertable, Selectable } from "kysely";

/**
 * The database as Kysely sees it. One schema for SQLite and PostgreSQL: ids are text made
 * by the application, instants are ISO 8601 UTC text, money is integer paise, flags are
 * integers 0/1.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otp_challenges: OtpChallengesTable;
  ledger_entries: LedgerEntriesTable;
  notifications: NotificationsTable;
  site_content: SiteContentTable;
  birth_records: BirthRecordsTable;
  balances: BalancesTable;
  ledger_holds: LedgerHoldsTable;
  transfers: TransfersTable;
  offers: OffersTable;
  plans: PlansTable;
  payments: PaymentsTable;
  subscriptions: SubscriptionsTable;
  sandbox_orders: SandboxOrdersTable;
  wheel_spins: WheelSpinsTable;
  invites: InvitesTable;
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
  chat_feedback: ChatFeedbackTable;
  chat_reply_guards: ChatReplyGuardsTable;
  horoscope_readings: HoroscopeReadingsTable;
  number_lookups: NumberLookupsTable;
  contact_messages: ContactMessagesTable;
  home_testimonials: HomeTestimonialsTable;
  home_videos: HomeVideosTable;
  consultants: ConsultantsTable;
  consultant_testimonials: ConsultantTestimonialsTable;
  leads: LeadsTable;
  number_grants: NumberGrantsTable;
  invoice_counters: InvoiceCountersTable;
  forum_handles: ForumHandlesTable;
  forum_discussions: ForumDiscussionsTable;
  forum_comments: ForumCommentsTable;
  forum_votes: ForumVotesTable;
  forum_reports: ForumReportsTable;
  forum_points: ForumPointsTable;
  forum_devices: ForumDevicesTable;
  forum_checks: ForumChecksTable;
  consents: ConsentsTable;
  shares: SharesTable;
  invite_codes: InviteCodesTable;
  /** SQLite only: the FTS5 index of discussions (PostgreSQL searches an expression index). */
  forum_search: ForumSearchTable;
  blog_posts: BlogPostsTable;
  staff_roles: StaffRolesTable;
  audit_log: AuditLogTable;
  refunds: RefundsTable;
}

export interface UsersTable {
  id: string;
  mobile: string;
  created_at: string;
  updated_at: string;
  /** Set by staff: a banned user cannot sign in (ADR 033). */
  banned_at: Generated<string | null>;
  ban_reason: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  device: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** When the holder last confirmed a staff action with a fresh code (ADR 033). */
  staff_confirmed_at: Generated<string | null>;
}

export interface OtpChallengesTable {
  id: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  ip_hash: string;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/**
 * Append-only ledger of every balance (questions, predictions, paise). A balance is the
 * sum of its entries; `idempotency_key` makes each grant or charge happen at most once.
 */
export interface LedgerEntriesTable {
  id: string;
  user_id: string;
  account: string;
  amount: number;
  reason: string;
  idempotency_key: string;
  /** What the entry is about: "payment:<id>", "chat:<message id>", "transfer:<id>"… */
  reference: string | null;
  created_at: string;
}

/** The sum of a user's entries per account, kept in the same transaction as each entry. */
export interface BalancesTable {
  user_id: string;
  account: string;
  amount: number;
  /** Reserved by open holds; what can be spent is amount − held. */
  held: Generated<number>;
  updated_at: string;
}

/** A credit reserved while something (a streamed reply) may still fail; charged or released once. */
export interface LedgerHoldsTable {
  id: string;
  user_id: string;
  account: string;
  amount: number;
  reason: string;
  reference: string | null;
  created_at: string;
  settled_at: string | null;
  outcome: "charged" | "released" | null;
}

export interface TransfersTable {
  id: string;
  from_user_id: string | null;
  to_user_id: string | null;
  from_mobile: string;
  to_mobile: string;
  questions: number;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  message: string;
  link: string | null;
  seen_at: string | null;
  created_at: string;
}

export interface SiteContentTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface BirthRecordsTable {
  id: string;
  user_id: string;
  full_name: string;
  /** "DD/MM/YYYY" as entered. */
  dob: string;
  /** "HH:MM" or "HH:MM:SS" local civil time at the place. */
  tob: string;
  pob: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** The birth instant, computed once from dob, tob and timezone. */
  birth_utc: string;
  gender: string;
  marital_status: string;
  language: string;
  is_celebrity: number;
  celebrity_info: string | null;
  created_at: string;
  updated_at: string;
}

/** An account as features see it (staff-only columns such as the ban are read where needed). */
export type User = Pick<Selectable<UsersTable>, "id" | "mobile" | "created_at" | "updated_at">;
export type BirthRecord = Selectable<BirthRecordsTable>;
export type Session = Selectable<SessionsTable>;
export type OtpChallenge = Selectable<OtpChallengesTable>;
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;

/** A recharge pack: what it credits and its prices (paise). Seeded from the spec, editable. */
export interface OffersTable {
  id: string;
  astrologer: OfferGroup;
  text: string;
  account: string;
  credit_amount: number;
  original_price_paise: number;
  discount_price_paise: number;
  sort: number;
  active: number;
}

export interface PlansTable {
  id: string;
  name: string;
  price_paise: number;
  old_price_paise: number;
  questions_per_period: number;
  period_days: number;
  featured: number;
  /** JSON array of strings. */
  bullet_points: string;
  /** The provider's plan id (Razorpay plan_…); null for the sandbox. */
  provider_plan_id: string | null;
  sort: number;
  active: number;
}

/** One checkout: the figures shown before paying are the ones stored here (the receipt). */
export interface PaymentsTable {
  id: string;
  user_id: string;
  kind: "recharge" | "subscription";
  offer_id: string | null;
  plan_id: string | null;
  provider: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  provider_subscription_id: string | null;
  base_paise: number;
  discount_paise: number;
  gst_paise: number;
  total_paise: number;
  wheel_spin_id: string | null;
  status: "created" | "paid" | "failed";
  failure_reason: string | null;
  created_at: string;
  paid_at: string | null;
  /** The GST invoice's number ("GR/26-27/0000001"), given in the transaction that marks it paid. */
  invoice_number: string | null;
  /** How much staff have refunded of it (ADR 033). */
  refunded_paise: Generated<number>;
}

/** At most one live (created or active) row per user: the partial unique index `subscriptions_one_live_per_user`. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan_id: string;
  provider: string;
  provider_subscription_id: string;
  status: "created" | "active" | "cancelled" | "expired";
  current_start: string | null;
  current_end: string | null;
  last_payment_at: string | null;
  cancelled_at: string | null;
  created_at: string;
}

/** The sandbox payment provider's own records (it stands in for Razorpay's servers). */
export interface SandboxOrdersTable {
  id: string;
  kind: "order" | "subscription";
  amount_paise: number;
  status: string;
  payment_id: string | null;
  payment_status: string | null;
  method: string | null;
  current_start: string | null;
  current_end: string | null;
  created_at: string;
}

export interface WheelSpinsTable {
  id: string;
  user_id: string;
  /** The calendar day in India (YYYY-MM-DD): one spin per user per day. */
  spin_day: string;
  percent: number;
  expires_at: string;
  /** The paid payment that redeemed this discount (set when that payment is credited). */
  used_payment_id: string | null;
  created_at: string;
}

export interface InvitesTable {
  id: string;
  inviter_user_id: string;
  mobile: string;
  invitee_user_id: string | null;
  rewarded_at: string | null;
  created_at: string;
}

export interface ChatsTable {
  id: string;
  user_id: string;
  birth_record_id: string | null;
  astrologer: Astrologer;
  status: "active" | "stopped";
  /** The assistant message being written now, if any: one reply at a time per chat. */
  pending_message_id: string | null;
  stop_requested_at: string | null;
  created_at: string;
  last_message_at: string;
}

/** A user's thumbs up or down on one astrologer reply (one row per user and reply). */
export interface ChatFeedbackTable {
  id: string;
  user_id: string;
  message_id: string;
  rating: "up" | "down";
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** What the guard on a model writer changed in one reply (ADR 025). */
export interface ChatReplyGuardsTable {
  message_id: string;
  /** JSON of the guard's report: removed sentences and why, attempts thrown away, a fallback. */
  report: string;
  created_at: string;
}

export interface ChatMessagesTable {
  id: string;
  chat_id: string;
  role: "user" | "assistant";
  content: string;
  status: "complete" | "streaming" | "stopped" | "failed" | "refused";
  /** The ledger account the question was paid from (null: free or not charged). */
  charged_account: string | null;
  created_at: string;
  completed_at: string | null;
  /** JSON array of the labels of the chart facts a finished reading used (its fact chips). */
  facts: Generated<string | null>;
}

/** A composed sign horoscope (JSON in `body`), cached per sign, period, period start, language and engine version. */
export interface HoroscopeReadingsTable {
  /** English sign name, "Aries"…"Pisces". */
  sign: string;
  period: string;
  /** First Indian calendar day of the period, YYYY-MM-DD. */
  period_start: string;
  lang: string;
  engine_version: string;
  body: string;
  created_at: string;
}

/** A number with no account that a user tried to transfer to: a keyed hash, for the daily cap. */
/** A message from the Contact Us form; `status` is "new" until support answers it. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  mobile: string | null;
  email: string | null;
  message: string;
  language: string;
  status: string;
  created_at: string;
  notes: Generated<string | null>;
}

/** A builtin blog post in one language (slug and language unique); the body is markdown. */
export interface BlogPostsTable {
  id: string;
  slug: string;
  language: "en" | "hi";
  title: string;
  excerpt: string;
  body_markdown: string;
  cover_image: string | null;
  published_at: string;
  updated_at: string;
  /** 1 while an editor keeps it unpublished. */
  draft: Generated<number>;
}

/** Site content rows the operations console edits: an order and an on/off flag (0/1). */
interface OrderedRow {
  sort: number;
  active: Generated<number>;
}

export interface HomeTestimonialsTable extends OrderedRow {
  id: string;
  name: string;
  name_hi: string;
  designation: string;
  designation_hi: string;
  avatar: string;
  comment: string;
  comment_hi: string;
  compliment_tag: string;
  compliment_tag_hi: string;
  rating_tenths: number;
}

export interface HomeVideosTable extends OrderedRow {
  id: string;
  youtube_id: string;
  title: string;
  title_hi: string;
}

export interface ConsultantsTable extends OrderedRow {
  id: string;
  name: string;
  name_hi: string;
  photo: string;
  specialization: string;
  specialization_hi: string;
  bio: string;
  bio_hi: string;
  rating_tenths: number;
  experience_years: number;
  /** JSON arrays of language names. */
  languages: string;
  languages_hi: string;
}

export interface ConsultantTestimonialsTable {
  id: string;
  consultant_id: string;
  name: string;
  name_hi: string;
  text: string;
  text_hi: string;
  rating_tenths: number;
  sort: number;
}

export interface LeadsTable {
  id: string;
  user_id: string | null;
  consultant_id: string | null;
  full_name: string;
  mobile: string;
  email: string | null;
  birth_place: string | null;
  date_of_birth: string | null;
  time_of_birth: string | null;
  language: string;
  status: string;
  created_at: string;
  notes: Generated<string | null>;
}

export interface NumberLookupsTable {
  id: string;
  user_id: string;
  mobile_hash: string;
  created_at: string;
}

/**
 * A sign-up grant already paid to a number whose account was deleted: HMAC-SHA256 of the
 * number keyed by the server secret, never the number, so re-registering cannot collect it again.
 */
export interface NumberGrantsTable {
  mobile_hash: string;
  grant_kind: "signup" | "android_first_login" | "invite_reward";
  created_at: string;
}

/** One row per invoice series (an Indian financial year, "26-27"): the last number given. */
export interface InvoiceCountersTable {
  series: string;
  last_number: number;
}

export interface ForumHandlesTable {
  user_id: string;
  display_name: string;
  email: string;
  birth_record_id: string | null;
  gender: "Male" | "Female" | null;
  avatar: string | null;
  is_private: Generated<number>;
  is_ban: Generated<number>;
  points: Generated<number>;
  redeemed_points: Generated<number>;
  /** Days since 1970-01-01 in India (UTC+5:30) of the last award, and the points it earned. */
  points_day: Generated<number>;
  points_day_earned: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When the current email was verified by its link; null until then and after a change. */
  email_verified_at: string | null;
  /** The nonce of the one verification link still valid; cleared when used or replaced. */
  email_verify_nonce: string | null;
  /** A moderator's silence: no posts, comments or votes before this time; and why. */
  silenced_until: string | null;
  silence_reason: string | null;
}
export type ForumHandle = Selectable<ForumHandlesTable>;

export interface ForumDiscussionsTable {
  id: string;
  /** null once the author's account is deleted (the post stays, anonymised). */
  user_id: string | null;
  title: string;
  description: string;
  rashi_tag: string | null;
  nakshatra_tag: string | null;
  mahadasha_tag: string | null;
  hidden_at: string | null;
  /** Why it is hidden: "reports" (three members reported it) or "link" (a first-day account's link, held for review). */
  held_reason: "reports" | "link" | null;
  /** When a moderator last restored it: only reports after this count. */
  reviewed_at: string | null;
  /** When a moderator removed it (it stays hidden, its points taken back). */
  removed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ForumCommentsTable {
  id: string;
  discussion_id: string;
  user_id: string | null;
  comment: string;
  hidden_at: string | null;
  /** Why it is hidden: "reports" (three members reported it) or "link" (a first-day account's link, held for review). */
  held_reason: "reports" | "link" | null;
  /** When a moderator last restored it: only reports after this count. */
  reviewed_at: string | null;
  /** When a moderator removed it (it stays hidden, its points taken back). */
  removed_at: string | null;
  created_at: string;
}

export interface ForumVotesTable {
  id: string;
  user_id: string;
  item_id: string;
  /** 1 up, -1 down. */
  value: number;
  created_at: string;
  /** The voter's device cookie, when the request had one. */
  device_id: string | null;
}

/** A device cookie a member wrote to the forum from: accounts sharing one earn no points from each other. */
export interface ForumDevicesTable {
  id: string;
  user_id: string;
  device_id: string;
  created_at: string;
}

/** One "Check with AI" a member ran (a few a day). */
export interface ForumChecksTable {
  id: string;
  user_id: string;
  created_at: string;
}

export interface ForumReportsTable {
  id: string;
  user_id: string;
  item_id: string;
  reason: string;
  created_at: string;
}

export interface ForumPointsTable {
  id: string;
  user_id: string;
  amount: number;
  reason: "discussion" | "comment" | "vote_cast" | "upvote_received" | "reversed" | "redeemed";
  item_id: string | null;
  idempotency_key: string;
  created_at: string;
}

export interface ForumSearchTable {
  did: string;
  body: string;
}

/** A version of the Terms of Use and Privacy Policy a user accepted by logging in, and when (first login that showed it). */
export interface ConsentsTable {
  id: string;
  user_id: string;
  version: string;
  accepted_at: string;
}

/** A public link to a kundli's chart or a chat answer: `body` is the JSON snapshot it shows. */
export interface SharesTable {
  id: string;
  user_id: string;
  kind: "kundli" | "answer";
  /** The birth record or the assistant message shared. */
  subject_id: string;
  body: string;
  created_at: string;
}

/** A user's invite code, carried by the share link of the invite dialog (`/?invite=CODE`). */
export interface InviteCodesTable {
  user_id: string;
  code: string;
  created_at: string;
}

/** A staff role one user holds (ADR 033); `granted_by` is null for the configured first admins. */
export interface StaffRolesTable {
  user_id: string;
  role: string;
  granted_by: string | null;
  granted_at: string;
}

/** One staff action, append-only: who, what, on which record, before → after (JSON), why. */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  /** The actor's roles when acting, comma-separated. */
  actor_roles: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: string;
}

/** Money given back on a payment; `credits_taken` is what the ledger took back with it. */
export interface RefundsTable {
  id: string;
  payment_id: string;
  amount_paise: number;
  credits_taken: number;
  provider_refund_id: string | null;
  status: string;
  reason: string;
  actor_id: string;
  created_at: string;
}
