import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";

/** Pays a sandbox order by UPI, successfully, as the sandbox's payment page does: its answer carries what verify takes. */
export const payAtSandbox = (t: TestApp, cookie: string, orderId: string): Promise<LightMyRequestResponse> =>
  t.post(`/api/v1/sandbox/orders/${orderId}/pay`, { method: "upi", outcome: "success" }, cookie);

/** Verifies a sandbox payment with what the sandbox answered (its `result`, or the whole answer); expects 200. */
export async function verifyPaid(t: TestApp, cookie: string, paid: LightMyRequestResponse): Promise<void> {
  const verified = await t.post("/api/v1/payments/verify", paid.json().result ?? paid.json(), cookie);
  expect(verified.statusCode, verified.body).toBe(200);
}

/**
 * Opens a checkout for a recharge pack: the payment's id, and `pay`, which pays it at the
 * sandbox without verifying (the sandbox's webhook may settle it from then on).
 */
export async function openCheckout(t: TestApp, cookie: string, offerId: string) {
  const checkout = (await t.post("/api/v1/checkout", { offer_id: offerId }, cookie)).json();
  return { paymentId: checkout.payment_id as string, pay: () => payAtSandbox(t, cookie, checkout.provider.order_id) };
}

/** Opens a checkout for a recharge pack and pays it at the sandbox, without verifying: the payment and what verify needs. */
export async function paidCheckout(t: TestApp, cookie: string, offerId: string) {
  const { paymentId, pay } = await openCheckout(t, cookie, offerId);
  const paid = await pay();
  return { paymentId, paid, result: paid.json().result as object };
}

/** A recharge pack bought at the sandbox, paid and credited, as the recharge page makes it: answers the payment's id. */
export async function buyOffer(t: TestApp, cookie: string, offerId: string): Promise<string> {
  const { paymentId, paid } = await paidCheckout(t, cookie, offerId);
  await verifyPaid(t, cookie, paid);
  return paymentId;
}
