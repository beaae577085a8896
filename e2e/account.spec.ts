import { DeleteAccountPage } from "./pages/delete-account.ts";
import { Header } from "./pages/header.ts";
import { LoginDialog } from "./pages/login-dialog.ts";
import { codesSent, nextCode } from "./support/accounts.ts";
import { expect, gotoReady, test } from "./support/test.ts";

test("deleting the account logs out and kills the old session", async ({ page, request, context }) => {
  const mobile = await LoginDialog.logInAtHome(page, request);
  const jwt = (await context.cookies()).find((cookie) => cookie.name === "jwt");
  expect(jwt, "the session cookie").toBeTruthy();
  expect(jwt?.httpOnly).toBe(true);

  const deletion = new DeleteAccountPage(page);
  await deletion.goto();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await deletion.mobile.fill(mobile);
  const before = await codesSent(request, mobile);
  await deletion.getOtp.click();
  await expect(deletion.codeBoxes).toHaveCount(6);
  const code = await nextCode(request, mobile, before);
  await deletion.codeBoxes.first().click();
  await page.keyboard.type(code);
  await deletion.verify.click();

  await expect(page.getByText("Your account has been deleted.").first()).toBeVisible();
  await expect(page).toHaveURL("/");
  await new Header(page).expectLoggedOut();

  const me = await request.get("/api/v1/me", { headers: { cookie: `jwt=${jwt?.value}` } });
  expect(me.status()).toBe(401);
});

test("a visitor on /delete-account is asked to log in", async ({ page }) => {
  await gotoReady(page, "/delete-account");
  await expect(page.getByTestId("login-dialog")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Continue with Mobile" })).toBeVisible();
});
