import type { Page } from "@playwright/test";

/**
 * A page object's base: it holds the page, so a subclass declares its locators as fields
 * (`readonly send = this.page.getByRole(…)`), each written once.
 */
export class PageObject {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }
}
