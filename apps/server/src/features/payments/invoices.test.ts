import { expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { openCheckout, paidCheckout, verifyPaid } from "../../test-support/sandbox-payments.ts";
import { useTestApp } from "../../test-support/test-app.ts";
import { financialYear } from "./invoice.ts";

const SELLER = {
  COMPANY_NAME: "Graha Technologies Pvt. Ltd.",
  COMPANY_ADDRESS: "12 Residency Road, Pune, Maharashtra 411001",
  COMPANY_GSTIN: "27ABCDE1234F1Z5",
};

describeEachDialect("GST invoices", (db) => {
  const t = useTestApp(db, { env: SELLER });

  it("numbers invoices uniquely and consecutively when many payments settle at once", async () => {
    const buyers = ["919876543210", "919812345678", "919900000001", "919900000002", "919900000003"];
    const orders = [];
    for (const mobile of buyers) {
      const { cookie } = await t.current.login(mobile);
      for (const offer of ["oracle-5", "astra-5"])
        orders.push({ cookie, ...(await paidCheckout(t.current, cookie, offer)) });
    }
    // Every verify at once (the sandbox's own webhooks race them too).
    const verified = await Promise.all(
      orders.map((o) => t.current.post("/api/v1/payments/verify", o.result, o.cookie)),
    );
    expect(verified.map((v) => v.statusCode)).toEqual(orders.map(() => 200));

    const numbers = (await db.handle.db.selectFrom("payments").select(["invoice_number", "status"]).execute()).map(
      (p) => p.invoice_number,
    );
    expect(numbers.every((n) => n !== null)).toBe(true);
    expect([...numbers].sort()).toEqual(orders.map((_, i) => `GR/26-27/${String(i + 1).padStart(7, "0")}`));
    // Nothing numbered twice, and the counter stands at the last number given.
    const counter = await db.handle.db.selectFrom("invoice_counters").selectAll().execute();
    expect(counter).toEqual([{ series: "26-27", last_number: orders.length }]);
  });

  it("a receipt is a GST invoice: number, the configured seller, and the tax breakdown; unpaid ones have no number", async () => {
    const { cookie } = await t.current.login("919876543210");
    const { paymentId, pay } = await openCheckout(t.current, cookie, "oracle-15");
    // Read before paying: the sandbox's webhook may settle the payment as soon as it is paid.
    const before = (await t.current.get(`/api/v1/payments/${paymentId}`, cookie)).json();
    expect(before).toMatchObject({ status: "created", invoice_number: null });
    await verifyPaid(t.current, cookie, await pay());
    const receipt = (await t.current.get(`/api/v1/payments/${paymentId}`, cookie)).json();
    expect(receipt).toMatchObject({
      status: "paid",
      invoice_number: "GR/26-27/0000001",
      seller: { name: SELLER.COMPANY_NAME, address: SELLER.COMPANY_ADDRESS, gstin: SELLER.COMPANY_GSTIN },
      summary: { base_paise: 12900, gst_percent: 18, gst_paise: 2322, total_paise: 15222 },
    });
    // A second credit attempt (the webhook after verify) gives no second number.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const counter = await db.handle.db.selectFrom("invoice_counters").select("last_number").executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(1);
  });

  it("a subscription's first payment and each renewal get the next number too", async () => {
    const { cookie } = await t.current.login("919876543210");
    const created = (await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie)).json();
    const { result } = (
      await t.current.post(
        `/api/v1/sandbox/orders/${created.subscription_id}/pay`,
        { method: "card", outcome: "success" },
        cookie,
      )
    ).json();
    const verified = (await t.current.post("/api/v1/subscriptions/verify", result, cookie)).json();
    const receipt = (await t.current.get(`/api/v1/payments/${verified.payment_id}`, cookie)).json();
    expect(receipt).toMatchObject({ kind: "subscription", invoice_number: "GR/26-27/0000001" });
  });
});

it("names the Indian financial year (April to March, India's calendar day) of an instant", () => {
  expect(financialYear(new Date("2026-11-25T10:00:00Z"))).toBe("26-27");
  expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("26-27");
  expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("27-28"); // 1 April in India
  expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("99-00");
});
