import type { AccountExport } from "@graha/contracts";
import { CONSENT_VERSION } from "@graha/contracts/patterns";
import type { Kysely, Selectable } from "kysely";
import type { Database, User } from "../../db/schema.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { maskMobile } from "../../lib/mask.ts";

/** The export's format name; a reader can tell versions apart by it (ADR 031). */
export const EXPORT_FORMAT = "graha-account-export/1";

/** A file name for the download: the day of the export, never the number. */
export const exportFileName = (exportedAt: string) => `graha-my-data-${exportedAt.slice(0, 10)}.json`;

/** Tables whose rows belong to one user through their `user_id`. */
type OwnTable = { [T in keyof Database]: Database[T] extends { user_id: string | null } ? T : never }[keyof Database];

/** A table read by name, its rows typed by the caller (Kysely cannot type a query over a table parameter). */
type AnyOwnTable = Record<string, { user_id: string | null } & Record<string, unknown>>;

/** One user's rows of a table: the named columns, in `orderBy` order (oldest first by default). */
function ownRows(db: Kysely<Database>, userId: string) {
  const loose = db as unknown as Kysely<AnyOwnTable>;
  return <T extends OwnTable, C extends keyof Selectable<Database[T]> & string>(
    table: T,
    columns: readonly C[],
    orderBy: C | "created_at" = "created_at",
  ) =>
    loose
      .selectFrom(table as string)
      .select(columns)
      .where("user_id", "=", userId)
      .orderBy(orderBy)
      .execute() as Promise<Pick<Selectable<Database[T]>, C>[]>;
}

/**
 * Everything the service keeps about one user, as the user would recognise it (DPDP Act:
 * the right to access): profile and consents, sessions, kundlis, chats with their messages,
 * the ledger statement and balances, payments (receipts), subscriptions, wheel spins,
 * invites, notifications, shared links, the forum handle with its posts, comments, votes, reports and
 * points, and Contact Us messages given with the account's number or verified email.
 * Nothing of anyone else: another person's number (a transfer's other side, an invited
 * number) is masked, and no secret (code hashes, session ids, link nonces) is included.
 */
export async function exportAccount(deps: { db: Kysely<Database>; clock: Clock }, user: User): Promise<AccountExport> {
  const { db } = deps;
  const mine = user.id;
  const own = ownRows(db, mine);
  const chats = await own("chats", ["id", "astrologer", "birth_record_id", "status", "created_at", "last_message_at"]);
  const messages = chats.length
    ? await db
        .selectFrom("chat_messages")
        .select(["id", "chat_id", "role", "content", "status", "charged_account", "created_at", "completed_at"])
        .where(
          "chat_id",
          "in",
          chats.map((c) => c.id),
        )
        .orderBy("id")
        .execute()
    : [];
  const handle = await db
    .selectFrom("forum_handles")
    .select([
      "display_name",
      "email",
      "email_verified_at",
      "birth_record_id",
      "gender",
      "avatar",
      "is_private",
      "points",
      "redeemed_points",
      "created_at",
      "updated_at",
    ])
    .where("user_id", "=", mine)
    .executeTakeFirst();
  const verifiedEmail = handle?.email_verified_at ? handle.email.toLowerCase() : null;
  const transfers = await db
    .selectFrom("transfers")
    .select(["id", "from_user_id", "from_mobile", "to_mobile", "questions", "created_at"])
    .where((eb) => eb.or([eb("from_user_id", "=", mine), eb("to_user_id", "=", mine)]))
    .orderBy("created_at")
    .execute();

  return {
    format: EXPORT_FORMAT,
    exported_at: isoAt(deps.clock.now()),
    current_consent_version: CONSENT_VERSION,
    profile: { id: user.id, mobile: user.mobile, created_at: user.created_at, updated_at: user.updated_at },
    consents: await own("consents", ["version", "accepted_at"], "accepted_at"),
    sessions: await own("sessions", ["device", "created_at", "last_seen_at", "expires_at", "revoked_at"]),
    kundlis: await own("birth_records", [
      "id",
      "full_name",
      "dob",
      "tob",
      "pob",
      "latitude",
      "longitude",
      "timezone",
      "gender",
      "marital_status",
      "language",
      "is_celebrity",
      "celebrity_info",
      "created_at",
      "updated_at",
    ]),
    chats: chats.map((chat) => ({
      ...chat,
      messages: messages.filter((m) => m.chat_id === chat.id).map(({ chat_id: _chat, ...m }) => m),
    })),
    chat_feedback: await own("chat_feedback", ["message_id", "rating", "comment", "created_at", "updated_at"]),
    wallet: {
      balances: await own("balances", ["account", "amount", "held", "updated_at"], "account"),
      statement: await own("ledger_entries", ["id", "account", "amount", "reason", "reference", "created_at"], "id"),
      transfers: transfers.map(({ from_user_id, from_mobile, to_mobile, ...t }) =>
        from_user_id === mine
          ? { ...t, direction: "sent" as const, other_mobile: maskMobile(to_mobile) }
          : { ...t, direction: "received" as const, other_mobile: maskMobile(from_mobile) },
      ),
    },
    payments: await own("payments", [
      "id",
      "kind",
      "offer_id",
      "plan_id",
      "provider",
      "provider_order_id",
      "provider_payment_id",
      "base_paise",
      "discount_paise",
      "gst_paise",
      "total_paise",
      "status",
      "failure_reason",
      "invoice_number",
      "created_at",
      "paid_at",
    ]),
    subscriptions: await own("subscriptions", [
      "id",
      "plan_id",
      "provider",
      "status",
      "current_start",
      "current_end",
      "cancelled_at",
      "created_at",
    ]),
    wheel_spins: await own("wheel_spins", ["spin_day", "percent", "expires_at", "used_payment_id", "created_at"]),
    invite_code:
      (await db.selectFrom("invite_codes").select("code").where("user_id", "=", mine).executeTakeFirst())?.code ?? null,
    invites: (
      await db
        .selectFrom("invites")
        .select(["mobile", "rewarded_at", "created_at"])
        .where("inviter_user_id", "=", mine)
        .orderBy("created_at")
        .execute()
    ).map((invite) => ({ ...invite, mobile: maskMobile(invite.mobile) })),
    notifications: await own("notifications", ["message", "link", "seen_at", "created_at"]),
    forum: {
      handle: handle ?? null,
      discussions: await own("forum_discussions", [
        "id",
        "title",
        "description",
        "rashi_tag",
        "nakshatra_tag",
        "mahadasha_tag",
        "hidden_at",
        "created_at",
      ]),
      comments: await own("forum_comments", ["id", "discussion_id", "comment", "hidden_at", "created_at"]),
      votes: await own("forum_votes", ["item_id", "value", "created_at"]),
      reports: await own("forum_reports", ["item_id", "reason", "created_at"]),
      points: await own("forum_points", ["amount", "reason", "item_id", "created_at"]),
    },
    shares: await own("shares", ["id", "kind", "subject_id", "body", "created_at"]),
    contact_messages: await db
      .selectFrom("contact_messages")
      .select(["name", "mobile", "email", "message", "language", "status", "created_at"])
      .where((eb) =>
        eb.or([eb("mobile", "=", user.mobile), ...(verifiedEmail ? [eb("email", "=", verifiedEmail)] : [])]),
      )
      .orderBy("created_at")
      .execute(),
  };
}
