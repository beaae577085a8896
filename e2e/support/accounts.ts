import { expect, type APIRequestContext } from "@playwright/test";

/** A fresh valid Indian mobile (10 digits, first 9) per test: the server throttles per number. */
export function randomMobile(): string {
  let rest = "";
  for (let i = 0; i < 9; i++) rest += Math.floor(Math.random() * 10);
  return `9${rest}`;
}

interface OutboxMessage {
  mobile: string;
  text: string;
  code: string;
  sentAt: string;
}

async function outbox(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/v1/dev/sms-outbox?mobile=91${mobile}`);
  expect(response.ok(), `sms outbox answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Where the number's codes stand so far: the time of its newest code (0 before any). Not a
 * count: the dev outbox answers only the latest 10 messages, and a number that signs in
 * often (the console's admin) passes that.
 */
export async function codesSent(request: APIRequestContext, mobile: string): Promise<number> {
  return newest(await outbox(request, mobile));
}

function newest(messages: readonly OutboxMessage[]): number {
  return messages.length > 0 ? Date.parse(messages[0]!.sentAt) : 0;
}

/** Waits for a code sent after `previous` (what codesSent said) and returns it (the outbox is newest first). */
export async function nextCode(request: APIRequestContext, mobile: string, previous = 0): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = await outbox(request, mobile);
      code = newest(messages) > previous ? (messages[0]?.code ?? "") : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
