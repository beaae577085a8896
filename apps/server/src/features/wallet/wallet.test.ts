import { expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";
import { postEntries } from "./ledger.ts";

describeEachDialect("balance, statement and transfers", (db) => {
  const t = useTestApp(db);
  const get = (url: string, cookie: string) => t.current.request({ method: "GET", url, headers: { cookie } });
  const transfer = (cookie: string, payload: object, remoteAddress = "127.0.0.1") =>
    t.current.request({ method: "POST", url: "/api/v1/transfers", headers: { cookie }, payload, remoteAddress });

  it("shows a new account's free questions and predictions, and its statement", async () => {
    const { cookie } = await t.current.login("919876543210");
    const balance = await get("/api/v1/balance", cookie);
    expect(balance.json()).toEqual({
      status: "success",
      oracle_questions: 3,
      astra_questions: 3,
      subscription_questions: 0,
      wallet_paise: 0,
      daily_predictions: 1,
      weekly_predictions: 1,
      monthly_predictions: 1,
      yearly_predictions: 1,
    });
    const statement = (await get("/api/v1/wallet/transactions", cookie)).json();
    expect(statement).toMatchObject({ status: "success", page: 1, page_count: 1 });
    expect(statement.transactions).toHaveLength(6);
    expect(statement.transactions.every((e: { reason: string }) => e.reason === "signup_free")).toBe(true);
    expect((await get("/api/v1/wallet/transactions?page=0", cookie)).statusCode).toBe(400);
    expect((await t.current.get("/api/v1/balance")).statusCode).toBe(401);
  });

  it("transfers Oracle questions to a registered number, both sides at once, with history", async () => {
    const alice = await t.current.login("919876543210");
    const bob = await t.current.login("919812345678");
    t.current.clock.advanceSeconds(60);
    const res = await transfer(alice.cookie, { mobile: "9812345678", questions: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "success",
      message: "2 Oracle questions sent to +91 ******5678.",
      message_code: "wallet.transferred",
      params: { count: 2, mobile: "+91 ******5678" },
    });
    expect((await get("/api/v1/balance", alice.cookie)).json().oracle_questions).toBe(1);
    expect((await get("/api/v1/balance", bob.cookie)).json().oracle_questions).toBe(5);
    const aliceHistory = (await get("/api/v1/transfers", alice.cookie)).json();
    expect(aliceHistory.transactions).toEqual([
      expect.objectContaining({
        recipient_mobile: "919812345678",
        sender_mobile: "919876543210",
        oracle_questions: 2,
        sent: true,
      }),
    ]);
    const bobHistory = (await get("/api/v1/transfers", bob.cookie)).json();
    expect(bobHistory.transactions[0]).toMatchObject({ sent: false, oracle_questions: 2 });
    const statement = (await get("/api/v1/wallet/transactions", bob.cookie)).json();
    expect(statement.transactions[0]).toMatchObject({ reason: "transfer_in", amount: 2, account: "oracle_questions" });
  });

  it("refuses more than the balance, unknown and own numbers and bad input, changing nothing", async () => {
    const alice = await t.current.login("919876543210");
    await t.current.login("919812345678");
    const tooMany = await transfer(alice.cookie, { mobile: "9812345678", questions: 4 });
    expect(tooMany.statusCode).toBe(402);
    expect(tooMany.json().error).toEqual({
      code: "insufficient_balance",
      message: "You do not have that many Oracle questions to transfer.",
      message_code: "wallet.transfer_too_many",
    });
    const unknown = await transfer(alice.cookie, { mobile: "9000000000", questions: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.mobile).toBe("No Graha account uses this mobile number.");
    const self = await transfer(alice.cookie, { mobile: "9876543210", questions: 1 });
    expect(self.json().error.fields.mobile).toBe("You cannot transfer questions to your own number.");
    for (const [body, field] of [
      [{ mobile: "98123", questions: 1 }, "mobile"],
      [{ mobile: "919812345678", questions: 1 }, "mobile"],
      [{ mobile: "9812345678", questions: 0 }, "questions"],
      [{ mobile: "9812345678", questions: 1.5 }, "questions"],
      [{ mobile: "9812345678", questions: "2" }, "questions"],
    ] as const) {
      const res = await transfer(alice.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect((await get("/api/v1/balance", alice.cookie)).json().oracle_questions).toBe(3);
    expect(await db.handle.db.selectFrom("transfers").selectAll().execute()).toEqual([]);
  });

  it("15 + 15 opposite transfers at once all succeed, and no question is created or lost", async () => {
    const alice = await t.current.login("919876543210");
    const bob = await t.current.login("919812345678");
    // Enough on both sides that every transfer can pass whatever order they run in; each
    // sender from its own address, so the per-address rate limit is not what is tested.
    const users = await db.handle.db.selectFrom("users").select("id").execute();
    for (const { id } of users) {
      await postEntries(
        db.handle.db,
        id,
        [{ account: "oracle_questions", amount: 12, reason: "recharge", idempotencyKey: `top-up:${id}` }],
        "2026-11-22T06:30:00.000Z",
      );
    }
    const results = await Promise.all([
      ...Array.from({ length: 15 }, () => transfer(alice.cookie, { mobile: "9812345678", questions: 1 }, "10.0.0.1")),
      ...Array.from({ length: 15 }, () => transfer(bob.cookie, { mobile: "9876543210", questions: 1 }, "10.0.0.2")),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    expect((await get("/api/v1/balance", alice.cookie)).json().oracle_questions).toBe(15);
    expect((await get("/api/v1/balance", bob.cookie)).json().oracle_questions).toBe(15);
    expect(await db.handle.db.selectFrom("transfers").selectAll().execute()).toHaveLength(30);
  });
});
