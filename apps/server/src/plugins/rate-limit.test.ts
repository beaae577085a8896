import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createContext } from "../context.ts";
import { openDatabase, migrateToLatest } from "../db/database.ts";
import { parseEnv } from "../env.ts";
import { ConsoleSms } from "../providers/sms/index.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisReachable(): Promise<string | undefined> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    return `Redis not reachable at ${REDIS_URL} (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    probe.disconnect();
  }
}
const skipReason = await redisReachable();
if (skipReason) process.stderr.write(`[tests] Redis rate-limit test skipped: ${skipReason}\n`);

describe.skipIf(Boolean(skipReason))("login rate limit shared through Redis", () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  async function instance() {
    const env = parseEnv({
      NODE_ENV: "test",
      REDIS_URL,
      LOGIN_RATE_LIMIT_PER_MINUTE: "3",
      OTP_LIMIT_PER_IP_PER_HOUR: "100",
    });
    const database = openDatabase({ dialect: "sqlite", file: ":memory:" });
    await migrateToLatest(database.db);
    const redis = new Redis(REDIS_URL);
    clients.push(redis);
    const ctx = createContext(env, database, { sms: new ConsoleSms({ print: () => undefined }), redis });
    return buildApp(ctx, { web: false, logger: false });
  }

  it("counts requests from one address across two instances", async () => {
    const [a, b] = [await instance(), await instance()];
    const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    const send = (app: typeof a, n: number) =>
      app.inject({
        method: "POST",
        url: "/api/v1/auth/otp",
        payload: { mobile: `9198765432${10 + n}` },
        remoteAddress: ip,
      });
    expect((await send(a, 1)).statusCode).toBe(200);
    expect((await send(b, 2)).statusCode).toBe(200);
    expect((await send(a, 3)).statusCode).toBe(200);
    const limited = await send(b, 4);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await a.close();
    await b.close();
  });
});
