import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { parseSse, useFakeLlm } from "../../test-support/fake-llm.ts";
import { ask, startChat } from "../../test-support/chats.ts";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import { expectRefused, useTestApp, type TestApp } from "../../test-support/test-app.ts";
import { listChats } from "./chat-service.ts";

/** Signs Asha in and starts a chat with the astrologer: her session cookie and the chat's id. */
async function signedInChat(t: TestApp, astrologer = "Oracle") {
  const { cookie } = await t.login("919876543210");
  const chatId = (await startChat(t, cookie, astrologer)).started.json().asst_id as string;
  return { cookie, chatId };
}

/** The request was refused with 409 and this error. */
function expectConflict(res: Awaited<ReturnType<TestApp["request"]>>, error: object) {
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toEqual(error);
}

const stop = (t: TestApp, cookie: string, chatId: string) =>
  t.request({ method: "POST", url: `/api/v1/chats/${chatId}/stop`, headers: { cookie }, payload: {} });

async function balance(t: TestApp, cookie: string) {
  return (await t.request({ method: "GET", url: "/api/v1/balance", headers: { cookie } })).json();
}

async function setQuestions(db: TestDatabase, userId: string, account: string, amount: number) {
  await db.handle.db
    .updateTable("balances")
    .set({ amount })
    .where("user_id", "=", userId)
    .where("account", "=", account)
    .execute();
}

