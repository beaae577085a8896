import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own:
 * a service step that must be atomic can also be one part of a larger change (a staff action
 * and its audit row, ADR 033).
 */
export function inTransaction<T>(
  db: Kysely<Database> | Transaction<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
