import { Header } from "./pages/header.ts";
import { expect, gotoReady, test } from "./support/test.ts";

test("the home page is server-rendered with its title and Open Graph tags", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  expect(html).toContain("<title>Graha: AI Vedic astrology");
  expect(html).toContain('property="og:title"');
  expect(html).toContain('id="chat-with-ai"');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Oracle and Astra/);
  await expect(page.getByRole("link", { name: "Recharge at Discount Rate" })).toHaveAttribute("href", "/recharges");
});

test("pages are compressed on the fly and scripts and styles sent precompressed", async ({ request }) => {
  const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  const html = await page.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(1);
  for (const encoding of ["br", "gzip"]) {
    const asset = await request.get(assets[0]!, { headers: { "accept-encoding": encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-encoding"]).toBe(encoding);
    expect(asset.headers()["cache-control"]).toContain("immutable");
  }
});

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Graha");
});

test("the navigation has the spec's links; Blogs only in the phone menu", async ({ page }, testInfo) => {
  await gotoReady(page, "/");
  const header = new Header(page);
  const nav = await header.navigation();
  for (const [name, href] of [
    ["Home", "/"],
    ["AstroHub", "/forum?page=1"],
    ["Horoscope", "/horoscope?zodiac=Aries&when=Today"],
    ["Subscribe", "/subscription"],
    ["Recharge", "/recharges"],
    ["Chat Now", "/#chat-with-ai"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const blogs = nav.getByRole("link", { name: "Blogs", exact: true });
  if (testInfo.project.name === "phone") {
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(blogs).toHaveAttribute("href", "/blogs");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } else {
    await expect(blogs).toHaveCount(0);
    await expect(header.menuButton).toBeHidden();
  }
});

test("the phone side menu navigates and closes", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the hamburger exists below 1024 px");
  await gotoReady(page, "/");
  const header = new Header(page);
  await header.menuButton.click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("heading", { name: "Menu" })).toBeVisible();
  await menu.getByRole("link", { name: "AstroHub" }).click();
  await expect(page).toHaveURL(/\/forum\?page=1$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Chat Now scrolls to the astrologers", async ({ page }) => {
  await gotoReady(page, "/");
  const nav = await new Header(page).navigation();
  await nav.getByRole("link", { name: "Chat Now" }).click();
  await expect(page).toHaveURL(/#chat-with-ai$/);
  await expect(page.locator("#chat-with-ai")).toBeInViewport();
  await expect(page.locator("#chat-with-ai").getByRole("link", { name: "Chat with Oracle" })).toHaveAttribute(
    "href",
    "/free-kundli?type=Oracle",
  );
});

test("switching to Hindi shows Hindi, also after a reload", async ({ page, context }) => {
  await gotoReady(page, "/");
  const header = new Header(page);
  await header.switchLanguage("हिंदी");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपके सितारे, मिनटों में जवाब");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("hi");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपके सितारे, मिनटों में जवाब");
  await expect(header.loginButton).toHaveText("लॉग इन");
  await expect(page).toHaveTitle(/^Graha: AI वैदिक ज्योतिष/);

  await gotoReady(page, "/");
  await header.switchLanguage("EN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your stars, answered in minutes");
});

test("the phone side menu offers the language switch and Log In", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the hamburger exists below 1024 px");
  await gotoReady(page, "/");
  await new Header(page).menuButton.click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("group", { name: "Language" })).toBeVisible();
  await menu.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByTestId("login-dialog")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Continue with Mobile" })).toBeVisible();
});
