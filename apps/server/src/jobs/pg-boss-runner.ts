import { fromPglite, PgBoss, type ConstructorOptions, type PGliteLike } from "pg-boss";
import { JobBook, type JobDefinition, type JobRunner } from "./job-runner.ts";

/** How pg-boss reaches the application's PostgreSQL database: its own small pool, or a test's PGlite. */
export type QueueConnection = { connectionString: string } | { pglite: PGliteLike };

const SCHEMA = "pgboss";
const POLL_SECONDS = 2;
const SETTLE_POLL_MS = 200;
const DEFAULT_MAX_SECONDS = 120;

/**
 * The runner when instances share PostgreSQL (ADR 019): jobs are pg-boss queues in the same
 * database. Each schedule makes one job per tick for all instances together, and a queue
 * with the `stately` policy holds at most one job waiting and one running, so two
 * instances never run the same job at once; whichever instance fetches it runs it.
 */
export function createPgBossRunner(connection: QueueConnection): JobRunner {
  const book = new JobBook("pg-boss");
  const names: string[] = [];
  let started: PgBoss | undefined;
  let stopRequested = false;
  // Made on start, so a context whose jobs never run (most tests) opens nothing.
  const boss = (): PgBoss => {
    if (started) return started;
    const options: ConstructorOptions =
      "pglite" in connection
        ? { db: fromPglite(connection.pglite), backend: "pglite", schema: SCHEMA }
        : { connectionString: connection.connectionString, schema: SCHEMA, max: 3, application_name: "graha-jobs" };
    started = new PgBoss(options);
    started.on("error", (error) => book.log?.error({ err: error }, "job queue error"));
    return started;
  };

  const register = async (job: JobDefinition) => {
    book.register(job);
    names.push(job.name);
    // Not retried: the next tick of its schedule is the retry. An existing queue gets today's options.
    const options = {
      retryLimit: 0,
      expireInSeconds: job.maxSeconds ?? DEFAULT_MAX_SECONDS,
      deleteAfterSeconds: 86_400,
    };
    await boss().createQueue(job.name, { policy: "stately", ...options });
    await boss().updateQueue(job.name, options);
    await boss().schedule(job.name, job.cron, null, { tz: "UTC" });
    await boss().work(job.name, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async () => book.run(job));
  };

  return {
    kind: "pg-boss",
    async start(jobs, log) {
      book.log = log;
      book.state = "starting";
      // The database may be away at boot (or leave during it): the server serves on, and the
      // queue starts once it answers. A half-started boss is stopped and made again.
      for (let attempt = 1; ; attempt++) {
        try {
          await boss().start();
          for (const job of jobs) await register(job);
          book.state = "running";
          for (const job of jobs) if (job.atStart) await boss().send(job.name);
          return;
        } catch (error) {
          book.state = "failed";
          const wasStarted = started;
          started = undefined;
          names.length = 0;
          await wasStarted?.stop({ graceful: false, close: true }).catch(() => undefined);
          if (stopRequested) return;
          log.error({ err: error, attempt }, "job queue could not start; trying again");
          await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** attempt)));
          if (stopRequested) return;
        }
      }
    },
    async trigger(name) {
      await boss().send(name);
    },
    async settled() {
      for (;;) {
        const pending = await Promise.all(
          names.map(async (name) =>
            (await boss().findJobs(name)).some((job) => ["created", "retry", "active"].includes(job.state)),
          ),
        );
        if (!pending.includes(true)) return;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
      }
    },
    status: () => book.status(),
    async stop() {
      stopRequested = true;
      if (!started || book.state === "stopped") {
        book.state = "stopped";
        return;
      }
      book.state = "stopping";
      // Waits for a job in progress here; the pool closes with it.
      await started.stop({ graceful: true, timeout: 30_000 });
      book.state = "stopped";
    },
  };
}
