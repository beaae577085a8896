import type { Kysely, Transaction } from "kysely";
import { isUniqueViolation } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { PaymentProviderError } from "../../providers/payments/index.ts";
import { balancesOf, postEntries } from "../wallet/index.ts";
import { providerUnavailable, type PaymentDeps } from "./checkout-service.ts";
import { purchasablePlan } from "./catalog.ts";
import { planFigures } from "./figures.ts";
import { assignInvoiceNumber } from "./invoice.ts";

const DAY_MS = 86_400_000;
/** An unpaid checkout younger than this is handed back to a repeated subscribe. */
const REUSE_PENDING_MS = 30 * 60_000;

/** The ledger key of the entry that takes away a plan's questions when it ends. */
const endKey = (subscriptionRowId: string) => `subscription:${subscriptionRowId}:end`;

/** How many unused questions a plan lost when it ended (0 when none were left or it has not ended). */
async function questionsEnded(db: Kysely<Database>, subscriptionRowId: string): Promise<number> {
  const entry = await db
    .selectFrom("ledger_entries")
    .select("amount")
    .where("idempotency_key", "=", endKey(subscriptionRowId))
    .executeTakeFirst();
  return entry ? -Number(entry.amount) : 0;
}

async function activeSubscription(db: Kysely<Database> | Transaction<Database>, userId: string, nowIso: string) {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "active")
    .where("current_end", ">", nowIso)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

/** The user's one live subscription (created or active), if any: the schema allows no second. */
function liveSubscription(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "in", ["created", "active"])
    .executeTakeFirst();
}

/** Ends a live row we no longer want (a superseded checkout, a period that ended unrenewed). */
async function retire(deps: PaymentDeps, sub: { id: string; user_id: string; status: string }, nowIso: string) {
  await deps.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable("subscriptions")
      .set({ status: sub.status === "active" ? "expired" : "cancelled", cancelled_at: nowIso })
      .where("id", "=", sub.id)
      .where("status", "=", sub.status as "created" | "active")
      .executeTakeFirst();
    if (sub.status === "active" && Number(ended.numUpdatedRows) === 1) {
      await expireQuestions(trx, sub.user_id, `subscription:${sub.id}:end`, nowIso);
    }
  });
}

/**
 * Cancels a subscription at the provider. `strict`: one that was paid for must really end
 * there (else a late renewal would charge for a second plan), so failing is a 503; one we
 * never let be paid is harmless if the call fails.
 */
