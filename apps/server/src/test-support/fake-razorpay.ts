import { createHmac } from "node:crypto";
import { useFakeServer } from "./fake-server.ts";

export const FAKE_RAZORPAY = {
  keyId: "rzp_test_fake",
  keySecret: "fake_key_secret",
  webhookSecret: "fake_webhook_secret",
};

interface Order {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}
interface Payment {
  id: string;
  order_id: string | null;
  subscription_id: string | null;
  amount: number;
  currency: string;
  status: string;
  method: string;
}
interface Subscription {
  id: string;
  plan_id: string;
  status: string;
  current_start: number | null;
  current_end: number | null;
}

const hmac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("hex");

/**
 * A small local stand-in for Razorpay's REST API (orders, payments, subscriptions) with
 * basic auth, plus what its Checkout and webhooks would produce. The real adapter talks to
 * it over HTTP.
 */
export function useFakeRazorpay() {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const subscriptions = new Map<string, Subscription>();
  const requests: { method: string; path: string }[] = [];
  const refunds: { id: string; payment_id: string; amount: number; currency: string; status: string }[] = [];
  let failNext = false;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(8, "0")}`;

  const server = useFakeServer((req, res, raw) => {
    const path = req.url ?? "";
    requests.push({ method: req.method ?? "", path });
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(body));
    };
    const missing = () => send(404, { error: { description: "The id provided does not exist" } });
    const sendFound = (entity: string, record: object | undefined) =>
      record ? send(200, { entity, ...record }) : missing();
    const expected = `Basic ${Buffer.from(`${FAKE_RAZORPAY.keyId}:${FAKE_RAZORPAY.keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected)
      return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    if (failNext) {
      failNext = false;
      return send(500, { error: { code: "SERVER_ERROR", description: "We are facing some trouble" } });
    }
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    let m: RegExpMatchArray | null;
    if (req.method === "POST" && path === "/v1/orders") {
      const order: Order = {
        id: nextId("order"),
        amount: Number(body.amount),
        currency: String(body.currency),
        receipt: String(body.receipt),
        status: "created",
      };
      orders.set(order.id, order);
      return send(200, { entity: "order", ...order });
    }
    if (req.method === "GET" && (m = path.match(/^\/v1\/payments\/([^/]+)$/))) {
      return sendFound("payment", payments.get(decodeURIComponent(m[1]!)));
    }
    if (req.method === "POST" && path === "/v1/subscriptions") {
      const sub: Subscription = {
        id: nextId("sub"),
        plan_id: String(body.plan_id),
        status: "created",
        current_start: null,
        current_end: null,
      };
      subscriptions.set(sub.id, sub);
      return send(200, { entity: "subscription", ...sub });
    }
    if (req.method === "GET" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      return sendFound("subscription", subscriptions.get(decodeURIComponent(m[1]!)));
    }
    if (req.method === "POST" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)\/cancel$/))) {
      const sub = subscriptions.get(decodeURIComponent(m[1]!));
      if (!sub) return missing();
      sub.status = "cancelled";
      return send(200, { entity: "subscription", ...sub });
    }
    if (req.method === "POST" && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const payment = payments.get(decodeURIComponent(m[1]!));
      if (!payment) return missing();
      const amount = Number(body.amount ?? payment.amount);
      const refunded = refunds.filter((r) => r.payment_id === payment.id).reduce((sum, r) => sum + r.amount, 0);
      if (payment.status !== "captured" && payment.status !== "refunded")
        return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The payment has not been captured" } });
      if (!(amount > 0) || refunded + amount > payment.amount)
        return send(400, {
          error: { code: "BAD_REQUEST_ERROR", description: "The refund amount is more than what remains" },
        });
      const refund = { id: nextId("rfnd"), payment_id: payment.id, amount, currency: "INR", status: "processed" };
      refunds.push(refund);
      if (refunded + amount === payment.amount) payment.status = "refunded";
      return send(200, { entity: "refund", ...refund });
    }
    return send(404, { error: { description: "no such route" } });
  });

  return {
    orders,
    requests,
    refunds,
    get baseUrl() {
      return server.baseUrl;
    },
    failNextRequest() {
      failNext = true;
    },
    /** What Checkout returns after the customer pays an order (optionally a different amount). */
    payOrder(orderId: string, options: { amount?: number } = {}) {
      const order = orders.get(orderId)!;
      const payment: Payment = {
        id: nextId("pay"),
        order_id: orderId,
        subscription_id: null,
        amount: options.amount ?? order.amount,
        currency: "INR",
        status: "captured",
        method: "upi",
      };
      payments.set(payment.id, payment);
      order.status = "paid";
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmac(FAKE_RAZORPAY.keySecret, `${orderId}|${payment.id}`),
      };
    },
    /** The first (or a renewal) charge of a subscription. */
    chargeSubscription(subscriptionId: string, startUnix: number) {
      const sub = subscriptions.get(subscriptionId)!;
      sub.status = "active";
      sub.current_start = startUnix;
      sub.current_end = startUnix + 30 * 86400;
      const payment: Payment = {
        id: nextId("pay"),
        order_id: null,
        subscription_id: subscriptionId,
        amount: 19900,
        currency: "INR",
        status: "captured",
        method: "card",
      };
      payments.set(payment.id, payment);
      return {
        razorpay_subscription_id: subscriptionId,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmac(FAKE_RAZORPAY.keySecret, `${payment.id}|${subscriptionId}`),
      };
    },
    /** A webhook delivery: body and its X-Razorpay-Signature. */
    webhook(event: string, entities: { paymentId?: string; subscriptionId?: string }) {
      const body = JSON.stringify({
        entity: "event",
        event,
        payload: {
          ...(entities.paymentId ? { payment: { entity: { id: entities.paymentId, amount: 1 } } } : {}),
          ...(entities.subscriptionId ? { subscription: { entity: { id: entities.subscriptionId } } } : {}),
        },
      });
      return { body, signature: hmac(FAKE_RAZORPAY.webhookSecret, body) };
    },
  };
}
