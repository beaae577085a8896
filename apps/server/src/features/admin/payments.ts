import type { AdminPayment, AdminPaymentResponse, LedgerAccount } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { PaymentProviderError, type PaymentProvider } from "../../providers/payments/index.ts";
import { writeAudit, type Actor } from "../../staff/audit.ts";
import { balancesOf, postEntries } from "../wallet/index.ts";
import { cancelActiveSubscription } from "../payments/index.ts";
import { shownMobile, type AdminDeps } from "./deps.ts";

export interface AdminPaymentDeps extends AdminDeps {
  provider: PaymentProvider;
}

const rupees = (paise: number) => (paise / 100).toFixed(2).replace(/\.00$/, "");

function paymentsQuery(db: Kysely<Database>) {
  return db
    .selectFrom("payments as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select([
      "p.id",
      "p.user_id",
      "u.mobile",
      "p.kind",
      "p.provider",
      "p.provider_order_id",
      "p.provider_payment_id",
      "p.status",
      "p.total_paise",
      "p.gst_paise",
      "p.refunded_paise",
      "p.invoice_number",
      "p.created_at",
      "p.paid_at",
      "p.offer_id",
      "p.plan_id",
      "p.provider_subscription_id",
    ]);
}
type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>["executeTakeFirstOrThrow"]>>;

const present = (row: PaymentRow, unmask: boolean): AdminPayment => ({
  id: row.id,
  user_id: row.user_id,
  mobile: shownMobile(row.mobile, unmask),
  kind: row.kind,
  provider: row.provider,
  provider_order_id: row.provider_order_id,
  provider_payment_id: row.provider_payment_id,
  status: row.status,
  total_paise: Number(row.total_paise),
  gst_paise: Number(row.gst_paise),
  refunded_paise: Number(row.refunded_paise),
  invoice_number: row.invoice_number,
  created_at: row.created_at,
  paid_at: row.paid_at,
});

/** Payments, newest first: a user's, or those matching an id (ours or the provider's) or mobile digits. */
export async function paymentsOf(
  deps: AdminDeps,
  filter: { userId?: string; q?: string | undefined; limit?: number },
  unmask: boolean,
) {
  let query = paymentsQuery(deps.db);
  if (filter.userId) query = query.where("p.user_id", "=", filter.userId);
  const q = filter.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, "");
    query = query.where((eb) =>
      eb.or([
        eb("p.id", "=", q),
        eb("p.provider_order_id", "=", q),
        eb("p.provider_payment_id", "=", q),
        eb("p.invoice_number", "=", q),
        ...(digits.length >= 4 && digits.length === q.replace(/[\s+-]/g, "").length
          ? [eb("u.mobile", "like", `%${digits}%`)]
          : []),
      ]),
    );
  }
  const rows = await query
    .orderBy("p.created_at", "desc")
    .limit(filter.limit ?? 50)
    .execute();
  return rows.map((row) => present(row, unmask));
}

async function paymentRow(db: Kysely<Database>, id: string) {
  const row = await paymentsQuery(db).where("p.id", "=", id).executeTakeFirst();
  if (!row) throw notFound("admin.payment_not_found");
  return row;
}

