import { readFileSync } from "node:fs";
import { createKundli, englishBirth } from "./pages/chat.ts";
import { LoginDialog } from "./pages/login-dialog.ts";
import { Sharing, sharedPath } from "./pages/share.ts";
import { randomMobile } from "./support/accounts.ts";
import { expect, gotoReady, test } from "./support/test.ts";

test.beforeEach(async ({ context }) => {
  await Sharing.withoutShareSheet(context);
});

test("a sign horoscope shares to WhatsApp with its link, and its page names its own card", async ({
  page,
  baseURL,
}) => {
  await gotoReady(page, "/horoscope?zodiac=Leo&when=Today");
  const text = await new Sharing(page).whatsappText();
  expect(text).toContain("on Graha");
  expect(sharedPath(text, baseURL!)).toBe("/horoscope?zodiac=Leo&when=Today");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBe(`${baseURL}/og/horoscope/leo.png`);
  const card = await page.request.get(image!);
  expect(card.headers()["content-type"]).toBe("image/png");
});

test("a saved kundli shares a public link without the birth details unless ticked", async ({
  page,
  request,
  baseURL,
}) => {
  await LoginDialog.logInAtHome(page, request);
  const bid = await createKundli(page, englishBirth);
  await gotoReady(page, `/kundli/${bid}`);
  const sharing = new Sharing(page);
  const path = sharedPath(await sharing.whatsappText(), baseURL!);
  expect(path).toMatch(/^\/share\/[\w-]{16}$/);

  // The link opens for anyone, without the name, date or place of birth.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${baseURL}${path}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("A kundli shared from Graha");
  await expect(visitor.locator("main")).not.toContainText(englishBirth.full_name);
  expect(await visitor.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
    /\/og\/share\/[\w-]{16}\.png$/,
  );

  await sharing.withBirthDetails.check();
  const withBirth = sharedPath(await sharing.whatsappText(), baseURL!);
  await visitor.goto(`${baseURL}${withBirth}`);
  await expect(visitor.locator("main")).toContainText(englishBirth.full_name);
  await visitor.close();
});

test("Download my data saves the account's JSON with its consent", async ({ page, request }) => {
  const mobile = await LoginDialog.logInAtHome(page, request);
  await gotoReady(page, "/delete-account");
  const [download] = await Promise.all([page.waitForEvent("download"), new Sharing(page).downloadMyData.click()]);
  expect(download.suggestedFilename()).toMatch(/^graha-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(data.profile.mobile).toBe(`91${mobile}`);
  expect(data.consents).toHaveLength(1);
});

test("the invite dialog shares a link with the invite code, and a new number logging in from it rewards the inviter", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // Two people log in, one after the other: on a busy shared machine that alone can take most of a minute.
  test.slow();
  await LoginDialog.logInAtHome(page, request);
  await gotoReady(page, "/invite-earn");
  const dialog = page.getByTestId("invite-dialog");
  const sharing = new Sharing(page);
  const path = sharedPath(
    await sharing.whatsappText(dialog.getByRole("button", { name: "Share invite link" })),
    baseURL!,
  );
  expect(path).toMatch(/^\/\?invite=[\w-]{10}$/);

  const friend = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const friendPage = await friend.newPage();
  await gotoReady(friendPage, path);
  await new LoginDialog(friendPage).logIn(friend.request, randomMobile());
  await friend.close();
  const statement = await (await page.request.get("/api/v1/wallet/transactions")).text();
  expect(statement).toContain("invite_reward");
});
