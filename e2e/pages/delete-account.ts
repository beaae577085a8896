import { expect } from "@playwright/test";
import { PageObject } from "./page-object.ts";

export class DeleteAccountPage extends PageObject {
  readonly root = this.page.getByRole("region", { name: "Delete Account" });
  readonly mobile = this.root.getByLabel("Mobile Number");
  readonly getOtp = this.root.getByRole("button", { name: /^(Get OTP|Loading\.\.\.)$/ });
  readonly verify = this.root.getByRole("button", { name: /^(Verify|verifying\.\.)$/ });
  readonly codeBoxes = this.root.getByRole("group", { name: "Enter OTP" }).getByRole("textbox");

  async goto(): Promise<void> {
    await this.page.goto("/delete-account");
    await expect(this.root).toBeVisible();
  }
}