describeEachDialect("chat with the builtin astrologer", (db) => {
  const t = useTestApp(db);

  it("starts a chat on the user's kundli with a greeting and the counters", async () => {
    const { cookie } = await t.current.login("919876543210");
    const { started } = await startChat(t.current, cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      status: "success",
      asst_id: expect.any(String),
      user_name: "Asha Verma",
      gender: "Female",
      questions_left: 3,
      balance: 0,
      time_left_seconds: 0,
    });
    expect(started.json().message).toContain("AI");
    const astrologers = (await t.current.request({ method: "GET", url: "/api/v1/astrologers" })).json().astrologers;
    expect(astrologers.map((a: { name: string }) => a.name)).toEqual(["Oracle", "Astra"]);
  });

  it("a second start on the same kundli before anything is asked goes on with the same chat", async () => {
    const { cookie } = await t.current.login("919876543210");
    const { bid, started } = await startChat(t.current, cookie);
    const again = () =>
      t.current.request({
        method: "POST",
        url: "/api/v1/chats/start",
        headers: { cookie },
        payload: { bid, astrologer: "Oracle", device: "web" },
      });
    const first = started.json();
    const second = (await again()).json();
    expect(second).toMatchObject({ asst_id: first.asst_id, message: first.message, questions_left: 3 });
    // The other astrologer, and a chat someone has asked in, are not reused.
    const astra = await t.current.request({
      method: "POST",
      url: "/api/v1/chats/start",
      headers: { cookie },
      payload: { bid, astrologer: "Astra", device: "web" },
    });
    expect(astra.json().asst_id).not.toBe(first.asst_id);
    expect((await ask(t.current, cookie, first.asst_id, "What is my moon sign?")).statusCode).toBe(200);
    const third = (await again()).json();
    expect(third.asst_id).not.toBe(first.asst_id);
    const list = (await t.current.request({ method: "GET", url: "/api/v1/chats", headers: { cookie } })).json().chats;
    expect(list).toHaveLength(3);
  });

  it("streams a grounded reply and charges one question only when it has finished", async () => {
    const { cookie, chatId } = await signedInChat(t.current);
    const res = await ask(t.current, cookie, chatId, "What is my moon sign?");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = parseSse(res.body);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(1);
    const text = deltas.map((e) => e.data.text).join("");
    const chart = (
      await t.current.request({
        method: "POST",
        url: "/api/v1/charts",
        payload: { datetime: "1990-08-14T06:45:00", latitude: 25.32, longitude: 83.01 },
      })
    ).json();
    expect(text).toContain(chart.planets.moon.sign);
    expect(events.at(-1)).toEqual({
      event: "done",
      data: {
        status: "success",
        charged: true,
        questions_left: 2,
        balance: 0,
        time_left_seconds: 0,
        message_id: expect.any(String),
        facts: expect.any(Array),
        suggestions: expect.any(Array),
      },
    });
    expect((await balance(t.current, cookie)).oracle_questions).toBe(2);

    const history = (
      await t.current.request({ method: "GET", url: `/api/v1/chats/${chatId}`, headers: { cookie } })
    ).json();
    expect(history.chats.map((m: { from_name: string; role: string }) => [m.role, m.from_name])).toEqual([
      ["assistant", "Oracle"],
      ["user", "Asha Verma"],
      ["assistant", "Oracle"],
    ]);
    expect(history).toMatchObject({ questions_left: 2, balance: 0, time_left_seconds: 0 });
    expect(history.chats[2].message).toBe(text);
    const list = (await t.current.request({ method: "GET", url: "/api/v1/chats", headers: { cookie } })).json().chats;
    expect(list[0]).toMatchObject({ asst_id: chatId, to_name: "Oracle", message: text });
    const statement = (
      await t.current.request({ method: "GET", url: "/api/v1/wallet/transactions", headers: { cookie } })
    ).json();
    expect(statement.transactions[0]).toMatchObject({
      reason: "chat_question",
      amount: -1,
      account: "oracle_questions",
    });
  });

  it("lists each chat newest first with its last finished message, in one query", async () => {
    const { cookie } = await t.current.login("919876543210");
    const oracle = (await startChat(t.current, cookie)).started.json();
    t.current.clock.advanceSeconds(60);
    const astra = (await startChat(t.current, cookie, "Astra")).started.json();
    t.current.clock.advanceSeconds(60);
    const reply = parseSse((await ask(t.current, cookie, oracle.asst_id, "What is my moon sign?")).body)
      .filter((e) => e.event === "delta")
      .map((e) => e.data.text)
      .join("");
    // A reply still being written is not the last message.
    await db.handle.db
      .insertInto("chat_messages")
      .values({
        id: "streaming-reply",
        chat_id: astra.asst_id,
        role: "assistant",
        content: "half a repl",
        status: "streaming",
        charged_account: null,
        created_at: "2030-01-01T00:00:00.000Z",
        completed_at: null,
      })
      .execute();
    const list = (await t.current.request({ method: "GET", url: "/api/v1/chats", headers: { cookie } })).json().chats;
    expect(list).toEqual([
      {
        asst_id: oracle.asst_id,
        to_name: "Oracle",
        chat_time: "2026-11-22T06:32:00.000Z",
        message: reply,
        status: "active",
      },
      {
        asst_id: astra.asst_id,
        to_name: "Astra",
        chat_time: "2026-11-22T06:31:00.000Z",
        message: astra.message,
        status: "active",
      },
    ]);
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => (queries++, args.node),
      transformResult: async (args) => args.result,
    };
    const { user_id } = await db.handle.db
      .selectFrom("chats")
      .select("user_id")
      .where("id", "=", oracle.asst_id)
      .executeTakeFirstOrThrow();
    expect(await listChats(db.handle.db.withPlugin(counter), user_id)).toEqual(list);
    expect(queries).toBe(1);
  });

  it("refuses short, long and empty messages, and other users' or deleted chats", async () => {
    const { cookie, chatId } = await signedInChat(t.current);
    for (const [message, error] of [
      ["  hi   ", "Please type at least 6 characters."],
      ["x".repeat(1001), "Please keep your question under 1000 characters."],
    ] as const) {
      const res = await ask(t.current, cookie, chatId, message);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.message).toBe(error);
    }
    const other = await t.current.login("919812345678");
    expect((await ask(t.current, other.cookie, chatId, "What is my moon sign?")).statusCode).toBe(404);
    expect(
      (await t.current.request({ method: "GET", url: `/api/v1/chats/${chatId}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.current.request({ method: "DELETE", url: `/api/v1/chats/${chatId}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    const foreignStart = await t.current.request({
      method: "POST",
      url: "/api/v1/chats/start",
      headers: { cookie: other.cookie },
      payload: { bid: (await startChat(t.current, cookie)).bid, astrologer: "Astra" },
    });
    expect(foreignStart.statusCode).toBe(404);
    expect(
      (await t.current.request({ method: "DELETE", url: `/api/v1/chats/${chatId}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await ask(t.current, cookie, chatId, "What is my moon sign?")).statusCode).toBe(404);
    expect((await balance(t.current, cookie)).oracle_questions).toBe(3);
  });

  it("answers a self-harm message with care and the Tele-MANAS number, free of charge", async () => {
    const { cookie, chatId } = await signedInChat(t.current, "Astra");
    const events = parseSse((await ask(t.current, cookie, chatId, "I want to end my life, nothing matters")).body);
    const text = events
      .filter((e) => e.event === "delta")
      .map((e) => e.data.text)
      .join("");
    expect(text).toContain("14416");
    expect(events.at(-1)?.data).toMatchObject({ status: "success", charged: false, questions_left: 3 });
    expect((await balance(t.current, cookie)).astra_questions).toBe(3);
  });

  it("with nothing to pay with, refuses with a clear message and saves nothing; the wallet pays per minute", async () => {
    const { cookie } = await t.current.login("919876543210");
    const user = await db.handle.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const chatId = (await startChat(t.current, cookie)).started.json().asst_id;
    await setQuestions(db, user.id, "oracle_questions", 0);
    const refused = await ask(t.current, cookie, chatId, "Tell me about my career please");
    expectRefused(refused, 402, {
      error: {
        code: "insufficient_balance",
        message: "You have no questions left with Oracle. Recharge or subscribe to keep asking.",
      },
      recharge_url: "/recharges",
      subscribe_url: "/subscription",
    });
    const history = (
      await t.current.request({ method: "GET", url: `/api/v1/chats/${chatId}`, headers: { cookie } })
    ).json();
    expect(history.chats).toHaveLength(1);

    await db.handle.db
      .insertInto("balances")
      .values({
        user_id: user.id,
        account: "wallet_paise",
        amount: 2500,
        held: 0,
        updated_at: "2026-11-22T06:30:00.000Z",
      })
      .execute();
    const paid = parseSse((await ask(t.current, cookie, chatId, "Tell me about my career please")).body);
    expect(paid.at(-1)?.data).toMatchObject({ charged: true, questions_left: 0, balance: 15, time_left_seconds: 60 });
  });

  it("will not start a chat with nothing to pay with, and names the questions left with the other astrologer", async () => {
    const { cookie } = await t.current.login("919876543210");
    const user = await db.handle.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    await setQuestions(db, user.id, "oracle_questions", 0);
    await setQuestions(db, user.id, "astra_questions", 2);
    const refused = (await startChat(t.current, cookie, "Oracle")).started;
    expectRefused(refused, 402, {
      error: {
        code: "insufficient_balance",
        message:
          "You have no questions left with Oracle and not enough money in your wallet for a question. You still have 2 Astra questions: chat with Astra, or recharge.",
        message_code: "chat.start_nothing_to_pay_switch",
        params: { astrologer: "Oracle", other: "Astra", count: 2 },
      },
    });
    const hindi = await t.current.request({
      method: "POST",
      url: "/api/v1/chats/start",
      headers: { cookie, "accept-language": "hi" },
      payload: {
        bid: (await db.handle.db.selectFrom("birth_records").select("id").executeTakeFirstOrThrow()).id,
        astrologer: "Oracle",
      },
    });
    expect(hindi.json().error.message).toContain("आपके पास अभी Astra के 2 प्रश्न बाकी हैं");
    expect(await db.handle.db.selectFrom("chats").select("id").execute()).toEqual([]);
    // Astra's questions still open a chat with Astra.
    expect((await startChat(t.current, cookie, "Astra")).started.statusCode).toBe(200);

    await setQuestions(db, user.id, "astra_questions", 0);
    const nothing = (await startChat(t.current, cookie, "Astra")).started;
    expectRefused(nothing, 402, {
      error: { message_code: "chat.start_nothing_to_pay", params: { astrologer: "Astra" } },
    });
    // One question's worth in the wallet (₹10 a minute) is enough to start.
    await db.handle.db
      .insertInto("balances")
      .values({
        user_id: user.id,
        account: "wallet_paise",
        amount: 1000,
        held: 0,
        updated_at: "2026-11-22T06:30:00.000Z",
      })
      .execute();
    expect((await startChat(t.current, cookie, "Oracle")).started.statusCode).toBe(200);
  });

  it("a stopped chat takes no more questions", async () => {
    const { cookie, chatId } = await signedInChat(t.current);
    expect((await stop(t.current, cookie, chatId)).statusCode).toBe(200);
    const res = await ask(t.current, cookie, chatId, "What is my moon sign?");
    expectConflict(res, {
      code: "chat_ended",
      message: "This chat has ended. Start a new chat to ask more.",
      message_code: "chat.ended",
    });
  });
});

describe("chat with an OpenAI-compatible model", () => {
  describeEachDialect("through a local fake endpoint", (db) => {
    const llm = useFakeLlm();
    const t = useTestApp(db, { env: llm.env });

    it("sends the persona, the chart facts and the question, streams the reply and charges it", async () => {
      const { cookie, chatId } = await signedInChat(t.current, "Astra");
      const events = parseSse((await ask(t.current, cookie, chatId, "When will I get married?")).body);
      expect(
        events
          .filter((e) => e.event === "delta")
          .map((e) => e.data.text)
          .join(""),
      ).toBe("Your chart speaks of patience.");
      expect(events.at(-1)?.data).toMatchObject({ charged: true, questions_left: 2 });
      const sent = llm.requests[0]!;
      expect(sent.authorization).toBe("Bearer sk-test");
      expect(sent.body).toMatchObject({ model: "test-model", stream: true });
      expect(sent.body.messages[0]!.content).toContain("You are Astra");
      expect(sent.body.messages[0]!.content).toContain("CHART FACTS");
      expect(sent.body.messages.at(-1)).toEqual({ role: "user", content: "When will I get married?" });
    });

    it("a celebrity chat tells the model whose chart it is and to speak of them in the third person", async () => {
      const { cookie } = await t.current.login("919876543210");
      const celeb = { ...ASHA_KUNDLI, full_name: "Lata Example", celebrity_info: "a playback singer" };
      const { started } = await startChat(t.current, cookie, "Oracle", celeb);
      expect(started.json().message).toContain("Lata Example's birth chart open");
      await ask(t.current, cookie, started.json().asst_id, "How was her career shaped?");
      const system = llm.requests.at(-1)!.body.messages[0]!.content;
      expect(system).toContain("birth chart of Lata Example, a public figure (a playback singer)");
      expect(system).toContain("third person");
    });

    it.each(["http-500", "broken-stream"] as const)(
      "a provider failure (%s) ends the reply cleanly and costs nothing",
      async (mode) => {
        llm.setMode(mode);
        const { cookie, chatId } = await signedInChat(t.current, "Astra");
        const events = parseSse((await ask(t.current, cookie, chatId, "When will I get married?")).body);
        expect(events.at(-1)).toEqual({
          event: "error",
          data: {
            status: "fail",
            message: "Astra could not finish this reply. You were not charged; please try again.",
            message_code: "chat.reply_failed",
            params: { astrologer: "Astra" },
          },
        });
        expect((await balance(t.current, cookie)).astra_questions).toBe(3);
        llm.setMode("ok");
        const retry = parseSse((await ask(t.current, cookie, chatId, "When will I get married?")).body);
        expect(retry.at(-1)?.event).toBe("done");
      },
    );

    it("stopping mid-reply keeps the question, charges nothing, and a second send meanwhile is refused", async () => {
      llm.setMode("slow");
      const { cookie, chatId } = await signedInChat(t.current, "Astra");
      const pending = ask(t.current, cookie, chatId, "Tell me about my career");
      await new Promise((resolve) => setTimeout(resolve, 250));
      const second = await ask(t.current, cookie, chatId, "And about my marriage?");
      expectConflict(second, {
        code: "reply_in_progress",
        message: "Please wait! Astra is still replying.",
        message_code: "chat.still_replying",
        params: { astrologer: "Astra" },
      });
      await stop(t.current, cookie, chatId);
      const events = parseSse((await pending).body);
      expect(events.some((e) => e.event === "done")).toBe(false);
      expect(events.at(-1)).toEqual({
        event: "error",
        data: {
          status: "fail",
          message: "The reply was stopped. You were not charged.",
          message_code: "chat.reply_stopped",
        },
      });
      expect((await balance(t.current, cookie)).astra_questions).toBe(3);
      const history = (
        await t.current.request({ method: "GET", url: `/api/v1/chats/${chatId}`, headers: { cookie } })
      ).json();
      // A stopped reply keeps what the user was shown: the guard's whole sentences only (ADR 025).
      const shown = events
        .filter((e) => e.event === "delta")
        .map((e) => e.data.text)
        .join("");
      expect(history.chats.map((m: { message: string; status: string }) => [m.message.slice(0, 20), m.status])).toEqual(
        [
          [expect.any(String), "complete"],
          ["Tell me about my car", "complete"],
          [shown.slice(0, 20), "stopped"],
        ],
      );
    });
  });

  describeEachDialect("held to LLM_TIMEOUT_SECONDS for the whole reply", (db) => {
    // Each piece comes well within the idle limit, but the whole reply takes 1.5 s.
    const llm = useFakeLlm(["Your ", "chart ", "speaks ", "of ", "patience."], {
      paceOf: () => ({ pieceDelayMs: 300, rounds: 1 }),
    });
    const t = useTestApp(db, { env: () => ({ ...llm.env(), LLM_TIMEOUT_SECONDS: "1" }) });

    it("a reply that would outlast the limit (and so its hold's lifetime) fails uncharged", async () => {
      const { cookie, chatId } = await signedInChat(t.current, "Astra");
      const events = parseSse((await ask(t.current, cookie, chatId, "When will I get married?")).body);
      expect(events.at(-1)).toMatchObject({ event: "error", data: { message_code: "chat.reply_failed" } });
      expect((await balance(t.current, cookie)).astra_questions).toBe(3);
      const holds = await db.handle.db.selectFrom("ledger_holds").select("outcome").execute();
      expect(holds).toEqual([{ outcome: "released" }]);
    });
  });
});
