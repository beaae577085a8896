import { mkdirSync } from "node:fs";
import { MatchingPage } from "./pages/kundli-matching.ts";
import { KundliReportPage } from "./pages/kundli-report.ts";
import { expect, gotoReady, test } from "./support/test.ts";

// Screenshots of the kundli pages for a human look: /tmp/shots/kundli/*.png.
const DIR = "/tmp/shots/kundli";
const REPORT =
  "/kundli/free?datetime=1990-05-01T10%3A30%3A00&latitude=25.32&longitude=83.01&timezone=Asia%2FKolkata&name=Asha+Verma&place=Varanasi%2C+Uttar+Pradesh%2C+India";
const WIDTHS = [
  ["phone390", 390, 844],
  ["phone360", 360, 780],
  ["desktop", 1280, 900],
] as const;

test.describe("kundli screenshots", () => {
  test.skip(({ isMobile }) => isMobile, "one run covers every width");
  test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

  for (const lang of ["en", "hi"] as const) {
    test(`report, form and matching in ${lang}`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      const report = new KundliReportPage(page);
      for (const [name, width, height] of WIDTHS) {
        await page.setViewportSize({ width, height });
        await gotoReady(page, REPORT);
        await expect(report.d1).toBeVisible();
        // Nothing may stick out sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${DIR}/report-${lang}-${name}.png`, fullPage: true });
        if (name === "desktop") {
          await report.south.click();
          await page.getByTestId("chart-d1").screenshot({ path: `${DIR}/chart-south-${lang}.png` });
          await report.north.click();
          await page.getByTestId("chart-d1").screenshot({ path: `${DIR}/chart-north-${lang}.png` });
          await page.emulateMedia({ media: "print" });
          await page.screenshot({ path: `${DIR}/report-${lang}-print.png`, fullPage: true });
          await page.emulateMedia({ media: "screen" });
        }
      }
      await page.setViewportSize({ width: 360, height: 780 });
      await gotoReady(page, "/free-kundli");
      await page.screenshot({ path: `${DIR}/form-${lang}-phone360.png`, fullPage: true });
      const matching = new MatchingPage(page);
      await matching.goto();
      await matching.fillSample();
      await matching.submit.click();
      await expect(matching.result).toBeVisible();
      await matching.result.screenshot({ path: `${DIR}/matching-${lang}-phone360.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoReady(page, "/free-kundli");
      await page.screenshot({ path: `${DIR}/form-${lang}-desktop.png`, fullPage: true });
    });
  }
});
