import { databaseTarget, migrateToLatest, openDatabase } from "./database.ts";
import { seedDemoContent } from "./seed.ts";
import { loadDotEnv, parseEnv } from "../env.ts";

// `npm run seed`: adds demo site content that is missing; never overwrites or deletes.
loadDotEnv();
const env = parseEnv();
const database = openDatabase(databaseTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
try {
  await migrateToLatest(database.db);
  process.stdout.write(`seeded ${await seedDemoContent(database.db)} new rows\n`);
} finally {
  await database.close();
}
