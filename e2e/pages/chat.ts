import { expect, type Locator, type Page } from "@playwright/test";
import { gotoReady } from "../support/test.ts";
import { PageObject } from "./page-object.ts";

export interface BirthInput {
  full_name: string;
  dob: string;
  tob: string;
  pob: string;
  lat: number;
  lng: number;
  gender: "Male" | "Female";
  marital_status: "Single" | "Married" | "Divorced";
  language: "English" | "Hindi";
  timezone: string;
}

export const englishBirth: BirthInput = {
  full_name: "Asha Verma",
  dob: "01/05/1990",
  tob: "10:30",
  pob: "Varanasi, Uttar Pradesh, India",
  lat: 25.32,
  lng: 83.01,
  gender: "Female",
  marital_status: "Single",
  language: "English",
  timezone: "Asia/Kolkata",
};

export const hindiBirth: BirthInput = {
  ...englishBirth,
  full_name: "Ravi Kumar",
  dob: "09/08/1985",
  tob: "06:15",
  gender: "Male",
  language: "Hindi",
};

/** Saves a kundli through the API with the page's session cookie; returns its bid. */
export async function createKundli(page: Page, birth: BirthInput): Promise<string> {
  const response = await page.request.post("/api/v1/kundlis", { data: birth });
  expect(response.ok(), `POST /kundlis answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { bid: string }).bid;
}

/** The Moon's sign for the same birth, from the chart API. */
export async function moonSign(page: Page, birth: BirthInput): Promise<string> {
  const [day, month, year] = birth.dob.split("/");
  const response = await page.request.post("/api/v1/charts", {
    data: {
      datetime: `${year}-${month}-${day}T${birth.tob}:00`,
      timezone: birth.timezone,
      latitude: birth.lat,
      longitude: birth.lng,
    },
  });
  expect(response.ok(), `POST /charts answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { planets: { moon: { sign: string } } }).planets.moon.sign;
}

/** The chat screen (/chats, /chatsceleb): history, header, conversation, input, dialogs. */
export class ChatPage extends PageObject {
  // header: title, counters, actions
  readonly title = this.page.locator("#chat-title");
  readonly info = this.page.getByTestId("chat-info");
  readonly stopButton = this.page.getByRole("button", { name: /^(Stop Chat|चैट रोकें)$/ });
  readonly questions = this.page.getByTestId("questions-left");
  readonly balance = this.page.getByTestId("balance");
  readonly timeLeft = this.page.getByTestId("time-left");
  readonly deleteButton = this.page.getByRole("button", { name: /^(Delete Chat|चैट हटाएँ)$/ });
  // conversation and composer
  readonly replies = this.page.getByTestId("astrologer-message");
  readonly typing = this.page.getByTestId("typing");
  readonly loading = this.page.getByTestId("chat-loading");
  readonly input = this.page.locator("#chat-input");
  readonly send = this.page.getByRole("button", { name: /^(Send|भेजें)$/ });
  readonly inputError = this.page.locator("#chat-input-error");
  // under a finished reply: fact chips (each opens where it sits), next questions, thumbs up/down
  readonly factChips = this.page.getByTestId("fact-chips");
  readonly factPopover = this.page.getByTestId("fact-popover");
  readonly suggestions = this.page.getByTestId("suggestions").getByRole("button");
  readonly thumbsUp = this.page.getByRole("button", { name: /^(Helpful|उपयोगी)$/ });
  readonly thumbsDown = this.page.getByRole("button", { name: /^(Not helpful|उपयोगी नहीं)$/ });
  readonly userMessages = this.page.getByTestId("user-message");
  // dialogs and history
  readonly confirmDialog = this.page.getByTestId("chat-confirm");
  readonly endedDialog = this.page.getByTestId("chat-ended");
  readonly historyAside = this.page.locator("aside[aria-labelledby=chat-history-title]");
  readonly historyButton = this.page.getByRole("button", { name: /^(History|इतिहास)$/ });

  async goto(path: string): Promise<void> {
    await gotoReady(this.page, path);
  }

  /** Opens a chat on a kundli and waits for the astrologer's greeting. */
  async start(type: "Oracle" | "Astra", bid: string, path = "/chats"): Promise<void> {
    await this.goto(`${path}?type=${type}&bid=${bid}`);
    await expect(this.replies.first()).toBeVisible({ timeout: 15_000 });
    await expect(this.loading).toHaveCount(0);
  }

  lastReply(): Locator {
    return this.replies.last();
  }

  /** Types a question and presses Enter. */
  async ask(question: string): Promise<void> {
    await this.input.fill(question);
    await this.input.press("Enter");
  }

  async waitForReply(): Promise<Locator> {
    const reply = this.lastReply();
    await expect(reply).toHaveAttribute("data-state", "complete", { timeout: 20_000 });
    return reply;
  }

  /** The history panel: the side panel on a desktop, the drawer on a phone. */
  async history(): Promise<Locator> {
    if (await this.historyAside.isVisible()) return this.historyAside;
    await this.historyButton.click();
    const drawer = this.page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    return drawer;
  }

  /** The history's entries (opens the drawer on a phone). */
  async historyEntries(): Promise<Locator> {
    return (await this.history()).getByTestId("chat-history").getByRole("button");
  }

  /** The chips of the last reply (each a button). */
  lastFacts(): Locator {
    return this.lastReply().getByTestId("fact-chips").getByRole("button");
  }

  /** Whether anything on the page is wider than the window (a phone must not scroll sideways). */
  overflowsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }

  async stop(): Promise<void> {
    await this.stopButton.click();
    await expect(this.confirmDialog).toBeVisible();
    await this.confirmDialog.getByRole("button", { name: /^(Yes|हाँ)$/ }).click();
    await expect(this.endedDialog).toBeVisible();
  }
}
