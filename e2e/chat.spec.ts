import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { Header } from "./pages/header.ts";
import { LoginDialog } from "./pages/login-dialog.ts";
import { ChatPage, createKundli, englishBirth, hindiBirth, moonSign } from "./pages/chat.ts";
import { registerOtherAccount } from "./pages/commerce.ts";
import { codesSent, nextCode, randomMobile } from "./support/accounts.ts";
import { expect, gotoReady, test } from "./support/test.ts";

const SHOTS = "/tmp/shots/chat";

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png` });
}

async function logIn(page: Page, request: Parameters<LoginDialog["logIn"]>[0]) {
  await gotoReady(page, "/");
  await new LoginDialog(page).logIn(request, randomMobile());
}

/**
 * Plays the reply stream like a slow phone network: the real server's bytes, cut into
 * 200-byte pieces (anywhere, even inside an event or a Devanagari letter) 20 ms apart.
 */
async function slowNetwork(page: Page) {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!/\/messages$/.test(url) || !response.body) return response;
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { value, done } = await reader.read();
          if (done) return controller.close();
          for (let i = 0; i < value.length; i += 200) {
            controller.enqueue(value.slice(i, i + 200));
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
}

/** Records every text the reply bubble shows while it streams. */
async function watchStreaming(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __streamed: string[] }).__streamed = seen;
    new MutationObserver(() => {
      const bubble = document.querySelector('[data-testid="astrologer-message"][data-state="streaming"]');
      const text = bubble?.textContent ?? "";
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __streamed: string[] }).__streamed);
}

test("a new user asks Oracle for the moon sign, sees it stream in, stops and deletes the chat", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await slowNetwork(page);
  await logIn(page, request);
  const bid = await createKundli(page, englishBirth);
  const sign = await moonSign(page, englishBirth);

  const chat = new ChatPage(page);
  await chat.start("Oracle", bid);
  await expect(page).toHaveTitle("Chat with Oracle and Astra | Graha");
  await expect(chat.title).toHaveText("Oracle");
  await expect(chat.info).toContainText("not a human consultation");
  await expect(chat.lastReply()).toContainText("Namaste Asha");
  await expect(chat.input).toHaveAttribute("placeholder", "Type your message here");
  await expect(chat.stopButton).toBeVisible();
  await expect(chat.deleteButton).toHaveCount(0);
  await expect(chat.questions).toHaveText("3");
  // The URL now names the chat: a reload reopens it instead of starting another.
  await expect(page).toHaveURL(/\/chats\?type=Oracle&chat=/);

  // Fewer than 6 characters is refused; blank is ignored.
  await chat.ask("hi");
  await expect(chat.inputError).toHaveText("Please type at least 6 characters.");
  await chat.ask("     ");
  await expect(page.getByTestId("user-message")).toHaveCount(0);

  const streamed = await watchStreaming(page);
  await chat.ask("What is my moon sign?");
  await expect(chat.send).toBeDisabled();
  const reply = await chat.waitForReply();
  await expect(reply).toContainText(sign);
  const pieces = await streamed();
  expect(pieces.length, "texts shown while the reply streamed").toBeGreaterThan(3);
  expect(pieces[0]!.length).toBeLessThan((await reply.textContent())!.length);
  await expect(chat.questions).toHaveText("2");
  await expect(chat.typing).toHaveCount(0);
  await expect(reply.locator("script")).toHaveCount(0);
  await shot(page, testInfo, "en-live");

  // The history lists the chat with its last message.
  const entries = await chat.historyEntries();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Oracle");
  await expect(entries.first()).toContainText(sign);
  await page.keyboard.press("Escape");

  // Stop: quit confirmation, then the ended dialog; Delete Chat replaces Stop Chat.
  await chat.stop();
  await shot(page, testInfo, "en-ended-dialog");
  await chat.endedDialog.getByRole("button", { name: "Close" }).last().click();
  await expect(chat.stopButton).toHaveCount(0);
  await expect(chat.input).toBeDisabled();
  await expect(chat.deleteButton).toBeVisible();

  // A reload reopens the same, ended chat.
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(chat.lastReply()).toContainText(sign);
  await expect(chat.deleteButton).toBeVisible();

  await chat.deleteButton.click();
  await expect(chat.confirmDialog).toBeVisible();
  await chat.confirmDialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("chat-empty")).toHaveText("No Chats available");
  await shot(page, testInfo, "en-deleted");
  const after = await chat.history();
  await expect(after.getByText("No Chats available")).toBeVisible();
});

test("a reply shows the chart facts it used and questions to ask next; a vote is kept; Stop mid-reply saves the question", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // The narrowest phone the product supports: the chips wrap and nothing scrolls sideways.
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, request);
  const bid = await createKundli(page, englishBirth);
  const sign = await moonSign(page, englishBirth);
  const chat = new ChatPage(page);
  await chat.start("Oracle", bid);

  // The reply streams at a reading pace: the typing indicator shows while it is written.
  await chat.ask("What is my moon sign?");
  await expect(chat.typing).toBeVisible();
  const reply = await chat.waitForReply();
  await expect(chat.typing).toHaveCount(0);

  // Its facts are chips; the Moon's names the chart's Moon sign and opens where it sits.
  const moonChip = chat.lastFacts().filter({ hasText: /^Moon · / });
  await expect(moonChip).toHaveCount(1);
  await expect(moonChip).toContainText(`Moon · ${sign} · `);
  await moonChip.click();
  await expect(chat.factPopover).toBeVisible();
  await expect(chat.factPopover).toContainText("Sign");
  await expect(chat.factPopover).toContainText(sign);
  await expect(chat.factPopover).toContainText("House");
  await expect(chat.factPopover).toContainText("Nakshatra");
  await shot(page, testInfo, "fact-popover");
  await page.keyboard.press("Escape");
  await expect(chat.factPopover).toHaveCount(0);

  // Two or three questions to ask next, none the question just asked.
  await expect(chat.suggestions.first()).toBeVisible();
  const count = await chat.suggestions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(3);
  await expect(chat.suggestions.filter({ hasText: /^What is my moon sign\?$/ })).toHaveCount(0);
  // The chips and suggestions that come with the finished reply are scrolled into view, on a phone too.
  await expect(chat.suggestions.last()).toBeInViewport();
  expect(await chat.overflowsSideways(), "the page scrolls sideways").toBe(false);
  await shot(page, testInfo, "chips");

  // Thumbs up: pressed, and still pressed after a reload.
  const helpful = reply.getByRole("button", { name: "Helpful", exact: true });
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  await helpful.click();
  await expect(helpful).toHaveAttribute("aria-pressed", "true");

  // Tapping a suggestion asks it.
  const suggestion = (await chat.suggestions.first().textContent())!;
  await chat.suggestions.first().click();
  await expect(chat.userMessages.last()).toContainText(suggestion);
  await expect(chat.typing).toBeVisible();
  await chat.waitForReply();
  await expect(chat.questions).toHaveText("1");

  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(chat.thumbsUp.first()).toHaveAttribute("aria-pressed", "true");

  // A long reply (asked in detail: some 480 words, 12 s at the tests' pace, so a busy machine
  // still stops it mid-way), stopped while it is written: the question stays, the reply is
  // marked stopped, nothing is charged.
  await chat.ask("When will I get married? Please explain in detail.");
  await expect(chat.typing).toBeVisible();
  await expect(chat.lastReply()).toHaveAttribute("data-state", "streaming");
  await chat.stop();
  await chat.endedDialog.getByRole("button", { name: "Close" }).last().click();
  await expect(chat.lastReply()).toHaveAttribute("data-state", "stopped");
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(chat.userMessages.last()).toContainText("When will I get married?");
  await expect(chat.lastReply()).toHaveAttribute("data-state", "stopped");
  const balance = await page.request.get("/api/v1/balance");
  expect(((await balance.json()) as { oracle_questions: number }).oracle_questions).toBe(1);
});

test("in Hindi, Astra answers a marriage question in Devanagari", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  await slowNetwork(page);
  await logIn(page, request);
  const bid = await createKundli(page, hindiBirth);
  await new Header(page).switchLanguage("हिंदी");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  const chat = new ChatPage(page);
  await chat.start("Astra", bid);
  await expect(chat.title).toHaveText("Astra");
  await expect(chat.input).toHaveAttribute("placeholder", "अपना संदेश यहाँ लिखें");
  await expect(chat.info).toContainText("किसी व्यक्ति से परामर्श नहीं");
  await expect(chat.stopButton).toBeVisible();
  await chat.ask("मेरी शादी कब होगी?");
  await expect(chat.typing).toHaveText("कृपया प्रतीक्षा करें! Astra का उत्तर लिखा जा रहा है....");
  const reply = await chat.waitForReply();
  const text = (await reply.textContent()) ?? "";
  const devanagari = (text.match(/[\u0900-\u097F]/g) ?? []).length;
  expect(devanagari, `Devanagari letters in: ${text.slice(0, 200)}`).toBeGreaterThan(text.length / 3);
  await expect(chat.questions).toHaveText("2");
  await shot(page, testInfo, "hi-live");
  // Thanks said alone gets a courteous reply in Hindi, and costs no question.
  await chat.ask("धन्यवाद गुरुजी");
  const thanks = await chat.waitForReply();
  await expect(thanks).toContainText(/आपका स्वागत है|खुशी हुई/);
  await expect(chat.questions).toHaveText("2");
  await shot(page, testInfo, "hi-thanks");
  await chat.stop();
  await shot(page, testInfo, "hi-ended-dialog");
});

/** A Hindi kundli's chat with Astra, the page in Hindi (at 360 px on the phone project). */
async function hindiAstraChat(page: Page, request: Parameters<LoginDialog["logIn"]>[0], testInfo: TestInfo) {
  test.setTimeout(60_000);
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, request);
  const bid = await createKundli(page, hindiBirth);
  await new Header(page).switchLanguage("हिंदी");
  const chat = new ChatPage(page);
  await chat.start("Astra", bid);
  return chat;
}

test("in Hindi, a daughter's birth details in the question are read from her own chart", async ({
  page,
  request,
}, testInfo) => {
  const chat = await hindiAstraChat(page, request, testInfo);
  await chat.ask("मेरी बेटी का जन्म 3 मई 2015 सुबह 6 बजे इंदौर में हुआ, उसकी पढ़ाई कैसी रहेगी?");
  const reply = await chat.waitForReply();
  await expect(reply).toContainText("आपकी बेटी की अपनी कुंडली (जन्म 03/05/2015, 06:00,");
  // Spoken of, not to: her chart is "उनका", the asker is not addressed as its owner.
  await expect(reply).toContainText("उनका चौथा भाव");
  await shot(page, testInfo, "hi-daughter-chart");
});

test("in Hindi, a muhurat asked for names the days of that month that pass the checks, with chips", async ({
  page,
  request,
}, testInfo) => {
  const chat = await hindiAstraChat(page, request, testInfo);
  await chat.ask("जनवरी में गृह प्रवेश का शुभ मुहूर्त बताइए");
  const reply = await chat.waitForReply();
  // The next January: this year's only while it is January.
  const now = new Date();
  const year = now.getMonth() === 0 ? now.getFullYear() : now.getFullYear() + 1;
  await expect(reply).toContainText(`जनवरी ${year}`);
  await expect(reply).toContainText("गृह प्रवेश");
  await expect(reply).toContainText(/नक्षत्र|कोई दिन/u);
  await expect(reply).toContainText("पंडित");
  await shot(page, testInfo, "hi-muhurat");
});

test("while a chat is live, another history entry is refused with the spec's alert", async ({ page, request }) => {
  await logIn(page, request);
  const bid = await createKundli(page, englishBirth);
  const chat = new ChatPage(page);
  await chat.start("Astra", bid);
  // A reload reopens the live chat, still live, with its counters from the balance.
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(chat.stopButton).toBeVisible();
  await expect(chat.questions).toHaveText("3");
  await chat.stop();
  await chat.endedDialog.getByRole("button", { name: "Start a new chat" }).click();
  await expect(chat.stopButton).toBeVisible();
  await expect(chat.replies).toHaveCount(1);

  const entries = await chat.historyEntries();
  await expect(entries).toHaveCount(2);
  // The older, ended chat is the second entry.
  await entries.nth(1).click();
  await expect(page.getByText("Current chat going on! Please end the chat")).toBeVisible();
  await expect(chat.stopButton).toBeVisible();

  // Once the live chat ends, the same click opens the old conversation.
  await chat.stop();
  await chat.endedDialog.getByRole("button", { name: "Close" }).last().click();
  await (await chat.historyEntries()).nth(1).click();
  await expect(chat.deleteButton).toBeVisible();
  await expect(chat.replies).toHaveCount(1);
});

test("without a bid the saved kundlis are offered, and picking one starts the chat", async ({
  page,
  request,
}, testInfo) => {
  await logIn(page, request);
  await createKundli(page, englishBirth);
  const chat = new ChatPage(page);
  await chat.goto("/chats?type=Astra");
  const picker = page.getByTestId("kundli-picker");
  await expect(page.getByRole("heading", { name: "Choose a kundli to chat with Astra" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Create a new kundli/ })).toHaveAttribute(
    "href",
    "/create-kundli?type=Astra",
  );
  await shot(page, testInfo, "en-picker");
  await picker.getByRole("link", { name: /Asha Verma/ }).click();
  await expect(chat.lastReply()).toContainText("I am Astra");
  await expect(chat.stopButton).toBeVisible();
});

test("no questions left: the 402 message links to recharge and subscribe; the countdown runs", async ({
  page,
  request,
}, testInfo) => {
  await logIn(page, request);
  const bid = await createKundli(page, englishBirth);
  // The wallet-paid state of the spec: balance above 1, no questions left.
  await page.route("**/api/v1/chats/start", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, questions_left: 0, balance: 25, time_left_seconds: 125 } });
  });
  await page.route("**/api/v1/chats/*/messages", (route) =>
    route.fulfill({
      status: 402,
      json: {
        error: {
          code: "insufficient_balance",
          message: "You have no questions left with Oracle. Recharge or subscribe to keep asking.",
        },
        recharge_url: "/recharges",
        subscribe_url: "/subscription",
      },
    }),
  );
  // The narrowest phone we design for.
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 740 });
  const chat = new ChatPage(page);
  await chat.start("Oracle", bid);
  await expect(chat.questions).toHaveText("0");
  await expect(chat.balance).toHaveText("₹25");
  await expect(chat.timeLeft).toHaveText(/^02:0[0-5]$/);
  await expect(chat.timeLeft).not.toHaveText("02:05", { timeout: 3_000 });

  await chat.ask("Will I get a new job this year?");
  const alert = page.getByRole("alert").filter({ hasText: "no questions left" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Recharge" })).toHaveAttribute("href", "/recharges");
  await expect(alert.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/subscription");
  // The question was not taken: it is back in the input, and no bubble remains.
  await expect(chat.input).toHaveValue("Will I get a new job this year?");
  await expect(page.getByTestId("user-message")).toHaveCount(0);
  await shot(page, testInfo, "en-no-questions-360");
});

test("a reply that fails mid-stream shows the server's message in its bubble, and markdown stays safe", async ({
  page,
  request,
}) => {
  await logIn(page, request);
  const bid = await createKundli(page, englishBirth);
  let calls = 0;
  await page.route("**/api/v1/chats/*/messages", (route) => {
    calls += 1;
    if (calls > 1) {
      return route.fulfill({
        status: 409,
        json: { error: { code: "conflict", message: "Please wait! Oracle is still replying." } },
      });
    }
    const events = [
      ["delta", { text: "Your **Moon** rules <script>window.__pwned = 1</script> your" }],
      ["delta", { text: " mind.\n\n- calm\n- kind" }],
      [
        "error",
        { status: "fail", message: "Oracle could not finish this reply. You were not charged; please try again." },
      ],
    ] as const;
    const body = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");
    return route.fulfill({ status: 200, contentType: "text/event-stream", body });
  });
  const chat = new ChatPage(page);
  await chat.start("Oracle", bid);
  await chat.ask("Tell me about my mind");
  const reply = chat.lastReply();
  await expect(reply).toHaveAttribute("data-state", "error");
  await expect(reply.getByRole("alert")).toHaveText(
    "Oracle could not finish this reply. You were not charged; please try again.",
  );
  await expect(reply.locator("strong")).toHaveText("Moon");
  await expect(reply.locator("li")).toHaveText(["calm", "kind"]);
  await expect(reply).toContainText("<script>window.__pwned = 1</script>");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(chat.questions).toHaveText("3");

  // The server's 409 while another reply is written is shown as an alert; the question stays.
  await chat.ask("Tell me about my career");
  await expect(page.getByText("Please wait! Oracle is still replying.")).toBeVisible();
  await expect(chat.input).toHaveValue("Tell me about my career");
});

test("/chatsceleb offers celebrity kundlis only and chats about the chosen one", async ({ page, request }) => {
  await logIn(page, request);
  await createKundli(page, englishBirth);
  const response = await page.request.post("/api/v1/kundlis", {
    data: { ...hindiBirth, full_name: "Lata Singer", language: "English", celebrity_info: "Playback singer" },
  });
  expect(response.ok()).toBe(true);
  const chat = new ChatPage(page);
  await chat.goto("/chatsceleb?type=Oracle");
  await expect(page).toHaveTitle("Ask about a celebrity's kundli | Graha");
  const picker = page.getByTestId("kundli-picker");
  await expect(picker.getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Add a celebrity kundli/ })).toHaveAttribute(
    "href",
    "/free-kundli-celeb?type=Oracle",
  );
  await picker.getByRole("link", { name: /Lata Singer/ }).click();
  // The greeting speaks of the celebrity, not to them.
  await expect(chat.lastReply()).toContainText("Lata Singer's birth chart open");
  await expect(chat.info).toContainText("celebrity");
  await expect(page).toHaveURL(/\/chatsceleb\?type=Oracle&chat=/);
});

test("a visitor on /chats is asked to log in", async ({ page }) => {
  await gotoReady(page, "/chats?type=Oracle");
  await expect(page.getByTestId("login-dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "Log in to chat" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log In" }).last()).toBeVisible();
});

test("the Oracle and Astra landing cards show prices and lead to the kundli form", async ({
  page,
  request,
}, testInfo) => {
  const api = await request.get("/api/v1/astrologers");
  const { astrologers } = (await api.json()) as {
    astrologers: { id: string; price_per_question_with_gst_paise: number; free_questions: number }[];
  };
  const oracle = astrologers.find((a) => a.id === "oracle")!;

  await gotoReady(page, "/oracle");
  await expect(page).toHaveTitle(/^Oracle: AI Vedic astrologer/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Oracle/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oracle");
  await expect(page.getByTestId("free-questions")).toHaveText(String(oracle.free_questions));
  // The figure the user pays: GST included.
  await expect(page.getByTestId("price-per-question")).toContainText(
    String(oracle.price_per_question_with_gst_paise / 100).slice(0, 3),
  );
  await shot(page, testInfo, "en-oracle");

  // A visitor gets the login dialog; after login the kundli form opens for Oracle.
  await page.getByRole("button", { name: "Chat with Oracle" }).click();
  const login = new LoginDialog(page);
  await expect(login.root).toBeVisible();
  const mobile = randomMobile();
  const before = await codesSent(request, mobile);
  await login.requestCode(mobile);
  await login.typeCode(await nextCode(request, mobile, before));
  await login.verify.click();
  await expect(page).toHaveURL(/\/create-kundli\?type=Oracle$/, { timeout: 10_000 });

  await gotoReady(page, "/astra");
  await expect(page.getByRole("link", { name: "Chat with Astra" })).toHaveAttribute(
    "href",
    "/create-kundli?type=Astra",
  );
  await new Header(page).switchLanguage("हिंदी");
  await expect(page.getByRole("link", { name: "Astra से चैट करें" })).toBeVisible();
  await shot(page, testInfo, "hi-astra");
});

test("with nothing to pay with, a chat does not start: the page names the Astra questions left and switches", async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, request);
  const bid = await createKundli(page, englishBirth);
  // Give all three free Oracle questions away: no Oracle questions, no plan, an empty wallet.
  const friend = randomMobile();
  await (await registerOtherAccount(baseURL!, friend)).dispose();
  const sent = await page.request.post("/api/v1/transfers", { data: { mobile: friend, questions: 3 } });
  expect(sent.ok()).toBe(true);

  const chat = new ChatPage(page);
  await chat.goto(`/chats?type=Oracle&bid=${bid}`);
  const failed = page.getByTestId("chat-start-failed");
  await expect(failed).toContainText("No questions left to ask Oracle");
  await expect(failed).toContainText("You still have 3 Astra questions");
  await expect(failed.getByRole("link", { name: "Recharge" })).toHaveAttribute("href", "/recharges");
  await failed.getByRole("link", { name: "Chat with Astra" }).click();
  await expect(chat.lastReply()).toContainText("I am Astra");
});
