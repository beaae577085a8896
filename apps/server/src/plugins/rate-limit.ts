import { createRequire } from "node:module";
import fastifyRateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { AppError } from "../errors.ts";
import { untilReady } from "../lib/redis.ts";

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface CountStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CountStore;
}
/** What the plugin hands a store's constructor, of which the stores read two flags. */
type StoreFlags = { continueExceeding?: boolean; exponentialBackoff?: boolean };

// The plugin's own two stores (its index chooses between them; we use both): counting in
// Redis with one Lua script per request, and counting in this process.
const load = createRequire(import.meta.url);
const RedisStore = load("@fastify/rate-limit/store/RedisStore") as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => CountStore;
const LocalStore = load("@fastify/rate-limit/store/LocalStore") as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => CountStore;

const NAMESPACE = "graha-rl:";
const REDIS_BOOT_WAIT_MS = 2_000;
/** After a failed command, how long to count in-process before trying Redis again. */
const RETRY_AFTER_FAILURE_MS = 2_000;

/** Whether Redis may be used for counting now; says once per outage that it may not. */
class RedisLink {
  private down = false;
  private retryAt = 0;
  private readonly redis: Redis;
  private readonly log: FastifyBaseLogger;

  constructor(redis: Redis, log: FastifyBaseLogger) {
    this.redis = redis;
    this.log = log;
    // ioredis reports every failed reconnect as an 'error' event; unheard, it prints each one.
    redis.on("error", (error: Error) => this.markDown(error.message));
    redis.on("ready", () => {
      this.retryAt = 0;
      if (!this.down) return;
      this.down = false;
      this.log.info("Redis is back: rate limits are shared across instances again");
    });
  }

  usable(): boolean {
    if (this.redis.status !== "ready") {
      this.markDown(`connection ${this.redis.status}`);
      return false;
    }
    return Date.now() >= this.retryAt;
  }

  failed(error: Error): void {
    this.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
    this.markDown(error.message);
  }

  private markDown(reason: string): void {
    if (this.down) return;
    this.down = true;
    this.log.warn({ reason }, "Redis unreachable: rate limits count in this process until it returns");
  }
}

/** Counts in Redis while it answers, else in this process: an outage never fails a request. */
class SharedOrLocalStore implements CountStore {
  private readonly shared: CountStore;
  private readonly local: CountStore;
  private readonly link: RedisLink;

  constructor(shared: CountStore, local: CountStore, link: RedisLink) {
    this.shared = shared;
    this.local = local;
    this.link = link;
  }

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    if (!this.link.usable()) return this.local.incr(key, done, timeWindow, max);
    const fallBack = (error: Error | null, result?: Counted) => {
      if (!error) return done(null, result);
      this.link.failed(error);
      this.local.incr(key, done, timeWindow, max);
    };
    this.shared.incr(key, fallBack, timeWindow, max);
  }

  child(routeOptions: unknown): CountStore {
    return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.link);
  }
}

/**
 * Rate limits for the routes that declare one (`config: { rateLimit }`), answered as our 429.
 * With Redis they are shared by every instance; while Redis is down each instance counts on
 * its own (logged as a warning), and sharing resumes when it is back. `keyGenerator` says
 * whom a request counts for (the signed-in user, else the address).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | undefined,
  keyGenerator: (request: FastifyRequest) => Promise<string>,
): Promise<void> {
  let store: FastifyRateLimitStoreCtor | undefined;
  if (redis) {
    // At boot, give the connection a moment, so that the first requests are counted in Redis.
    await untilReady(redis, REDIS_BOOT_WAIT_MS);
    const client = redis;
    const link = new RedisLink(client, app.log);
    store = class extends SharedOrLocalStore {
      constructor(options: FastifyRateLimitOptions) {
        const { continueExceeding, exponentialBackoff } = options as StoreFlags;
        super(
          new RedisStore(continueExceeding, exponentialBackoff, client, NAMESPACE),
          new LocalStore(continueExceeding, exponentialBackoff),
          link,
        );
      }
    };
  }
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new AppError(
        "rate_limited",
        { code: "http.rate_limited_retry", params: { seconds } },
        { headers: { "retry-after": String(seconds) } },
      );
    },
  });
}
