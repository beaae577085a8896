import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { codesSent, nextCode } from "../support/accounts.ts";
import { PageObject } from "./page-object.ts";

/** Logs a number in through the API; the cookie lands in whatever context `api` belongs to. */
export async function logInViaApi(api: APIRequestContext, mobile: string): Promise<void> {
  const before = await codesSent(api, mobile);
  const otp = await api.post("/api/v1/auth/otp", { data: { mobile: `91${mobile}` } });
  expect(otp.ok(), `otp answered ${otp.status()}`).toBe(true);
  const { token } = (await otp.json()) as { token: string };
  const code = await nextCode(api, mobile, before);
  const verify = await api.post("/api/v1/auth/verify", {
    data: { mobile: `91${mobile}`, otp: code, token, device: "web" },
  });
  expect(verify.ok(), `verify answered ${verify.status()}`).toBe(true);
}

/** A second, separate account (its own cookie jar), registered by logging it in. */
export async function registerOtherAccount(baseURL: string, mobile: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await logInViaApi(api, mobile);
  return api;
}

export async function setLanguage(page: Page, lang: "en" | "hi", baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: "lang", value: lang, url: baseURL }]);
}

export class BalancePage extends PageObject {
  readonly oracle = this.page.getByTestId("balance-oracle");
  readonly statement = this.page.getByTestId("statement-entry");
  readonly transferButton = this.page.getByRole("button", { name: "Transfer Questions" });

  async goto(): Promise<void> {
    await this.page.goto("/balance");
    await expect(this.page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(this.oracle).toBeVisible();
  }
}

/** A page object about one element of the page (`card`), given when it is made. */
class CardObject extends PageObject {
  readonly card: Locator;

  constructor(page: Page, card: Locator) {
    super(page);
    this.card = card;
  }
}

/** The checkout summary and the sandbox step, on /payment or inside the subscription dialog (`root`). */
export class PaymentPage extends CardObject {
  readonly item = this.card.getByTestId("summary-item");
  readonly base = this.card.getByTestId("summary-base");
  readonly discount = this.card.getByTestId("summary-discount");
  readonly gst = this.card.getByTestId("summary-gst");
  readonly total = this.card.getByTestId("summary-total");
  readonly sandbox = this.card.getByTestId("sandbox-checkout");
  readonly success = this.card.getByTestId("payment-success");

  constructor(page: Page, root?: Locator) {
    super(page, root ?? page.getByTestId("payment-card"));
  }

  method(name: "UPI" | "Credit/Debit Card" | "Netbanking" | "Others Wallet"): Locator {
    return this.card.getByRole("radio", { name: new RegExp(`^${name.replace("/", "\\/")}`) });
  }

  /** Pay on the details page, then Pay (or Fail) in the sandbox step. */
  async payThroughSandbox(outcome: "success" | "failure" = "success"): Promise<void> {
    await this.card.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(this.sandbox).toBeVisible();
    await expect(this.sandbox.getByText("no money moves")).toBeVisible();
    if (outcome === "success") await this.sandbox.getByRole("button", { name: /^Pay ₹/ }).click();
    else await this.sandbox.getByRole("button", { name: "Fail payment" }).click();
  }
}

/** "₹1,234.56" → 123456 paise. */
export function paiseOf(text: string): number {
  const match = /₹([\d,]+\.\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[1].replace(/,/g, "")) * 100);
}

export class CancelDialog extends PageObject {
  readonly root = this.page.getByTestId("cancel-dialog");

  step(n: number): Locator {
    return this.root.getByText(`Step ${n} of 4`);
  }
}

interface PayResult {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}

/** Pays a sandbox order (or subscription) and hands the provider's result to the verify endpoint. */
async function payAndVerify(
  api: APIRequestContext,
  providerId: string,
  verifyUrl: string,
  idField: "razorpay_order_id" | "razorpay_subscription_id",
): Promise<void> {
  const paid = await api.post(`/api/v1/sandbox/orders/${providerId}/pay`, {
    data: { method: "upi", outcome: "success" },
  });
  expect(paid.ok()).toBe(true);
  const result = ((await paid.json()) as { result: PayResult }).result;
  const verify = await api.post(verifyUrl, {
    data: {
      [idField]: result[idField],
      razorpay_payment_id: result.razorpay_payment_id,
      razorpay_signature: result.razorpay_signature,
    },
  });
  expect(verify.ok()).toBe(true);
}

/** A recharge bought through the API (for pages that need some history). */
export async function buyPackViaApi(api: APIRequestContext, offerId: string): Promise<void> {
  const checkout = await api.post("/api/v1/checkout", { data: { offer_id: offerId } });
  expect(checkout.ok()).toBe(true);
  const { provider } = (await checkout.json()) as { provider: { order_id: string } };
  await payAndVerify(api, provider.order_id, "/api/v1/payments/verify", "razorpay_order_id");
}

/** The monthly plan bought through the API. */
export async function subscribeViaApi(api: APIRequestContext): Promise<void> {
  const created = await api.post("/api/v1/subscriptions", { data: { plan_id: "monthly" } });
  expect(created.ok()).toBe(true);
  const { subscription_id } = (await created.json()) as { subscription_id: string };
  await payAndVerify(api, subscription_id, "/api/v1/subscriptions/verify", "razorpay_subscription_id");
}

/** A price as a pack card shows it (what the server computed, in paise): ₹118 when whole rupees, else ₹57.82. */
export function cardPrice(paise: number): string {
  const rupees = paise / 100;
  return `₹${Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2)}`;
}

/** /receipts/{id}: the GST invoice of a payment, or the 404 page. */
export class ReceiptPage extends PageObject {
  readonly card = this.page.getByTestId("receipt");
  readonly total = this.card.getByTestId("summary-total");
  // The invoice's own fields, and the 404 page when there is no such receipt.
  readonly invoiceNumber = this.page.getByTestId("invoice-number");
  readonly seller = this.page.getByTestId("invoice-seller");
  readonly notFound = this.page.getByRole("main").getByTestId("not-found");

  /** Opens a receipt and returns the HTTP status the server answered the page with. */
  async goto(id: string): Promise<number | undefined> {
    const response = await this.page.goto(`/receipts/${encodeURIComponent(id)}`);
    await expect(this.page.locator("html[data-hydrated]")).toHaveCount(1);
    return response?.status();
  }
}
