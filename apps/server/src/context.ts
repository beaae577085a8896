import type { Redis } from "ioredis";
import type { DatabaseHandle } from "./db/database.ts";
import type { Env } from "./env.ts";
import { createJobRunner, type JobRunner } from "./jobs/index.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { LiveStreams } from "./lib/live-streams.ts";
import { createRedisClient } from "./lib/redis.ts";
import { createBlogSource, type BlogSource } from "./providers/blog/index.ts";
import { createMailSender, type MailSender } from "./providers/mail/index.ts";
import { createPaymentProvider, type PaymentProvider } from "./providers/payments/index.ts";
import { builtinPlaceSearch, type PlaceSearch } from "./providers/places/index.ts";
import { createSmsSender, type SmsSender } from "./providers/sms/index.ts";

/** What every feature's routes receive: configuration, data and adapters, built once at boot. */
export interface AppContext {
  env: Env;
  database: DatabaseHandle;
  sms: SmsSender;
  mail: MailSender;
  clock: Clock;
  redis: Redis | undefined;
  places: PlaceSearch;
  payments: PaymentProvider;
  /** Where blog posts come from: the database or WordPress (BLOG_PROVIDER, ADR 029). */
  blog: BlogSource;
  /** Scheduled and deferred work (ADR 019); started by main.ts, idle in tests that do not start it. */
  jobs: JobRunner;
  /** The streamed answers in progress, for a graceful shutdown. */
  streams: LiveStreams;
}

/**
 * Builds the context from the environment: each adapter is the one its variable chooses.
 * Tests pass overrides (a moved clock, a silent SMS adapter) and get real adapters otherwise.
 */
export function createContext(
  env: Env,
  database: DatabaseHandle,
  overrides: Partial<Omit<AppContext, "env" | "database">> = {},
): AppContext {
  const clock = overrides.clock ?? systemClock;
  const redis = "redis" in overrides ? overrides.redis : env.REDIS_URL ? createRedisClient(env.REDIS_URL) : undefined;
  return {
    env,
    database,
    clock,
    redis,
    sms: overrides.sms ?? createSmsSender(env),
    mail: overrides.mail ?? createMailSender(env),
    places: overrides.places ?? builtinPlaceSearch,
    payments: overrides.payments ?? createPaymentProvider(env, { db: database.db, clock }),
    blog: overrides.blog ?? createBlogSource(env, { db: database.db, clock }),
    jobs: overrides.jobs ?? createJobRunner(database),
    streams: overrides.streams ?? new LiveStreams(),
  };
}
