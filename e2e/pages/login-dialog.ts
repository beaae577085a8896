import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { codesSent, nextCode } from "../support/accounts.ts";
import { Header } from "./header.ts";

/** The login dialog: mobile step, then the six code boxes. */
export class LoginDialog {
  readonly root: Locator;
  readonly mobile: Locator;
  readonly countryCode: Locator;
  readonly terms: Locator;
  readonly getOtp: Locator;
  readonly verify: Locator;
  readonly alert: Locator;
  readonly codeBoxes: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId("login-dialog");
    this.mobile = this.root.getByLabel(/Mobile Number|मोबाइल नंबर/);
    this.countryCode = this.root.getByRole("combobox", { name: /Country code|देश कोड/ });
    this.terms = this.root.getByRole("checkbox");
    this.getOtp = this.root.getByRole("button", { name: /^(Get OTP|OTP पाएँ|loading\.\.\.)$/ });
    this.verify = this.root.getByRole("button", { name: /^(Verify|verifying\.\.)$/ });
    this.alert = this.root.getByRole("alert");
    this.codeBoxes = this.root.getByRole("group", { name: "Enter OTP" }).getByRole("textbox");
  }

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

  /** The whole journey: open, request a code, read it from the dev outbox, verify. */
  async logIn(request: APIRequestContext, mobile: string): Promise<void> {
    await this.open();
    const before = await codesSent(request, mobile);
    await this.requestCode(mobile);
    const code = await nextCode(request, mobile, before);
    await this.typeCode(code);
    await this.verify.click();
    // Success reloads the page and toasts.
    await expect(this.page.getByText("Logged in successfully")).toBeVisible();
  }
}
