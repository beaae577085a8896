import { databaseTarget, migrateToLatest, openDatabase } from "./database.ts";
import { loadDotEnv, parseEnv } from "../env.ts";

// `npm run migrate`: applies pending migrations to the configured database and exits.
loadDotEnv();
const env = parseEnv();
const database = openDatabase(databaseTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
try {
  const applied = await migrateToLatest(database.db);
  process.stdout.write(applied.length ? `applied: ${applied.join(", ")}\n` : "database is up to date\n");
} finally {
  await database.close();
}
