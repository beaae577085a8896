import type { Page } from "@playwright/test";
import { Header } from "./pages/header.ts";
import { LoginDialog } from "./pages/login-dialog.ts";
import { codesSent, nextCode, randomMobile } from "./support/accounts.ts";
import { expect, gotoReady, test } from "./support/test.ts";

/** Opens the home page, with the header and login dialog to drive and a fresh mobile number. */
async function openHome(page: Page) {
  const header = new Header(page);
  const dialog = new LoginDialog(page);
  const mobile = randomMobile();
  await gotoReady(page, "/");
  return { header, dialog, mobile };
}

/** The home page with its login dialog open. */
async function openLogin(page: Page) {
  const home = await openHome(page);
  await home.dialog.open();
  return home;
}

test.describe("login", () => {
  test("logs in with the code from the SMS outbox, stays logged in after a reload, logs out", async ({
    page,
    request,
  }) => {
    const { header, dialog, mobile } = await openHome(page);
    await header.expectLoggedOut();

    await dialog.logIn(request, mobile);
    await header.expectLoggedIn();

    await page.reload();
    await header.expectLoggedIn();
    // Logged in, Horoscope becomes Yearly Predictions.
    const nav = await header.navigation();
    await expect(nav.getByRole("link", { name: "Yearly Predictions" })).toHaveAttribute(
      "href",
      "/create-kundli?predictions=true",
    );
    await expect(nav.getByRole("link", { name: "Horoscope" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    const menu = await header.openAccountMenu();
    await expect(menu.getByText(`+91 ${mobile}`)).toBeVisible();
    for (const [name, href] of [
      ["My Points", "/profile"],
      ["My Balance", "/balance"],
      ["My Subscriptions", "/my-active-plans"],
      ["Chats History", "/chats"],
      ["Redeem History", "/profile/redeem-history"],
      ["Transfer History", "/profile/transfer-history"],
    ] as const) {
      await expect(menu.getByRole("menuitem", { name })).toHaveAttribute("href", href);
    }
    // An outside click closes it.
    await page.mouse.click(5, 400);
    await expect(page.getByRole("menu")).toHaveCount(0);

    await header.logOut();
    await expect(page).toHaveURL("/");
    await header.expectLoggedOut();
    expect((await page.request.get("/api/v1/me")).status()).toBe(401);
  });

  test("Get OTP is disabled while the terms box is unchecked", async ({ page }) => {
    const { dialog } = await openLogin(page);
    await expect(dialog.root.getByRole("heading", { name: "Continue with Mobile" })).toBeVisible();
    await expect(dialog.root.getByText("You will receive a 6-digit code for verification")).toBeVisible();
    await expect(dialog.terms).toBeChecked();
    await expect(dialog.getOtp).toBeEnabled();
    await dialog.terms.uncheck();
    await expect(dialog.getOtp).toBeDisabled();
    await dialog.terms.check();
    await expect(dialog.getOtp).toBeEnabled();
  });

  test("an invalid number shows the error and sends nothing", async ({ page }) => {
    const otpRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/auth/otp")) otpRequests.push(req.url());
    });
    const { dialog } = await openLogin(page);
    await expect(dialog.countryCode.locator("option")).toHaveText(["+91"]);
    await dialog.getOtp.click();
    await expect(dialog.alert).toHaveText("Please enter your mobile number and select your country code.");
    await dialog.mobile.fill("5123456789");
    await dialog.getOtp.click();
    await expect(dialog.alert).toHaveText("Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.");
    expect(otpRequests).toEqual([]);
    await expect(dialog.codeBoxes).toHaveCount(0);
  });

  test("code boxes: a wrong code shows the server's message; paste fills all, Backspace goes back, Enter verifies", async ({
    page,
    request,
  }) => {
    const { header, dialog, mobile } = await openLogin(page);
    const before = await codesSent(request, mobile);
    await dialog.requestCode(mobile);
    const code = await nextCode(request, mobile, before);
    const wrong = code === "000000" ? "111111" : "000000";

    await dialog.typeCode(wrong);
    await expect(dialog.codeBoxes.last()).toBeFocused();
    await dialog.verify.click();
    await expect(dialog.alert).toContainText(/incorrect|wrong|tries/i);

    // Backspace in a filled box clears it; in an empty box it moves back.
    await dialog.typeCode("12");
    await expect(dialog.codeBoxes.nth(2)).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(dialog.codeBoxes.nth(1)).toBeFocused();
    await expect(dialog.codeBoxes.nth(1)).toHaveValue("2");

    // Letters are ignored.
    await dialog.codeBoxes.nth(3).focus();
    await page.keyboard.type("x");
    await expect(dialog.codeBoxes.nth(3)).toHaveValue("");

    // A paste of exactly six digits fills every box.
    await dialog.codeBoxes.first().focus();
    await dialog.codeBoxes.first().evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    for (const [index, digit] of code.split("").entries()) await expect(dialog.codeBoxes.nth(index)).toHaveValue(digit);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Logged in successfully")).toBeVisible();
    await header.expectLoggedIn();
  });
});
