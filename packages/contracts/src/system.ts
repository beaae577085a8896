import { z } from "zod";
import { mobileField } from "./common.ts";

/** The job runner as this instance sees it: which kind, its state, and each job's last run here. */
export const jobsHealth = z.object({
  runner: z.enum(["in-process", "pg-boss"]),
  state: z.enum(["idle", "starting", "running", "stopping", "stopped", "failed"]),
  jobs: z.array(
    z.object({
      name: z.string(),
      schedule: z.string(),
      runs: z.number().int(),
      last_started_at: z.iso.datetime().nullable(),
      last_outcome: z.enum(["ok", "failed"]).nullable(),
    }),
  ),
});
export type JobsHealth = z.infer<typeof jobsHealth>;

export const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ status: z.enum(["up", "down"]), dialect: z.enum(["sqlite", "postgres"]) }),
  redis: z
    .object({ status: z.enum(["up", "down"]) })
    .optional()
    .meta({ description: "Present when REDIS_URL is set. Down: degraded, rate limits counted per instance" }),
  jobs: jobsHealth,
  uptimeSeconds: z.number(),
});

export const smsOutboxQuery = z.strictObject({ mobile: mobileField });
export const smsOutboxResponse = z.object({
  messages: z.array(z.object({ mobile: z.string(), text: z.string(), code: z.string(), sentAt: z.iso.datetime() })),
});

export const mailOutboxQuery = z.strictObject({ email: z.email() });
export const mailOutboxResponse = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.iso.datetime() })),
});
