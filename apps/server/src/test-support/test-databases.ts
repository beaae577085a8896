import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe } from "vitest";
import { migrateToLatest, openDatabase, type DatabaseHandle, type Dialect } from "../db/database.ts";
import { openEmbeddedPostgres } from "./embedded-postgres.ts";

/** Where the tests find PostgreSQL; each test file creates its own database there and drops it. */
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function serverProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL runs use the server at PG_ADMIN_URL, or an embedded PGlite when
 * TEST_POSTGRES=embedded or no server answers: they never skip. Suite names say which ran.
 */
async function chooseEmbedded(): Promise<boolean> {
  if (process.env.TEST_POSTGRES === "embedded") return true;
  const problem = await serverProblem();
  if (problem) process.stderr.write(`[tests] PostgreSQL not reachable at ${PG_ADMIN_URL} (${problem}): using PGlite\n`);
  return problem !== undefined;
}
const embedded = await chooseEmbedded();
const postgresLabel = embedded ? "postgres: embedded PGlite" : `postgres: ${new URL(PG_ADMIN_URL).host}`;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL runs use a server (false: the embedded PGlite, which has no port). */
export const postgresServer = !embedded;

/** Creates an empty database (not migrated) on the PostgreSQL server; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `graha_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** Empties every application table (not the migration bookkeeping) in one statement. */
async function emptyPostgres(handle: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(handle.db);
  if (rows.length === 0) return;
  await sql`truncate table ${sql.join(rows.map((r) => sql.table(r.tablename)))} cascade`.execute(handle.db);
}

/**
 * For tests that start server processes (which cannot share an embedded PGlite): a fresh
 * database on the PostgreSQL server for each test, dropped after it; undefined when the runs use PGlite.
 */
export function useServerDatabaseUrl(): { readonly url: string } | undefined {
  if (embedded) return undefined;
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  beforeEach(async () => {
    created = await createPostgresDatabase();
  });
  afterEach(async () => {
    await created?.drop();
    created = undefined;
  });
  return {
    get url() {
      if (!created) throw new Error("the database is created in beforeAll");
      return created.url;
    },
  };
}

export interface TestDatabase {
  readonly handle: DatabaseHandle;
}

/**
 * Registers hooks giving each test a fresh, migrated database of `dialect`: a new in-memory
 * SQLite database, or the file's own PostgreSQL database (on the server or embedded) emptied.
 */
const PG_SETUP_TIMEOUT_MS = 120_000;

export function useTestDatabase(dialect: Dialect): TestDatabase {
  let current: DatabaseHandle | undefined;
  let pgName: string | undefined;
  let pgHandle: DatabaseHandle | undefined;

  beforeEach(async () => {
    if (dialect === "sqlite") {
      await current?.close();
      current = openDatabase({ dialect: "sqlite", file: ":memory:" });
      await migrateToLatest(current.db);
      return;
    }
    if (!pgHandle) {
      pgHandle = embedded ? await openEmbeddedPostgres() : await createServerDatabase();
      await migrateToLatest(pgHandle.db);
    } else {
      await emptyPostgres(pgHandle);
    }
    current = pgHandle;
    // The first run starts a PostgreSQL (embedded: a WebAssembly one) and migrates it, which
    // takes tens of seconds on a loaded two-core machine: more than the usual hook allowance.
  }, PG_SETUP_TIMEOUT_MS);

  async function createServerDatabase(): Promise<DatabaseHandle> {
    const created = await createPostgresDatabase();
    pgName = created.name;
    return openDatabase({ dialect: "postgres", url: created.url });
  }

  afterAll(async () => {
    await current?.close();
    if (pgHandle && pgHandle !== current) await pgHandle.close();
    if (pgName) await adminQuery(`drop database if exists ${pgName} with (force)`);
  });

  return {
    get handle() {
      if (!current) throw new Error("the test database is created in beforeEach");
      return current;
    },
  };
}

/** Runs a suite once per database dialect, named "[sqlite]" and "[postgres: where it ran]". */
export function describeEachDialect(name: string, suite: (db: TestDatabase, dialect: Dialect) => void): void {
  const runs = [
    { dialect: "sqlite", where: "sqlite" },
    { dialect: "postgres", where: postgresLabel },
  ] as const;
  describe.each(runs)(`${name} [$where]`, ({ dialect }) => suite(useTestDatabase(dialect), dialect));
}
