import { STATEMENT_PAGE_SIZE } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** One page of the user's ledger, newest first. */
export async function statementPage(db: Kysely<Database>, userId: string, page: number) {
  const total = await db
    .selectFrom("ledger_entries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom("ledger_entries")
    .select(["id", "account", "amount", "reason", "reference", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc") // ids are time-ordered (UUID v7): later entries of the same instant first
    .limit(STATEMENT_PAGE_SIZE)
    .offset((page - 1) * STATEMENT_PAGE_SIZE)
    .execute();
  return { entries, pageCount: Math.max(1, Math.ceil(Number(total.n) / STATEMENT_PAGE_SIZE)) };
}
