import { Cron } from "croner";
import { JobBook, type JobDefinition, type JobRunner } from "./job-runner.ts";

/**
 * The runner of the embedded default (one process on a SQLite file): each job on a croner
 * schedule in this process. A job never overlaps itself here; a run asked for while one is in
 * progress joins it. Several processes on one database would each run every job, which the
 * jobs' idempotence makes harmless; a shared database uses the pg-boss runner instead.
 */
export function createInProcessRunner(): JobRunner {
  const book = new JobBook("in-process");
  const jobs = new Map<string, JobDefinition>();
  const crons: Cron[] = [];
  const running = new Map<string, Promise<void>>();

  const runOnce = (name: string): Promise<void> => {
    const job = jobs.get(name);
    if (!job) return Promise.reject(new Error(`no job named ${name}`));
    if (book.state !== "running") return Promise.resolve();
    const inProgress = running.get(name);
    if (inProgress) return inProgress;
    const run = book.run(job).finally(() => running.delete(name));
    running.set(name, run);
    return run;
  };

  return {
    kind: "in-process",
    async start(definitions, log) {
      book.log = log;
      for (const job of definitions) {
        jobs.set(job.name, job);
        book.register(job);
        crons.push(new Cron(job.cron, { timezone: "UTC" }, () => runOnce(job.name)));
      }
      book.state = "running";
      for (const job of definitions) if (job.atStart) void runOnce(job.name);
    },
    trigger: (name) => runOnce(name),
    async settled() {
      while (running.size > 0) await Promise.all(running.values());
    },
    status: () => book.status(),
    async stop() {
      if (book.state === "stopped") return;
      book.state = "stopping";
      for (const cron of crons) cron.stop();
      await Promise.all(running.values());
      book.state = "stopped";
    },
  };
}
