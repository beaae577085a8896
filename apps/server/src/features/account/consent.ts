import { CONSENT_VERSION } from "@graha/contracts/patterns";
import type { Kysely } from "kysely";
import type { Database, User } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";

/**
 * A login hook: the login dialog cannot send a code without its consent line (Terms of Use
 * and Privacy Policy) ticked, so a verified login accepts the current version of those texts.
 * The first login under each version is kept (later ones change nothing).
 */
export async function recordConsent(db: Kysely<Database>, user: User, _device: string, nowIso: string): Promise<void> {
  await db
    .insertInto("consents")
    .values({ id: newId(), user_id: user.id, version: CONSENT_VERSION, accepted_at: nowIso })
    .onConflict((oc) => oc.columns(["user_id", "version"]).doNothing())
    .execute();
}
