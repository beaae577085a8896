import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { indianDay } from "./wheel-service.ts";

/** The series prefix of Graha's invoices; with the year and a 7-digit serial it stays within GST's 16 characters. */
const INVOICE_PREFIX = "GR";

/** India's financial year (April to March) of an instant, as a series name: 2026-11-25 → "26-27". */
export function financialYear(date: Date): string {
  const [year, month] = indianDay(date).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const twoDigits = (y: number) => String(y % 100).padStart(2, "0");
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}

/**
 * Gives a payment the next invoice number of its financial year ("GR/26-27/0000042"), inside
 * the transaction that marks it paid: the counter row is locked until that transaction ends
 * (serialised outright on SQLite), so numbers are unique and, as a rolled-back credit gives
 * its number back, consecutive. Call it last in the transaction, so the counter is held briefly.
 */
export async function assignInvoiceNumber(trx: Transaction<Database>, paymentId: string, paidAt: Date) {
  const series = financialYear(paidAt);
  await trx
    .insertInto("invoice_counters")
    .values({ series, last_number: 0 })
    .onConflict((oc) => oc.column("series").doNothing())
    .execute();
  const { last_number: serial } = await trx
    .updateTable("invoice_counters")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("series", "=", series)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  const invoiceNumber = `${INVOICE_PREFIX}/${series}/${String(serial).padStart(7, "0")}`;
  await trx.updateTable("payments").set({ invoice_number: invoiceNumber }).where("id", "=", paymentId).execute();
  return invoiceNumber;
}

/** The seller a GST invoice names, from the configuration. */
export const invoiceSellerOf = (env: Pick<Env, "COMPANY_NAME" | "COMPANY_ADDRESS" | "COMPANY_GSTIN">) => ({
  name: env.COMPANY_NAME,
  address: env.COMPANY_ADDRESS,
  gstin: env.COMPANY_GSTIN,
});
