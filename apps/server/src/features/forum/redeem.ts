// Redeeming forum points for Oracle questions, and the history of it.
import { POINTS_PER_QUESTION } from "@graha/contracts";
import type { User } from "../../db/schema.ts";
import { redeemPoints } from "./points.ts";
import { handleOf, type ForumDeps } from "./common.ts";

/** Points into Oracle questions, for a user with a handle; `requestKey` makes a retry a replay. */
export async function redeem(deps: ForumDeps, user: User, points: number, requestKey: string) {
  await handleOf(deps, user.id);
  return redeemPoints(deps.db, deps.clock.now(), { userId: user.id, points, requestKey });
}

export async function redeemHistory(deps: ForumDeps, userId: string) {
  const rows = await deps.db
    .selectFrom("forum_points")
    .select(["id", "amount", "created_at"])
    .where("user_id", "=", userId)
    .where("reason", "=", "redeemed")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    transaction_id: r.id,
    points_redeemed: -r.amount,
    questions_added: -r.amount / POINTS_PER_QUESTION,
    redeemed_at: r.created_at,
  }));
}
