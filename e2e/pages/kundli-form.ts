import { expect, type APIRequestContext, type Locator } from "@playwright/test";
import { codesSent, nextCode } from "../support/accounts.ts";
import { gotoReady } from "../support/test.ts";
import { LoginDialog } from "./login-dialog.ts";
import { PageObject } from "./page-object.ts";

export interface BirthDetails {
  gender: "Male" | "Female";
  name: string;
  day: string;
  month: string; // 1–12
  year: string;
  hours: string;
  minute: string;
  second?: string;
  place: string; // typed, then the first suggestion is chosen
  status: "Single" | "Married" | "Divorced";
  language: "English" | "Hindi";
}

/** The birth form of create-kundli, free-kundli and free-kundli-celeb, with its Saved Kundli list. */
export class KundliFormPage extends PageObject {
  readonly form = this.page.getByRole("form", { name: /Birth details|जन्म विवरण/ });
  readonly name = this.form.getByLabel(/^(Name|नाम)$/);
  readonly day = this.form.getByLabel(/^(Day|दिन)$/);
  readonly month = this.form.getByLabel(/^(Month|महीना)$/);
  readonly year = this.form.getByLabel(/^(Year|वर्ष)$/);
  readonly hours = this.form.getByLabel(/^(Hours|घंटे)$/);
  readonly minute = this.form.getByLabel(/^(Minute|मिनट)$/);
  readonly second = this.form.getByLabel(/^(Second|सेकंड)$/);
  readonly place = this.form.getByRole("combobox", { name: /Birth place|जन्म स्थान/ });
  readonly suggestions = this.page.getByRole("listbox").getByRole("option");
  readonly latitude = this.form.getByLabel(/^(Latitude|अक्षांश)$/);
  readonly longitude = this.form.getByLabel(/^(Longitude|देशांतर)$/);
  readonly status = this.form.getByLabel(/^(Marital status|वैवाहिक स्थिति)$/);
  readonly language = this.form.getByLabel(/^(Language|भाषा)$/);
  readonly submit = this.form.getByRole("button", { name: /Generate Kundli|Update Kundli|generating\.\./ });
  readonly alert = this.form.getByRole("alert");
  readonly saved = this.page.getByRole("region", { name: /Saved Kundli|सहेजी हुई कुंडली/ });

  async goto(path = "/free-kundli"): Promise<void> {
    await gotoReady(this.page, path);
    await expect(this.form).toBeVisible();
  }

  /** Types a place and picks the suggestion whose text matches. */
  async choosePlace(typed: string, pick: RegExp | string = typed): Promise<void> {
    await this.place.fill(typed);
    const option = this.suggestions.filter({ hasText: pick }).first();
    await expect(option).toBeVisible();
    await option.click();
  }

  async fill(details: BirthDetails): Promise<void> {
    await this.form.getByRole("radio", { name: details.gender === "Male" ? /Male|पुरुष/ : /Female|महिला/ }).check();
    await this.name.fill(details.name);
    await this.day.fill(details.day);
    await this.month.selectOption(details.month);
    await this.year.fill(details.year);
    await this.hours.fill(details.hours);
    await this.minute.fill(details.minute);
    if (details.second !== undefined) await this.second.fill(details.second);
    await this.choosePlace(details.place);
    await this.status.selectOption(details.status);
    await this.language.selectOption(details.language);
  }

  savedItem(name: string): Locator {
    return this.saved.getByTestId("saved-kundli").filter({ hasText: name });
  }

  /** Finishes the login dialog the form opened (code from the dev SMS outbox). */
  async logInFromDialog(request: APIRequestContext, mobile: string): Promise<void> {
    const dialog = new LoginDialog(this.page);
    await expect(dialog.root).toBeVisible();
    const before = await codesSent(request, mobile);
    await dialog.requestCode(mobile);
    const code = await nextCode(request, mobile, before);
    await dialog.typeCode(code);
    await dialog.verify.click();
  }
}

export const sampleBirth: BirthDetails = {
  gender: "Female",
  name: "Asha Verma",
  day: "1",
  month: "5",
  year: "1990",
  hours: "10",
  minute: "30",
  place: "Varanasi",
  status: "Single",
  language: "English",
};
