import type { Page } from "@playwright/test";
import { Header } from "./pages/header.ts";
import { KundliFormPage, sampleBirth } from "./pages/kundli-form.ts";
import { LoginDialog } from "./pages/login-dialog.ts";
import { expect, gotoReady, test } from "./support/test.ts";

async function logIn(page: Page, request: Parameters<LoginDialog["logIn"]>[0]) {
  await LoginDialog.logInAtHome(page, request);
  await new Header(page).expectLoggedIn();
}

/** Fills the kundli form opened for predictions and lands on /daily-prediction. */
async function kundliForPredictions(page: Page, pType: string) {
  const form = new KundliFormPage(page);
  await form.goto(`/create-kundli?predictions=true&p_type=${pType}`);
  await form.fill(sampleBirth);
  // The page object names the English button; in Hindi it reads "कुंडली बनाएँ".
  await form.form.getByRole("button", { name: /Generate Kundli|कुंडली बनाएँ/ }).click();
  await expect(page).toHaveURL(new RegExp(`/daily-prediction\\?bid=[^&]+&p_type=${pType}$`));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test("a visitor is sent home from /daily-prediction", async ({ page }) => {
  await page.goto("/daily-prediction?bid=x&p_type=weekly");
  await expect(page).toHaveURL(/\/$/);
});

test("a weekly prediction streams in from the kundli form and uses one weekly credit", async ({ page, request }) => {
  // Login, the kundli form and a streamed reply: slow on a shared two-core machine.
  test.slow();
  await logIn(page, request);
  await kundliForPredictions(page, "weekly");
  await expect(page.getByTestId("prediction-period")).toHaveValue("weekly");
  await expect(page.getByTestId("prediction-language")).toHaveValue("English");
  await expect(page.getByTestId("credits-weekly")).toHaveText("1");

  await page.getByTestId("prediction-generate").click();
  const panel = page.getByRole("region", { name: "Your prediction" });
  await expect(panel).toContainText("Asha Verma, here is your prediction for this week");
  await expect(panel).toContainText("mahadasha");
  await expect(page.getByTestId("credits-weekly")).toHaveText("0");
  await expect(page.getByTestId("prediction-wait")).toHaveCount(0);
  // Paragraphs are on lines of their own.
  expect((await panel.innerText()).split("\n").filter((line) => line.trim()).length).toBeGreaterThan(4);
  await expect(page.getByTestId("credits-daily")).toHaveText("1");

  // None left: the prediction packs of the "other" group, and nothing charged.
  await page.getByTestId("prediction-generate").click();
  const noCredit = page.getByTestId("prediction-no-credit");
  await expect(noCredit).toContainText("You have no weekly predictions left.");
  await expect(noCredit.getByText("4 weekly predictions")).toBeVisible();
  await expect(noCredit.getByRole("link", { name: "See all recharge packs" })).toHaveAttribute("href", "/recharges");
  await expect(page.getByTestId("credits-daily")).toHaveText("1");
});

test("in Hindi the page and the prediction are in Hindi", async ({ page, request }) => {
  test.slow();
  await logIn(page, request);
  await new Header(page).switchLanguage("हिंदी");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await kundliForPredictions(page, "daily");
  await expect(page.getByTestId("prediction-language")).toHaveValue("Hindi");
  await expect(page.getByTestId("credits-daily")).toHaveText("1");
  await page.getByRole("button", { name: "बनाएँ" }).click();
  const panel = page.getByRole("region", { name: "आपका भविष्यफल" });
  await expect(panel).toContainText("महादशा");
  await expect(page.getByTestId("credits-daily")).toHaveText("0");
  const text = await panel.innerText();
  const letters = text.replace(/[^\p{L}]/gu, "");
  expect(letters.replace(/[^\u0900-\u097F]/g, "").length / letters.length).toBeGreaterThan(0.8);
});

test("the home page's prediction carousel stops at its ends and leads to the kundli form", async ({
  page,
  request,
}) => {
  await logIn(page, request);
  const carousel = page.getByTestId("prediction-carousel");
  const previous = carousel.getByRole("button", { name: "Previous" });
  const next = carousel.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  const width = page.viewportSize()!.width;
  const perView = width >= 1024 ? 4 : width >= 640 ? 2 : 1;
  for (let i = 0; i < 4 - perView; i++) {
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
  }
  await expect(next).toBeDisabled();
  // The last card is in view; it leads to the kundli form for yearly predictions.
  const yearly = carousel.getByTestId("prediction-card-yearly").getByRole("link");
  await expect(yearly).toBeInViewport();
  await expect(yearly).toHaveAttribute("href", "/create-kundli?predictions=true&p_type=yearly");
  if (perView < 4) {
    await previous.click();
    await expect(next).toBeEnabled();
  }
  // Logged in, the navigation's Yearly Predictions leads there too.
  const nav = await new Header(page).navigation();
  await expect(nav.getByRole("link", { name: "Yearly Predictions" })).toHaveAttribute(
    "href",
    "/create-kundli?predictions=true",
  );
});

test("/free-prediction is the demo page, labelled as an example", async ({ page }) => {
  await gotoReady(page, "/free-prediction");
  await expect(page.getByText("Example page")).toBeVisible();
  await expect(page.getByRole("note")).toContainText("placeholders");
  await expect(page.getByTestId("demo-astrologers").getByRole("listitem")).toHaveCount(2);
  const rating = page.getByTestId("demo-rating");
  await expect(rating).toContainText("4.3");
  await expect(rating).toContainText("500 reviews");
  for (const percent of ["62%", "28%", "7%", "1%", "2%"]) await expect(rating).toContainText(percent);
});
