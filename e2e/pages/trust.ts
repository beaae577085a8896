import { expect } from "@playwright/test";
import { PageObject } from "./page-object.ts";

/** A trust page (About Us, a policy, Contact Us): its heading, Go back link and sections. */
export class TrustPage extends PageObject {
  readonly article = this.page.locator("article[data-trust-page]");
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly goBack = this.article.getByRole("link", { name: /Go back|वापस जाएँ/ });
  readonly sectionHeadings = this.article.getByRole("heading", { level: 2 });
  readonly grievanceOfficer = this.page.getByRole("region", { name: /Grievance Officer|शिकायत अधिकारी/ });
  readonly companyDetails = this.page.getByRole("region", { name: /Company details|कंपनी विवरण/ });
  readonly footerCompany = this.page.getByTestId("footer-company");

  async expectOpen(title: string): Promise<void> {
    await expect(this.heading).toHaveText(title);
    await expect(this.goBack).toBeVisible();
    expect(await this.sectionHeadings.count()).toBeGreaterThan(0);
  }
}

/** Contact Us's form: its three fields, the send button and what it answers. */
export class ContactFormPage extends PageObject {
  readonly form = this.page.getByRole("region", { name: /Send us a message|हमें संदेश भेजें/ });
  readonly name = this.form.getByLabel(/Your name|आपका नाम/);
  readonly reach = this.form.getByLabel(/Mobile number or email|मोबाइल नंबर या ईमेल/);
  readonly message = this.form.getByLabel(/Your message|आपका संदेश/);
  readonly send = this.form.getByRole("button", { name: /Send message|संदेश भेजें/ });
  readonly status = this.form.getByRole("status");

  async fill(name: string, reach: string, message: string): Promise<void> {
    await this.name.fill(name);
    await this.reach.fill(reach);
    await this.message.fill(message);
  }
}
