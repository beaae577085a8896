import type { DatabaseHandle } from "../db/database.ts";
import { createInProcessRunner } from "./in-process-runner.ts";
import type { JobRunner } from "./job-runner.ts";
import { createPgBossRunner } from "./pg-boss-runner.ts";

export type { JobDefinition, JobRunner } from "./job-runner.ts";

/**
 * The job runner for this database (ADR 019): a shared pg-boss queue on PostgreSQL, where
 * instances scale out; an in-process scheduler on the embedded SQLite file.
 */
export function createJobRunner(database: DatabaseHandle): JobRunner {
  return database.jobQueue ? createPgBossRunner(database.jobQueue) : createInProcessRunner();
}
