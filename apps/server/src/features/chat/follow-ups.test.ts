import type { ChatDoneEvent } from "@graha/contracts";
import { SIGN_NAMES } from "@graha/jyotish";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../env.ts";
import { parseSse } from "../../test-support/fake-llm.ts";
import { ask, startChat } from "../../test-support/chats.ts";
import { ASHA_KUNDLI, ashaChart } from "../../test-support/kundlis.ts";
import { ashaReading } from "./test-kit.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";
import { ordinalEn } from "./reading/names.ts";
import { suggestQuestions } from "./follow-ups/suggestions.ts";
import { createBuiltinWriter } from "./writers/builtin-writer.ts";

interface Fact {
  label: string;
  kind: string;
  graha?: string;
  sign?: string;
  house?: number;
  nakshatra?: string;
  dignity?: string;
}

/** Asha's chat with `astrologer` on her kundli (in `language`): her cookie and the chat's id. */
async function chatOn(t: TestApp, language: "English" | "Hindi", astrologer = "Oracle") {
  const { cookie } = await t.login("919876543210");
  const { started } = await startChat(t, cookie, astrologer, { ...ASHA_KUNDLI, language });
  return { cookie, chatId: started.json().asst_id as string };
}

const doneOf = (body: string) => {
  const last = parseSse(body).at(-1)!;
  expect(last.event).toBe("done");
  return last.data as ChatDoneEvent & { message_id: string; facts: Fact[]; suggestions: string[] };
};

const balance = async (t: TestApp, cookie: string) =>
  (await t.request({ method: "GET", url: "/api/v1/balance", headers: { cookie } })).json();

const history = async (t: TestApp, cookie: string, chatId: string) =>
  (await t.request({ method: "GET", url: `/api/v1/chats/${chatId}`, headers: { cookie } })).json();

const feedback = (t: TestApp, cookie: string, chatId: string, messageId: string, payload: object) =>
  t.request({
    method: "POST",
    url: `/api/v1/chats/${chatId}/messages/${messageId}/feedback`,
    headers: { cookie },
    payload,
  });

