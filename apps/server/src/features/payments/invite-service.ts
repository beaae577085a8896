import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Message } from "@graha/contracts/messages";
import { fieldError } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { maskMobile } from "../../lib/mask.ts";
import type { PaidGrants } from "../auth/index.ts";
import { postEntries } from "../wallet/index.ts";

/** Records an invitation; the reward comes when that number registers (never for a number that already has). */
export async function inviteFriend(
  deps: { db: Kysely<Database>; clock: Clock },
  inviter: { id: string; mobile: string },
  localMobile: string,
): Promise<Message> {
  const mobile = `91${localMobile}`;
  if (mobile === inviter.mobile) throw fieldError("mobile", "invite.own_number");
  // A number that already has an account is answered exactly like any other (no one learns
  // who uses Graha); its invite is recorded as answered by that account, so it never pays.
  const registered = await deps.db.selectFrom("users").select("id").where("mobile", "=", mobile).executeTakeFirst();
  const inserted = await deps.db
    .insertInto("invites")
    .values({
      id: newId(),
      inviter_user_id: inviter.id,
      mobile,
      invitee_user_id: registered?.id ?? null,
      rewarded_at: null,
      created_at: isoAt(deps.clock.now()),
    })
    .onConflict((oc) => oc.columns(["inviter_user_id", "mobile"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw fieldError("mobile", "invite.repeated");
  return { code: "invite.recorded", params: { mobile: `+91 ${maskMobile(mobile).slice(2)}` } };
}

/**
 * Called in the transaction that creates an account: the first person who invited this
 * number gets 1 Oracle and 1 Astra question, once — once per number, even across a
 * deleted account.
 */
export async function rewardInviter(
  trx: Transaction<Database>,
  invitee: { id: string; mobile: string },
  nowIso: string,
  paid: PaidGrants,
) {
  if (paid.has("invite_reward")) return;
  const invite = await trx
    .selectFrom("invites")
    .selectAll()
    .where("mobile", "=", invitee.mobile)
    .where("invitee_user_id", "is", null)
    .where("rewarded_at", "is", null)
    .orderBy("created_at")
    .executeTakeFirst();
  if (!invite) return;
  await trx
    .updateTable("invites")
    .set({ invitee_user_id: invitee.id, rewarded_at: nowIso })
    .where("id", "=", invite.id)
    .execute();
  await postEntries(
    trx,
    invite.inviter_user_id,
    [
      {
        account: "oracle_questions",
        amount: 1,
        reason: "invite_reward",
        reference: `invite:${invite.id}`,
        idempotencyKey: `invite:${invite.id}:oracle`,
      },
      {
        account: "astra_questions",
        amount: 1,
        reason: "invite_reward",
        reference: `invite:${invite.id}`,
        idempotencyKey: `invite:${invite.id}:astra`,
      },
    ],
    nowIso,
  );
}

/** The user's invite code, made on first use: 10 random URL-safe characters. */
export async function inviteCode(deps: { db: Kysely<Database>; clock: Clock }, userId: string): Promise<string> {
  const mine = () => deps.db.selectFrom("invite_codes").select("code").where("user_id", "=", userId).executeTakeFirst();
  const existing = await mine();
  if (existing) return existing.code;
  await deps.db
    .insertInto("invite_codes")
    .values({
      user_id: userId,
      code: randomBytes(8).toString("base64url").slice(0, 10),
      created_at: isoAt(deps.clock.now()),
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  return (await mine())!.code;
}

/**
 * A login hook, before the account is found or made: a number that has no account yet and
 * came with an invite code is recorded as invited by the code's owner, so `rewardInviter`
 * rewards them when the account opens (the first invitation of a number wins, as always).
 * An unknown code, one's own, or a number that already has an account changes nothing.
 */
export async function recordInviteByCode(
  db: Kysely<Database>,
  mobile: string,
  code: string | undefined,
  nowIso: string,
) {
  if (!code) return;
  const registered = await db.selectFrom("users").select("id").where("mobile", "=", mobile).executeTakeFirst();
  if (registered) return;
  const owner = await db
    .selectFrom("invite_codes")
    .innerJoin("users", "users.id", "invite_codes.user_id")
    .select(["users.id", "users.mobile"])
    .where("invite_codes.code", "=", code)
    .executeTakeFirst();
  if (!owner || owner.mobile === mobile) return;
  await db
    .insertInto("invites")
    .values({
      id: newId(),
      inviter_user_id: owner.id,
      mobile,
      invitee_user_id: null,
      rewarded_at: null,
      created_at: nowIso,
    })
    .onConflict((oc) => oc.columns(["inviter_user_id", "mobile"]).doNothing())
    .execute();
}
