import type { Kysely, Transaction } from "kysely";
import type { Database, User } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { grantsPaidTo, type PaidGrants } from "./number-grants.ts";
import { verifyOtp, type OtpDeps } from "./otp-service.ts";
import { createSession, type IssuedSession } from "./session-service.ts";

export interface LoginResult {
  user: User;
  session: IssuedSession;
  isNewUser: boolean;
}

/**
 * What other features do when accounts open and log in (free questions, invite rewards).
 * The composition root wires them in, so auth, which every feature imports, imports none.
 */
export interface AccountHooks {
  /** Run in order after the code is verified, before the account is found or made (an invite code). */
  onVerified: ((db: Kysely<Database>, mobile: string, invite: string | undefined, nowIso: string) => Promise<void>)[];
  /**
   * Run in order inside the transaction that creates the account. `paid` names the grants
   * this number already received under an account since deleted: those are not paid again.
   */
  onAccountCreated: ((trx: Transaction<Database>, user: User, nowIso: string, paid: PaidGrants) => Promise<void>)[];
  /** Run in order after every verified login, before the session opens. */
  onLogin: ((db: Kysely<Database>, user: User, device: string, nowIso: string, paid: PaidGrants) => Promise<void>)[];
}

/**
 * Finds or creates the account for `mobile`. A new account gets what the hooks grant in the
 * same transaction, so an account never exists without its grant.
 */
async function findOrCreateUser(
  db: Kysely<Database>,
  hooks: AccountHooks,
  mobile: string,
  nowIso: string,
  paid: PaidGrants,
) {
  const existing = await db.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirst();
  if (existing?.banned_at) throw new AppError("forbidden", "auth.account_banned");
  if (existing) return { user: existing, isNewUser: false };
  const user: User = { id: newId(), mobile, created_at: nowIso, updated_at: nowIso };
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("users")
      .values(user)
      .onConflict((oc) => oc.column("mobile").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (const hook of hooks.onAccountCreated) await hook(trx, user, nowIso, paid);
    return true;
  });
  if (created) return { user, isNewUser: true };
  // Another request created it between our read and write.
  const raced = await db.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirstOrThrow();
  return { user: raced, isNewUser: false };
}

/** Verifies a login code and opens a session for the number's account (created on first login). */
export async function loginWithOtp(
  deps: OtpDeps & { hooks: AccountHooks },
  input: { mobile: string; code: string; token: string; device: string; invite?: string | undefined },
): Promise<LoginResult> {
  await verifyOtp(deps, { mobile: input.mobile, code: input.code, token: input.token, purpose: "login" });
  const nowIso = isoAt(deps.clock.now());
  for (const hook of deps.hooks.onVerified) await hook(deps.db, input.mobile, input.invite, nowIso);
  const paid = await grantsPaidTo(deps.db, deps.secret, input.mobile);
  const { user, isNewUser } = await findOrCreateUser(deps.db, deps.hooks, input.mobile, nowIso, paid);
  for (const hook of deps.hooks.onLogin) await hook(deps.db, user, input.device, nowIso, paid);
  const session = await createSession(deps, user.id, input.device);
  return { user, session, isNewUser };
}
