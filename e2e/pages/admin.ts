import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { codesSent, nextCode } from "../support/accounts.ts";
import { PageObject } from "./page-object.ts";

/** The admins ADMIN_MOBILES names in playwright.config.ts. */
export const ADMINS = ["9999999911", "9999999912", "9999999913"] as const;

/**
 * The admin number of the worker running the test: tests on parallel workers never sign in
 * or confirm with the same number at once (each would read the other's code).
 */
export function adminMobile(): string {
  return ADMINS[test.info().parallelIndex % ADMINS.length]!;
}

/** Confirms a staff member's destructive actions through the API (a fresh code to their own number). */
export async function confirmViaApi(api: APIRequestContext, mobile: string): Promise<void> {
  const before = await codesSent(api, mobile);
  const sent = await api.post("/api/v1/admin/confirm/send", { data: {} });
  expect(sent.ok(), `confirm/send answered ${sent.status()}`).toBe(true);
  const { token } = (await sent.json()) as { token: string };
  const code = await nextCode(api, mobile, before);
  const confirmed = await api.post("/api/v1/admin/confirm", { data: { code, token } });
  expect(confirmed.ok(), `confirm answered ${confirmed.status()}`).toBe(true);
}

/** An admin (logged in on `api`) grants `role` to `mobile` through the API. */
export async function grantViaApi(api: APIRequestContext, adminMobile: string, mobile: string, role: string) {
  await confirmViaApi(api, adminMobile);
  const granted = await api.post("/api/v1/admin/staff", { data: { mobile: `91${mobile}`, role } });
  expect(granted.ok(), `grant answered ${granted.status()}`).toBe(true);
}

/** The console's frame: its section nav and the confirm-with-a-code dialog. */
export class AdminConsole extends PageObject {
  readonly nav = this.page.getByRole("navigation", { name: /Console sections|कंसोल के भाग/ });
  readonly confirmDialog = this.page.getByTestId("admin-confirm");

  section(name: string): Locator {
    return this.nav.getByRole("link", { name, exact: true });
  }

  /** Answers the confirm dialog: sends a code to `mobile` (the staff member's own) and types it. */
  async confirmWithCode(mobile: string): Promise<void> {
    await expect(this.confirmDialog).toBeVisible();
    const before = await codesSent(this.page.request, mobile);
    await this.confirmDialog.getByRole("button", { name: "Send the code" }).click();
    const code = await nextCode(this.page.request, mobile, before);
    await expect(this.confirmDialog.getByText("Code sent to your number.")).toBeVisible();
    await this.page.keyboard.type(code);
    await this.confirmDialog.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(this.confirmDialog).toBeHidden();
  }
}

/** /admin/staff: the staff list and the grant form. */
export class StaffPage extends AdminConsole {
  readonly rows = this.page.getByTestId("staff").locator("tbody tr");
  readonly grantForm = this.page.getByTestId("grant");

  row(mobileText: string | RegExp): Locator {
    return this.rows.filter({ hasText: mobileText });
  }

  async grant(mobile: string, role: string): Promise<void> {
    await this.grantForm.getByLabel("Mobile number").fill(mobile);
    await this.grantForm.getByLabel("Role").selectOption({ label: role });
    await this.grantForm.getByRole("button", { name: "Grant" }).click();
  }
}

/** /admin/payments/:id: the payment, its timeline and the refund form. */
export class PaymentAdminPage extends AdminConsole {
  readonly timeline = this.page.getByTestId("timeline");
  readonly refundForm = this.page.getByTestId("refund");

  async refund(reason: string, rupees?: string): Promise<void> {
    if (rupees) await this.refundForm.getByLabel(/^Amount in rupees/).fill(rupees);
    await this.refundForm.getByLabel("Reason").fill(reason);
    await this.refundForm.getByRole("button", { name: "Refund" }).click();
  }
}

/** /admin/moderation: the review queue. */
export class AdminModerationPage extends AdminConsole {
  readonly items = this.page.getByTestId("admin-moderation-item");

  item(title: string): Locator {
    return this.items.filter({ hasText: title });
  }

  async restore(title: string, reason: string): Promise<void> {
    const item = this.item(title);
    await item.getByTestId("restore-open").click();
    const form = item.getByTestId("restore");
    await form.getByLabel("Reason").fill(reason);
    await form.getByRole("button", { name: "Restore" }).click();
  }
}

/** /admin/content/blog/new and /admin/content/blog/:id: the markdown editor. */
export class BlogEditorPage extends AdminConsole {
  readonly form = this.page.getByTestId("blog-editor");
  readonly preview = this.page.getByTestId("blog-preview");

  async fill(post: { language: "English" | "Hindi"; slug: string; title: string; excerpt: string; body: string }) {
    await this.form.getByLabel("Language").selectOption({ label: post.language });
    await this.form.getByLabel("Address (slug)").fill(post.slug);
    await this.form.getByLabel("Title").fill(post.title);
    await this.form.getByLabel("Summary").fill(post.excerpt);
    await this.form.getByLabel("Post (Markdown)").fill(post.body);
  }
}

/** /admin/content: the home figures and each content table, one form per row. */
export class ContentPage extends AdminConsole {
  table(kind: string): Locator {
    return this.page.getByTestId(`content-${kind}`);
  }

  /** Opens the row (its summary names it) and returns its form. */
  async openRow(kind: string, summary: string): Promise<Locator> {
    const table = this.table(kind);
    await table.locator("summary", { hasText: summary }).first().click();
    return table.locator("li", { hasText: summary }).getByTestId(`${kind}-row`);
  }
}

/** /admin/leads: the status filter, the CSV export and one card per lead or message. */
export class LeadsAdminPage extends AdminConsole {
  readonly cards = this.page.getByTestId("leads").locator("li");
  readonly csv = this.page.getByTestId("leads-csv");

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  async filter(status: string): Promise<void> {
    await this.page.getByLabel("Status", { exact: true }).first().selectOption({ label: status });
    await this.page.getByRole("button", { name: "Filter" }).click();
  }

  /** Sets a card's status and notes and saves them. */
  async update(name: string, status: string, notes: string): Promise<void> {
    const form = this.card(name).getByTestId("lead");
    await form.getByLabel("Status").selectOption({ label: status });
    await form.getByLabel("Notes").fill(notes);
    await form.getByRole("button", { name: "Save" }).click();
  }

  /** Clicks Export CSV and returns the downloaded file's text. */
  async downloadCsv(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent("download");
    await this.csv.click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
  }
}

/** /admin/users/:id: balances, statement, sessions and the support forms. */
export class UserAdminPage extends AdminConsole {
  readonly sessions = this.page.getByRole("heading", { name: "Sessions", exact: true }).locator("..");

  form(testId: "end-sessions" | "ban" | "unban" | "credits"): Locator {
    return this.page.getByTestId(testId);
  }

  /** Writes the reason in one of the forms and presses its button. */
  async act(testId: "end-sessions" | "ban" | "unban", button: string, reason: string): Promise<void> {
    const form = this.form(testId);
    await form.getByLabel("Reason").fill(reason);
    await form.getByRole("button", { name: button }).click();
  }
}
