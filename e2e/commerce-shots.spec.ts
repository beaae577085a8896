import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { randomMobile } from "./support/accounts.ts";
import { expect, gotoReady, test } from "./support/test.ts";
import { buyPackViaApi, logInViaApi, registerOtherAccount, setLanguage, subscribeViaApi } from "./pages/commerce.ts";

// Screenshots of every commerce page, desktop and phone, English and Hindi, for a human to
// look at: /tmp/shots/commerce/<page>-<lang>-<project>.png.
const DIR = "/tmp/shots/commerce";
mkdirSync(DIR, { recursive: true });

// Full-page shots at 3x take minutes on two cores; 1x is enough to review the layout.
test.use({ deviceScaleFactor: 1 });

async function shot(page: Page, name: string, lang: string, project: string, fullPage = true) {
  // Let fonts and the toast animation settle.
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${DIR}/${name}-${lang}-${project}.png`, fullPage });
}

for (const lang of ["en", "hi"] as const) {
  test(`commerce screenshots (${lang})`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const snap = (name: string, fullPage = true) => shot(page, name, lang, project, fullPage);
    /** Opens a page and takes its full-page shot. */
    const visit = async (path: string, name: string) => {
      await gotoReady(page, path);
      await snap(name);
    };
    await setLanguage(page, lang, baseURL!);

    // A visitor's view first.
    await visit("/subscription", "subscription-visitor");
    await visit("/recharges", "recharges-visitor");

    const mobile = randomMobile();
    await logInViaApi(page.request, mobile);
    await visit("/my-active-plans", "my-active-plans-empty");
    await visit("/profile/transfer-history", "transfer-history-empty");

    // The wheel before and after a spin (the win dialog).
    await visit("/wheel-of-fortune", "wheel");
    await page.getByRole("button", { name: lang === "en" ? "Spin" : "घुमाएँ" }).click();
    await expect(page.getByTestId("win-dialog")).toBeVisible({ timeout: 30_000 });
    await snap("wheel-win", false);

    await visit("/recharges", "recharges");
    await gotoReady(page, "/payment?offer=oracle-15");
    await expect(page.getByTestId("summary-total")).toBeVisible();
    await snap("payment");
    await page.getByTestId("payment-card").getByRole("button").last().click();
    await expect(page.getByTestId("sandbox-checkout")).toBeVisible();
    await snap("payment-sandbox");
    await page.getByTestId("sandbox-checkout").getByRole("button").last().click();
    await expect(page.getByTestId("payment-success")).toBeVisible();
    await snap("payment-success");

    await buyPackViaApi(page.request, "wallet-100");
    await subscribeViaApi(page.request);
    const friend = randomMobile();
    const friendApi = await registerOtherAccount(baseURL!, friend);
    const sent = await page.request.post("/api/v1/transfers", { data: { mobile: friend, questions: 2 } });
    expect(sent.ok()).toBe(true);
    await friendApi.dispose();

    await visit("/balance", "balance");
    await page
      .getByRole("button", { name: lang === "en" ? "Transfer Questions" : "प्रश्न ट्रांसफर करें" })
      .first()
      .click();
    await expect(page.getByTestId("transfer-dialog")).toBeVisible();
    await snap("transfer-dialog", false);
    await page.keyboard.press("Escape");

    await gotoReady(page, "/balance");
    await page.getByTestId("statement-entry").getByRole("link").first().click();
    await expect(page.getByTestId("receipt")).toBeVisible();
    await snap("receipt");

    await visit("/profile/transfer-history", "transfer-history");

    await visit("/my-active-plans", "my-active-plans");
    await page.getByRole("button", { name: lang === "en" ? "Cancel Subscription" : "सब्सक्रिप्शन रद्द करें" }).click();
    await expect(page.getByTestId("cancel-dialog")).toBeVisible();
    await snap("cancel-step1", false);
    await page
      .getByTestId("cancel-dialog")
      .getByRole("button", { name: lang === "en" ? "Yes" : "हाँ" })
      .click();
    await snap("cancel-step2", false);
    await page.keyboard.press("Escape");

    await visit("/subscription", "subscription-active");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(page.getByTestId("sticky-subscribe")).toBeVisible();
    await snap("subscription-sticky", false);

    await gotoReady(page, "/invite-earn");
    await expect(page.getByTestId("invite-dialog")).toBeVisible();
    await snap("invite", false);

    await gotoReady(page, "/balance");
    await page.getByRole("button", { name: lang === "en" ? "Get the app" : "ऐप पाएँ" }).click();
    await expect(page.getByTestId("app-dialog")).toBeVisible();
    await snap("app-prompt", false);

    if (project === "phone") {
      await page.setViewportSize({ width: 360, height: 780 });
      for (const path of ["/recharges", "/balance", "/my-active-plans", "/wheel-of-fortune", "/subscription"]) {
        await visit(path, `${path.slice(1)}-360`);
      }
    }
  });
}
