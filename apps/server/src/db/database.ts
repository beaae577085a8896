import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase as KyselySqlite } from "kysely";
import { LRUCache } from "lru-cache";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { QueueConnection } from "../jobs/pg-boss-runner.ts";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

const CONNECT_TIMEOUT_MS = 5_000;
/** Distinct SQL texts kept prepared: the app has a few hundred queries, each with a fixed text. */
const PREPARED_STATEMENTS = 1_000;

/**
 * Kysely's SQLite driver prepares every query anew; compiling the SQL was a visible share of a
 * small request's time (ADR 035). The same text gets the statement prepared the first time.
 * better-sqlite3 re-prepares a kept statement itself when a migration changes the schema, and
 * a statement still busy (an iterator running) is never handed out twice.
 */
function withPreparedStatements(sqlite: SqliteDatabase.Database): KyselySqlite {
  const prepared = new LRUCache<string, SqliteDatabase.Statement>({ max: PREPARED_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const kept = prepared.get(text);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      if (!kept) prepared.set(text, statement);
      return statement;
    },
  };
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** How the shared job queue reaches this PostgreSQL database (ADR 019); unset on SQLite. */
  jobQueue?: QueueConnection;
}

export type DatabaseTarget = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

/** Chooses the database from the environment: PostgreSQL when a URL is given, else a SQLite file. */
export function databaseTarget(options: { databaseUrl?: string | undefined; dataDir: string }): DatabaseTarget {
  if (options.databaseUrl) return { dialect: "postgres", url: options.databaseUrl };
  return { dialect: "sqlite", file: resolve(options.dataDir, "graha.sqlite") };
}

/** Opens a connection pool (PostgreSQL) or file (SQLite, WAL) without migrating it. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.dialect === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A server that accepts no connection fails the request (503) instead of holding it.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A client can lose its connection (a server restart, a dropped proxy) while idle in the
    // pool or while running a query. pg reports the first on the pool and the second on the
    // client, which has no listener then: unheard, that 'error' event would end the process.
    // The queries in flight fail on their own (503); the pool drops the broken client and
    // the next query opens a new connection.
    const lost = (error: Error) => process.stderr.write(`[db] PostgreSQL connection lost: ${error.message}\n`);
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy(), jobQueue: { connectionString: target.url } };
  }
  if (target.file !== ":memory:") mkdirSync(dirname(target.file), { recursive: true });
  const sqlite = new SqliteDatabase(target.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** A cheap round trip for the health check. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a write failed on a unique constraint or index (PostgreSQL 23505, SQLite
 * SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY): the loser of a race the schema decides.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** Socket errors of a connection that broke or could not be made. */
const CONNECTION_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
/** pg's own messages for a client whose connection is gone (it gives them no code). */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * Whether an error means the database cannot be reached right now (the request may well
 * succeed a moment later) rather than that the request or the code is wrong: a refused or
 * broken connection, or PostgreSQL's connection-exception class (08), shutdown and
 * start-up states (57P01–57P03) and too many connections (53300).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (CONNECTION_ERRNOS.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code) || code === "53300") {
        return true;
      }
    }
    if (LOST_CONNECTION.test(current.message)) return true;
  }
  return false;
}