describeEachDialect("a reply's fact chips and suggested questions", (db) => {
  const t = useTestApp(db);

  it("the done event lists the chart facts the reply used, matching the chart, and 2–3 new questions", async () => {
    const { cookie, chatId } = await chatOn(t.current, "English");
    const question = "What is my moon sign?";
    const done = doneOf((await ask(t.current, cookie, chatId, question)).body);
    // The engine's chart of the same birth: the Moon fact names its sign, house and nakshatra.
    const chartMoon = ashaChart().planets.moon;
    const sign = SIGN_NAMES[chartMoon.signIndex]!.en;
    const moon = done.facts.find((f) => f.graha === "moon")!;
    expect(moon).toMatchObject({
      kind: "placement",
      sign,
      house: chartMoon.house,
      nakshatra: `${chartMoon.nakshatra.name} ${chartMoon.nakshatra.pada}`,
    });
    expect(moon.label).toBe(`Moon · ${sign} · ${ordinalEn(chartMoon.house)} house · ${moon.nakshatra}`);
    expect(done.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(done.suggestions.length).toBeLessThanOrEqual(3);
    expect(new Set(done.suggestions).size).toBe(done.suggestions.length);
    expect(done.suggestions).not.toContain(question);
    expect(done.message_id).toBe((await history(t.current, cookie, chatId)).chats.at(-1).id);
  });

  it("a topic question gets its house lord, karaka and running dasha as facts", async () => {
    const { cookie, chatId } = await chatOn(t.current, "English", "Astra");
    const done = doneOf((await ask(t.current, cookie, chatId, "How will my career go?")).body);
    expect(done.facts.map((f) => f.kind)).toContain("dasha");
    expect(done.facts.find((f) => f.kind === "dasha")!.label).toMatch(/^Dasha · \w+–\w+ until \w{3} \d{4}$/);
    expect(done.facts.length).toBeGreaterThanOrEqual(2);
    expect(done.facts.length).toBeLessThanOrEqual(4);
    expect(done.suggestions.length).toBeGreaterThanOrEqual(2);
  });

  it("a Hindi record gets its facts and suggestions in Hindi", async () => {
    const { cookie, chatId } = await chatOn(t.current, "Hindi");
    const done = doneOf((await ask(t.current, cookie, chatId, "मेरी शादी कब होगी?")).body);
    expect(done.facts.length).toBeGreaterThan(0);
    for (const fact of done.facts) expect(fact.label).toMatch(/[\u0900-\u097F]/);
    expect(done.facts.find((f) => f.kind === "dasha")?.label).toMatch(/^दशा · .+ तक$/);
    expect(done.suggestions.length).toBeGreaterThanOrEqual(2);
    for (const suggestion of done.suggestions) expect(suggestion).toMatch(/^[^a-zA-Z]*[\u0900-\u097F]/);
    // "When will I marry?" was asked: the next question is not that one again.
    expect(done.suggestions).not.toContain("मेरी शादी कब होगी?");
  });

  it("a self-harm reply gets no chips and no suggestions", async () => {
    const { cookie, chatId } = await chatOn(t.current, "English", "Astra");
    const done = doneOf((await ask(t.current, cookie, chatId, "I want to end my life, nothing matters")).body);
    expect(done.refusal).toBe("self_harm");
    expect(done).not.toHaveProperty("facts");
    expect(done).not.toHaveProperty("suggestions");
  });

  it("feedback on a reply is stored, a second vote replaces it, and another user's reply is 404", async () => {
    const { cookie, chatId } = await chatOn(t.current, "English");
    const { message_id } = doneOf((await ask(t.current, cookie, chatId, "What is my moon sign?")).body);
    const up = await feedback(t.current, cookie, chatId, message_id, { rating: "up" });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: "success", rating: "up" });
    expect((await history(t.current, cookie, chatId)).chats.at(-1)).toMatchObject({ id: message_id, rating: "up" });

    const down = await feedback(t.current, cookie, chatId, message_id, { rating: "down", comment: "Too vague" });
    expect(down.json()).toEqual({ status: "success", rating: "down" });
    const rows = await db.handle.db.selectFrom("chat_feedback").select(["message_id", "rating", "comment"]).execute();
    expect(rows).toEqual([{ message_id, rating: "down", comment: "Too vague" }]);
    expect((await history(t.current, cookie, chatId)).chats.at(-1).rating).toBe("down");

    const other = await t.current.login("919812345678");
    const foreign = await feedback(t.current, other.cookie, chatId, message_id, { rating: "up" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message_code).toBe("chat.message_not_found");
    // The user's own question is not a reply to rate; a bad rating is a 400.
    const questionId = (await history(t.current, cookie, chatId)).chats.at(-2).id;
    expect((await feedback(t.current, cookie, chatId, questionId, { rating: "up" })).statusCode).toBe(404);
    expect((await feedback(t.current, cookie, chatId, message_id, { rating: "meh" })).statusCode).toBe(400);
    expect(await db.handle.db.selectFrom("chat_feedback").select("rating").execute()).toEqual([{ rating: "down" }]);
  });
});

