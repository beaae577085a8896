import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { addSeconds, isoAt } from "../../lib/clock.ts";
import { NUMBER_WINDOW_SECONDS } from "./otp-throttle.ts";

/**
 * The scheduled clean-up (ADR 019): one-time codes that are spent (used or expired) and older
 * than the window the number's throttles count codes in (ADR 014), and sessions that have
 * expired or were revoked (a token naming a deleted row is refused like a revoked one).
 * Plain deletes, so two instances running it at once do no harm.
 */
export async function deleteSpentCodesAndSessions(db: Kysely<Database>, now: Date) {
  const nowIso = isoAt(now);
  const codes = await db
    .deleteFrom("otp_challenges")
    .where("created_at", "<", isoAt(addSeconds(now, -NUMBER_WINDOW_SECONDS)))
    .where((eb) => eb.or([eb("consumed_at", "is not", null), eb("expires_at", "<=", nowIso)]))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", nowIso), eb("revoked_at", "is not", null)]))
    .executeTakeFirst();
  return { codes: Number(codes.numDeletedRows), sessions: Number(sessions.numDeletedRows) };
}
