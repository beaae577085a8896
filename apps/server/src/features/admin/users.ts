import { LEDGER_ACCOUNTS, type AdminCreditsBody, type AdminUserResponse, type LedgerAccount } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { audited, type Actor } from "../../staff/audit.ts";
import { balancesOf, postEntries } from "../wallet/index.ts";
import { shownMobile, type AdminDeps } from "./deps.ts";
import { paymentsOf } from "./payments.ts";

export type { AdminDeps };

const STATEMENT_LIMIT = 200;

async function userRow(db: Kysely<Database>, id: string) {
  const user = await db
    .selectFrom("users")
    .select(["id", "mobile", "created_at", "banned_at", "ban_reason"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!user) throw notFound("admin.user_not_found");
  return user;
}

/** Users whose number contains the digits typed (a full number, or the last few digits). */
export async function findUsers(deps: AdminDeps, digits: string, unmask: boolean) {
  const rows = await deps.db
    .selectFrom("users")
    .select(["id", "mobile", "created_at", "banned_at", "ban_reason"])
    .where("mobile", "like", `%${digits}%`)
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((u) => ({ ...u, mobile: shownMobile(u.mobile, unmask) }));
}

/** Everything support needs to answer a user: no chat text (only counts of what they reported). */
export async function userDetail(
  deps: AdminDeps,
  id: string,
  unmask: boolean,
): Promise<Omit<AdminUserResponse, "status">> {
  const user = await userRow(deps.db, id);
  const db = deps.db;
  const [kundlis, handle, statement, chats, sessions, payments, balances] = await Promise.all([
    db
      .selectFrom("birth_records")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", id)
      .executeTakeFirst(),
    db.selectFrom("forum_handles").select("silenced_until").where("user_id", "=", id).executeTakeFirst(),
    db
      .selectFrom("ledger_entries")
      .select(["id", "account", "amount", "reason", "reference", "created_at"])
      .where("user_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(STATEMENT_LIMIT)
      .execute(),
    db
      .selectFrom("chats as c")
      .select(["c.id", "c.astrologer", "c.created_at", "c.last_message_at"])
      .select((eb) => [
        eb
          .selectFrom("chat_messages as m")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("m.chat_id", "=", "c.id")
          .where("m.role", "=", "user")
          .as("questions"),
        eb
          .selectFrom("chat_feedback as f")
          .innerJoin("chat_messages as m", "m.id", "f.message_id")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("m.chat_id", "=", "c.id")
          .where("f.rating", "=", "down")
          .as("reported_replies"),
      ])
      .where("c.user_id", "=", id)
      .orderBy("c.last_message_at", "desc")
      .limit(100)
      .execute(),
    db
      .selectFrom("sessions")
      .select(["id", "device", "created_at", "last_seen_at", "expires_at", "revoked_at"])
      .where("user_id", "=", id)
      .orderBy("created_at", "desc")
      .limit(50)
      .execute(),
    paymentsOf(deps, { userId: id }, unmask),
    balancesOf(db, id, isoAt(deps.clock.now())),
  ]);
  return {
    user: {
      id: user.id,
      mobile: shownMobile(user.mobile, unmask),
      created_at: user.created_at,
      banned_at: user.banned_at,
      ban_reason: user.ban_reason,
      kundlis: Number(kundlis?.n ?? 0),
      silenced_until: handle?.silenced_until ?? null,
    },
    balances,
    statement: statement.map((e) => ({ ...e, account: e.account as LedgerAccount, amount: Number(e.amount) })),
    chats: chats.map((c) => ({
      ...c,
      questions: Number(c.questions ?? 0),
      reported_replies: Number(c.reported_replies ?? 0),
    })),
    sessions,
    payments,
  };
}

/**
 * Grants (positive) or takes back (negative) questions or wallet money: a ledger entry with
 * the reason, never an edit; a take-back larger than what can be spent is refused, so no
 * balance goes below zero.
 */
export async function postCredits(deps: AdminDeps, actor: Actor, userId: string, body: AdminCreditsBody) {
  await userRow(deps.db, userId);
  const now = deps.clock.now();
  const entryId = newId();
  await audited(
    deps.db,
    actor,
    now,
    { action: "user.credits", targetType: "user", targetId: userId, reason: body.reason },
    async (trx) => {
      const before = (await balancesOf(trx, userId))[body.account];
      if (body.amount < 0 && before + body.amount < 0) {
        throw new AppError(
          "validation_failed",
          { code: "admin.credits_below_zero", params: { available: before } },
          {
            fields: { amount: { code: "admin.credits_below_zero", params: { available: before } } },
          },
        );
      }
      await postEntries(
        trx,
        userId,
        [
          {
            account: body.account,
            amount: body.amount,
            reason: "support_adjustment",
            reference: `staff:${actor.id}`,
            idempotencyKey: `staff:${entryId}`,
          },
        ],
        isoAt(now),
      );
      return { before: { [body.account]: before }, after: { [body.account]: before + body.amount } };
    },
  );
}

export const isLedgerAccount = (value: string): value is LedgerAccount =>
  (LEDGER_ACCOUNTS as readonly string[]).includes(value);

/** Revokes every open session of the user; returns how many there were. */
async function revokeOpenSessions(db: Kysely<Database>, userId: string, nowIso: string): Promise<number> {
  const ended = await db
    .updateTable("sessions")
    .set({ revoked_at: nowIso })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** Ends every open session of the user (they sign in again). Returns how many ended. */
export async function endSessions(deps: AdminDeps, actor: Actor, userId: string, reason: string) {
  await userRow(deps.db, userId);
  const now = deps.clock.now();
  return (
    (await audited(
      deps.db,
      actor,
      now,
      { action: "user.end_sessions", targetType: "user", targetId: userId, reason },
      async (trx) => {
        const count = await revokeOpenSessions(trx, userId, isoAt(now));
        return { before: { open_sessions: count }, after: { open_sessions: 0 }, result: count };
      },
    )) ?? 0
  );
}

/** Bans (no sign-in, every session ended) or lifts the ban. */
export async function setBan(deps: AdminDeps, actor: Actor, userId: string, banned: boolean, reason: string) {
  const user = await userRow(deps.db, userId);
  const nowIso = isoAt(deps.clock.now());
  await audited(
    deps.db,
    actor,
    deps.clock.now(),
    { action: banned ? "user.ban" : "user.unban", targetType: "user", targetId: userId, reason },
    async (trx) => {
      await trx
        .updateTable("users")
        .set(
          banned
            ? { banned_at: nowIso, ban_reason: reason, updated_at: nowIso }
            : { banned_at: null, ban_reason: null, updated_at: nowIso },
        )
        .where("id", "=", userId)
        .execute();
      if (banned) await revokeOpenSessions(trx, userId, nowIso);
      return { before: { banned_at: user.banned_at }, after: { banned_at: banned ? nowIso : null } };
    },
  );
}
