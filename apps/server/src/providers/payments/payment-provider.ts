import { createHmac, timingSafeEqual } from "node:crypto";

/** A payment as the provider reports it; the only source of truth for money received. */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  subscriptionId: string | null;
  status: "created" | "authorized" | "captured" | "failed" | "refunded";
  amountPaise: number;
  currency: string;
  method: string | null;
}

export interface ProviderSubscription {
  id: string;
  status: "created" | "authenticated" | "active" | "pending" | "halted" | "cancelled" | "completed" | "expired";
  /** The period paid for, ISO 8601. */
  currentStart: string | null;
  currentEnd: string | null;
}

export interface PlanForProvider {
  id: string;
  providerPlanId: string | null;
  pricePaise: number;
  periodDays: number;
}

/**
 * A payment gateway. `sandbox` (built in, offline) and `razorpay` implement the same calls
 * and the same signatures, so one verification path serves both.
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "razorpay";
  /** Public key the browser's checkout needs. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ orderId: string }>;
  fetchPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  createSubscription(input: {
    plan: PlanForProvider;
    notes: Record<string, string>;
  }): Promise<{ subscriptionId: string }>;
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined>;
  /** Ends the subscription now (not at the end of the cycle). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Refunds part or all of a captured payment (Razorpay's refunds API); returns the refund's id. */
  refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<{ refundId: string }>;
  /** Checks the signature Checkout returns: HMAC-SHA256 of `first|second` with the key secret. */
  verifyCheckoutSignature(first: string, second: string, signature: string): boolean;
  /** Checks a webhook's signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

/** The provider refused or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

export function hmacSha256Hex(secret: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, "utf8");
  const given = Buffer.from(givenHex, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
