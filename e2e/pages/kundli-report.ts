import { expect, type Locator } from "@playwright/test";
import { PageObject } from "./page-object.ts";

/** The chart report of a kundli (/kundli/{bid} or /kundli/free?...). */
export class KundliReportPage extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly styleGroup = this.page.getByRole("group", { name: /Chart style|चार्ट शैली/ });
  readonly north = this.styleGroup.getByRole("button", { name: /North Indian|उत्तर भारतीय/ });
  readonly south = this.styleGroup.getByRole("button", { name: /South Indian|दक्षिण भारतीय/ });
  readonly d1 = this.page.getByTestId("chart-d1").locator("svg");
  readonly d9 = this.page.getByTestId("chart-d9").locator("svg");
  readonly vargaSelect = this.page.getByRole("combobox", { name: /Choose a divisional chart|वर्ग कुंडली चुनें/ });
  readonly planets = this.page.getByTestId("planets-table");
  readonly dasha = this.page.getByTestId("dasha-timeline");

  /** The house (1–12) a graha is drawn in, in a chart. */
  async houseOf(chart: Locator, graha: string): Promise<string | null> {
    return chart.locator(`[data-house]:has([data-graha="${graha}"])`).getAttribute("data-house");
  }

  async expectStyle(style: "north" | "south"): Promise<void> {
    await expect(this.d1).toHaveAttribute("data-chart-style", style);
    await expect(this.d9).toHaveAttribute("data-chart-style", style);
  }
}
