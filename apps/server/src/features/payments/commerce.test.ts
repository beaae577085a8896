import { expect, it } from "vitest";
import { SandboxProvider } from "../../providers/payments/index.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function balance(t: TestApp, cookie: string) {
  return (await t.get("/api/v1/balance", cookie)).json();
}

/** Checkout → sandbox pay → verify, as the recharge page does. */
async function buy(t: TestApp, cookie: string, offerId: string, outcome: "success" | "failure" = "success") {
  const checkout = await t.post("/api/v1/checkout", { offer_id: offerId }, cookie);
  const orderId = checkout.json().provider.order_id as string;
  const paid = await t.post(`/api/v1/sandbox/orders/${orderId}/pay`, { method: "upi", outcome }, cookie);
  const result = paid.json().result;
  const verify = result ? await t.post("/api/v1/payments/verify", result, cookie) : undefined;
  return { checkout: checkout.json(), orderId, paid: paid.json(), result, verify };
}

describeEachDialect("commerce with the sandbox provider", (db) => {
  const t = useTestApp(db);

  it("lists prices, recharge packs and plans from the catalog", async () => {
    const prices = (await t.current.get("/api/v1/prices")).json();
    expect(prices).toMatchObject({
      oracle_price: 7.48,
      free_oracle_questions: 3,
      astra_price: 7.48,
      free_astra_questions: 3,
      // ₹299 for 40 questions is the cheapest: ₹352.82 with GST, ₹8.82 a question.
      oracle_price_with_gst_paise: 882,
      astra_price_with_gst_paise: 882,
    });
    const groups = (await t.current.get("/api/v1/recharges")).json();
    expect(groups.map((g: { astrologer: string }) => g.astrologer)).toEqual(["oracle", "astra", "other"]);
    expect(groups[0].data[0]).toEqual({
      id: "oracle-5",
      text: "5 Oracle questions",
      originalPrice: 99,
      discountPrice: 49,
      credits: 5,
      account: "oracle_questions",
      // What the card shows: the figures checkout will charge, GST included (₹99 and ₹49 + 18%).
      original_price_with_gst_paise: 11682,
      price_with_gst_paise: 5782,
      wheel_discount_percent: null,
      wheel_price_with_gst_paise: null,
    });
    const plans = (await t.current.get("/api/v1/plans")).json().plans;
    expect(plans.find((p: { id: string }) => p.id === "monthly")).toMatchObject({
      price: 199,
      old_price: 499,
      questions: 500,
      featured: true,
      purchasable: true,
    });
  });

  it("builds the order from the server's price with GST, and credits a paid recharge exactly once", async () => {
    const { cookie } = await t.current.login("919876543210");
    const { checkout, orderId, verify, result } = await buy(t.current, cookie, "oracle-15");
    const order = (await t.current.get(`/api/v1/sandbox/orders/${orderId}`, cookie)).json();
    expect(order).toMatchObject({ kind: "order", amount_paise: 15222, item: "15 Oracle questions" });
    expect(checkout.summary).toEqual({
      base_paise: 12900,
      discount_percent: 0,
      discount_paise: 0,
      gst_percent: 18,
      gst_paise: 2322,
      total_paise: 15222,
      gst_included: false,
    });
    expect(verify?.statusCode).toBe(200);
    expect(verify?.json()).toMatchObject({ status: "success", message: "Thank you! Your recharge was successful." });
    await settle(); // the sandbox's own webhook arrives too
    const again = await t.current.post("/api/v1/payments/verify", result, cookie);
    expect(again.statusCode).toBe(200);
    expect((await balance(t.current, cookie)).oracle_questions).toBe(3 + 15);
    const statement = (await t.current.get("/api/v1/wallet/transactions", cookie)).json();
    expect(statement.transactions[0]).toMatchObject({
      reason: "recharge",
      amount: 15,
      reference: `payment:${checkout.payment_id}`,
    });
    const receipt = (await t.current.get(`/api/v1/payments/${checkout.payment_id}`, cookie)).json();
    expect(receipt).toMatchObject({ status: "paid", item: "15 Oracle questions", summary: { total_paise: 15222 } });
  });

  it("a replayed webhook credits nothing more", async () => {
    const { cookie } = await t.current.login("919876543210");
    const { result } = await buy(t.current, cookie, "astra-5");
    await settle();
    const sandbox = t.current.ctx.payments as SandboxProvider;
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: result.razorpay_payment_id } } },
    });
    for (let i = 0; i < 3; i++) {
      const res = await t.current.request({
        method: "POST",
        url: "/api/v1/payments/webhook",
        headers: { "content-type": "application/json", "x-razorpay-signature": sandbox.signWebhook(body) },
        payload: body,
      });
      expect(res.json()).toEqual({ status: "ok", outcome: "already_credited" });
    }
    expect((await balance(t.current, cookie)).astra_questions).toBe(3 + 5);
  });

  it("credits nothing for a bad signature, a foreign order, a changed amount, a bad webhook or a failed payment", async () => {
    const alice = await t.current.login("919876543210");
    const bob = await t.current.login("919812345678");
    const checkout = (await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" }, alice.cookie)).json();
    const orderId = checkout.provider.order_id;
    const sandbox = t.current.ctx.payments as SandboxProvider;
    // The amount at the provider differs from ours (a tampered order).
    await db.handle.db.updateTable("sandbox_orders").set({ amount_paise: 100 }).where("id", "=", orderId).execute();
    const { result } = (
      await t.current.post(
        `/api/v1/sandbox/orders/${orderId}/pay`,
        { method: "card", outcome: "success" },
        alice.cookie,
      )
    ).json();
    await settle();

    const tampered = await t.current.post(
      "/api/v1/payments/verify",
      { ...result, razorpay_signature: "0".repeat(64) },
      alice.cookie,
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toBe("Something went wrong please try again");
    const foreign = await t.current.post("/api/v1/payments/verify", result, bob.cookie);
    expect(foreign.statusCode).toBe(404);
    const wrongAmount = await t.current.post("/api/v1/payments/verify", result, alice.cookie);
    expect(wrongAmount.statusCode).toBe(400);
    const badHook = await t.current.request({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: { "content-type": "application/json", "x-razorpay-signature": "deadbeef" },
      payload: JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: result.razorpay_payment_id } } },
      }),
    });
    expect(badHook.statusCode).toBe(400);
    expect((await balance(t.current, alice.cookie)).oracle_questions).toBe(3);
    expect((await balance(t.current, bob.cookie)).oracle_questions).toBe(3);
    const payment = await db.handle.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", checkout.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("created");
    expect(payment.failure_reason).toBe("amount_mismatch:100");

    const failed = await buy(t.current, alice.cookie, "oracle-5", "failure");
    expect(failed.paid).toMatchObject({
      status: "fail",
      result: null,
      message: "Oops! Payment failed. If you were charged, the amount will be refunded to your account within 2 days.",
    });
    await settle();
    expect((await balance(t.current, alice.cookie)).oracle_questions).toBe(3);
    expect(sandbox.name).toBe("sandbox");
  });

  it("refuses checkout without login, for unknown packs and with a client-sent amount", async () => {
    expect((await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" })).statusCode).toBe(401);
    const { cookie } = await t.current.login("919876543210");
    const unknown = await t.current.post("/api/v1/checkout", { offer_id: "gold-1000" }, cookie);
    expect(unknown.statusCode).toBe(404);
    const amount = await t.current.post("/api/v1/checkout", { offer_id: "oracle-5", amount: 1 }, cookie);
    expect(amount.statusCode).toBe(400);
    expect(await db.handle.db.selectFrom("payments").selectAll().execute()).toEqual([]);
  });

  it("spins once a day; the discount applies once to the next recharge within 7 days", async () => {
    const { cookie } = await t.current.login("919876543210");
    const status = (await t.current.get("/api/v1/wheel", cookie)).json();
    expect(status).toEqual({ can_spin: true, next_spin_at: null, discount: null });
    const spin = await t.current.post("/api/v1/wheel/spin", undefined, cookie);
    expect(spin.statusCode).toBe(200);
    const percent = spin.json().percent as number;
    expect(percent).toBeGreaterThanOrEqual(1);
    expect(percent).toBeLessThanOrEqual(15);
    const again = await t.current.post("/api/v1/wheel/spin", undefined, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("You have already spun the wheel today. Come back tomorrow!");
    expect((await t.current.get("/api/v1/wheel", cookie)).json()).toMatchObject({
      can_spin: false,
      next_spin_at: "2026-11-22T18:30:00.000Z",
      discount: { percent },
    });

    // The pack cards show the discounted figure, GST included, which checkout then charges.
    const discount = Math.round((4900 * percent) / 100);
    const withWheel = 4900 - discount + Math.round(((4900 - discount) * 18) / 100);
    const card = (await t.current.get("/api/v1/recharges", cookie)).json()[0].data[0];
    expect(card).toMatchObject({
      id: "oracle-5",
      price_with_gst_paise: 5782,
      wheel_discount_percent: percent,
      wheel_price_with_gst_paise: withWheel,
    });
    const visitorCard = (await t.current.get("/api/v1/recharges")).json()[0].data[0];
    expect(visitorCard).toMatchObject({ wheel_discount_percent: null, wheel_price_with_gst_paise: null });

    const { checkout } = await buy(t.current, cookie, "oracle-5");
    expect(checkout.summary).toMatchObject({
      base_paise: 4900,
      discount_percent: percent,
      discount_paise: discount,
      gst_paise: Math.round(((4900 - discount) * 18) / 100),
      total_paise: withWheel,
    });
    await settle();
    // Used once: the cards are back to the price without it.
    const used = (await t.current.get("/api/v1/recharges", cookie)).json()[0].data[0];
    expect(used).toMatchObject({ wheel_discount_percent: null, wheel_price_with_gst_paise: null });
    const next = (await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" }, cookie)).json();
    expect(next.summary.discount_paise).toBe(0);

    t.current.clock.advanceSeconds(86400);
    expect((await t.current.post("/api/v1/wheel/spin", undefined, cookie)).statusCode).toBe(200);
    t.current.clock.advanceSeconds(8 * 86400);
    const expired = (await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" }, cookie)).json();
    expect(expired.summary.discount_paise).toBe(0);
  });

  it("subscribes, renews with a fresh 500 questions, and cancels in four steps at once", async () => {
    const { cookie } = await t.current.login("919876543210");
    const none = (await t.current.get("/api/v1/subscriptions/current", cookie)).json();
    expect(none).toMatchObject({ is_active: false, has_subscription: false, message: "No active plans found." });

    const created = await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie);
    expect(created.json()).toMatchObject({
      status: "success",
      key_id: "sandbox_key",
      summary: { total_paise: 19900, gst_paise: 3036, base_paise: 16864, gst_included: true },
    });
    const subId = created.json().subscription_id;
    const { result } = (
      await t.current.post(`/api/v1/sandbox/orders/${subId}/pay`, { method: "card", outcome: "success" }, cookie)
    ).json();
    const verified = await t.current.post("/api/v1/subscriptions/verify", result, cookie);
    expect(verified.statusCode).toBe(200);
    await settle();
    const active = (await t.current.get("/api/v1/subscriptions/current", cookie)).json();
    expect(active).toMatchObject({
      is_active: true,
      status: "active",
      subscription_id: subId,
      max_questions: 500,
      remaining_questions: 500,
      days_remaining: 30,
    });
    expect((await t.current.post("/api/v1/subscriptions", {}, cookie)).statusCode).toBe(409);
    expect((await t.current.get("/api/v1/subscriptions/count")).json()).toEqual({
      count: 1,
    });

    // Spend 20, then the provider renews: the new period starts at 500 again.
    const user = await db.handle.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    await db.handle.db.transaction().execute(async (trx) => {
      const { postEntries } = await import("../wallet/index.ts");
      await postEntries(
        trx,
        user.id,
        [{ account: "subscription_questions", amount: -20, reason: "chat_question", idempotencyKey: "spend-20" }],
        "2026-11-22T07:00:00.000Z",
      );
    });
    t.current.clock.advanceSeconds(30 * 86400);
    const sandbox = t.current.ctx.payments as SandboxProvider;
    const renewalPayment = await sandbox.chargeRenewal(subId);
    const hook = JSON.stringify({
      event: "subscription.charged",
      payload: { payment: { entity: { id: renewalPayment } }, subscription: { entity: { id: subId } } },
    });
    const delivered = await t.current.request({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: { "content-type": "application/json", "x-razorpay-signature": sandbox.signWebhook(hook) },
      payload: hook,
    });
    expect(delivered.json().outcome).toBe("period_credited");
    expect((await balance(t.current, cookie)).subscription_questions).toBe(500);
    expect(
      (await db.handle.db.selectFrom("payments").select("status").where("kind", "=", "subscription").execute()).map(
        (p) => p.status,
      ),
    ).toEqual(["paid", "paid"]);

    // The four steps: (1 is the dialog) 2 code, 3 verify, 4 cancel.
    const wrongNumber = await t.current.post("/api/v1/subscriptions/cancel/otp", { mobile: "919812345678" }, cookie);
    expect(wrongNumber.statusCode).toBe(400);
    const otp = await t.current.post("/api/v1/subscriptions/cancel/otp", { mobile: "919876543210" }, cookie);
    expect(otp.statusCode).toBe(200);
    const verify = await t.current.post(
      "/api/v1/subscriptions/cancel/verify",
      { mobile: "919876543210", otp: t.current.lastCode("919876543210"), token: otp.json().token },
      cookie,
    );
    expect(verify.statusCode).toBe(200);
    const forged = await t.current.post("/api/v1/subscriptions/cancel", { cancel_token: "x.y.z" }, cookie);
    expect(forged.statusCode).toBe(400);
    const cancelled = await t.current.post(
      "/api/v1/subscriptions/cancel",
      { cancel_token: verify.json().cancel_token },
      cookie,
    );
    expect(cancelled.json()).toEqual({
      success: true,
      status: "success",
      message: "Your subscription has been cancelled.",
      message_code: "subscription.cancelled",
    });
    const after = (await t.current.get("/api/v1/subscriptions/current", cookie)).json();
    // The plan ended at once; the page can say that its 500 unused questions ended with it, and when.
    expect(after).toMatchObject({
      is_active: false,
      has_subscription: true,
      status: "cancelled",
      remaining_questions: 0,
      questions_ended: 500,
      cancelled_at: t.current.clock.now().toISOString(),
    });
    expect((await balance(t.current, cookie)).subscription_questions).toBe(0);
    expect(
      (
        await db.handle.db
          .selectFrom("sandbox_orders")
          .select("status")
          .where("id", "=", subId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe("cancelled");
  });

  it("rewards the inviter with 1 Oracle and 1 Astra question when the invited number joins", async () => {
    const alice = await t.current.login("919876543210");
    const invite = await t.current.post("/api/v1/invites", { mobile: "9812345678" }, alice.cookie);
    expect(invite.statusCode).toBe(200);
    const twice = await t.current.post("/api/v1/invites", { mobile: "9812345678" }, alice.cookie);
    expect(twice.json().error.fields.mobile).toBe("You have already invited this number.");
    const self = await t.current.post("/api/v1/invites", { mobile: "9876543210" }, alice.cookie);
    expect(self.statusCode).toBe(400);
    await t.current.login("919812345678");
    expect(await balance(t.current, alice.cookie)).toMatchObject({ oracle_questions: 4, astra_questions: 4 });
    t.current.clock.advanceSeconds(60);
    await t.current.login("919812345678");
    expect(await balance(t.current, alice.cookie)).toMatchObject({ oracle_questions: 4, astra_questions: 4 });
  });
});

describeEachDialect("checkout reuse", (db) => {
  const t = useTestApp(db);

  it("a reload of the payment page reuses the pending order instead of opening another", async () => {
    const { cookie } = await t.current.login("919876543210");
    const first = (await t.current.post("/api/v1/checkout", { offer_id: "astra-15" }, cookie)).json();
    const again = (await t.current.post("/api/v1/checkout", { offer_id: "astra-15" }, cookie)).json();
    expect(again.payment_id).toBe(first.payment_id);
    expect(again.provider.order_id).toBe(first.provider.order_id);
    const other = (await t.current.post("/api/v1/checkout", { offer_id: "astra-5" }, cookie)).json();
    expect(other.payment_id).not.toBe(first.payment_id);
    t.current.clock.advanceSeconds(31 * 60);
    const later = (await t.current.post("/api/v1/checkout", { offer_id: "astra-15" }, cookie)).json();
    expect(later.payment_id).not.toBe(first.payment_id);
  });

  it("a subscription's verify returns our payment id, whose receipt the statement links", async () => {
    const { cookie } = await t.current.login("919876543210");
    const subId = (await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie)).json()
      .subscription_id;
    const order = (await t.current.get(`/api/v1/sandbox/orders/${subId}`, cookie)).json();
    expect(order).toMatchObject({ kind: "subscription", item: "Monthly subscription" });
    const { result } = (
      await t.current.post(`/api/v1/sandbox/orders/${subId}/pay`, { method: "card", outcome: "success" }, cookie)
    ).json();
    const verified = (await t.current.post("/api/v1/subscriptions/verify", result, cookie)).json();
    const receipt = await t.current.get(`/api/v1/payments/${verified.payment_id}`, cookie);
    expect(receipt.json()).toMatchObject({
      kind: "subscription",
      status: "paid",
      item: "Monthly subscription",
      summary: { total_paise: 19900 },
    });
    const statement = (await t.current.get("/api/v1/wallet/transactions", cookie)).json();
    expect(statement.transactions[0]).toMatchObject({
      reason: "subscription_renewal",
      amount: 500,
      reference: `payment:${verified.payment_id}`,
    });
  });
});
