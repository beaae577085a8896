import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface AdminDeps {
  db: Kysely<Database>;
  clock: { now(): Date };
}

/** +91 98•••••210: who it is, without the whole number (everyone but admins sees this). */
export const maskedMobile = (mobile: string) => `+91 ${mobile.slice(2, 4)}•••••${mobile.slice(-3)}`;
export const shownMobile = (mobile: string, unmask: boolean) => (unmask ? `+${mobile}` : maskedMobile(mobile));
