import type { LedgerAccount } from "@graha/contracts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import type { ProviderPayment } from "../../providers/payments/index.ts";
import { postEntries } from "../wallet/index.ts";
import type { PaymentDeps } from "./checkout-service.ts";
import { discountUsed, redeemDiscount } from "./wheel-service.ts";
import { assignInvoiceNumber } from "./invoice.ts";

export type SettleOutcome = "credited" | "already_credited" | "rejected" | "discount_used";

const verificationFailed = () => new AppError("validation_failed", "commerce.verify_failed");

/**
 * Credits a recharge the provider reports as captured, once: the payment row moves from
 * created to paid and the pack's credit lands in the ledger in one transaction, keyed by
 * the payment, so a verify call, a webhook and a replayed webhook credit exactly once; the
 * same transaction gives the payment its invoice number. A
 * payment whose amount or order differs from ours credits nothing.
 */
export async function settleRecharge(deps: PaymentDeps, providerPayment: ProviderPayment): Promise<SettleOutcome> {
  if (!providerPayment.orderId || providerPayment.status !== "captured") return "rejected";
  const payment = await deps.db
    .selectFrom("payments")
    .selectAll()
    .where("provider_order_id", "=", providerPayment.orderId)
    .where("provider", "=", deps.provider.name)
    .executeTakeFirst();
  if (!payment || payment.kind !== "recharge" || !payment.offer_id) return "rejected";
  if (providerPayment.amountPaise !== payment.total_paise || providerPayment.currency !== "INR") {
    await deps.db
      .updateTable("payments")
      .set({ failure_reason: `amount_mismatch:${providerPayment.amountPaise}` })
      .where("id", "=", payment.id)
      .where("status", "!=", "paid")
      .execute();
    return "rejected";
  }
  const offer = await deps.db
    .selectFrom("offers")
    .selectAll()
    .where("id", "=", payment.offer_id)
    .executeTakeFirstOrThrow();
  const now = deps.clock.now();
  const nowIso = isoAt(now);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await redeemDiscount(trx, payment))) {
      // Paid at a discount another payment already redeemed (two checkouts paid at the same
      // time, past refuseIfDiscountUsed): nothing is credited; the reason names the payment
      // to refund.
      await trx
        .updateTable("payments")
        .set({ status: "failed", failure_reason: `discount_used:${providerPayment.id}` })
        .where("id", "=", payment.id)
        .where("status", "!=", "paid")
        .execute();
      return "discount_used" as const;
    }
    const moved = await trx
      .updateTable("payments")
      .set({ status: "paid", provider_payment_id: providerPayment.id, paid_at: nowIso, failure_reason: null })
      .where("id", "=", payment.id)
      .where("status", "!=", "paid")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return "already_credited" as const;
    await postEntries(
      trx,
      payment.user_id,
      [
        {
          account: offer.account as LedgerAccount,
          amount: offer.credit_amount,
          reason: "recharge",
          reference: `payment:${payment.id}`,
          idempotencyKey: `payment:${payment.id}`,
        },
      ],
      nowIso,
    );
    await assignInvoiceNumber(trx, payment.id, now);
    return "credited" as const;
  });
}

/**
 * The browser's verify call after Checkout: the signature must be the provider's over
 * `order_id|payment_id`, the order must be this user's, and the payment is re-read from
 * the provider rather than trusted from the request.
 */
export async function verifyRecharge(
  deps: PaymentDeps,
  userId: string,
  input: { orderId: string; paymentId: string; signature: string },
) {
  if (!deps.provider.verifyCheckoutSignature(input.orderId, input.paymentId, input.signature))
    throw verificationFailed();
  const payment = await deps.db
    .selectFrom("payments")
    .select(["id", "user_id"])
    .where("provider_order_id", "=", input.orderId)
    .executeTakeFirst();
  if (!payment || payment.user_id !== userId) throw notFound("commerce.order_not_found");
  const providerPayment = await deps.provider.fetchPayment(input.paymentId);
  if (!providerPayment || providerPayment.orderId !== input.orderId) throw verificationFailed();
  const outcome = await settleRecharge(deps, providerPayment);
  if (outcome === "rejected") throw verificationFailed();
  if (outcome === "discount_used") throw discountUsed();
  return { paymentId: payment.id };
}
