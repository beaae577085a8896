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

/** How many codes the number has received so far. */
export async function codesSent(request: APIRequestContext, mobile: string): Promise<number> {
  return (await outbox(request, mobile)).length;
}

/** Waits for the code after the `previous` ones and returns it (the outbox is newest first). */
export async function nextCode(request: APIRequestContext, mobile: string, previous = 0): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = await outbox(request, mobile);
      code = messages.length > previous ? (messages[0]?.code ?? "") : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
