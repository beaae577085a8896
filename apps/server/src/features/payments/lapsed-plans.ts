import { isoAt } from "../../lib/clock.ts";
import { PaymentProviderError } from "../../providers/payments/index.ts";
import type { PaymentDeps } from "./checkout-service.ts";
import { expireQuestions, syncSubscription } from "./subscription-service.ts";

/**
 * The scheduled job for plans past their period (ADR 019). Each active plan whose period has
 * ended is first brought in line with the provider: a renewal the provider has charged starts
 * the new period (credited once, from that charge, as the verify call and webhook do). A plan
 * still past its end after that expires here and loses its unspent questions; a charge that
 * arrives later starts the new period all the same. Safe to run on two instances at once: the
 * expiry is a conditional update and the take-away an idempotent ledger entry.
 */
export async function settleLapsedPlans(deps: PaymentDeps): Promise<{ renewed: number; expired: number }> {
  const nowIso = isoAt(deps.clock.now());
  const lapsed = await deps.db
    .selectFrom("subscriptions")
    .select(["id", "provider_subscription_id"])
    .where("status", "=", "active")
    .where("current_end", "<=", nowIso)
    .execute();
  let renewed = 0;
  let expired = 0;
  for (const sub of lapsed) {
    try {
      const synced = await syncSubscription(deps, sub.provider_subscription_id);
      if (synced === "period_credited") renewed++;
      if (synced === "ended") expired++;
      if (synced === "period_credited" || synced === "ended") continue;
    } catch (error) {
      // The provider cannot be asked now: the plan still ends on time; a later charge renews it.
      if (!(error instanceof PaymentProviderError)) throw error;
    }
    if (await expireLapsedPlan(deps, sub.id, isoAt(deps.clock.now()))) expired++;
  }
  return { renewed, expired };
}

/** Expires one plan if it is still active past its end; its unspent questions go with it. */
async function expireLapsedPlan(deps: PaymentDeps, subscriptionId: string, nowIso: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const sub = await trx
      .selectFrom("subscriptions")
      .select(["user_id", "current_start"])
      .where("id", "=", subscriptionId)
      .executeTakeFirstOrThrow();
    const ended = await trx
      .updateTable("subscriptions")
      .set({ status: "expired" })
      .where("id", "=", subscriptionId)
      .where("status", "=", "active")
      .where("current_end", "<=", nowIso)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) return false;
    // The same key a renewal uses for the period it replaces: the questions go once either way.
    await expireQuestions(trx, sub.user_id, `subscription:${subscriptionId}:expire:${sub.current_start}`, nowIso);
    return true;
  });
}