async function cancelAtProvider(deps: PaymentDeps, providerSubscriptionId: string, strict: boolean) {
  try {
    await deps.provider.cancelSubscription(providerSubscriptionId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (strict) throw providerUnavailable();
  }
}

/**
 * Makes room for a new subscription: an active plan refuses it (409); a plan whose period
 * ended without a renewal is checked with the provider, then ended; an unpaid checkout for
 * the same plan is handed back (a reload), one for another plan is cancelled.
 */
async function clearLiveSubscription(deps: PaymentDeps, userId: string, planId: string, now: Date) {
  const nowIso = isoAt(now);
  let live = await liveSubscription(deps.db, userId);
  if (live?.status === "active" && !(live.current_end && live.current_end > nowIso)) {
    await syncSubscription(deps, live.provider_subscription_id);
    live = await liveSubscription(deps.db, userId);
    if (live?.status === "active" && !(live.current_end && live.current_end > nowIso)) {
      // Not renewed: end it at the provider too, so a late renewal cannot charge for a second plan.
      await cancelAtProvider(deps, live.provider_subscription_id, true);
      await retire(deps, live, nowIso);
      live = undefined;
    }
  }
  if (live?.status === "active") throw new AppError("conflict", "subscription.already_active");
  if (live?.status === "created") {
    if (live.plan_id === planId && Date.parse(live.created_at) > now.getTime() - REUSE_PENDING_MS) return live;
    await cancelAtProvider(deps, live.provider_subscription_id, false);
    await retire(deps, live, nowIso);
  }
  return undefined;
}

/**
 * Starts a subscription at the provider; the first payment through Checkout activates it.
 * Two at once: the partial unique index lets one row in and the other gets a 409.
 */
export async function createSubscription(deps: PaymentDeps, userId: string, planId: string) {
  const plan = await purchasablePlan(deps.db, planId);
  const now = deps.clock.now();
  const nowIso = isoAt(now);
  const summary = planFigures(plan.price_paise);
  const pending = await clearLiveSubscription(deps, userId, plan.id, now);
  if (pending) return { subscriptionId: pending.provider_subscription_id, keyId: deps.provider.keyId, summary };
  let subscriptionId: string;
  try {
    ({ subscriptionId } = await deps.provider.createSubscription({
      plan: {
        id: plan.id,
        providerPlanId: plan.provider_plan_id,
        pricePaise: plan.price_paise,
        periodDays: plan.period_days,
      },
      notes: { user_id: userId, plan_id: plan.id },
    }));
  } catch (error) {
    if (error instanceof PaymentProviderError) throw providerUnavailable();
    throw error;
  }
  try {
    await insertSubscription(deps, { userId, plan, subscriptionId, summary, nowIso });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await cancelAtProvider(deps, subscriptionId, false);
    throw new AppError("conflict", "subscription.already_started");
  }
  return { subscriptionId, keyId: deps.provider.keyId, summary };
}

async function insertSubscription(
  deps: PaymentDeps,
  input: {
    userId: string;
    plan: { id: string };
    subscriptionId: string;
    summary: ReturnType<typeof planFigures>;
    nowIso: string;
  },
) {
  const { userId, plan, subscriptionId, summary, nowIso } = input;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("subscriptions")
      .values({
        id: newId(),
        user_id: userId,
        plan_id: plan.id,
        provider: deps.provider.name,
        provider_subscription_id: subscriptionId,
        status: "created",
        current_start: null,
        current_end: null,
        last_payment_at: null,
        cancelled_at: null,
        created_at: nowIso,
      })
      .execute();
    await trx
      .insertInto("payments")
      .values({
        id: newId(),
        user_id: userId,
        kind: "subscription",
        offer_id: null,
        plan_id: plan.id,
        provider: deps.provider.name,
        provider_order_id: null,
        provider_payment_id: null,
        provider_subscription_id: subscriptionId,
        base_paise: summary.base_paise,
        discount_paise: 0,
        gst_paise: summary.gst_paise,
        total_paise: summary.total_paise,
        wheel_spin_id: null,
        status: "created",
        failure_reason: null,
        created_at: nowIso,
        paid_at: null,
      })
      .execute();
  });
}

/** Takes away the subscription questions still unspent (a period ended or the plan was cancelled). */
export async function expireQuestions(trx: Transaction<Database>, userId: string, key: string, nowIso: string) {
  const left = (await balancesOf(trx, userId)).subscription_questions;
  if (left > 0) {
    await postEntries(
      trx,
      userId,
      [{ account: "subscription_questions", amount: -left, reason: "subscription_ended", idempotencyKey: key }],
      nowIso,
    );
  }
}

/**
 * Brings our record in line with the provider's (the source of truth): a new paid period
 * replaces the questions of the last one with the plan's, once per period, and records
 * the period's payment; an ended subscription loses its questions.
 */
