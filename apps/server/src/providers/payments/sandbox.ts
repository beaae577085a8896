import type { Kysely } from "kysely";
import type { Database, SandboxOrdersTable } from "../../db/schema.ts";
import { addSeconds, isoAt, type Clock } from "../../lib/clock.ts";
import { newToken } from "../../lib/ids.ts";
import {
  hmacSha256Hex,
  PaymentProviderError,
  signaturesMatch,
  type PaymentProvider,
  type PlanForProvider,
  type ProviderPayment,
  type ProviderSubscription,
} from "./payment-provider.ts";

export const SANDBOX_METHODS = ["upi", "card", "netbanking", "wallet"] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

/** What Razorpay Checkout hands the page after a payment; the sandbox hands the same. */
export interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}

/**
 * The built-in payment provider: keeps its orders in `sandbox_orders`, lets the built-in
 * checkout page pay or fail them, and signs results exactly as Razorpay does, so the same
 * verification, re-reading and crediting code runs as in production. No money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly keyId = "sandbox_key";
  private readonly db: Kysely<Database>;
  private readonly clock: Clock;
  private readonly keySecret: string;
  private readonly webhookSecret: string;

  constructor(options: { db: Kysely<Database>; clock: Clock; secret: string }) {
    this.db = options.db;
    this.clock = options.clock;
    this.keySecret = hmacSha256Hex(options.secret, "sandbox-key-secret");
    this.webhookSecret = hmacSha256Hex(options.secret, "sandbox-webhook-secret");
  }

  /** A new order or subscription, waiting for the built-in checkout page. */
  private async insertCreated(row: Pick<SandboxOrdersTable, "id" | "kind" | "amount_paise" | "method">) {
    await this.db
      .insertInto("sandbox_orders")
      .values({
        ...row,
        status: "created",
        payment_id: null,
        payment_status: null,
        current_start: null,
        current_end: null,
        created_at: isoAt(this.clock.now()),
      })
      .execute();
  }

  async createOrder(input: { amountPaise: number }) {
    const orderId = `order_sbx_${newToken(10)}`;
    await this.insertCreated({ id: orderId, kind: "order", amount_paise: input.amountPaise, method: null });
    return { orderId };
  }

  async createSubscription(input: { plan: PlanForProvider }) {
    const subscriptionId = `sub_sbx_${newToken(10)}`;
    // A subscription keeps its period (days) in `method` until it is paid.
    await this.insertCreated({
      id: subscriptionId,
      kind: "subscription",
      amount_paise: input.plan.pricePaise,
      method: String(input.plan.periodDays),
    });
    return { subscriptionId };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const row = await this.db
      .selectFrom("sandbox_orders")
      .selectAll()
      .where("payment_id", "=", paymentId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: paymentId,
      orderId: row.kind === "order" ? row.id : null,
      subscriptionId: row.kind === "subscription" ? row.id : null,
      status: row.payment_status as ProviderPayment["status"],
      amountPaise: row.amount_paise,
      currency: "INR",
      method: row.kind === "order" ? row.method : "card",
    };
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined> {
    const row = await this.db
      .selectFrom("sandbox_orders")
      .selectAll()
      .where("id", "=", subscriptionId)
      .where("kind", "=", "subscription")
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status as ProviderSubscription["status"],
      currentStart: row.current_start,
      currentEnd: row.current_end,
    };
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.db.updateTable("sandbox_orders").set({ status: "cancelled" }).where("id", "=", subscriptionId).execute();
  }

  /** A refund as the sandbox simulates it: the payment must exist and be captured; a full refund marks it refunded. */
  async refundPayment(input: { paymentId: string; amountPaise: number }) {
    const row = await this.db
      .selectFrom("sandbox_orders")
      .select(["id", "amount_paise", "payment_status"])
      .where("payment_id", "=", input.paymentId)
      .executeTakeFirst();
    if (!row || (row.payment_status !== "captured" && row.payment_status !== "refunded")) {
      throw new PaymentProviderError(`sandbox: payment ${input.paymentId} is not captured`);
    }
    if (input.amountPaise <= 0 || input.amountPaise > row.amount_paise) {
      throw new PaymentProviderError(`sandbox: cannot refund ${input.amountPaise} of ${row.amount_paise}`);
    }
    if (input.amountPaise === row.amount_paise) {
      await this.db
        .updateTable("sandbox_orders")
        .set({ payment_status: "refunded" })
        .where("id", "=", row.id)
        .execute();
    }
    return { refundId: `rfnd_sandbox_${newToken(9)}` };
  }

  verifyCheckoutSignature(first: string, second: string, signature: string): boolean {
    return signaturesMatch(hmacSha256Hex(this.keySecret, `${first}|${second}`), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return signaturesMatch(hmacSha256Hex(this.webhookSecret, rawBody), signature);
  }

  /** Signs a webhook body as the provider would (the sandbox sends its own webhooks). */
  signWebhook(rawBody: string): string {
    return hmacSha256Hex(this.webhookSecret, rawBody);
  }

  /**
   * The checkout page's Pay or Fail. A success returns what Razorpay Checkout would return;
   * a failure records a failed payment and returns nothing to verify.
   */
  async pay(
    id: string,
    input: { method: SandboxMethod; succeed: boolean },
  ): Promise<{ result: CheckoutResult | null; paymentId: string }> {
    const row = await this.db.selectFrom("sandbox_orders").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new PaymentProviderError("unknown sandbox order");
    if (row.payment_status === "captured") throw new PaymentProviderError("this order is already paid");
    const paymentId = `pay_sbx_${newToken(10)}`;
    const now = this.clock.now();
    const periodDays = row.kind === "subscription" ? Number(row.method ?? 30) : 0;
    await this.db
      .updateTable("sandbox_orders")
      .set({
        payment_id: paymentId,
        payment_status: input.succeed ? "captured" : "failed",
        status: input.succeed ? (row.kind === "subscription" ? "active" : "paid") : row.status,
        ...(row.kind === "order" ? { method: input.method } : {}),
        ...(input.succeed && row.kind === "subscription"
          ? { current_start: isoAt(now), current_end: isoAt(addSeconds(now, periodDays * 86400)) }
          : {}),
      })
      .where("id", "=", id)
      .execute();
    if (!input.succeed) return { result: null, paymentId };
    const result: CheckoutResult =
      row.kind === "order"
        ? {
            razorpay_payment_id: paymentId,
            razorpay_order_id: id,
            razorpay_signature: hmacSha256Hex(this.keySecret, `${id}|${paymentId}`),
          }
        : {
            razorpay_payment_id: paymentId,
            razorpay_subscription_id: id,
            razorpay_signature: hmacSha256Hex(this.keySecret, `${paymentId}|${id}`),
          };
    return { result, paymentId };
  }

  /** A renewal charge at the end of the period (what Razorpay does each month). */
  async chargeRenewal(subscriptionId: string): Promise<string> {
    const row = await this.db
      .selectFrom("sandbox_orders")
      .selectAll()
      .where("id", "=", subscriptionId)
      .executeTakeFirstOrThrow();
    if (row.status !== "active") throw new PaymentProviderError("only an active subscription renews");
    const start = row.current_end ?? isoAt(this.clock.now());
    const paymentId = `pay_sbx_${newToken(10)}`;
    await this.db
      .updateTable("sandbox_orders")
      .set({
        payment_id: paymentId,
        payment_status: "captured",
        current_start: start,
        current_end: isoAt(addSeconds(new Date(start), Number(row.method ?? 30) * 86400)),
      })
      .where("id", "=", subscriptionId)
      .execute();
    return paymentId;
  }
}
