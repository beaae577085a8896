import { expect, it } from "vitest";
import { ask, setBalance, startChat } from "../../test-support/chats.ts";
import { parseSse } from "../../test-support/fake-llm.ts";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";

const DAY_SECONDS = 86_400;

async function userId(db: TestDatabase) {
  return (await db.handle.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
}

/** The plan's questions as the ledger holds them (the job that ends periods takes them away, not a question). */
async function planQuestionsKept(db: TestDatabase, user: string) {
  const row = await db.handle.db
    .selectFrom("balances")
    .select("amount")
    .where("user_id", "=", user)
    .where("account", "=", "subscription_questions")
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}

/** Everything a refused question could have touched: the list, the chat, its messages, holds and balances. */
async function snapshot(t: TestApp, db: TestDatabase, cookie: string, chatId: string) {
  return {
    list: (await t.get("/api/v1/chats", cookie)).json(),
    chat: (await t.get(`/api/v1/chats/${chatId}`, cookie)).json(),
    messages: await db.handle.db.selectFrom("chat_messages").selectAll().orderBy("id").execute(),
    chats: await db.handle.db.selectFrom("chats").selectAll().orderBy("id").execute(),
    holds: await db.handle.db.selectFrom("ledger_holds").selectAll().execute(),
    balances: (await t.get("/api/v1/balance", cookie)).json(),
  };
}

/** Subscribes to the monthly plan through the sandbox checkout, as the subscription page does. */
async function subscribe(t: TestApp, cookie: string) {
  const subscriptionId = (await t.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie)).json()
    .subscription_id as string;
  const paid = await t.post(
    `/api/v1/sandbox/orders/${subscriptionId}/pay`,
    { method: "card", outcome: "success" },
    cookie,
  );
  expect((await t.post("/api/v1/subscriptions/verify", paid.json().result, cookie)).statusCode).toBe(200);
}

describeEachDialect("what a question is paid with", (db) => {
  const t = useTestApp(db);

  it("a question refused for want of credit (402) changes nothing: not the chat list, the chat or the wallet", async () => {
    const { cookie } = await t.current.login("919876543210");
    const oracle = (await startChat(t.current, cookie, "Oracle")).started.json().asst_id as string;
    t.current.clock.advanceSeconds(60);
    await startChat(t.current, cookie, "Astra");
    t.current.clock.advanceSeconds(60);
    await setBalance(db, await userId(db), "oracle_questions", 0);

    const before = await snapshot(t.current, db, cookie, oracle);
    expect(before.list.chats.map((c: { to_name: string }) => c.to_name)).toEqual(["Astra", "Oracle"]);
    const refused = await ask(t.current, cookie, oracle, "Tell me about my career please");
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message_code).toBe("chat.no_questions_left");
    expect(await snapshot(t.current, db, cookie, oracle)).toEqual(before);
  });

  it("an ended plan's questions are never spent, even before anything expires the plan", async () => {
    const { cookie } = await t.current.login("919876543210");
    const user = await userId(db);
    await subscribe(t.current, cookie);
    const chatId = (await startChat(t.current, cookie, "Oracle")).started.json().asst_id as string;
    await setBalance(db, user, "oracle_questions", 0);

    // Inside the period the plan pays.
    const inPeriod = parseSse((await ask(t.current, cookie, chatId, "Tell me about my career please")).body);
    expect(inPeriod.at(-1)?.data).toMatchObject({ charged: true });
    expect((await t.current.get("/api/v1/balance", cookie)).json().subscription_questions).toBe(499);

    // The period ends (the test clock passes current_end) with no renewal and no expiry job.
    t.current.clock.advanceSeconds(31 * DAY_SECONDS);
    const refused = await ask(t.current, cookie, chatId, "And what about my marriage?");
    expect(refused.statusCode).toBe(402);
    expect(await planQuestionsKept(db, user)).toBe(499);
    // Nor are they shown as spendable.
    expect((await t.current.get("/api/v1/balance", cookie)).json().subscription_questions).toBe(0);

    // With rupees in the wallet, the wallet pays, not the ended plan.
    await setBalance(db, user, "wallet_paise", 2500);
    const paid = parseSse((await ask(t.current, cookie, chatId, "And what about my marriage?")).body);
    expect(paid.at(-1)?.data).toMatchObject({ charged: true, balance: 15, questions_left: 0 });
    expect(await planQuestionsKept(db, user)).toBe(499);
    expect((await t.current.get("/api/v1/balance", cookie)).json().wallet_paise).toBe(1500);
    const charges = await db.handle.db
      .selectFrom("ledger_entries")
      .select(["account", "amount"])
      .where("reason", "=", "chat_question")
      .orderBy("id")
      .execute();
    expect(charges).toEqual([
      { account: "subscription_questions", amount: -1 },
      { account: "wallet_paise", amount: -1000 },
    ]);
  });
});
