import { expect, type Locator } from "@playwright/test";
import { gotoReady } from "../support/test.ts";
import { sampleBirth } from "./kundli-form.ts";
import { PageObject } from "./page-object.ts";

type SideDetails = { day: string; month: string; year: string; hours: string; minute: string; place: string };

/** A couple to match: the sample birth as the groom, and a bride born in Bangalore. */
export const sampleCouple: Record<"groom" | "bride", SideDetails> = {
  groom: sampleBirth,
  bride: { day: "14", month: "2", year: "1992", hours: "6", minute: "5", place: "Bangalore" },
};

/** The matching page: a groom side and a bride side, then the score. */
export class MatchingPage extends PageObject {
  readonly submit = this.page.getByRole("button", { name: /Match kundlis|कुंडली मिलाएँ/ });
  readonly result = this.page.getByTestId("matching-result");
  readonly score = this.page.getByTestId("matching-score");

  async goto(): Promise<void> {
    await gotoReady(this.page, "/matching");
  }

  side(which: "groom" | "bride"): Locator {
    return this.page.getByTestId(`match-${which}`);
  }

  async fillSide(which: "groom" | "bride", d: SideDetails): Promise<void> {
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

  /** Both sides from `sampleCouple`. */
  async fillSample(): Promise<void> {
    await this.fillSide("groom", sampleCouple.groom);
    await this.fillSide("bride", sampleCouple.bride);
  }
}
