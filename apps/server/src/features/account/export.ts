import type { AccountExport } from "@graha/contracts";
import { CONSENT_VERSION } from "@graha/contracts/patterns";
import type { Kysely } from "kysely";
import type { Database, User } from "../../db/schema.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { maskMobile } from "../../lib/mask.ts";

/** The export's format name; a reader can tell versions apart by it (ADR 031). */
export const EXPORT_FORMAT = "graha-account-export/1";

/** A file name for the download: the day of the export, never the number. */
export const exportFileName = (exportedAt: string) => `graha-my-data-${exportedAt.slice(0, 10)}.json`;

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
  const chats = await db
    .selectFrom("chats")
    .select(["id", "astrologer", "birth_record_id", "status", "created_at", "last_message_at"])
    .where("user_id", "=", mine)
    .orderBy("created_at")
    .execute();
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
    consents: await db
      .selectFrom("consents")
      .select(["version", "accepted_at"])
      .where("user_id", "=", mine)
      .orderBy("accepted_at")
      .execute(),
    sessions: await db
      .selectFrom("sessions")
      .select(["device", "created_at", "last_seen_at", "expires_at", "revoked_at"])
      .where("user_id", "=", mine)
      .orderBy("created_at")
      .execute(),
    kundlis: await db
      .selectFrom("birth_records")
      .select([
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
      ])
      .where("user_id", "=", mine)
      .orderBy("created_at")
      .execute(),
    chats: chats.map((chat) => ({
      ...chat,
      messages: messages.filter((m) => m.chat_id === chat.id).map(({ chat_id: _chat, ...m }) => m),
    })),
    chat_feedback: await db
      .selectFrom("chat_feedback")
      .select(["message_id", "rating", "comment", "created_at", "updated_at"])
      .where("user_id", "=", mine)
      .orderBy("created_at")
      .execute(),
    wallet: {
      balances: await db
        .selectFrom("balances")
        .select(["account", "amount", "held", "updated_at"])
        .where("user_id", "=", mine)
        .orderBy("account")
        .execute(),
      statement: await db
        .selectFrom("ledger_entries")
        .select(["id", "account", "amount", "reason", "reference", "created_at"])
        .where("user_id", "=", mine)
        .orderBy("id")
        .execute(),
      transfers: transfers.map(({ from_user_id, from_mobile, to_mobile, ...t }) =>
        from_user_id === mine
          ? { ...t, direction: "sent" as const, other_mobile: maskMobile(to_mobile) }
          : { ...t, direction: "received" as const, other_mobile: maskMobile(from_mobile) },
      ),
    },
    payments: await db
      .selectFrom("payments")
      .select([
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
      ])
      .where("user_id", "=", mine)
      .orderBy("created_at")
      .execute(),
    subscriptions: await db
      .selectFrom("subscriptions")
      .select(["id", "plan_id", "provider", "status", "current_start", "current_end", "cancelled_at", "created_at"])
      .where("user_id", "=", mine)
      .orderBy("created_at")
      .execute(),
    wheel_spins: await db
      .selectFrom("wheel_spins")
      .select(["spin_day", "percent", "expires_at", "used_payment_id", "created_at"])
      .where("user_id", "=", mine)
      .orderBy("created_at")
      .execute(),
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
    notifications: await db
      .selectFrom("notifications")
      .select(["message", "link", "seen_at", "created_at"])
      .where("user_id", "=", mine)
      .orderBy("created_at")
      .execute(),
    forum: {
      handle: handle ?? null,
      discussions: await db
        .selectFrom("forum_discussions")
        .select([
          "id",
          "title",
          "description",
          "rashi_tag",
          "nakshatra_tag",
          "mahadasha_tag",
          "hidden_at",
          "created_at",
        ])
        .where("user_id", "=", mine)
        .orderBy("created_at")
        .execute(),
      comments: await db
        .selectFrom("forum_comments")
        .select(["id", "discussion_id", "comment", "hidden_at", "created_at"])
        .where("user_id", "=", mine)
        .orderBy("created_at")
        .execute(),
      votes: await db
        .selectFrom("forum_votes")
        .select(["item_id", "value", "created_at"])
        .where("user_id", "=", mine)
        .orderBy("created_at")
        .execute(),
      reports: await db
        .selectFrom("forum_reports")
        .select(["item_id", "reason", "created_at"])
        .where("user_id", "=", mine)
        .orderBy("created_at")
        .execute(),
      points: await db
        .selectFrom("forum_points")
        .select(["amount", "reason", "item_id", "created_at"])
        .where("user_id", "=", mine)
        .orderBy("created_at")
        .execute(),
    },
    shares: await db
      .selectFrom("shares")
      .select(["id", "kind", "subject_id", "body", "created_at"])
      .where("user_id", "=", mine)
      .orderBy("created_at")
      .execute(),
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
