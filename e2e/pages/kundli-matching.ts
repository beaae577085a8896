import { expect, type Locator, type Page } from "@playwright/test";
import { gotoReady } from "../support/test.ts";

/** The matching page: a groom side and a bride side, then the score. */
export class MatchingPage {
  readonly page: Page;
  readonly submit: Locator;
  readonly result: Locator;
  readonly score: Locator;

  constructor(page: Page) {
    this.page = page;
    this.submit = page.getByRole("button", { name: /Match kundlis|कुंडली मिलाएँ/ });
    this.result = page.getByTestId("matching-result");
    this.score = page.getByTestId("matching-score");
  }

  async goto(): Promise<void> {
    await gotoReady(this.page, "/matching");
  }

  side(which: "groom" | "bride"): Locator {
    return this.page.getByTestId(`match-${which}`);
  }

  async fillSide(
    which: "groom" | "bride",
    d: { day: string; month: string; year: string; hours: string; minute: string; place: string },
  ): Promise<void> {
    const side = this.side(which);
    await side.getByLabel(/^(Day|दिन)$/).fill(d.day);
    await side.getByLabel(/^(Month|महीना)$/).selectOption(d.month);
    await side.getByLabel(/^(Year|वर्ष)$/).fill(d.year);
    await side.getByLabel(/^(Hours|घंटे)$/).fill(d.hours);
    await side.getByLabel(/^(Minute|मिनट)$/).fill(d.minute);
    await side.getByRole("combobox", { name: /Birth place|जन्म स्थान/ }).fill(d.place);
    const option = this.page.getByRole("listbox").getByRole("option").first();
    await expect(option).toBeVisible();
    await option.click();
  }
}
