import type { Kysely } from "kysely";
import type { Database, User } from "../../db/schema.ts";
import { isoAt } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { rewardInviter } from "../payments/invite-service.ts";
import { androidFirstLoginGrant, postEntries, signupGrants } from "../wallet/ledger.ts";
import { verifyOtp, type OtpDeps } from "./otp-service.ts";
import { createSession, type IssuedSession } from "./session-service.ts";

export interface LoginResult {
  user: User;
  session: IssuedSession;
  isNewUser: boolean;
}

/**
 * Finds or creates the account for `mobile`. A new account gets its free questions in the
 * same transaction, so an account never exists without its grant.
 */
async function findOrCreateUser(db: Kysely<Database>, mobile: string, nowIso: string) {
  const existing = await db.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirst();
  if (existing) return { user: existing, isNewUser: false };
  const user: User = { id: newId(), mobile, created_at: nowIso, updated_at: nowIso };
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("users")
      .values(user)
      .onConflict((oc) => oc.column("mobile").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await postEntries(trx, user.id, signupGrants(user.id), nowIso);
    await rewardInviter(trx, user, nowIso);
    return true;
  });
  if (created) return { user, isNewUser: true };
  // Another request created it between our read and write.
  const raced = await db.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirstOrThrow();
  return { user: raced, isNewUser: false };
}

/** Verifies a login code and opens a session for the number's account (created on first login). */
export async function loginWithOtp(
  deps: OtpDeps,
  input: { mobile: string; code: string; token: string; device: string },
): Promise<LoginResult> {
  await verifyOtp(deps, { mobile: input.mobile, code: input.code, token: input.token, purpose: "login" });
  const nowIso = isoAt(deps.clock.now());
  const { user, isNewUser } = await findOrCreateUser(deps.db, input.mobile, nowIso);
  if (input.device === "android") await postEntries(deps.db, user.id, [androidFirstLoginGrant(user.id)], nowIso);
  const session = await createSession(deps, user.id, input.device);
  return { user, session, isNewUser };
}
