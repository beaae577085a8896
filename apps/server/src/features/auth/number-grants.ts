import { createHmac } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, NumberGrantsTable } from "../../db/schema.ts";

/** The sign-up grants a mobile number can receive once, ever: across deleted and new accounts. */
export type NumberGrant = NumberGrantsTable["grant_kind"];

/** What a number has already been paid under an account since deleted. */
export type PaidGrants = ReadonlySet<NumberGrant>;

/**
 * A number as the grant record keeps it: HMAC-SHA256 keyed by the server secret, so the
 * table names no number and cannot be reversed by hashing the 10⁹ possible ones offline.
 */
export const hashMobile = (secret: string, mobile: string): string =>
  createHmac("sha256", secret).update(`mobile:${mobile}`).digest("base64url");

export async function grantsPaidTo(
  db: Kysely<Database> | Transaction<Database>,
  secret: string,
  mobile: string,
): Promise<PaidGrants> {
  const rows = await db
    .selectFrom("number_grants")
    .select("grant_kind")
    .where("mobile_hash", "=", hashMobile(secret, mobile))
    .execute();
  return new Set(rows.map((row) => row.grant_kind));
}

/** Run in the transaction that deletes an account: its number cannot collect these again. */
export async function rememberGrantsPaid(
  trx: Transaction<Database>,
  secret: string,
  mobile: string,
  grants: NumberGrant[],
  nowIso: string,
): Promise<void> {
  if (grants.length === 0) return;
  const mobileHash = hashMobile(secret, mobile);
  await trx
    .insertInto("number_grants")
    .values(grants.map((grant_kind) => ({ mobile_hash: mobileHash, grant_kind, created_at: nowIso })))
    .onConflict((oc) => oc.columns(["mobile_hash", "grant_kind"]).doNothing())
    .execute();
}
