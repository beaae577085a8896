import type { Kysely } from "kysely";
import type { Database, OtpChallenge } from "../../db/schema.ts";

export type OtpPurpose = "login" | "delete_account" | "cancel_subscription" | "staff_action";

export function insertChallenge(db: Kysely<Database>, challenge: Omit<OtpChallenge, "attempts" | "consumed_at">) {
  return db
    .insertInto("otp_challenges")
    .values({ ...challenge, consumed_at: null })
    .execute();
}

export function findChallenge(db: Kysely<Database>, id: string): Promise<OtpChallenge | undefined> {
  return db.selectFrom("otp_challenges").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Codes sent to a number since `sinceIso`, newest first (for the cooldown and the guess budget). */
export function recentForMobile(db: Kysely<Database>, mobile: string, sinceIso: string) {
  return db
    .selectFrom("otp_challenges")
    .select(["created_at", "consumed_at", "attempts"])
    .where("mobile", "=", mobile)
    .where("created_at", ">", sinceIso)
    .orderBy("created_at", "desc")
    .execute();
}

export async function countRecentForIp(db: Kysely<Database>, ipHash: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom("otp_challenges")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("ip_hash", "=", ipHash)
    .where("created_at", ">", sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts a wrong try; returns the attempts used, or undefined when the challenge was already dead. */
export async function recordWrongAttempt(db: Kysely<Database>, id: string, maxAttempts: number) {
  const result = await db
    .updateTable("otp_challenges")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("attempts", "<", maxAttempts)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom("otp_challenges").select("attempts").where("id", "=", id).executeTakeFirstOrThrow();
  return row.attempts;
}

/** Marks the challenge used; false when another request consumed it first. */
export async function consumeChallenge(db: Kysely<Database>, id: string, nowIso: string, maxAttempts: number) {
  const result = await db
    .updateTable("otp_challenges")
    .set({ consumed_at: nowIso })
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .where("attempts", "<", maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A code that could not be delivered must not count against the caller. */
export function deleteChallenge(db: Kysely<Database>, id: string) {
  return db.deleteFrom("otp_challenges").where("id", "=", id).execute();
}
