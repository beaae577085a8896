import { expect, it } from "vitest";
import { SandboxProvider } from "../../providers/payments/index.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";

/**
 * The real sandbox provider, except that new subscriptions wait until `expected` requests
 * have asked for one: both racing requests are then past every check before either writes,
 * the race the database has to decide.
 */
class MeetingSandbox extends SandboxProvider {
  expected = 0;
  private waiting: (() => void)[] = [];
  override async createSubscription(input: Parameters<SandboxProvider["createSubscription"]>[0]) {
    if (this.expected > 0) {
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        if (this.waiting.length >= this.expected) for (const go of this.waiting.splice(0)) go();
      });
    }
    return super.createSubscription(input);
  }
}

/** Pays a sandbox order or subscription and verifies it, as the payment page does. */
async function pay(t: TestApp, cookie: string, id: string, verifyUrl: string) {
  const paid = await t.post(`/api/v1/sandbox/orders/${id}/pay`, { method: "upi", outcome: "success" }, cookie);
  const result = paid.json().result;
  return { paid, verify: result ? await t.post(verifyUrl, result, cookie) : undefined };
}

describeEachDialect("money under concurrency", (db) => {
  const t = useTestApp(db, {
    payments: (env, deps) => new MeetingSandbox({ db: deps.db, clock: deps.clock, secret: env.SESSION_SECRET }),
  });
  const liveSubscriptions = () =>
    db.handle.db.selectFrom("subscriptions").selectAll().where("status", "in", ["created", "active"]).execute();

  it("two subscribes at once: one live plan, and the other gets a clean 409", async () => {
    const { cookie } = await t.current.login("919876543210");
    (t.current.ctx.payments as MeetingSandbox).expected = 2;
    const both = await Promise.all([
      t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie),
      t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.statusCode === 409)!;
    expect(loser.json().error).toMatchObject({ code: "conflict", message_code: "subscription.already_started" });
    for (const won of both.filter((r) => r.statusCode === 200)) {
      await pay(t.current, cookie, won.json().subscription_id, "/api/v1/subscriptions/verify");
    }
    expect(await liveSubscriptions()).toHaveLength(1);
    expect((await t.current.get("/api/v1/balance", cookie)).json().subscription_questions).toBe(500);
    const again = await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie);
    expect(again.json().error.message_code).toBe("subscription.already_active");
  });

  it("the database itself refuses a second live subscription; a reload hands back the open checkout", async () => {
    const { cookie } = await t.current.login("919876543210");
    const first = (await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie)).json();
    const reload = (await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie)).json();
    expect(reload.subscription_id).toBe(first.subscription_id);
    const [row] = await liveSubscriptions();
    await expect(
      db.handle.db
        .insertInto("subscriptions")
        .values({ ...row!, id: "second", provider_subscription_id: "sub_second", status: "active" })
        .execute(),
    ).rejects.toThrow();
    // An ended row does not count: a user can subscribe again after a plan ends.
    await db.handle.db.updateTable("subscriptions").set({ status: "expired" }).execute();
    const later = await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie);
    expect(later.statusCode).toBe(200);
    expect(later.json().subscription_id).not.toBe(first.subscription_id);
  });

  it("a plan whose period ended unrenewed no longer blocks a new one, and its questions end", async () => {
    const { cookie } = await t.current.login("919876543210");
    const sub = (await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie)).json();
    await pay(t.current, cookie, sub.subscription_id, "/api/v1/subscriptions/verify");
    t.current.clock.advanceSeconds(31 * 86_400);
    const next = await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie);
    expect(next.statusCode).toBe(200);
    expect(next.json().subscription_id).not.toBe(sub.subscription_id);
    const rows = await db.handle.db.selectFrom("subscriptions").select(["status"]).orderBy("created_at").execute();
    expect(rows.map((r) => r.status)).toEqual(["expired", "created"]);
    expect((await t.current.get("/api/v1/balance", cookie)).json().subscription_questions).toBe(0);
  });

  it("one wheel spin discounts one paid recharge: the other open checkouts are refused before payment", async () => {
    const { cookie } = await t.current.login("919876543210");
    expect((await t.current.post("/api/v1/wheel/spin", undefined, cookie)).statusCode).toBe(200);
    const offers = ["oracle-5", "oracle-15", "astra-5", "astra-15", "wallet-100"];
    const checkouts = [];
    for (const offer_id of offers)
      checkouts.push((await t.current.post("/api/v1/checkout", { offer_id }, cookie)).json());
    expect(checkouts.every((c) => c.summary.discount_paise > 0)).toBe(true);

    const paid = [];
    for (const checkout of checkouts) {
      paid.push(await pay(t.current, cookie, checkout.provider.order_id, "/api/v1/payments/verify"));
    }
    expect(paid[0]!.verify?.statusCode).toBe(200);
    for (const refused of paid.slice(1)) {
      expect(refused.paid.statusCode).toBe(409);
      expect(refused.paid.json().error.message_code).toBe("commerce.discount_used");
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // the sandbox's own webhook
    const payments = await db.handle.db.selectFrom("payments").select(["status", "discount_paise"]).execute();
    expect(payments.filter((p) => p.status === "paid")).toEqual([
      { status: "paid", discount_paise: checkouts[0].summary.discount_paise },
    ]);
    expect((await t.current.get("/api/v1/balance", cookie)).json()).toMatchObject({
      oracle_questions: 3 + 5,
      astra_questions: 3,
      wallet_paise: 0,
    });
    // Opening the pack again prices it in full.
    const again = (await t.current.post("/api/v1/checkout", { offer_id: "astra-5" }, cookie)).json();
    expect(again.summary.discount_paise).toBe(0);
    expect((await t.current.get("/api/v1/wheel", cookie)).json().discount).toBeNull();
  });

  it("two discounted checkouts paid at the same moment: only one is credited at the discount", async () => {
    const { cookie } = await t.current.login("919876543210");
    await t.current.post("/api/v1/wheel/spin", undefined, cookie);
    const first = (await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" }, cookie)).json();
    const second = (await t.current.post("/api/v1/checkout", { offer_id: "astra-5" }, cookie)).json();
    // Both captured at the provider before we hear of either (two Razorpay popups): the
    // check before payment cannot see it coming, so crediting has to decide.
    const sandbox = t.current.ctx.payments as MeetingSandbox;
    const results = [];
    for (const c of [first, second]) {
      results.push((await sandbox.pay(c.provider.order_id, { method: "upi", succeed: true })).result);
    }
    const verified = await Promise.all(results.map((r) => t.current.post("/api/v1/payments/verify", r!, cookie)));
    expect(verified.map((v) => v.statusCode).sort()).toEqual([200, 409]);
    const rows = await db.handle.db.selectFrom("payments").select(["status", "failure_reason"]).execute();
    expect(rows.filter((p) => p.status === "paid")).toHaveLength(1);
    expect(rows.filter((p) => p.failure_reason?.startsWith("discount_used:"))).toHaveLength(1);
    const balance = (await t.current.get("/api/v1/balance", cookie)).json();
    expect(balance.oracle_questions + balance.astra_questions).toBe(6 + 5);
  });
});
