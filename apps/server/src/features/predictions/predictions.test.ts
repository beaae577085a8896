import { describe, expect, it } from "vitest";
import { parseSse, useFakeLlm } from "../../test-support/fake-llm.ts";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { ledgerSums } from "../../test-support/ledger-sums.ts";
import { expectRefused, useTestApp, type TestApp } from "../../test-support/test-app.ts";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import { createReplyWriter } from "../chat/index.ts";
import { preparePrediction, streamPrediction } from "./service.ts";

async function newKundli(t: TestApp, cookie: string): Promise<string> {
  return (await t.post("/api/v1/kundlis", ASHA_KUNDLI, cookie)).json().bid as string;
}
const predict = (t: TestApp, cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: "POST", url: "/api/v1/predictions", headers: { cookie, ...headers }, payload });
const balance = async (t: TestApp, cookie: string) => (await t.get("/api/v1/balance", cookie)).json();
const userIdOf = async (db: TestDatabase, mobile: string) =>
  (await db.handle.db.selectFrom("users").select("id").where("mobile", "=", mobile).executeTakeFirstOrThrow()).id;
const openHolds = async (db: TestDatabase) =>
  (await db.handle.db.selectFrom("ledger_holds").select("id").where("settled_at", "is", null).execute()).length;
const streamedText = (events: ReturnType<typeof parseSse>) =>
  events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text)
    .join("");

