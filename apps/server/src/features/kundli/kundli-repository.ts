import type { Kysely } from "kysely";
import type { BirthRecord, Database } from "../../db/schema.ts";

export function listBirthRecords(db: Kysely<Database>, userId: string, celebrity: boolean | undefined) {
  let query = db.selectFrom("birth_records").selectAll().where("user_id", "=", userId);
  if (celebrity !== undefined) query = query.where("is_celebrity", "=", celebrity ? 1 : 0);
  return query.orderBy("created_at", "desc").orderBy("id").execute();
}

/** A record of this user's, or undefined: another user's id is indistinguishable from a missing one. */
export function findBirthRecord(db: Kysely<Database>, userId: string, id: string): Promise<BirthRecord | undefined> {
  return db
    .selectFrom("birth_records")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export function insertBirthRecord(db: Kysely<Database>, record: BirthRecord) {
  return db.insertInto("birth_records").values(record).execute();
}

export async function updateBirthRecord(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: Omit<BirthRecord, "id" | "user_id" | "created_at">,
): Promise<boolean> {
  const result = await db
    .updateTable("birth_records")
    .set(changes)
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteBirthRecord(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("birth_records")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
