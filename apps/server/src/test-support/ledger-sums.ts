import type { TestDatabase } from "./test-databases.ts";

/** What the ledger holds per account, summed from its entries (one user's, or everyone's). */
export async function ledgerSums(db: TestDatabase, userId?: string): Promise<Record<string, number>> {
  let query = db.handle.db
    .selectFrom("ledger_entries")
    .select(["account", (eb) => eb.fn.sum<number | string>("amount").as("total")])
    .groupBy("account");
  if (userId) query = query.where("user_id", "=", userId);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}
