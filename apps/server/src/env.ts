import { existsSync } from "node:fs";
import { z } from "zod";

const DEV_SESSION_SECRET = "graha-dev-only-session-secret-change-me-0123456789";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/**
 * Every environment variable the server reads, parsed once at boot. `.env.example` and the
 * README's configuration table list the same variables; keep the three in step.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)" })
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//)
      .optional(),
    SESSION_SECRET: z.string().min(32).default(DEV_SESSION_SECRET),
    SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    MSG91_BASE_URL: z.url().default("https://control.msg91.com"),
    LLM_PROVIDER: z.enum(["builtin", "openai"]).default("builtin"),
    LLM_BASE_URL: z.url().default("https://api.openai.com/v1"),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
    LLM_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(60),
    // A reply's credit is held this much longer than a reply may last (ADR 014); at most a minute.
    HOLD_MARGIN_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().nonnegative().default(25),
    PAYMENT_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_BASE_URL: z.url().default("https://api.razorpay.com"),
    OTP_LIMIT_PER_NUMBER_PER_HOUR: z.coerce.number().int().positive().default(5),
    OTP_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(5),
    OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().nonnegative().default(30),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_BUILD_DIR: z.string().default("apps/web/build"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "set a secret of 32+ characters in production",
      });
    }
    if (env.NODE_ENV === "production" && env.SMS_PROVIDER === "console") {
      ctx.addIssue({
        code: "custom",
        path: ["SMS_PROVIDER"],
        message: "the console SMS adapter prints codes to the log: choose msg91 in production",
      });
    }
    if (
      env.PAYMENT_PROVIDER === "razorpay" &&
      (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAY_KEY_ID"],
        message: "Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
      });
    }
    if (env.SMS_PROVIDER === "msg91" && (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)) {
      ctx.addIssue({
        code: "custom",
        path: ["MSG91_AUTH_KEY"],
        message: "MSG91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The longest a streamed answer may take, start to end: the writer gives up after it (ADR 014). */
export const replyLimitMs = (env: Env): number => env.LLM_TIMEOUT_SECONDS * 1000;

/**
 * How long an open hold may be before the scheduled job releases it: the reply limit plus a
 * margin, so no reply still being written ever loses its hold.
 */
export const holdLifetimeMs = (env: Env): number => replyLimitMs(env) + env.HOLD_MARGIN_SECONDS * 1000;

/** Parses the environment; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Reads `.env` from the working directory when present; variables already set win. */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