export async function syncSubscription(deps: PaymentDeps, providerSubscriptionId: string, providerPaymentId?: string) {
  const sub = await deps.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("provider_subscription_id", "=", providerSubscriptionId)
    .executeTakeFirst();
  if (!sub) return "unknown" as const;
  const remote = await deps.provider.fetchSubscription(providerSubscriptionId);
  if (!remote) return "unknown" as const;
  const plan = await deps.db.selectFrom("plans").selectAll().where("id", "=", sub.plan_id).executeTakeFirstOrThrow();
  const now = deps.clock.now();
  const nowIso = isoAt(now);

  if (remote.status === "active" && remote.currentStart && remote.currentEnd) {
    if (remote.currentStart === sub.current_start) return "unchanged" as const;
    const credited = await deps.db.transaction().execute(async (trx) => {
      // Claim the new period first: a verify call and a webhook may sync at the same moment,
      // and only the one whose conditional update lands credits it (the other waits on the
      // row, then finds nothing to update).
      const claimed = await trx
        .updateTable("subscriptions")
        .set({
          status: "active",
          current_start: remote.currentStart,
          current_end: remote.currentEnd,
          last_payment_at: nowIso,
        })
        .where("id", "=", sub.id)
        .where((eb) => eb.or([eb("current_start", "is", null), eb("current_start", "<", remote.currentStart!)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      if (sub.current_start) {
        await expireQuestions(trx, sub.user_id, `subscription:${sub.id}:expire:${sub.current_start}`, nowIso);
      }
      // The period's payment: the row made at subscribe time for the first one, a new row for a renewal.
      const firstPayment = await trx
        .selectFrom("payments")
        .select("id")
        .where("provider_subscription_id", "=", providerSubscriptionId)
        .where("status", "=", "created")
        .orderBy("created_at")
        .executeTakeFirst();
      let paymentRowId: string;
      if (firstPayment) {
        paymentRowId = firstPayment.id;
        await trx
          .updateTable("payments")
          .set({ status: "paid", paid_at: nowIso, provider_payment_id: providerPaymentId ?? null })
          .where("id", "=", paymentRowId)
          .execute();
      } else {
        const summary = planFigures(plan.price_paise);
        paymentRowId = newId();
        await trx
          .insertInto("payments")
          .values({
            id: paymentRowId,
            user_id: sub.user_id,
            kind: "subscription",
            offer_id: null,
            plan_id: plan.id,
            provider: sub.provider,
            provider_order_id: null,
            provider_payment_id: providerPaymentId ?? null,
            provider_subscription_id: providerSubscriptionId,
            base_paise: summary.base_paise,
            discount_paise: 0,
            gst_paise: summary.gst_paise,
            total_paise: summary.total_paise,
            wheel_spin_id: null,
            status: "paid",
            failure_reason: null,
            created_at: nowIso,
            paid_at: nowIso,
          })
          .execute();
      }
      await postEntries(
        trx,
        sub.user_id,
        [
          {
            account: "subscription_questions",
            amount: plan.questions_per_period,
            reason: "subscription_renewal",
            reference: `payment:${paymentRowId}`,
            idempotencyKey: `subscription:${sub.id}:period:${remote.currentStart}`,
          },
        ],
        nowIso,
      );
      await assignInvoiceNumber(trx, paymentRowId, now);
      return true;
    });
    return credited ? ("period_credited" as const) : ("unchanged" as const);
  }
  if (
    ["cancelled", "completed", "expired", "halted"].includes(remote.status) &&
    sub.status !== "cancelled" &&
    sub.status !== "expired"
  ) {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("subscriptions")
        .set({ status: remote.status === "cancelled" ? "cancelled" : "expired", cancelled_at: nowIso })
        .where("id", "=", sub.id)
        .execute();
      await expireQuestions(trx, sub.user_id, endKey(sub.id), nowIso);
    });
    return "ended" as const;
  }
  return "unchanged" as const;
}

/** The browser's verify after the first subscription payment: signature over `payment_id|subscription_id`. */
export async function verifySubscriptionPayment(
  deps: PaymentDeps,
  userId: string,
  input: { subscriptionId: string; paymentId: string; signature: string },
) {
  if (!deps.provider.verifyCheckoutSignature(input.paymentId, input.subscriptionId, input.signature)) {
    throw new AppError("validation_failed", "commerce.verify_failed");
  }
  const sub = await deps.db
    .selectFrom("subscriptions")
    .select(["id", "user_id"])
    .where("provider_subscription_id", "=", input.subscriptionId)
    .executeTakeFirst();
  if (!sub || sub.user_id !== userId) throw notFound("subscription.not_found");
  const payment = await deps.provider.fetchPayment(input.paymentId);
  if (!payment || payment.subscriptionId !== input.subscriptionId || payment.status !== "captured") {
    throw new AppError("validation_failed", "commerce.verify_failed");
  }
  await syncSubscription(deps, input.subscriptionId, input.paymentId);
  const row = await deps.db
    .selectFrom("payments")
    .select("id")
    .where("provider_payment_id", "=", input.paymentId)
    .executeTakeFirst();
  return { paymentId: row?.id ?? null };
}

/** The spec's status fields for My Active Plans. */
export async function subscriptionStatus(deps: PaymentDeps, userId: string) {
  const now = deps.clock.now();
  const sub = await deps.db
    .selectFrom("subscriptions")
    .innerJoin("plans", "plans.id", "subscriptions.plan_id")
    .selectAll("subscriptions")
    .select(["plans.name as plan_name", "plans.questions_per_period"])
    .where("subscriptions.user_id", "=", userId)
    .where("subscriptions.status", "!=", "created")
    .orderBy("subscriptions.created_at", "desc")
    .executeTakeFirst();
  if (!sub) {
    return {
      is_active: false,
      has_subscription: false,
      status: null,
      subscription_id: null,
      plan_name: null,
      max_questions: 0,
      remaining_questions: 0,
      days_remaining: 0,
      start_date: null,
      end_date: null,
      last_payment_date: null,
      cancelled_at: null,
      questions_ended: 0,
      said: "subscription.none_active" as const,
    };
  }
  const isActive = sub.status === "active" && !!sub.current_end && Date.parse(sub.current_end) > now.getTime();
  const daysRemaining = isActive ? Math.ceil((Date.parse(sub.current_end!) - now.getTime()) / DAY_MS) : 0;
  return {
    is_active: isActive,
    has_subscription: true,
    status: isActive ? "active" : sub.status === "active" ? "expired" : sub.status,
    subscription_id: sub.provider_subscription_id,
    plan_name: sub.plan_name,
    max_questions: sub.questions_per_period,
    remaining_questions: isActive ? (await balancesOf(deps.db, userId)).subscription_questions : 0,
    days_remaining: daysRemaining,
    start_date: sub.current_start,
    end_date: sub.current_end,
    last_payment_date: sub.last_payment_at,
    cancelled_at: sub.cancelled_at,
    questions_ended: isActive ? 0 : await questionsEnded(deps.db, sub.id),
    said: isActive ? ("subscription.active" as const) : ("subscription.inactive" as const),
  };
}

/** Cancels the user's active subscription now, at the provider and here; its questions end with it. */
export async function cancelActiveSubscription(
  deps: PaymentDeps,
  userId: string,
  subscriptionRowId: string,
  /** Runs in the transaction that cancels it (a staff action writes its audit row there). */
  alongside?: (trx: Transaction<Database>) => Promise<void>,
) {
  const nowIso = isoAt(deps.clock.now());
  const sub = await activeSubscription(deps.db, userId, nowIso);
  if (!sub || sub.id !== subscriptionRowId) throw notFound("subscription.none_active");
  try {
    await deps.provider.cancelSubscription(sub.provider_subscription_id);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("service_unavailable", "subscription.cancel_failed");
    throw error;
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("subscriptions")
      .set({ status: "cancelled", cancelled_at: nowIso })
      .where("id", "=", sub.id)
      .execute();
    await expireQuestions(trx, userId, endKey(sub.id), nowIso);
    await alongside?.(trx);
  });
}

export async function currentActiveSubscription(deps: PaymentDeps, userId: string) {
  return activeSubscription(deps.db, userId, isoAt(deps.clock.now()));
}

/** How many people have paid for a recharge or a plan (the subscription page's count). */
export async function payingUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.count<number | string>("user_id").distinct().as("n"))
    .where("status", "=", "paid")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
