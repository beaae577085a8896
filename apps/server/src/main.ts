import { buildApp } from "./app.ts";
import { createContext } from "./context.ts";
import { databaseTarget, migrateToLatest, openDatabase } from "./db/database.ts";
import { seedCatalog } from "./db/seed.ts";
import { loadDotEnv, parseEnv } from "./env.ts";
import { sharedGazetteer } from "./providers/places/gazetteer.ts";
import { scheduledJobs } from "./scheduled-jobs.ts";
import { shutDown } from "./shutdown.ts";

/** Boots one server process: parse the environment, migrate, seed, listen, run the jobs, and stop gracefully. */
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
    app.log.info(
      { signal, streams: ctx.streams.size, graceSeconds: env.SHUTDOWN_GRACE_SECONDS },
      "shutting down: finishing in-flight requests",
    );
    try {
      await shutDown(app, ctx, () => {
        app.log.error("shutdown is stuck; exiting");
        process.exit(1);
      });
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Build the birth-place index now rather than on the first search.
  setImmediate(() => sharedGazetteer());
  // Stale holds, lapsed plans, spent codes and sessions, the horoscope warm-up: at start and on schedule.
  await ctx.jobs.start(scheduledJobs(ctx), app.log);
  app.log.info(
    {
      database: database.dialect,
      sms: ctx.sms.name,
      payments: ctx.payments.name,
      redis: Boolean(ctx.redis),
      jobs: ctx.jobs.kind,
    },
    `Graha is serving on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
