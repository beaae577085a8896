import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { QueueConnection } from "../jobs/pg-boss-runner.ts";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** How the shared job queue reaches this PostgreSQL database (ADR 014); unset on SQLite. */
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
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client can lose its connection (a server restart); without a listener that
    // error would crash the process. The next query simply gets a new connection.
    pool.on("error", (error) => process.stderr.write(`[db] idle PostgreSQL connection lost: ${error.message}\n`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy(), jobQueue: { connectionString: target.url } };
  }
  if (target.file !== ":memory:") mkdirSync(dirname(target.file), { recursive: true });
  const sqlite = new SqliteDatabase(target.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
