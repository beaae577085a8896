import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { codesSent, nextCode, randomMobile } from "../support/accounts.ts";
import { gotoReady } from "../support/test.ts";
import { Header } from "./header.ts";
import { PageObject } from "./page-object.ts";

/** The login dialog: mobile step, then the six code boxes. */
export class LoginDialog extends PageObject {
  readonly root = this.page.getByTestId("login-dialog");
  readonly mobile = this.root.getByLabel(/Mobile Number|मोबाइल नंबर/);
  readonly countryCode = this.root.getByRole("combobox", { name: /Country code|देश कोड/ });
  readonly terms = this.root.getByRole("checkbox");
  readonly getOtp = this.root.getByRole("button", { name: /^(Get OTP|OTP पाएँ|loading\.\.\.)$/ });
  readonly verify = this.root.getByRole("button", { name: /^(Verify|verifying\.\.)$/ });
  readonly alert = this.root.getByRole("alert");
  readonly codeBoxes = this.root.getByRole("group", { name: "Enter OTP" }).getByRole("textbox");

  async open(): Promise<void> {
    const header = new Header(this.page);
    await header.loginButton.click();
    await expect(this.root).toBeVisible();
  }

  async requestCode(mobile: string): Promise<void> {
    await this.mobile.fill(mobile);
    await this.getOtp.click();
    await expect(this.codeBoxes).toHaveCount(6);
  }

  async typeCode(code: string): Promise<void> {
    await this.codeBoxes.first().click();
    await this.page.keyboard.type(code);
  }

  /** Opens the home page and logs `mobile` in there (a new account unless one is named); answers the number. */
  static async logInAtHome(page: Page, request: APIRequestContext, mobile = randomMobile()): Promise<string> {
    await gotoReady(page, "/");
    await new LoginDialog(page).logIn(request, mobile);
    return mobile;
  }

  /** The whole journey: open, request a code, read it from the dev outbox, verify. */
  async logIn(request: APIRequestContext, mobile: string): Promise<void> {
    await this.open();
    const before = await codesSent(request, mobile);
    await this.requestCode(mobile);
    const code = await nextCode(request, mobile, before);
    await this.typeCode(code);
    await this.verify.click();
    // Success reloads the page and toasts: the reloaded page hydrates, then fetches the toast region.
    await expect(this.page.getByText("Logged in successfully")).toBeVisible({ timeout: 15_000 });
  }
}
