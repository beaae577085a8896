import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { PGlite, types } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

// node-postgres hands 64-bit integers (count, sum) and numerics back as strings; PGlite
// would make numbers of them. Strings here, so that the embedded runs see what production sees.
const asText = (value: string) => value;
const parsers = { [types.INT8]: asText, [types.NUMERIC]: asText };

// A new PGlite runs initdb, seconds of CPU; loading the data directory it left takes a
// fraction of that. So the first test file to need one saves that directory for the others
// (and later runs), named by the PGlite version that wrote it.
const pgliteRoot = new URL("..", import.meta.resolve("@electric-sql/pglite"));
const pgliteVersion = (JSON.parse(readFileSync(new URL("package.json", pgliteRoot), "utf8")) as { version: string })
  .version;
const cacheDir = new URL("../../../../node_modules/.cache/graha/", import.meta.url);
const initdbDump = new URL(`pglite-${pgliteVersion}-initdb.tar`, cacheDir);

async function startPglite(): Promise<PGlite> {
  if (existsSync(initdbDump)) return PGlite.create({ parsers, loadDataDir: new Blob([readFileSync(initdbDump)]) });
  const pglite = await PGlite.create({ parsers });
  const dump = await pglite.dumpDataDir("none");
  mkdirSync(cacheDir, { recursive: true });
  // Written aside then renamed: a file running at the same time never reads half a dump.
  const partial = new URL(`${initdbDump.pathname}.${process.pid}`, "file:");
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, initdbDump);
  return pglite;
}

/**
 * A fresh in-memory PostgreSQL (PGlite: the real server compiled to WebAssembly) behind
 * Kysely, for the PostgreSQL runs of the tests when no server is reachable. One connection:
 * the dialect queues queries and transactions one after another.
 */
export async function openEmbeddedPostgres(): Promise<DatabaseHandle> {
  const pglite = await startPglite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, dialect: "postgres", close: () => db.destroy(), jobQueue: { pglite } };
}
