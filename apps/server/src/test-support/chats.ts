import { expect } from "vitest";
import { parseSse } from "./fake-llm.ts";
import type { TestDatabase } from "./test-databases.ts";
import type { TestApp } from "./test-app.ts";
import { ASHA_KUNDLI } from "./kundlis.ts";

/** Saves a kundli and starts a chat on it with `astrologer`, as the chat page does. */
export async function startChat(t: TestApp, cookie: string, astrologer = "Oracle", kundli: object = ASHA_KUNDLI) {
  const bid = (await t.request({ method: "POST", url: "/api/v1/kundlis", headers: { cookie }, payload: kundli })).json()
    .bid as string;
  const started = await t.request({
    method: "POST",
    url: "/api/v1/chats/start",
    headers: { cookie },
    payload: { bid, astrologer, device: "web" },
  });
  return { bid, started };
}

/** Sends a question to a chat (the reply streams back as Server-Sent Events). */
export const ask = (t: TestApp, cookie: string, chatId: string, message: string) =>
  t.request({ method: "POST", url: `/api/v1/chats/${chatId}/messages`, headers: { cookie }, payload: { message } });

/** Asks a question and reads the whole reply: its text and its final event (`done`, or `error`). */
export async function askForReply(t: TestApp, cookie: string, chatId: string, question: string) {
  const res = await ask(t, cookie, chatId, question);
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body);
  const text = events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text as string)
    .join("");
  return { text, done: events.at(-1)! };
}

/** Sets one of a user's ledger balances directly (as if bought or spent long ago). */
export async function setBalance(db: TestDatabase, user: string, account: string, amount: number) {
  await db.handle.db
    .insertInto("balances")
    .values({ user_id: user, account, amount, held: 0, updated_at: "2026-11-22T06:30:00.000Z" })
    .onConflict((oc) => oc.columns(["user_id", "account"]).doUpdateSet({ amount }))
    .execute();
}