describeEachDialect("personal predictions with the builtin writer", (db) => {
  const t = useTestApp(db);

  it("streams a weekly prediction of the user's kundli and charges one weekly credit once", async () => {
    const { cookie } = await t.current.login("919876543210");
    const bid = await newKundli(t.current, cookie);
    const res = await predict(t.current, cookie, { bid, type: "weekly", language: "English" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = parseSse(res.body);
    const text = streamedText(events);
    expect(events.filter((e) => e.event === "delta").length).toBeGreaterThan(5);
    expect(text).toMatch(/^Asha Verma, here is your prediction for this week/);
    expect(text).toContain("mahadasha");
    expect(text).toContain("\n\n");
    expect(events.at(-1)).toEqual({
      event: "done",
      data: {
        status: "success",
        charged: true,
        type: "weekly",
        predictions_left: 0,
        credits: { daily: 1, weekly: 0, monthly: 1, yearly: 1 },
      },
    });
    expect(await balance(t.current, cookie)).toMatchObject({ weekly_predictions: 0, daily_predictions: 1 });
    const userId = await userIdOf(db, "919876543210");
    expect((await ledgerSums(db, userId)).weekly_predictions).toBe(0);
    const debits = await db.handle.db
      .selectFrom("ledger_entries")
      .selectAll()
      .where("user_id", "=", userId)
      .where("reason", "=", "prediction")
      .execute();
    expect(debits.map((d) => [d.account, d.amount])).toEqual([["weekly_predictions", -1]]);
    expect(await openHolds(db)).toBe(0);
  });

  it("with no credit of that period left answers 402, charges nothing and points at the packs", async () => {
    const { cookie } = await t.current.login("919876543210");
    const bid = await newKundli(t.current, cookie);
    expect(
      parseSse((await predict(t.current, cookie, { bid, type: "yearly", language: "English" })).body).at(-1)?.event,
    ).toBe("done");
    const before = await ledgerSums(db);
    const refused = await predict(t.current, cookie, { bid, type: "yearly", language: "English" });
    expectRefused(refused, 402, {
      error: {
        code: "insufficient_balance",
        message: "You have no yearly predictions left. Recharge with a prediction pack to continue.",
        message_code: "prediction.no_credits_yearly",
      },
      recharge_url: "/recharges",
      offer_group: "other",
    });
    expect(await ledgerSums(db)).toEqual(before);
    expect(await openHolds(db)).toBe(0);
    // The packs that buy it are in the "other" recharge group.
    const groups = (await t.current.get("/api/v1/recharges", cookie)).json();
    const other = (groups.data ?? groups).find((g: { astrologer: string }) => g.astrologer === "other");
    expect(other.data.map((o: { account: string }) => o.account)).toEqual(
      expect.arrayContaining(["daily_predictions", "weekly_predictions", "monthly_predictions", "yearly_predictions"]),
    );
  });

  it("another user's kundli is not found; a bad period or language is a 400; a visitor must log in", async () => {
    const owner = await t.current.login("919876543210");
    const bid = await newKundli(t.current, owner.cookie);
    const other = await t.current.login("919876543211");
    const foreign = await predict(t.current, other.cookie, { bid, type: "daily", language: "English" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("not_found");
    const badType = await predict(t.current, owner.cookie, { bid, type: "hourly", language: "English" });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.code).toBe("validation_failed");
    expect((await predict(t.current, owner.cookie, { bid, type: "daily", language: "Tamil" })).statusCode).toBe(400);
    const visitor = await t.current.request({
      method: "POST",
      url: "/api/v1/predictions",
      payload: { bid, type: "daily", language: "English" },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await balance(t.current, owner.cookie)).toMatchObject({ daily_predictions: 1 });
    const doc = (await t.current.get("/api/docs/json")).json();
    expect(doc.paths["/api/v1/predictions"].post.summary).toContain("Server-Sent Events");
  });

  it("writes Hindi in Devanagari, and answers refusals in Hindi for a Hindi visitor", async () => {
    const { cookie } = await t.current.login("919876543210");
    const bid = await newKundli(t.current, cookie);
    const events = parseSse((await predict(t.current, cookie, { bid, type: "daily", language: "Hindi" })).body);
    const text = streamedText(events);
    const letters = text.replace(/[^\p{L}]/gu, "");
    expect(letters.replace(/[^\u0900-\u097F]/g, "").length / letters.length).toBeGreaterThan(0.8);
    expect(text).toContain("महादशा");
    expect(events.at(-1)?.data).toMatchObject({ charged: true, predictions_left: 0 });
    const refused = await predict(
      t.current,
      cookie,
      { bid, type: "daily", language: "Hindi" },
      { "accept-language": "hi" },
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toContain("दैनिक भविष्यफल");
  });

  it("a stop mid-stream (the connection's signal) releases the credit", async () => {
    const { cookie } = await t.current.login("919876543210");
    const bid = await newKundli(t.current, cookie);
    const userId = await userIdOf(db, "919876543210");
    const deps = {
      db: db.handle.db,
      clock: t.current.clock,
      writer: createReplyWriter(t.current.ctx.env),
      log: t.current.app.log,
    };
    const prepared = await preparePrediction(deps, userId, { bid, type: "monthly", language: "English" });
    expect(await balance(t.current, cookie)).toMatchObject({ monthly_predictions: 0 });
    const closed = new AbortController();
    const seen: string[] = [];
    const outcome = await streamPrediction(
      deps,
      prepared,
      {
        delta: (text) => {
          seen.push(text);
          if (seen.length === 3) closed.abort();
        },
        done: () => seen.push("DONE"),
        error: () => seen.push("ERROR"),
      },
      closed.signal,
    );
    expect(outcome).toBe("stopped");
    expect(seen).toHaveLength(3);
    expect(await balance(t.current, cookie)).toMatchObject({ monthly_predictions: 1 });
    expect((await ledgerSums(db, userId)).monthly_predictions).toBe(1);
    expect(await openHolds(db)).toBe(0);
  });
});

describe("personal predictions with an OpenAI-compatible model", () => {
  describeEachDialect("through a local fake endpoint", (db) => {
    const llm = useFakeLlm(["Asha, ", "this week ", "asks ", "for patience.\n\n", "Rest well."]);
    const t = useTestApp(db, { env: llm.env });

    it("sends the chart and the period's transits as the only facts, and charges the finished text", async () => {
      const { cookie } = await t.current.login("919876543210");
      const bid = await newKundli(t.current, cookie);
      const events = parseSse((await predict(t.current, cookie, { bid, type: "weekly", language: "English" })).body);
      expect(streamedText(events)).toBe("Asha, this week asks for patience.\n\nRest well.");
      expect(events.at(-1)?.data).toMatchObject({ charged: true, predictions_left: 0 });
      const system = llm.requests[0]!.body.messages[0]!.content;
      expect(system).toContain("CHART FACTS");
      expect(system).toContain("personal weekly prediction");
      expect(system).toMatch(/Period transit Saturn: \w+/);
      expect(system).toContain("Sade Sati:");
      expect(llm.requests[0]!.body.messages.at(-1)!.content).toMatch(/^Write my personal weekly prediction/);
    });

    it("a client that disconnects mid-stream is not charged", async () => {
      llm.setMode("slow");
      const { cookie } = await t.current.login("919876543210");
      const bid = await newKundli(t.current, cookie);
      const address = await t.current.app.listen({ port: 0, host: "127.0.0.1" });
      const aborted = new AbortController();
      const res = await fetch(`${address}/api/v1/predictions`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: address },
        body: JSON.stringify({ bid, type: "monthly", language: "English" }),
        signal: aborted.signal,
      });
      expect(res.status).toBe(200);
      // Read until the first delta (a chunk may hold less than one event on a busy machine).
      const reader = res.body!.getReader();
      let received = "";
      while (!received.includes("event: delta")) {
        const chunk = await reader.read();
        if (chunk.done) break;
        received += new TextDecoder().decode(chunk.value);
      }
      expect(received).toContain("event: delta");
      expect(await balance(t.current, cookie)).toMatchObject({ monthly_predictions: 0 });
      aborted.abort();
      await expect.poll(() => openHolds(db), { timeout: 5000 }).toBe(0);
      expect(await balance(t.current, cookie)).toMatchObject({ monthly_predictions: 1 });
      expect((await ledgerSums(db, await userIdOf(db, "919876543210"))).monthly_predictions).toBe(1);
    });

    it.each(["http-500", "broken-stream"] as const)("a writer failure (%s) charges nothing", async (mode) => {
      llm.setMode(mode);
      const { cookie } = await t.current.login("919876543210");
      const bid = await newKundli(t.current, cookie);
      const events = parseSse((await predict(t.current, cookie, { bid, type: "daily", language: "English" })).body);
      expect(events.at(-1)).toEqual({
        event: "error",
        data: {
          status: "fail",
          message: "Oracle could not finish your prediction. You were not charged; please try again.",
          message_code: "prediction.failed",
        },
      });
      expect(await balance(t.current, cookie)).toMatchObject({ daily_predictions: 1 });
      expect((await ledgerSums(db, await userIdOf(db, "919876543210"))).daily_predictions).toBe(1);
      expect(await openHolds(db)).toBe(0);
    });
  });
});
