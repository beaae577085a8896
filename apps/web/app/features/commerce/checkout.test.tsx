// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse as json, renderPage } from "../../test-support/render-page";
import { CheckoutPanel, SummaryTable, type PreparedOrder } from "./checkout";

const loadRazorpay = vi.fn<() => Promise<boolean>>();
vi.mock("./razorpay", async (original) => ({
  ...(await original<typeof import("./razorpay")>()),
  loadRazorpay: () => loadRazorpay(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  loadRazorpay.mockReset();
  delete window.Razorpay;
});

const order: PreparedOrder = {
  kind: "recharge",
  item: "5 Oracle questions",
  summary: {
    base_paise: 4900,
    discount_percent: 7,
    discount_paise: 343,
    gst_percent: 18,
    gst_paise: 820,
    total_paise: 5377,
    gst_included: false,
  },
  provider: "sandbox",
  keyId: "sandbox_key",
  orderId: "order_1",
  paymentId: "pay-1",
  demoPayments: false,
};

function renderPanel(prepared: PreparedOrder, lang: "en" | "hi" = "en") {
  return renderPage(
    <>
      <SummaryTable order={prepared} />
      <CheckoutPanel order={prepared} />
    </>,
    { root: { lang } },
  );
}

describe("SummaryTable", () => {
  it("shows exactly the server's figures, with the wheel discount and GST", async () => {
    renderPanel(order);
    expect((await screen.findByTestId("summary-base")).textContent).toContain("₹49.00");
    expect(screen.getByTestId("summary-discount").textContent).toBe("Wheel discount (7%)−₹3.43");
    expect(screen.getByTestId("summary-gst").textContent).toBe("GST (18%)₹8.20");
    expect(screen.getByTestId("summary-total").textContent).toBe("Total₹53.77");
  });

  it("names the item in Hindi for Hindi readers", async () => {
    renderPanel(order, "hi");
    expect((await screen.findByTestId("summary-item")).textContent).toBe("5 Oracle प्रश्न");
  });
});

describe("CheckoutPanel", () => {
  it("pays through the sandbox step with the chosen method, then verifies", async () => {
    const user = userEvent.setup();
    const calls: Array<{ url: string; body?: unknown }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url === "/api/v1/sandbox/orders/order_1")
          return json({ id: "order_1", amount_paise: 5377, status: "created" });
        if (url === "/api/v1/sandbox/orders/order_1/pay") {
          return json({
            status: "success",
            message: "Payment successful.",
            result: { razorpay_payment_id: "p1", razorpay_order_id: "order_1", razorpay_signature: "sig" },
          });
        }
        if (url === "/api/v1/payments/verify") {
          return json({ status: "success", message: "Thank you! Your recharge was successful.", payment_id: "pay-1" });
        }
        return json({}, 404);
      }),
    );
    renderPanel(order);
    await user.click(await screen.findByRole("radio", { name: /Netbanking/ }));
    await user.click(screen.getByRole("button", { name: "Pay ₹53.77" }));
    const sandbox = await screen.findByTestId("sandbox-checkout");
    expect(sandbox.textContent).toContain("no money moves");
    await user.click(screen.getByRole("button", { name: "Pay ₹53.77" }));
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View receipt" }).getAttribute("href")).toBe("/receipts/pay-1");
    expect(calls.find((c) => c.url.endsWith("/pay"))?.body).toEqual({ method: "netbanking", outcome: "success" });
    expect(calls.find((c) => c.url === "/api/v1/payments/verify")?.body).toEqual({
      razorpay_order_id: "order_1",
      razorpay_payment_id: "p1",
      razorpay_signature: "sig",
    });
  });

  it("shows the spec's texts for a failed payment and a failed verification", async () => {
    const user = userEvent.setup();
    let verifyStatus = 500;
    let outcome: "fail" | "success" = "fail";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/v1/sandbox/orders/order_1") return json({ id: "order_1", amount_paise: 5377 });
        if (url.endsWith("/pay")) {
          return outcome === "fail"
            ? json({ status: "fail", message: "x", result: null })
            : json({ status: "success", result: { razorpay_payment_id: "p1", razorpay_signature: "s" } });
        }
        return json({ error: { code: "x", message: "x" } }, verifyStatus);
      }),
    );
    renderPanel(order);
    await user.click(await screen.findByRole("button", { name: "Pay ₹53.77" }));
    await user.click(await screen.findByRole("button", { name: "Fail payment" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Oops! Payment failed. If you were charged, the amount will be refunded to your account within 2 days.",
    );
    outcome = "success";
    verifyStatus = 400;
    await user.click(screen.getByRole("button", { name: "Pay ₹53.77" }));
    await user.click(await screen.findByRole("button", { name: "Pay ₹53.77" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Something went wrong please try again"));
  });

  it("says so when the wheel discount the order was priced with went to another payment", async () => {
    const user = userEvent.setup();
    const said = "Your wheel discount has already been used on another payment.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({ error: { code: "conflict", message: said, message_code: "commerce.discount_used" } }, 409),
      ),
    );
    renderPanel(order);
    await user.click(await screen.findByRole("button", { name: "Pay ₹53.77" }));
    expect((await screen.findByRole("alert")).textContent).toBe(said);
  });

  it("shows the demo banner, in English and Hindi, only when the server says payments are a demo", async () => {
    renderPanel(order);
    await screen.findByRole("button", { name: "Pay ₹53.77" });
    expect(screen.queryByTestId("demo-payments-banner")).toBeNull();
    cleanup();
    renderPanel({ ...order, demoPayments: true });
    expect((await screen.findByRole("note")).textContent).toBe(
      "Demo paymentsThis site takes no real payments: nothing is charged, and questions bought here are for testing only.",
    );
    cleanup();
    renderPanel({ ...order, demoPayments: true }, "hi");
    expect((await screen.findByTestId("demo-payments-banner")).textContent).toContain("डेमो भुगतान");
  });

  it("alerts when Razorpay's script cannot load", async () => {
    const user = userEvent.setup();
    loadRazorpay.mockResolvedValue(false);
    renderPanel({ ...order, provider: "razorpay", keyId: "rzp_test" });
    await user.click(await screen.findByRole("button", { name: "Pay ₹53.77" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Razorpay SDK failed to load. Are you online?");
  });

  it("opens Razorpay Checkout with the key and subscription id, and verifies its result", async () => {
    const user = userEvent.setup();
    loadRazorpay.mockResolvedValue(true);
    let options: { key: string; subscription_id?: string; handler: (r: unknown) => void } | undefined;
    window.Razorpay = class {
      constructor(o: typeof options) {
        options = o;
      }
      open() {
        options?.handler({
          razorpay_payment_id: "pay_9",
          razorpay_subscription_id: "sub_9",
          razorpay_signature: "sig",
        });
      }
      on() {}
    } as unknown as typeof window.Razorpay;
    const verify = vi.fn(async () =>
      json({ status: "success", message: "Thank you! Your plan is active.", payment_id: "pay_9" }),
    );
    vi.stubGlobal("fetch", verify);
    renderPanel({ ...order, kind: "subscription", provider: "razorpay", keyId: "rzp_live", orderId: "sub_9" });
    await user.click(await screen.findByRole("button", { name: "Pay ₹53.77" }));
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toBeTruthy();
    expect(options?.key).toBe("rzp_live");
    expect(options?.subscription_id).toBe("sub_9");
    expect(verify).toHaveBeenCalledWith("/api/v1/subscriptions/verify", expect.anything());
  });
});
