import { Redis } from "ioredis";

/**
 * The longest a Redis command may take. Redis answers in well under a millisecond on a
 * healthy network, so anything slower is an outage: the caller falls back rather than
 * holding the request (the default would queue commands across reconnects for seconds).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * A Redis client that fails fast while Redis is away: commands time out after
 * REDIS_COMMAND_TIMEOUT_MS, are not queued while disconnected, and the client keeps
 * reconnecting in the background (ioredis's default backoff, at most 2 s apart).
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
}

/** Whether Redis is connected and answers a PING in time. */
export async function pingRedis(redis: Redis): Promise<boolean> {
  if (redis.status !== "ready") return false;
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}

/** Resolves once the client is connected, or after `withinMs` if it is not by then. */
export function untilReady(redis: Redis, withinMs: number): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    redis.once("ready", done);
  });
}
