import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createContext } from "../context.ts";
import { openDatabase, migrateToLatest } from "../db/database.ts";
import { parseEnv } from "../env.ts";
import { ConsoleSms } from "../providers/sms/index.ts";
import { testRedisUrl } from "../test-support/test-redis.ts";

const redisUrl = await testRedisUrl();

describe.skipIf(!redisUrl)("login rate limit shared through Redis", () => {
  const REDIS_URL = redisUrl ?? ""; // only run with a URL
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
