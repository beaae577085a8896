import { expect, type Locator } from "@playwright/test";
import { PageObject } from "./page-object.ts";

/** The site header: navigation, Log In, bell, account menu, language switch, hamburger. */
export class Header extends PageObject {
  readonly root = this.page.locator("header").first();
  readonly loginButton = this.root.getByTestId("header-login");
  readonly accountButton = this.root.getByRole("button", { name: /My account|मेरा खाता/ });
  readonly bell = this.root.getByRole("link", { name: /Notifications|सूचनाएँ/ });
  readonly menuButton = this.root.getByRole("button", { name: /Open menu|मेन्यू खोलें/ });

  /** The desktop nav, or the side menu on a phone. */
  async navigation(): Promise<Locator> {
    if (await this.menuButton.isVisible()) {
      await this.menuButton.click();
      return this.page.getByRole("dialog").getByRole("navigation");
    }
    return this.root.getByRole("navigation");
  }

  async expectLoggedIn(): Promise<void> {
    await expect(this.accountButton).toBeVisible();
    await expect(this.bell).toBeVisible();
    await expect(this.loginButton).toHaveCount(0);
  }

  async expectLoggedOut(): Promise<void> {
    await expect(this.loginButton).toBeVisible();
    await expect(this.accountButton).toHaveCount(0);
  }

  async openAccountMenu(): Promise<Locator> {
    await this.accountButton.click();
    const menu = this.page.getByRole("menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  async logOut(): Promise<void> {
    const menu = await this.openAccountMenu();
    await menu.getByRole("menuitem", { name: /Log out|लॉग आउट/ }).click();
  }

  async switchLanguage(to: "EN" | "हिंदी"): Promise<void> {
    // On a phone the switch sits in the side menu.
    const inHeader = this.root.getByRole("button", { name: to, exact: true });
    if (await inHeader.isVisible()) {
      await inHeader.click();
      return;
    }
    await this.menuButton.click();
    await this.page.getByRole("dialog").getByRole("button", { name: to, exact: true }).click();
  }
}
