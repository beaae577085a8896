import { z } from "zod";
import { mobileField } from "./common.ts";

export const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ status: z.enum(["up", "down"]), dialect: z.enum(["sqlite", "postgres"]) }),
  redis: z
    .object({ status: z.enum(["up", "down"]) })
    .optional()
    .meta({ description: "Present when REDIS_URL is set. Down: degraded, rate limits counted per instance" }),
  uptimeSeconds: z.number(),
});

export const smsOutboxQuery = z.strictObject({ mobile: mobileField });
export const smsOutboxResponse = z.object({
  messages: z.array(z.object({ mobile: z.string(), text: z.string(), code: z.string(), sentAt: z.iso.datetime() })),
});