describeEachDialect("the builtin writer at a reading pace", (db) => {
  const WORDS_PER_SECOND = 60;
  const t = useTestApp(db, { env: { BUILTIN_WORDS_PER_SECOND: String(WORDS_PER_SECOND) } });

  it("streams a reply no faster than its pace", async () => {
    const { cookie, chatId } = await chatOn(t.current, "English");
    const started = performance.now();
    const body = (await ask(t.current, cookie, chatId, "What is my moon sign?")).body;
    const elapsed = performance.now() - started;
    const deltas = parseSse(body).filter((e) => e.event === "delta");
    const words = deltas
      .map((e) => String(e.data.text))
      .join("")
      .match(/\S+/g)!.length;
    // Every piece but the last waits its words' time.
    const lastWords = String(deltas.at(-1)!.data.text).match(/\S+/g)!.length;
    expect(elapsed).toBeGreaterThanOrEqual(((words - lastWords) / WORDS_PER_SECOND) * 1000 - 50);
  });

  it("Stop mid-reply ends the builtin reply, keeps the question and charges nothing", async () => {
    const { cookie, chatId } = await chatOn(t.current, "English");
    const pending = ask(t.current, cookie, chatId, "Tell me about my career");
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stopped = await t.current.request({
      method: "POST",
      url: `/api/v1/chats/${chatId}/stop`,
      headers: { cookie },
      payload: {},
    });
    expect(stopped.statusCode).toBe(200);
    const events = parseSse((await pending).body);
    expect(events.some((e) => e.event === "done")).toBe(false);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { message_code: "chat.reply_stopped" } });
    expect((await balance(t.current, cookie)).oracle_questions).toBe(3);
    const chats = (await history(t.current, cookie, chatId)).chats;
    expect(chats.map((m: { status: string }) => m.status)).toEqual(["complete", "complete", "stopped"]);
    expect(chats[1].message).toBe("Tell me about my career");
    const written = events
      .filter((e) => e.event === "delta")
      .map((e) => String(e.data.text))
      .join("");
    expect(chats[2].message).toBe(written);
    expect(written.length).toBeGreaterThan(0);
  });
});

describe("the builtin writer's pace and the suggestions", () => {
  const chart = ashaChart();
  const context = (question: string) =>
    ashaReading({ chart, name: "Asha Verma", question, now: new Date("2026-11-22T06:30:00Z") });

  it("waits about a word's time per word at the default pace (BUILTIN_WORDS_PER_SECOND)", async () => {
    const pace = parseEnv({ NODE_ENV: "test" }).BUILTIN_WORDS_PER_SECOND;
    expect(pace).toBeGreaterThanOrEqual(12);
    expect(pace).toBeLessThanOrEqual(15);
    const controller = new AbortController();
    const stream = createBuiltinWriter({ wordsPerSecond: pace }).write({
      context: context("What is my moon sign?"),
      chart,
      history: [],
      signal: controller.signal,
    });
    const iterator = stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    const started = performance.now();
    await iterator.next();
    const waited = performance.now() - started;
    controller.abort();
    await iterator.return?.();
    const words = String(first.value).match(/\S+/g)!.length;
    expect(waited).toBeGreaterThanOrEqual((words / pace) * 1000 - 5);
  });

  it("an aborted pause ends the stream at once", async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of createBuiltinWriter({ wordsPerSecond: 1 }).write({
      context: context("How will my career go?"),
      chart,
      history: [],
      signal: controller.signal,
    })) {
      pieces.push(piece);
      setTimeout(() => controller.abort(), 20);
    }
    // Aborted during the first pause (3 s at this pace): no second piece.
    expect(pieces).toHaveLength(1);
  });

  it("a long reply speeds up to end within maxReplyMs", async () => {
    const pieces: string[] = [];
    const started = performance.now();
    for await (const piece of createBuiltinWriter({ wordsPerSecond: 1, maxReplyMs: 300 }).write({
      context: context("When will I get married?"),
      chart,
      history: [],
      signal: new AbortController().signal,
    })) {
      pieces.push(piece);
    }
    // At one word a second this reply would take minutes; it ends whole, within the test's time,
    // and still paced (unpaced it takes a few ms; timers of a few ms each may fire a little early).
    expect(pieces.join("").match(/\S+/g)!.length).toBeGreaterThan(100);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it("suggestions vary with the question and never repeat the one asked", () => {
    const seen = new Set<string>();
    for (const question of [
      "How will my career go?",
      "When will my career grow?",
      "Should I change my job this year?",
    ]) {
      const suggestions = suggestQuestions(context(question));
      expect(suggestions.length).toBeGreaterThanOrEqual(2);
      expect(suggestions).not.toContain(question);
      for (const s of suggestions) seen.add(s);
    }
    expect(seen.size).toBeGreaterThan(3);
  });
});
