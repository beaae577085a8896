import { existsSync } from "node:fs";
import { z } from "zod";

const DEV_SESSION_SECRET = "graha-dev-only-session-secret-change-me-0123456789";

/** The seller shown on GST invoices until the real company details are configured (development only). */
export const PLACEHOLDER_COMPANY = {
  COMPANY_NAME: "Graha Astrology Pvt. Ltd. (placeholder)",
  COMPANY_ADDRESS: "Placeholder address, MG Road, Bengaluru, Karnataka 560001",
  COMPANY_GSTIN: "29AAAAA0000A1Z5",
} as const;

/** The grievance officer the privacy and contact pages name (DPDP Act 2023) until the real one is configured. */
export const PLACEHOLDER_GRIEVANCE = {
  GRIEVANCE_OFFICER_NAME: "Grievance Officer (placeholder)",
  GRIEVANCE_OFFICER_EMAIL: "grievance@graha.example",
} as const;

/** A GSTIN: state code, PAN, entity number, "Z", check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** +91 mobile numbers, comma-separated (spaces and dashes allowed), as 91 and the 10 digits. */
const mobileList = (name: string) =>
  z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.replace(/[\s-]/g, ""))
        .filter((entry) => entry.length > 0),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^\+?91[6-9]\d{9}$/, { error: `${name} takes +91 mobile numbers, comma-separated` })
          .transform((entry) => entry.replace(/^\+/, "")),
      ),
    );

