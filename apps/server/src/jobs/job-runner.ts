import type { JobsHealth } from "@graha/contracts";
import type { FastifyBaseLogger } from "fastify";

/**
 * A piece of scheduled or deferred work. `run` must be idempotent and safe when two
 * instances run it at once (conditional updates, idempotency keys): the runners make a
 * double run rare, never impossible (ADR 019).
 */
export interface JobDefinition {
  /** Queue name: lowercase words joined by dashes. */
  name: string;
  /** When it runs, a five-field cron expression in UTC. */
  cron: string;
  /** Also run once when the runner starts. */
  atStart: boolean;
  /**
   * The longest a run may take (default 120 s). On the shared queue a run still marked active
   * after it (its instance died) is given up, so the next run is not blocked behind it.
   */
  maxSeconds?: number;
  /** Does the work; what it returns (a count) is logged. */
  run(): Promise<unknown>;
}

/** Runs jobs on their schedule, and once on demand; `stop` waits for a job in progress. */
export interface JobRunner {
  readonly kind: JobsHealth["runner"];
  /** Registers the jobs and starts their schedules (and the at-start runs); runs are logged to `log`. */
  start(jobs: JobDefinition[], log: FastifyBaseLogger): Promise<void>;
  /** Asks for one run of `name` soon, on this instance or (shared queue) any other. */
  trigger(name: string): Promise<void>;
  /** Resolves when no run of a job is queued or in progress here. */
  settled(): Promise<void>;
  status(): JobsHealth;
  stop(): Promise<void>;
}

type JobStats = JobsHealth["jobs"][number];

/** Bookkeeping both runners share: the runner's state and each job's runs on this instance. */
export class JobBook {
  state: JobsHealth["state"] = "idle";
  private readonly stats = new Map<string, JobStats>();
  log: FastifyBaseLogger | undefined;
  readonly kind: JobsHealth["runner"];

  constructor(kind: JobsHealth["runner"]) {
    this.kind = kind;
  }

  register(job: JobDefinition): void {
    this.stats.set(job.name, {
      name: job.name,
      schedule: job.cron,
      runs: 0,
      last_started_at: null,
      last_outcome: null,
    });
  }

  /** Runs `job` once, recording and logging how it went; never throws. */
  async run(job: JobDefinition): Promise<void> {
    const stats = this.stats.get(job.name);
    if (stats) {
      stats.runs++;
      stats.last_started_at = new Date().toISOString();
    }
    try {
      const result = await job.run();
      if (stats) stats.last_outcome = "ok";
      this.log?.info({ job: job.name, result }, "job finished");
    } catch (error) {
      if (stats) stats.last_outcome = "failed";
      this.log?.error({ err: error, job: job.name }, "job failed");
    }
  }

  status(): JobsHealth {
    return { runner: this.kind, state: this.state, jobs: [...this.stats.values()].map((s) => ({ ...s })) };
  }
}
