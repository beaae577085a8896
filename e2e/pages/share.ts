import { expect, type BrowserContext } from "@playwright/test";
import { PageObject } from "./page-object.ts";

/** Share buttons (Web Share API, else WhatsApp) and the "Download my data" link. */
export class Sharing extends PageObject {
  readonly share = this.page.getByRole("button", { name: "Share", exact: true });
  readonly withBirthDetails = this.page.getByLabel("With birth details");
  readonly downloadMyData = this.page.getByRole("link", { name: "Download my data" });

  /**
   * Takes the browser's share sheet away (as on desktop Linux) and answers WhatsApp's
   * address locally, so a share opens wa.me in a popup without leaving the machine.
   */
  static async withoutShareSheet(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  }

  /** Presses `button` and returns the WhatsApp text the popup opened with. */
  async whatsappText(button = this.share): Promise<string> {
    const [popup] = await Promise.all([this.page.waitForEvent("popup"), button.click()]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/");
    await popup.close();
    return url.searchParams.get("text") ?? "";
  }
}

/** The path of the first link in a shared text that points at `origin`. */
export function sharedPath(text: string, origin: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith(origin));
  expect(link, `a link to ${origin} in "${text}"`).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}
