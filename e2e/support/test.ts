import { test as base, expect, type Page } from "@playwright/test";

/** Opens a path and waits until React has hydrated it (buttons work from then on). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return response;
}

/**
 * Fails a test when the page logs an error (a hydration mismatch, an uncaught exception).
 * The browser's own "Failed to load resource" lines for expected 4xx answers are ignored.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          errors.push(`console: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, "errors logged by the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