/** A payment with its timeline: order, payment, credit, refunds, and the audit of staff acts on it. */
export async function paymentDetail(
  deps: AdminDeps,
  id: string,
  unmask: boolean,
): Promise<Omit<AdminPaymentResponse, "status">> {
  const row = await paymentRow(deps.db, id);
  const [credits, refunds, audit, subscription] = await Promise.all([
    deps.db
      .selectFrom("ledger_entries")
      .select(["account", "amount", "reason", "created_at"])
      .where("reference", "=", `payment:${id}`)
      .execute(),
    deps.db.selectFrom("refunds").selectAll().where("payment_id", "=", id).orderBy("created_at").execute(),
    deps.db.selectFrom("audit_log").selectAll().where("target_id", "=", id).orderBy("created_at").execute(),
    row.provider_subscription_id
      ? deps.db
          .selectFrom("subscriptions")
          .select(["id", "status", "current_end"])
          .where("provider_subscription_id", "=", row.provider_subscription_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const timeline = [
    {
      at: row.created_at,
      event: "order",
      detail:
        `${row.kind} · ₹${rupees(Number(row.total_paise))} · ${row.provider} ${row.provider_order_id ?? row.provider_subscription_id ?? ""}`.trim(),
    },
    ...(row.paid_at
      ? [
          {
            at: row.paid_at,
            event: "paid",
            detail: `${row.provider_payment_id ?? ""} · invoice ${row.invoice_number ?? "—"}`,
          },
        ]
      : []),
    ...(row.status === "failed"
      ? [{ at: row.created_at, event: "failed", detail: "the provider reported a failed payment" }]
      : []),
    ...credits.map((c) => ({
      at: c.created_at,
      event: c.amount > 0 ? "credited" : "debited",
      detail: `${c.amount} ${c.account} (${c.reason})`,
    })),
    ...refunds.map((r) => ({
      at: r.created_at,
      event: `refund_${r.status}`,
      detail: `₹${rupees(r.amount_paise)} · ${r.credits_taken} taken back · ${r.provider_refund_id ?? "no provider id"} · ${r.reason}`,
    })),
    ...audit.map((a) => ({
      at: a.created_at,
      event: a.action,
      detail: `by ${a.actor_id} (${a.actor_roles})${a.reason ? `: ${a.reason}` : ""}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const payment = present(row, unmask);
  return {
    payment,
    timeline,
    refundable_paise: payment.status === "paid" ? payment.total_paise - payment.refunded_paise : 0,
    subscription: subscription ?? null,
  };
}

/** What a payment credited, and on which account: what a refund takes back in proportion. */
async function creditsOf(
  db: Kysely<Database>,
  row: PaymentRow,
): Promise<{ account: LedgerAccount; amount: number } | undefined> {
  const credited = await db
    .selectFrom("ledger_entries")
    .select(["account", "amount"])
    .where("reference", "=", `payment:${row.id}`)
    .where("amount", ">", 0)
    .executeTakeFirst();
  return credited ? { account: credited.account as LedgerAccount, amount: Number(credited.amount) } : undefined;
}

/**
 * Refunds a paid payment in full (no amount) or in part, through the provider (Razorpay's
 * refunds API; the sandbox simulates it), and takes back the credits it bought in
 * proportion — never more than can still be spent, so no balance goes below zero.
 *
 * The amount is reserved on the payment first by one conditional update (two refunds at
 * once cannot together pass what was paid); when the provider refuses, the reservation is
 * released and nothing else changes. The credit take-back, the refund's record and the
 * audit row are written in one transaction.
 */
export async function refundPayment(
  deps: AdminPaymentDeps,
  actor: Actor,
  paymentId: string,
  input: { amount_paise?: number | undefined; reason: string },
) {
  const row = await paymentRow(deps.db, paymentId);
  if (row.status !== "paid" || !row.provider_payment_id)
    throw new AppError("validation_failed", "admin.refund_not_paid");
  const total = Number(row.total_paise);
  const left = total - Number(row.refunded_paise);
  const amount = input.amount_paise ?? left;
  const tooMuch = () =>
    new AppError(
      "validation_failed",
      { code: "admin.refund_too_much", params: { rupees: rupees(left) } },
      {
        fields: { amount_paise: { code: "admin.refund_too_much", params: { rupees: rupees(Math.max(0, left)) } } },
      },
    );
  if (amount <= 0 || amount > left) throw tooMuch();

  const refundId = newId();
  const nowIso = isoAt(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    const reserved = await trx
      .updateTable("payments")
      .set((eb) => ({ refunded_paise: eb("refunded_paise", "+", amount) }))
      .where("id", "=", paymentId)
      .where((eb) => eb(eb("refunded_paise", "+", amount), "<=", eb.ref("total_paise")))
      .executeTakeFirst();
    if (Number(reserved.numUpdatedRows) !== 1) throw tooMuch();
    await trx
      .insertInto("refunds")
      .values({
        id: refundId,
        payment_id: paymentId,
        amount_paise: amount,
        credits_taken: 0,
        provider_refund_id: null,
        status: "pending",
        reason: input.reason,
        actor_id: actor.id,
        created_at: nowIso,
      })
      .execute();
  });

  let providerRefundId: string;
  try {
    ({ refundId: providerRefundId } = await deps.provider.refundPayment({
      paymentId: row.provider_payment_id,
      amountPaise: amount,
      notes: { refund: refundId, payment: paymentId },
    }));
  } catch (error) {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("payments")
        .set((eb) => ({ refunded_paise: eb("refunded_paise", "-", amount) }))
        .where("id", "=", paymentId)
        .execute();
      await trx.updateTable("refunds").set({ status: "failed" }).where("id", "=", refundId).execute();
    });
    if (error instanceof PaymentProviderError) throw new AppError("service_unavailable", "admin.refund_failed");
    throw error;
  }

  const credited = await creditsOf(deps.db, row);
  return deps.db.transaction().execute(async (trx) => {
    let taken = 0;
    if (credited) {
      const wanted =
        amount === left && Number(row.refunded_paise) === 0
          ? credited.amount
          : Math.ceil((credited.amount * amount) / total);
      const alreadyTaken = await trx
        .selectFrom("refunds")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("credits_taken"), eb.val(0)).as("n"))
        .where("payment_id", "=", paymentId)
        .executeTakeFirst();
      const available = (await balancesOf(trx, row.user_id))[credited.account];
      taken = Math.max(0, Math.min(wanted, credited.amount - Number(alreadyTaken?.n ?? 0), available));
      if (taken > 0) {
        await postEntries(
          trx,
          row.user_id,
          [
            {
              account: credited.account,
              amount: -taken,
              reason: "refund",
              reference: `refund:${refundId}`,
              idempotencyKey: `refund:${refundId}`,
            },
          ],
          nowIso,
        );
      }
    }
    await trx
      .updateTable("refunds")
      .set({ status: "processed", provider_refund_id: providerRefundId, credits_taken: taken })
      .where("id", "=", refundId)
      .execute();
    await writeAudit(
      trx,
      actor,
      {
        action: "payment.refund",
        targetType: "payment",
        targetId: paymentId,
        before: { refunded_paise: Number(row.refunded_paise) },
        after: {
          refunded_paise: Number(row.refunded_paise) + amount,
          refund: refundId,
          credits_taken: taken,
          account: credited?.account ?? null,
        },
        reason: input.reason,
      },
      deps.clock.now(),
    );
    return { rupees: rupees(amount), credits: taken, refundId };
  });
}

/** Cancels a user's active plan now (at the provider and here), its questions ending with it. */
export async function cancelPlan(deps: AdminPaymentDeps, actor: Actor, subscriptionId: string, reason: string) {
  const sub = await deps.db
    .selectFrom("subscriptions")
    .select(["id", "user_id", "status", "current_end"])
    .where("id", "=", subscriptionId)
    .executeTakeFirst();
  if (!sub) throw notFound("admin.plan_not_active");
  try {
    await cancelActiveSubscription(
      { db: deps.db, clock: deps.clock, provider: deps.provider },
      sub.user_id,
      sub.id,
      (trx) =>
        writeAudit(
          trx,
          actor,
          {
            action: "plan.cancel",
            targetType: "subscription",
            targetId: sub.id,
            before: { status: sub.status },
            after: { status: "cancelled" },
            reason,
          },
          deps.clock.now(),
        ),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw notFound("admin.plan_not_active");
    throw error;
  }
}
