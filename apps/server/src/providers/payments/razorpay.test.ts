import { expect, it } from "vitest";
import { FAKE_RAZORPAY, useFakeRazorpay } from "../../test-support/fake-razorpay.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";
import { createPaymentProvider } from "./index.ts";

describeEachDialect("Razorpay adapter against a fake Razorpay", (db) => {
  const razorpay = useFakeRazorpay();
  const t = useTestApp(db, {
    env: {
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: FAKE_RAZORPAY.keyId,
      RAZORPAY_KEY_SECRET: FAKE_RAZORPAY.keySecret,
      RAZORPAY_WEBHOOK_SECRET: FAKE_RAZORPAY.webhookSecret,
    },
    payments: (env, deps) => createPaymentProvider({ ...env, RAZORPAY_BASE_URL: razorpay.baseUrl }, deps),
  });
  const post = (url: string, cookie: string | undefined, payload: object) =>
    t.current.request({ method: "POST", url, headers: cookie ? { cookie } : {}, payload });
  const webhook = (delivery: { body: string; signature: string }) =>
    t.current.request({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: { "content-type": "application/json", "x-razorpay-signature": delivery.signature },
      payload: delivery.body,
    });
  const oracle = async (cookie: string) =>
    (await t.current.request({ method: "GET", url: "/api/v1/balance", headers: { cookie } })).json().oracle_questions;

  it("lets Razorpay Checkout's script and frames through a page's Content-Security-Policy", async () => {
    const csp = (await t.current.request({ method: "GET", url: "/recharges" })).headers[
      "content-security-policy"
    ] as string;
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  });

  it("creates the order with our total, verifies Checkout's signature, re-reads the payment and credits once", async () => {
    const { cookie } = await t.current.login("919876543210");
    const checkout = (await post("/api/v1/checkout", cookie, { offer_id: "oracle-5" })).json();
    expect(checkout.provider).toMatchObject({ name: "razorpay", key_id: FAKE_RAZORPAY.keyId });
    expect(razorpay.orders.get(checkout.provider.order_id)).toMatchObject({
      amount: 5782,
      currency: "INR",
      receipt: checkout.payment_id,
    });
    const result = razorpay.payOrder(checkout.provider.order_id);
    expect((await post("/api/v1/payments/verify", cookie, result)).statusCode).toBe(200);
    const delivered = await webhook(razorpay.webhook("payment.captured", { paymentId: result.razorpay_payment_id }));
    expect(delivered.json()).toEqual({ status: "ok", outcome: "already_credited" });
    expect(await oracle(cookie)).toBe(8);
    expect(razorpay.requests.filter((r) => r.path === `/v1/payments/${result.razorpay_payment_id}`)).toHaveLength(2);
  });

  it("a webhook alone credits, before any verify call", async () => {
    const { cookie } = await t.current.login("919876543210");
    const checkout = (await post("/api/v1/checkout", cookie, { offer_id: "oracle-5" })).json();
    const result = razorpay.payOrder(checkout.provider.order_id);
    expect(
      (await webhook(razorpay.webhook("payment.captured", { paymentId: result.razorpay_payment_id }))).json().outcome,
    ).toBe("credited");
    expect((await post("/api/v1/payments/verify", cookie, result)).statusCode).toBe(200);
    expect(await oracle(cookie)).toBe(8);
  });

  it("credits nothing when the amount paid differs, the signature is wrong, or Razorpay fails", async () => {
    const { cookie } = await t.current.login("919876543210");
    const checkout = (await post("/api/v1/checkout", cookie, { offer_id: "oracle-5" })).json();
    const underpaid = razorpay.payOrder(checkout.provider.order_id, { amount: 100 });
    expect((await post("/api/v1/payments/verify", cookie, underpaid)).statusCode).toBe(400);
    expect(
      (await webhook(razorpay.webhook("payment.captured", { paymentId: underpaid.razorpay_payment_id }))).json()
        .outcome,
    ).toBe("rejected");
    const forged = {
      ...razorpay.webhook("payment.captured", { paymentId: underpaid.razorpay_payment_id }),
      signature: "0".repeat(64),
    };
    expect((await webhook(forged)).statusCode).toBe(400);
    razorpay.failNextRequest();
    const down = await post("/api/v1/checkout", cookie, { offer_id: "oracle-15" });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe("Failed to create order. Please try again in a minute.");
    expect(await oracle(cookie)).toBe(3);
  });

  it("runs a subscription: create, first charge, renewal by webhook, cancel at Razorpay", async () => {
    await db.handle.db
      .updateTable("plans")
      .set({ provider_plan_id: "plan_fake_monthly" })
      .where("id", "=", "monthly")
      .execute();
    const { cookie } = await t.current.login("919876543210");
    const created = (await post("/api/v1/subscriptions", cookie, { plan_id: "monthly" })).json();
    expect(created).toMatchObject({ provider: "razorpay", key_id: FAKE_RAZORPAY.keyId });
    const start = Math.floor(t.current.clock.now().getTime() / 1000);
    const first = razorpay.chargeSubscription(created.subscription_id, start);
    expect((await post("/api/v1/subscriptions/verify", cookie, first)).statusCode).toBe(200);
    const status = (
      await t.current.request({ method: "GET", url: "/api/v1/subscriptions/current", headers: { cookie } })
    ).json();
    expect(status).toMatchObject({
      is_active: true,
      remaining_questions: 500,
      start_date: new Date(start * 1000).toISOString(),
    });

    const renewal = razorpay.chargeSubscription(created.subscription_id, start + 30 * 86400);
    t.current.clock.advanceSeconds(30 * 86400 + 60);
    const hook = razorpay.webhook("subscription.charged", {
      paymentId: renewal.razorpay_payment_id,
      subscriptionId: created.subscription_id,
    });
    expect((await webhook(hook)).json().outcome).toBe("period_credited");
    expect((await webhook(hook)).json().outcome).toBe("unchanged");

    const otp = (await post("/api/v1/subscriptions/cancel/otp", cookie, { mobile: "919876543210" })).json();
    const verified = (
      await post("/api/v1/subscriptions/cancel/verify", cookie, {
        mobile: "919876543210",
        otp: t.current.lastCode("919876543210"),
        token: otp.token,
      })
    ).json();
    expect(
      (await post("/api/v1/subscriptions/cancel", cookie, { cancel_token: verified.cancel_token })).statusCode,
    ).toBe(200);
    expect(
      razorpay.requests.some(
        (r) => r.method === "POST" && r.path === `/v1/subscriptions/${created.subscription_id}/cancel`,
      ),
    ).toBe(true);
  });
});
