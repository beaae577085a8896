import type { StaffRole } from "@graha/contracts";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { isoAt } from "../lib/clock.ts";
import { newId } from "../lib/ids.ts";

/** Who acts: a staff member and the roles they held when acting. */
export interface Actor {
  id: string;
  roles: readonly StaffRole[];
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one row to the audit log (ADR 033). Call it inside the transaction that makes the
 * change, so a change is never without its record, nor a record without its change.
 */
export async function writeAudit(trx: Transaction<Database>, actor: Actor, entry: AuditEntry, now: Date) {
  await trx
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_id: actor.id,
      actor_roles: actor.roles.join(","),
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before_json: json(entry.before),
      after_json: json(entry.after),
      reason: entry.reason ?? null,
      created_at: isoAt(now),
    })
    .execute();
}

/**
 * Runs a staff change in a transaction and records it: `change` returns what the record was
 * before and is after (and any result), and the audit row is written in the same
 * transaction. A change that throws writes nothing.
 */
export async function audited<T>(
  db: Kysely<Database>,
  actor: Actor,
  now: Date,
  entry: Omit<AuditEntry, "before" | "after">,
  change: (trx: Transaction<Database>) => Promise<{ before?: unknown; after?: unknown; result?: T }>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const { before, after, result } = await change(trx);
    await writeAudit(trx, actor, { ...entry, before, after }, now);
    return result;
  });
}
