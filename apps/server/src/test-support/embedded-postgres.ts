import { PGlite, types } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

// node-postgres hands 64-bit integers (count, sum) and numerics back as strings; PGlite
// would make numbers of them. Strings here, so that the embedded runs see what production sees.
const asText = (value: string) => value;

/**
 * A fresh in-memory PostgreSQL (PGlite: the real server compiled to WebAssembly) behind
 * Kysely, for the PostgreSQL runs of the tests when no server is reachable. One connection:
 * the dialect queues queries and transactions one after another.
 */
export function openEmbeddedPostgres(): DatabaseHandle {
  const pglite = new PGlite({ parsers: { [types.INT8]: asText, [types.NUMERIC]: asText } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}
