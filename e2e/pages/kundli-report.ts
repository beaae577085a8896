import { expect, type Locator, type Page } from "@playwright/test";

/** The chart report of a kundli (/kundli/{bid} or /kundli/free?...). */
export class KundliReportPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly styleGroup: Locator;
  readonly north: Locator;
  readonly south: Locator;
  readonly d1: Locator;
  readonly d9: Locator;
  readonly varga: Locator;
  readonly vargaSelect: Locator;
  readonly planets: Locator;
  readonly dasha: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.styleGroup = page.getByRole("group", { name: /Chart style|चार्ट शैली/ });
    this.north = this.styleGroup.getByRole("button", { name: /North Indian|उत्तर भारतीय/ });
    this.south = this.styleGroup.getByRole("button", { name: /South Indian|दक्षिण भारतीय/ });
    this.d1 = page.getByTestId("chart-d1").locator("svg");
    this.d9 = page.getByTestId("chart-d9").locator("svg");
    this.varga = page.getByTestId("chart-varga").locator("svg");
    this.vargaSelect = page.getByRole("combobox", { name: /Choose a divisional chart|वर्ग कुंडली चुनें/ });
    this.planets = page.getByTestId("planets-table");
    this.dasha = page.getByTestId("dasha-timeline");
  }

  /** The house (1–12) a graha is drawn in, in a chart. */
  async houseOf(chart: Locator, graha: string): Promise<string | null> {
    return chart.locator(`[data-house]:has([data-graha="${graha}"])`).getAttribute("data-house");
  }

  async expectStyle(style: "north" | "south"): Promise<void> {
    await expect(this.d1).toHaveAttribute("data-chart-style", style);
    await expect(this.d9).toHaveAttribute("data-chart-style", style);
  }
}
