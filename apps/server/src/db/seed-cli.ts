import { databaseTarget, migrateToLatest, openDatabase } from "./database.ts";
import { seedCatalog } from "./seed.ts";
import { loadDotEnv, parseEnv } from "../env.ts";

// `npm run seed`: adds catalog rows (offers, plans, site content) that are missing; never overwrites or deletes.
loadDotEnv();
const env = parseEnv();
const database = openDatabase(databaseTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
try {
  await migrateToLatest(database.db);
  const added = await seedCatalog(database.db);
  process.stdout.write(`seeded ${added} new rows\n`);
} finally {
  await database.close();
}
