import type { Insertable, Kysely } from "kysely";
import type { Database, LeadsTable } from "../../db/schema.ts";

// Each list: the rows switched on, in their order (the operations console sets both).

export const activeTestimonials = (db: Kysely<Database>) =>
  db.selectFrom("home_testimonials").selectAll().where("active", "=", 1).orderBy("sort").orderBy("id").execute();

export const activeVideos = (db: Kysely<Database>) =>
  db.selectFrom("home_videos").selectAll().where("active", "=", 1).orderBy("sort").orderBy("id").execute();

export const activeConsultants = (db: Kysely<Database>) =>
  db.selectFrom("consultants").selectAll().where("active", "=", 1).orderBy("sort").orderBy("id").execute();

/** The testimonials of the given consultants, in their order. */
export async function consultantTestimonials(db: Kysely<Database>, consultantIds: readonly string[]) {
  if (consultantIds.length === 0) return [];
  return db
    .selectFrom("consultant_testimonials")
    .selectAll()
    .where("consultant_id", "in", consultantIds)
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

export async function consultantExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom("consultants").select("id").where("id", "=", id).executeTakeFirst());
}

/** Stores one consultation request as a new lead. */
export async function insertLead(db: Kysely<Database>, row: Omit<Insertable<LeadsTable>, "status">): Promise<void> {
  await db
    .insertInto("leads")
    .values({ ...row, status: "new" })
    .execute();
}
