import { formatMessage } from "@graha/contracts/messages";
import { expect, it } from "vitest";
import { parseSse, useFakeLlm } from "../../test-support/fake-llm.ts";
import { ask, startChat } from "../../test-support/chats.ts";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";
import { devanagariShare, type GuardReport } from "./index.ts";

// The guard on the model writer (ADR 025) against fake models that lie, sell, promise,
// switch language, stall and break off. Asha's chart (Varanasi, 14 Aug 1990, 06:45): Leo
// ascendant, Moon in Taurus in the 10th house, Mangal dosha present.

const pieces = (text: string) => text.match(/\S+\s*/g)!;

const LIE = "Your Moon is in Aries in the 4th house. ";
const TRUE = "Your Moon sits in Taurus in your 10th house, which steadies your feelings. ";
const SALE = "Book a Mangal dosha puja for ₹5,100 with our pandits. Wear a blue sapphire, buy from us. ";
const PROMISE = "You will definitely win your court case. ";
const REMEDY = "Chant the Hanuman Chalisa on Tuesdays and keep your papers in order.";
const ENGLISH = "Asha, your chart shows a steady mind and a warm heart for the people close to you. ";
const HINDI = "आशा, आपकी कुंडली में चंद्रमा वृषभ राशि में दसवें भाव में है, जिससे मन स्थिर रहता है। धैर्य रखें।";

const hindiKundli = { ...ASHA_KUNDLI, language: "Hindi" };

async function openChat(t: TestApp, kundli: object = ASHA_KUNDLI) {
  const { cookie } = await t.login("919876543210");
  const chatId = (await startChat(t, cookie, "Astra", kundli)).started.json().asst_id as string;
  return { cookie, chatId };
}

async function askAndRead(t: TestApp, cookie: string, chatId: string, question: string) {
  const events = parseSse((await ask(t, cookie, chatId, question)).body);
  const text = events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text)
    .join("");
  return { events, text, last: events.at(-1)! };
}

const questionsLeft = async (t: TestApp, cookie: string) =>
  (await t.request({ method: "GET", url: "/api/v1/balance", headers: { cookie } })).json().astra_questions as number;

/** The chat's stored replies, oldest first, after the astrologer's greeting. */
async function storedReplies(db: TestDatabase) {
  const rows = await db.handle.db
    .selectFrom("chat_messages")
    .select(["content", "status"])
    .where("role", "=", "assistant")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.slice(1);
}

async function guardReports(db: TestDatabase): Promise<GuardReport[]> {
  const rows = await db.handle.db.selectFrom("chat_reply_guards").select("report").execute();
  return rows.map((row) => JSON.parse(row.report) as GuardReport);
}

/** Every assistant turn the model was sent as history, over all requests. */
const historySent = (requests: { body: { messages: { role: string; content: string }[] } }[]) =>
  requests.flatMap((r) => r.body.messages.filter((m) => m.role === "assistant").map((m) => m.content));

