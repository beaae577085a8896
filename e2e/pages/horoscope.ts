import { expect, type Locator } from "@playwright/test";
import { PageObject } from "./page-object.ts";

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
export class HoroscopePage extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly date = this.page.getByTestId("horoscope-date");
  readonly meters = this.page.getByRole("meter");
  readonly dayToggle = this.page.getByRole("navigation", { name: /Choose the day|दिन चुनें/ });
  readonly cards = this.page.getByTestId("zodiac-cards").getByRole("link");
  readonly previous = this.page.getByRole("button", { name: /Previous signs|पिछली राशियाँ/ });
  readonly next = this.page.getByRole("button", { name: /Next signs|अगली राशियाँ/ });

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
