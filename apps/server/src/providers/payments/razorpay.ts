import {
  hmacSha256Hex,
  PaymentProviderError,
  signaturesMatch,
  type PaymentProvider,
  type PlanForProvider,
  type ProviderPayment,
  type ProviderSubscription,
} from "./payment-provider.ts";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
  timeoutMs?: number;
}

const isoFromUnix = (seconds: unknown) =>
  typeof seconds === "number" && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;

/** Razorpay's REST API (orders, payments, subscriptions) with HTTP basic auth. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = "razorpay" as const;
  readonly keyId: string;
  private readonly options: RazorpayOptions;

  constructor(options: RazorpayOptions) {
    this.options = options;
    this.keyId = options.keyId;
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T | undefined> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString("base64");
    let response: Response;
    try {
      response = await fetch(new URL(path, this.options.baseUrl), {
        method,
        headers: { authorization: `Basic ${auth}`, "content-type": "application/json", accept: "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay ${method} ${path} could not be reached`, { cause: error });
    }
    if (response.status === 404) return undefined;
    const json = (await response.json().catch(() => null)) as T | { error?: { description?: string } } | null;
    if (!response.ok) {
      const description = (json as { error?: { description?: string } } | null)?.error?.description ?? "no description";
      throw new PaymentProviderError(`Razorpay ${method} ${path} answered ${response.status}: ${description}`);
    }
    return json as T;
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
    const order = await this.call<{ id: string }>("POST", "/v1/orders", {
      amount: input.amountPaise,
      currency: "INR",
      receipt: input.receipt,
      notes: input.notes,
    });
    if (!order?.id) throw new PaymentProviderError("Razorpay created no order");
    return { orderId: order.id };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const p = await this.call<Record<string, unknown>>("GET", `/v1/payments/${encodeURIComponent(paymentId)}`);
    if (!p) return undefined;
    return {
      id: String(p.id),
      orderId: typeof p.order_id === "string" ? p.order_id : null,
      subscriptionId: typeof p.subscription_id === "string" ? p.subscription_id : null,
      status: p.status as ProviderPayment["status"],
      amountPaise: Number(p.amount),
      currency: String(p.currency),
      method: typeof p.method === "string" ? p.method : null,
    };
  }

  async createSubscription(input: { plan: PlanForProvider; notes: Record<string, string> }) {
    if (!input.plan.providerPlanId) throw new PaymentProviderError(`plan ${input.plan.id} has no Razorpay plan id`);
    const subscription = await this.call<{ id: string }>("POST", "/v1/subscriptions", {
      plan_id: input.plan.providerPlanId,
      total_count: 120,
      quantity: 1,
      customer_notify: 1,
      notes: input.notes,
    });
    if (!subscription?.id) throw new PaymentProviderError("Razorpay created no subscription");
    return { subscriptionId: subscription.id };
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined> {
    const s = await this.call<Record<string, unknown>>(
      "GET",
      `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
    );
    if (!s) return undefined;
    return {
      id: String(s.id),
      status: s.status as ProviderSubscription["status"],
      currentStart: isoFromUnix(s.current_start),
      currentEnd: isoFromUnix(s.current_end),
    };
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.call("POST", `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
      cancel_at_cycle_end: 0,
    });
  }

  async refundPayment(input: { paymentId: string; amountPaise: number; notes: Record<string, string> }) {
    const refund = await this.call<{ id: string }>(
      "POST",
      `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
      {
        amount: input.amountPaise,
        speed: "normal",
        notes: input.notes,
      },
    );
    if (!refund?.id) throw new PaymentProviderError(`Razorpay made no refund for ${input.paymentId}`);
    return { refundId: refund.id };
  }

  verifyCheckoutSignature(first: string, second: string, signature: string): boolean {
    return signaturesMatch(hmacSha256Hex(this.options.keySecret, `${first}|${second}`), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return signaturesMatch(hmacSha256Hex(this.options.webhookSecret, rawBody), signature);
  }
}
