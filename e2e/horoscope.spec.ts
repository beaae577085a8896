import { Header } from "./pages/header.ts";
import { HoroscopePage, indianLongDate } from "./pages/horoscope.ts";
import { expect, gotoReady, test } from "./support/test.ts";

test.beforeEach(async ({ page }, testInfo) => {
  // The phone project runs at the narrowest common Android width.
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 780 });
});

test("today's Leo horoscope is server-rendered with bars, texts, reasons and its meta tags", async ({ page }) => {
  const response = await page.goto("/horoscope?zodiac=Leo&when=Today");
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  expect(html).toContain("<title>Leo Horoscope Today");
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/horoscope\?zodiac=Leo&amp;when=Today"/);
  expect(html).toContain('property="og:title"');
  expect(html).toContain('role="meter"');

  await gotoReady(page, "/horoscope?zodiac=Leo&when=Today");
  const horoscope = new HoroscopePage(page);
  await expect(horoscope.heading).toHaveText("Leo Horoscope Today");
  await expect(horoscope.date).toHaveText(indianLongDate(0));
  await horoscope.expectCategories();

  const love = horoscope.category("love");
  const reason = love.locator("details p");
  await expect(reason).toBeHidden();
  await love.getByText("Why?").click();
  await expect(reason).toBeVisible();
  await expect(reason).toHaveText(/house|Moon|tara|eclipse/i);

  await expect(page.getByRole("heading", { name: "Lucky for you" })).toBeVisible();
  await expect(page.getByText("Most compatible sign")).toBeVisible();
});

test("Tomorrow and Yesterday change the date; Saggitarius and other spellings redirect", async ({ page }) => {
  await gotoReady(page, "/horoscope?zodiac=Leo&when=Today");
  const horoscope = new HoroscopePage(page);
  await horoscope.dayToggle.getByRole("link", { name: "Tomorrow" }).click();
  await expect(page).toHaveURL(/zodiac=Leo&when=Tomorrow$/);
  await expect(horoscope.heading).toHaveText("Leo Horoscope Tomorrow");
  await expect(horoscope.date).toHaveText(indianLongDate(1));
  await expect(horoscope.dayToggle.getByRole("link", { name: "Tomorrow" })).toHaveAttribute("aria-current", "page");

  await horoscope.dayToggle.getByRole("link", { name: "Yesterday" }).click();
  await expect(page).toHaveURL(/zodiac=Leo&when=Yesterday$/);
  await expect(horoscope.date).toHaveText(indianLongDate(-1));
  await horoscope.expectCategories();

  await gotoReady(page, "/horoscope?zodiac=Saggitarius&when=Today");
  await expect(page).toHaveURL(/\/horoscope\?zodiac=Sagittarius&when=Today$/);
  await expect(horoscope.heading).toHaveText("Sagittarius Horoscope Today");

  await gotoReady(page, "/horoscope?zodiac=Aries&when=Weekly");
  await expect(page).toHaveURL(/\/horoscope\/weekly\?zodiac=Aries$/);
  await expect(horoscope.heading).toHaveText("Aries Weekly Horoscope");
  await horoscope.expectCategories();

  const missing = await page.goto("/horoscope?zodiac=Ophiuchus&when=Today");
  expect(missing?.status()).toBe(404);
});

test("the zodiac carousel shows three cards, is disabled at its ends, and a card opens that sign", async ({ page }) => {
  await gotoReady(page, "/horoscope?zodiac=Leo&when=Today");
  const horoscope = new HoroscopePage(page);
  await expect(horoscope.cards).toHaveCount(3);
  expect(await horoscope.cardNames()).toEqual(["Cancer", "Leo", "Virgo"]);
  await expect(horoscope.cards.nth(1)).toHaveAttribute("data-middle", "true");

  while (await horoscope.next.isEnabled()) await horoscope.next.click();
  expect(await horoscope.cardNames()).toEqual(["Capricorn", "Aquarius", "Pisces"]);
  await expect(horoscope.next).toBeDisabled();
  while (await horoscope.previous.isEnabled()) await horoscope.previous.click();
  expect(await horoscope.cardNames()).toEqual(["Aries", "Taurus", "Gemini"]);
  await expect(horoscope.previous).toBeDisabled();

  await horoscope.cards.nth(2).click();
  await expect(page).toHaveURL(/\/horoscope\?zodiac=Gemini&when=Today$/);
  await expect(horoscope.heading).toHaveText("Gemini Horoscope Today");
});

test("the weekly, monthly and yearly pages have their canonical URLs, and the footer leads to them", async ({
  page,
}) => {
  for (const period of ["weekly", "monthly", "yearly"] as const) {
    const response = await page.goto(`/horoscope/${period}?zodiac=Pisces`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/horoscope/${period}\\?zodiac=Pisces"`));
    expect(html).toContain('property="og:description"');
  }
  await gotoReady(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Monthly Horoscope" }).click();
  await expect(page).toHaveURL(/\/horoscope\/monthly\?zodiac=Aries$/);
  await expect(new HoroscopePage(page).heading).toHaveText("Aries Monthly Horoscope");

  const sitemap = await page.request.get("/sitemap.xml");
  const xml = await sitemap.text();
  for (const path of ["/horoscope?zodiac=Pisces&amp;when=Today", "/horoscope/yearly?zodiac=Sagittarius"])
    expect(xml).toContain(path);
});

test("in Hindi the page, its reasons and the carousel are in Devanagari", async ({ page }) => {
  await gotoReady(page, "/horoscope?zodiac=Leo&when=Today");
  await new Header(page).switchLanguage("हिंदी");
  const horoscope = new HoroscopePage(page);
  await expect(horoscope.heading).toHaveText("सिंह राशिफल: आज");
  await expect(horoscope.category("overview").locator("p").first()).toHaveText(/[\u0900-\u097F]{3,}/);
  const career = horoscope.category("career");
  await career.getByText("क्यों?").click();
  await expect(career.locator("details p")).toHaveText(/भाव|चंद्र|तारा|ग्रहण/);
  await expect(page.getByRole("heading", { name: "आपके लिए शुभ" })).toBeVisible();
  expect(await horoscope.cardNames()).toEqual(["कर्क", "सिंह", "कन्या"]);
  await expect(page.getByText(/\b(am|pm)\b/i)).toHaveCount(0);
});
