import { expect, test, gotoReady } from "./support/test.ts";
import { codesSent, nextCode, randomMobile } from "./support/accounts.ts";
import {
  BalancePage,
  buyPackViaApi,
  CancelDialog,
  cardPrice,
  logInViaApi,
  paiseOf,
  PaymentPage,
  ReceiptPage,
  registerOtherAccount,
} from "./pages/commerce.ts";

test.describe("recharge", () => {
  test("buys an Oracle pack through the sandbox checkout; balance, statement and receipt follow", async ({ page }) => {
    const mobile = randomMobile();
    await logInViaApi(page.request, mobile);
    const balance = new BalancePage(page);
    await balance.goto();
    await expect(balance.oracle).toHaveText("3");
    await expect(balance.statement.filter({ hasText: "Recharge" })).toHaveCount(0);

    await gotoReady(page, "/recharges");
    await expect(page.getByRole("link", { name: "See subscription plans" })).toHaveAttribute("href", "/subscription");
    const pack = page.getByTestId("offer-oracle-5");
    // Cards show what the user will pay: GST included (₹99 and ₹49 + 18%).
    await expect(pack.locator("s")).toHaveText("₹116.82");
    await expect(pack.getByTestId("pack-pay")).toHaveText("₹57.82");
    await pack.getByRole("link", { name: /Buy now/ }).click();

    await expect(page).toHaveURL(/\/payment\?offer=oracle-5$/);
    const payment = new PaymentPage(page);
    await expect(payment.item).toHaveText("5 Oracle questions");
    // The server's figures: ₹49 + 18% GST.
    await expect(payment.base).toContainText("₹49.00");
    await expect(payment.discount).toHaveCount(0);
    await expect(payment.gst).toContainText("GST (18%)");
    await expect(payment.gst).toContainText("₹8.82");
    await expect(payment.total).toContainText("₹57.82");
    for (const name of ["UPI", "Credit/Debit Card", "Netbanking", "Others Wallet"] as const) {
      await expect(payment.method(name)).toBeAttached();
    }
    await payment.method("Credit/Debit Card").check({ force: true });

    // A failed payment first: the spec's text, and nothing credited.
    await payment.payThroughSandbox("failure");
    await expect(payment.card.getByRole("alert")).toHaveText(
      "Oops! Payment failed. If you were charged, the amount will be refunded to your account within 2 days.",
    );
    await payment.payThroughSandbox("success");
    await expect(payment.success.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(payment.success).toContainText("Paid ₹57.82");

    await payment.success.getByRole("link", { name: "View receipt" }).click();
    await expect(page).toHaveURL(/\/receipts\//);
    const receipt = new ReceiptPage(page);
    await expect(receipt.card.getByText("Paid", { exact: true })).toBeVisible();
    await expect(receipt.total).toContainText("₹57.82");
    // A GST invoice: its number, and the seller's name, address and GSTIN.
    await expect(receipt.invoiceNumber).toHaveText(/^GR\/\d{2}-\d{2}\/\d{7}$/);
    await expect(receipt.seller).toContainText("Tax invoice");
    await expect(receipt.seller).toContainText(/GSTIN\s+\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]/);

    await balance.goto();
    await expect(balance.oracle).toHaveText("8");
    const entry = balance.statement.filter({ hasText: "Recharge" });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("+5");
    await expect(entry).toContainText("Oracle questions");
    await expect(balance.statement.filter({ hasText: "Free welcome gift" }).first()).toBeVisible();
    await entry.getByRole("link", { name: "Receipt" }).click();
    await expect(page.getByTestId("receipt")).toBeVisible();
  });

  test("a receipt that does not exist, or is someone else's, answers 404 with the 404 page", async ({
    page,
    baseURL,
  }) => {
    const other = await registerOtherAccount(baseURL!, randomMobile());
    await buyPackViaApi(other, "astra-5");
    const statement = (await (await other.get("/api/v1/wallet/transactions")).json()) as {
      transactions: { reference: string | null }[];
    };
    const foreignId = statement.transactions.find((e) => e.reference?.startsWith("payment:"))!.reference!.slice(8);

    await logInViaApi(page.request, randomMobile());
    const receipt = new ReceiptPage(page);
    for (const id of ["nope", foreignId]) {
      expect(await receipt.goto(id)).toBe(404);
      await expect(receipt.notFound.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page).toHaveTitle("Page not found | Graha");
      await expect(receipt.card).toHaveCount(0);
    }
  });

  test("a visitor is asked to log in before buying", async ({ page }) => {
    await gotoReady(page, "/recharges");
    await page
      .getByTestId("offer-astra-5")
      .getByRole("button", { name: /Buy now/ })
      .click();
    await expect(page.getByTestId("login-dialog")).toBeVisible();
  });
});

test.describe("subscription", () => {
  test("subscribes, sees My Active Plans, and cancels through the four steps", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const mobile = randomMobile();
    await logInViaApi(page.request, mobile);

    await gotoReady(page, "/my-active-plans");
    await expect(page.getByText("No active plans found.")).toBeVisible();
    await page.getByRole("link", { name: "Start a New Plan" }).click();
    await expect(page).toHaveURL("/subscription");

    const monthly = page.getByTestId("plan-monthly");
    await expect(monthly.getByText("Most Popular")).toBeVisible();
    await expect(monthly.locator("s")).toHaveText("₹499");
    await expect(monthly.getByText("₹199")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await monthly.getByRole("button", { name: "Subscribe" }).click();

    const dialog = page.getByTestId("subscribe-dialog");
    const payment = new PaymentPage(page, dialog);
    await expect(payment.total).toContainText("₹199.00");
    await expect(payment.gst).toContainText("included");
    await payment.payThroughSandbox("success");
    await expect(payment.success.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await payment.success.getByRole("link", { name: "Go to My Active Plans" }).click();

    await expect(page).toHaveURL("/my-active-plans");
    await expect(page.getByTestId("plan-status")).toHaveText("Active");
    await expect(page.getByTestId("usage-text")).toHaveText("0 of 500 used (0.0%)");
    await expect(page.getByTestId("plan-daysRemaining")).toHaveText("30 days");
    await page.getByRole("button", { name: "Copy subscription ID" }).click();
    await expect(page.getByText("Text copied to clipboard")).toBeVisible();

    // The subscription page now shows the note and keeps Subscribe disabled.
    await gotoReady(page, "/subscription");
    await expect(page.getByText("You already have an active plan.")).toBeVisible();
    await expect(page.getByTestId("plan-monthly").getByRole("button", { name: "Subscribe" })).toBeDisabled();

    await gotoReady(page, "/my-active-plans");
    const cancel = new CancelDialog(page);
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(cancel.step(1)).toBeVisible();
    await expect(cancel.root).toContainText("30 days remaining");
    await cancel.root.getByRole("button", { name: "Yes" }).click();
    await expect(cancel.step(2)).toBeVisible();
    // Closing resets to step 1.
    await cancel.root.getByRole("button", { name: "Close" }).click();
    await expect(cancel.root).toHaveCount(0);
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(cancel.step(1)).toBeVisible();
    await cancel.root.getByRole("button", { name: "Yes" }).click();

    await expect(cancel.root.getByLabel("Mobile Number")).toHaveValue(mobile);
    const before = await codesSent(page.request, mobile);
    await cancel.root.getByRole("button", { name: "Get OTP" }).click();
    await expect(cancel.step(3)).toBeVisible();
    const code = await nextCode(page.request, mobile, before);
    // A wrong code first: the server's message, still on step 3.
    const wrong = code === "000000" ? "111111" : "000000";
    await cancel.root.getByRole("textbox").first().click();
    await page.keyboard.type(wrong);
    await cancel.root.getByRole("button", { name: "Verify" }).click();
    await expect(cancel.root.getByRole("alert")).toContainText("Incorrect code");
    await cancel.root.getByRole("textbox").first().click();
    await page.keyboard.type(code);
    await cancel.root.getByRole("button", { name: "Verify" }).click();
    await expect(cancel.step(4)).toBeVisible();
    await expect(cancel.root).toContainText("end right away");
    await cancel.root.getByRole("button", { name: "Yes" }).click();

    await expect(cancel.root).toHaveCount(0);
    await expect(page.getByTestId("plan-status")).toHaveText("Cancelled");
    // What the user kept: nothing, said plainly: the plan and its 500 unused questions ended at once.
    await expect(page.getByTestId("plan-ended")).toContainText(
      "It ended at once: its 500 unused questions ended with it",
    );
    await expect(page.getByTestId("plan-endedOn")).not.toHaveText("—");
    await expect(page.getByRole("link", { name: "Renew Now" })).toHaveAttribute("href", "/subscription");
  });

  test("a visitor's Subscribe opens the login dialog; the sticky bar appears after 500 px", async ({ page }) => {
    await gotoReady(page, "/subscription");
    await expect(page.getByTestId("subscriber-count")).toBeVisible();
    await expect(page.getByTestId("sticky-subscribe")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByTestId("sticky-subscribe")).toContainText("₹199/month");
    await page.getByTestId("sticky-subscribe").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("login-dialog")).toBeVisible();
  });
});

test.describe("wheel of fortune", () => {
  test("spins, lands on the server's slice, and the discount shows at checkout", async ({ page }) => {
    test.setTimeout(60_000);
    const mobile = randomMobile();
    await logInViaApi(page.request, mobile);
    await gotoReady(page, "/wheel-of-fortune");
    await expect(page.getByRole("img", { name: /Wheel with 15 slices/ })).toBeVisible();
    await page.getByRole("button", { name: "Spin" }).click();

    const win = page.getByTestId("win-dialog");
    await expect(win).toBeVisible({ timeout: 30_000 });
    const percent = Number((await win.getByTestId("win-percent").textContent())?.replace("%", ""));
    expect(percent).toBeGreaterThanOrEqual(1);
    expect(percent).toBeLessThanOrEqual(15);
    await expect(page.getByTestId("wheel")).toHaveAttribute("data-landed", String(percent));
    const status = (await (await page.request.get("/api/v1/wheel")).json()) as { discount: { percent: number } };
    expect(status.discount.percent).toBe(percent);

    await win.getByRole("button", { name: "Recharge" }).click();
    await expect(page).toHaveURL("/recharges");
    await expect(page.getByTestId("wheel-discount")).toContainText(`${percent}%`);
    // Each card shows the discounted price with GST beside the one without the discount.
    const wheelDiscount = Math.round((4900 * percent) / 100);
    const astraCard = page.getByTestId("offer-astra-5");
    await expect(astraCard.locator("s")).toHaveText("₹57.82");
    await expect(astraCard.getByTestId("pack-pay")).toHaveText(
      cardPrice(4900 - wheelDiscount + Math.round(((4900 - wheelDiscount) * 18) / 100)),
    );
    await expect(astraCard).toContainText(`Wheel ${percent}% off`);
    await page
      .getByTestId("offer-astra-5")
      .getByRole("link", { name: /Buy now/ })
      .click();

    const payment = new PaymentPage(page);
    await expect(payment.discount).toContainText(`Wheel discount (${percent}%)`);
    const base = paiseOf((await payment.base.textContent()) ?? "");
    const discount = paiseOf((await payment.discount.textContent()) ?? "");
    const gst = paiseOf((await payment.gst.textContent()) ?? "");
    const total = paiseOf((await payment.total.textContent()) ?? "");
    expect(base).toBe(4900);
    expect(discount).toBe(Math.round((4900 * percent) / 100));
    expect(total).toBe(base - discount + gst);
    await payment.payThroughSandbox("success");
    await expect(payment.success.getByRole("heading", { name: "Thank you!" })).toBeVisible();

    // Already spun today: the next spin time, and the discount is used up.
    await gotoReady(page, "/wheel-of-fortune");
    await expect(page.getByTestId("wheel-spun")).toContainText("You have spun the wheel today.");
    await expect(page.getByTestId("wheel-spun")).toContainText("Your next spin:");
    await expect(page.getByRole("button", { name: "Spin" })).toBeDisabled();
    await expect(page.getByTestId("wheel-discount")).toHaveCount(0);
  });
});

test.describe("transfer", () => {
  test("transfers Oracle questions to a second account, with validation and history", async ({ page, baseURL }) => {
    const mobile = randomMobile();
    const friend = randomMobile();
    await logInViaApi(page.request, mobile);
    const friendApi = await registerOtherAccount(baseURL!, friend);

    await gotoReady(page, "/profile/transfer-history");
    await expect(page.getByTestId("transfers-empty")).toHaveText("No record found");

    const balance = new BalancePage(page);
    await balance.goto();
    await expect(balance.oracle).toHaveText("3");
    await balance.transferButton.click();
    const dialog = page.getByTestId("transfer-dialog");
    await expect(dialog.getByText("Only Oracle questions can be transferred.")).toBeVisible();
    const send = dialog.getByRole("button", { name: "Transfer" });
    await send.click();
    await expect(dialog.getByText("Mobile number is required.")).toBeVisible();
    await expect(dialog.getByText("Enter how many questions to transfer.")).toBeVisible();
    await dialog.getByLabel("Friend's mobile number").fill("98765");
    await dialog.getByLabel("Number of questions").fill("0");
    await send.click();
    await expect(dialog.getByText("Enter the 10-digit mobile number.")).toBeVisible();
    await expect(dialog.getByText("Transfer at least 1 question.")).toBeVisible();

    await dialog.getByLabel("Friend's mobile number").fill(friend);
    await dialog.getByLabel("Number of questions").fill("2");
    await send.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/transferred|Transferred/).first()).toBeVisible();
    await expect(balance.oracle).toHaveText("1");
    await expect(balance.statement.filter({ hasText: "Transferred to a friend" })).toContainText("−2");

    const friendBalance = (await (await friendApi.get("/api/v1/balance")).json()) as { oracle_questions: number };
    expect(friendBalance.oracle_questions).toBe(5);
    await friendApi.dispose();

    await gotoReady(page, "/profile/transfer-history");
    await expect(page.getByTestId("transfers")).toContainText(`Sent to +91 ${friend}`);
    await expect(page.getByTestId("transfers")).toContainText("2 Oracle questions");
  });

  test("transfer history sends a visitor home", async ({ page }) => {
    await page.goto("/profile/transfer-history");
    await expect(page).toHaveURL("/");
  });
});

test.describe("invite and app prompt", () => {
  test("invite-earn opens the invite dialog; Send records the invite and toasts", async ({ page }) => {
    const mobile = randomMobile();
    await logInViaApi(page.request, mobile);
    await gotoReady(page, "/invite-earn");
    const dialog = page.getByTestId("invite-dialog");
    await expect(dialog.getByRole("heading", { name: "Invite as many Friends" })).toBeVisible();
    await expect(dialog.getByText("You will get 1 question for both Astra and Oracle free")).toBeVisible();
    await dialog.getByLabel("Mobile Number").fill(randomMobile());
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(/Invitation recorded/)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL("/");
  });

  test("the app prompt's close goes to /subscription without an active plan", async ({ page }) => {
    const mobile = randomMobile();
    await logInViaApi(page.request, mobile);
    const balance = new BalancePage(page);
    await balance.goto();
    await page.getByRole("button", { name: "Get the app" }).click();
    const dialog = page.getByTestId("app-dialog");
    await expect(dialog.getByText("Want 3 extra Astra questions at free?")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
      "href",
      /play\.google\.com/,
    );
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL("/subscription");
  });
});