describeEachDialect("the guard on the model writer", (db) => {
  const llm = useFakeLlm();
  const t = useTestApp(db, { env: llm.env });

  it("drops a false placement, streams the rest, stores, charges and sends back only the guarded text", async () => {
    llm.say(pieces(`${LIE}${TRUE}${REMEDY}`));
    const { cookie, chatId } = await openChat(t.current);
    const { text, last, events } = await askAndRead(t.current, cookie, chatId, "Tell me about my mind");
    expect(text).toBe(`${TRUE}${REMEDY}`);
    expect(events.filter((e) => e.event === "delta").length).toBeGreaterThan(1);
    expect(last).toMatchObject({ event: "done", data: { charged: true } });
    expect(await questionsLeft(t.current, cookie)).toBe(2);
    expect(await storedReplies(db)).toEqual([{ content: text, status: "complete" }]);
    const [report] = await guardReports(db);
    expect(report!.removed).toEqual([
      { attempt: 1, sentence: LIE.trim(), reason: "false_claim", claims: expect.arrayContaining([expect.any(String)]) },
    ]);

    llm.say(pieces(REMEDY));
    await askAndRead(t.current, cookie, chatId, "And my career?");
    const history = historySent(llm.requests.slice(1));
    expect(history).toEqual([text]);
    expect(history.join(" ")).not.toContain("Aries");

    // The guard's record goes with its chat.
    await t.current.request({ method: "DELETE", url: `/api/v1/chats/${chatId}`, headers: { cookie } });
    expect(await guardReports(db)).toEqual([]);
  });

  it("removes a sale of pujas and gems and a promised court verdict", async () => {
    llm.say(pieces(`${ENGLISH}${SALE}${PROMISE}${REMEDY}`));
    const { cookie, chatId } = await openChat(t.current);
    const { text, last } = await askAndRead(t.current, cookie, chatId, "How is my year looking?");
    expect(text).toBe(`${ENGLISH}${REMEDY}`);
    expect(text).not.toMatch(/₹|puja|sapphire|definitely/i);
    expect(last.event).toBe("done");
    const [report] = await guardReports(db);
    expect(report!.removed.map((r) => r.reason)).toEqual(["sale", "sale", "certainty"]);

    llm.say(pieces(REMEDY));
    await askAndRead(t.current, cookie, chatId, "And next year?");
    expect(historySent(llm.requests.slice(1)).join(" ")).not.toMatch(/₹|puja|sapphire|definitely/i);
  });

  it("asks again when the reply is in the wrong language, and uses the second answer", async () => {
    llm.say((_body, n) => pieces(n === 0 ? ENGLISH : HINDI));
    const { cookie, chatId } = await openChat(t.current, hindiKundli);
    const { text, last } = await askAndRead(t.current, cookie, chatId, "मेरा मन कैसा है?");
    expect(llm.requests).toHaveLength(2);
    expect(text).toBe(HINDI);
    expect(last.event).toBe("done");
    expect((await guardReports(db))[0]).toMatchObject({ attempts: 2, rejected: ["language"], fallback: null });
  });

  it("falls back to the builtin writer, in Hindi, after a second English reply to a Hindi record", async () => {
    llm.say(pieces(`${ENGLISH}${TRUE}`));
    const { cookie, chatId } = await openChat(t.current, hindiKundli);
    const { text, last } = await askAndRead(t.current, cookie, chatId, "मेरा करियर कैसा रहेगा?");
    expect(llm.requests).toHaveLength(2);
    expect(devanagariShare(text)).toBeGreaterThan(0.7);
    expect(text).not.toContain("Asha, your chart");
    expect(last).toMatchObject({ event: "done", data: { charged: true } });
    expect((await guardReports(db))[0]).toMatchObject({
      rejected: ["language", "language"],
      fallback: "after_retries",
    });
  });

  it("answers a self-harm question with the fixed care text without calling the model, free of charge", async () => {
    llm.say(pieces("Your Saturn is strong, so this feeling will pass by itself. Book a puja for ₹5,100."));
    const { cookie, chatId } = await openChat(t.current);
    const { text, last } = await askAndRead(t.current, cookie, chatId, "I want to end my life");
    expect(llm.requests).toHaveLength(0);
    expect(text).toContain("14416");
    expect(text).not.toContain("Saturn");
    expect(last).toMatchObject({ event: "done", data: { charged: false } });
    expect(await questionsLeft(t.current, cookie)).toBe(3);
  });

  it("a reply cut off mid-way shows only guarded text, fails in the record's language and costs nothing", async () => {
    llm.setMode("cut");
    llm.say(pieces(`${HINDI} ${LIE}`));
    const { cookie, chatId } = await openChat(t.current, hindiKundli);
    const { text, last } = await askAndRead(t.current, cookie, chatId, "मेरा मन कैसा है?");
    expect(text).not.toContain("Aries");
    expect(last).toEqual({
      event: "error",
      data: {
        status: "fail",
        message: formatMessage("hi", { code: "chat.reply_failed", params: { astrologer: "Astra" } }),
        message_code: "chat.reply_failed",
        params: { astrologer: "Astra" },
      },
    });
    expect(await questionsLeft(t.current, cookie)).toBe(3);
    expect(await storedReplies(db)).toEqual([{ content: text, status: "failed" }]);

    llm.setMode("ok");
    llm.say(pieces(HINDI));
    await askAndRead(t.current, cookie, chatId, "और मेरा करियर?");
    expect(historySent(llm.requests.slice(1)).join(" ")).not.toContain("Aries");
  });
});

describeEachDialect("the guard on a model that stalls", (db) => {
  const llm = useFakeLlm();
  // The model's idle limit is the reply limit here: 1 s without a token ends the reply.
  const t = useTestApp(db, { env: () => ({ ...llm.env(), LLM_TIMEOUT_SECONDS: "1" }) });

  it("shows no false placement, fails uncharged, and the failed text is never sent back as history", async () => {
    llm.setMode("stall");
    llm.say(pieces(`${TRUE}${LIE}${PROMISE}`));
    const { cookie, chatId } = await openChat(t.current);
    const { text, last } = await askAndRead(t.current, cookie, chatId, "Tell me about my mind");
    expect(text).toBe(TRUE);
    expect(last).toMatchObject({ event: "error", data: { message_code: "chat.reply_failed" } });
    expect(await questionsLeft(t.current, cookie)).toBe(3);
    const holds = await db.handle.db.selectFrom("ledger_holds").select("outcome").execute();
    expect(holds).toEqual([{ outcome: "released" }]);

    llm.setMode("ok");
    llm.say(pieces(REMEDY));
    await askAndRead(t.current, cookie, chatId, "And my career?");
    expect(historySent(llm.requests.slice(1))).toEqual([]);
  });
});
