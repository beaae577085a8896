import { buildApp } from "./app.ts";
import { createContext } from "./context.ts";
import { databaseTarget, migrateToLatest, openDatabase } from "./db/database.ts";
import { seedCatalog } from "./db/seed.ts";
import { loadDotEnv, parseEnv } from "./env.ts";
import { warmHoroscopesInBackground } from "./features/horoscopes/index.ts";
import { sharedGazetteer } from "./providers/places/gazetteer.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** Boots one server process: parse the environment, migrate, seed, listen, and stop gracefully. */
async function main(): Promise<void> {
  loadDotEnv();
  const env = parseEnv();
  const database = openDatabase(databaseTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  await migrateToLatest(database.db);
  await seedCatalog(database.db);
  const ctx = createContext(env, database);
  const app = await buildApp(ctx);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await database.close();
    await ctx.redis?.quit();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Build the birth-place index now rather than on the first search.
  setImmediate(() => sharedGazetteer());
  // Today's and tomorrow's horoscopes for every sign, so they answer from the cache.
  void warmHoroscopesInBackground({ db: database.db, clock: ctx.clock }, app.log);
  app.log.info(
    { database: database.dialect, sms: ctx.sms.name, payments: ctx.payments.name, redis: Boolean(ctx.redis) },
    `Graha is serving on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
