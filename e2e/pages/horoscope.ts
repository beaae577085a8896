import { expect, type Locator, type Page } from "@playwright/test";

/** "23 November 2026": the Indian calendar date (IST) `days` from now, as the page prints it. */
export function indianLongDate(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/** A sign horoscope page (/horoscope?zodiac=…&when=… or /horoscope/{weekly|monthly|yearly}?zodiac=…). */
export class HoroscopePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly date: Locator;
  readonly meters: Locator;
  readonly dayToggle: Locator;
  readonly cards: Locator;
  readonly previous: Locator;
  readonly next: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.date = page.getByTestId("horoscope-date");
    this.meters = page.getByRole("meter");
    this.dayToggle = page.getByRole("navigation", { name: /Choose the day|दिन चुनें/ });
    this.cards = page.getByTestId("zodiac-cards").getByRole("link");
    this.previous = page.getByRole("button", { name: /Previous signs|पिछली राशियाँ/ });
    this.next = page.getByRole("button", { name: /Next signs|अगली राशियाँ/ });
  }

  category(key: "overview" | "love" | "career" | "money" | "health" | "family"): Locator {
    return this.page.getByTestId(`category-${key}`);
  }

  /** Six categories, each with a percentage, a bar and a paragraph. */
  async expectCategories(): Promise<void> {
    await expect(this.meters).toHaveCount(6);
    for (const key of ["overview", "love", "career", "money", "health", "family"] as const) {
      const card = this.category(key);
      await expect(card.getByText(/^\d{1,3}%$/)).toBeVisible();
      await expect(card.locator("p").first()).toHaveText(/.{40,}/);
    }
  }

  async cardNames(): Promise<string[]> {
    return (await this.cards.allInnerTexts()).map((text) => text.split("\n").filter(Boolean)[1] ?? "");
  }
}