/** The development server's admin when ADMIN_MOBILES is empty (never in test or production). */
export const DEV_ADMIN_MOBILE = "919999999999";

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
    MAIL_PROVIDER: z.enum(["console", "smtp"]).default("console"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: "SMTP_URL must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).default("Graha <no-reply@graha.example>"),
    LLM_PROVIDER: z.enum(["builtin", "openai"]).default("builtin"),
    LLM_BASE_URL: z.url().default("https://api.openai.com/v1"),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
    LLM_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(60),
    // The builtin writer streams at a reading pace, so a reply can be watched and stopped.
    BUILTIN_WORDS_PER_SECOND: z.coerce.number().positive().max(100_000).default(14),
    // A reply's credit is held this much longer than a reply may last (ADR 019); at most a minute.
    HOLD_MARGIN_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().nonnegative().default(25),
    // Unset means sandbox; production must name it (see the refinement below).
    PAYMENT_PROVIDER: z.enum(["sandbox", "razorpay"]).optional(),
    ALLOW_SANDBOX_PAYMENTS: booleanFlag.default(false),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_BASE_URL: z.url().default("https://api.razorpay.com"),
    // Login limits (ADR 014): per number first; per address only against floods, high enough
    // for a carrier NAT that puts hundreds of people behind one address.
    OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().nonnegative().default(30),
    OTP_RESEND_COOLDOWN_MAX_SECONDS: z.coerce.number().int().nonnegative().default(600),
    OTP_GUESSES_PER_NUMBER_PER_HOUR: z.coerce.number().int().positive().default(25),
    OTP_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(600),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    // AstroHub moderators by configuration (issue #13); the console grants the role too (ADR 033).
    FORUM_MODERATOR_MOBILES: mobileList("FORUM_MODERATOR_MOBILES"),
    // The first admins of the operations console (ADR 033); they grant every other staff role.
    ADMIN_MOBILES: mobileList("ADMIN_MOBILES"),
    // What a forum account may post on its first day (issue #13); links wait for a moderator regardless.
    FORUM_FIRST_DAY_POSTS: z.coerce.number().int().nonnegative().default(2),
    FORUM_FIRST_DAY_COMMENTS: z.coerce.number().int().nonnegative().default(10),
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_BUILD_DIR: z.string().default("apps/web/build"),
    COMPANY_NAME: z.string().trim().min(1).max(200).default(PLACEHOLDER_COMPANY.COMPANY_NAME),
    COMPANY_ADDRESS: z.string().trim().min(1).max(500).default(PLACEHOLDER_COMPANY.COMPANY_ADDRESS),
    COMPANY_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .regex(GSTIN_PATTERN, { error: "COMPANY_GSTIN must be a 15-character GSTIN such as 29ABCDE1234F1Z5" })
      .default(PLACEHOLDER_COMPANY.COMPANY_GSTIN),
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(200).default(PLACEHOLDER_GRIEVANCE.GRIEVANCE_OFFICER_NAME),
    GRIEVANCE_OFFICER_EMAIL: z
      .email({ error: "GRIEVANCE_OFFICER_EMAIL must be an email address" })
      .default(PLACEHOLDER_GRIEVANCE.GRIEVANCE_OFFICER_EMAIL),
    // Where blog posts come from (ADR 029): the database, or a WordPress site's REST API.
    BLOG_PROVIDER: z.enum(["builtin", "wordpress"]).default("builtin"),
    BLOG_WORDPRESS_URL: z
      .url({ error: "BLOG_WORDPRESS_URL must be the WordPress site's URL, e.g. https://blog.example.in" })
      .optional(),
    METRICS_TOKEN: z.string().min(16, { error: "METRICS_TOKEN needs 16+ characters" }).optional(),
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
    if (env.NODE_ENV === "production" && env.MAIL_PROVIDER === "console") {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_PROVIDER"],
        message: "the console mail adapter prints verification links to the log: choose smtp in production",
      });
    }
    if (env.MAIL_PROVIDER === "smtp" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "MAIL_PROVIDER=smtp needs SMTP_URL" });
    }
    if (env.NODE_ENV === "production") {
      // Placeholders are for development: production names the real company and grievance officer.
      const placeholders = [
        [PLACEHOLDER_COMPANY, "invoices need the company's real name, address and GSTIN in production"],
        [PLACEHOLDER_GRIEVANCE, "the privacy policy must name a real grievance officer in production (DPDP Act 2023)"],
      ] as const;
      for (const [values, message] of placeholders) {
        for (const [key, placeholder] of Object.entries(values)) {
          if (env[key as keyof typeof values] === placeholder) ctx.addIssue({ code: "custom", path: [key], message });
        }
      }
    }
    if (
      env.NODE_ENV === "production" &&
      env.PAYMENT_PROVIDER !== "razorpay" &&
      !(env.PAYMENT_PROVIDER === "sandbox" && env.ALLOW_SANDBOX_PAYMENTS)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message:
          "the sandbox checkout credits without payment: set PAYMENT_PROVIDER=razorpay with its keys in production " +
          "(or PAYMENT_PROVIDER=sandbox and ALLOW_SANDBOX_PAYMENTS=true for a staging demo)",
      });
    }
    if (env.NODE_ENV === "production" && !env.METRICS_TOKEN) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_TOKEN"],
        message: "set METRICS_TOKEN in production: /metrics answers only with it as a bearer token",
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
    if (env.BLOG_PROVIDER === "wordpress" && !env.BLOG_WORDPRESS_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["BLOG_WORDPRESS_URL"],
        message: "BLOG_PROVIDER=wordpress needs BLOG_WORDPRESS_URL",
      });
    }
    if (env.SMS_PROVIDER === "msg91" && (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)) {
      ctx.addIssue({
        code: "custom",
        path: ["MSG91_AUTH_KEY"],
        message: "MSG91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID",
      });
    }
  })
  .transform((env) => ({
    ...env,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? ("sandbox" as const),
    // A fresh development clone has a console to open: +91 99999 99999 is its admin (ADR 033).
    ADMIN_MOBILES:
      env.NODE_ENV === "development" && env.ADMIN_MOBILES.length === 0 ? [DEV_ADMIN_MOBILE] : env.ADMIN_MOBILES,
  }));

export type Env = z.infer<typeof envSchema>;

/** The longest a streamed answer may take, start to end: the writer gives up after it (ADR 019). */
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
