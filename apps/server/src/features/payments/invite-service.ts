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
