import { expect, type Locator, type Page } from "@playwright/test";

export class DeleteAccountPage {
  readonly root: Locator;
  readonly mobile: Locator;
  readonly getOtp: Locator;
  readonly verify: Locator;
  readonly codeBoxes: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByRole("region", { name: "Delete Account" });
    this.mobile = this.root.getByLabel("Mobile Number");
    this.getOtp = this.root.getByRole("button", { name: /^(Get OTP|Loading\.\.\.)$/ });
    this.verify = this.root.getByRole("button", { name: /^(Verify|verifying\.\.)$/ });
    this.codeBoxes = this.root.getByRole("group", { name: "Enter OTP" }).getByRole("textbox");
  }

  async goto(): Promise<void> {
    await this.page.goto("/delete-account");
    await expect(this.root).toBeVisible();
  }
}
