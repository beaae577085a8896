import { spawnSync } from "node:child_process";
import { Writable } from "node:stream";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { useTestApp, type TestApp } from "../test-support/test-app.ts";
import { describeEachDialect } from "../test-support/test-databases.ts";
import { startRedisServer, type OwnRedis } from "../test-support/test-redis.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const installed = !spawnSync("redis-server", ["--version"]).error;

describeEachDialect("Redis going away under the rate limits", (db) => {
  // A redis-server of this file's own: the shared one is never stopped.
  let redis: OwnRedis;
  let probe: Redis;
  beforeAll(async () => {
    if (!installed) throw new Error("redis-server is not installed (apt-get install redis-server)");
    redis = await startRedisServer();
    probe = new Redis(redis.url, { lazyConnect: true });
    probe.on("error", () => undefined); // it reconnects by itself when the server is back
  });
  afterAll(async () => {
    probe.disconnect();
    await redis.stop();
  });
  const log: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString());
      done();
    },
  });

  const t = useTestApp(db, {
    env: () => ({
      REDIS_URL: redis.url,
      LOGIN_RATE_LIMIT_PER_MINUTE: "3",
      OTP_LIMIT_PER_IP_PER_HOUR: "100",
      LOG_LEVEL: "info",
    }),
    logStream,
  });

  let next = 0;
  const askForCode = (app: TestApp, ip: string) =>
    app.request({
      method: "POST",
      url: "/api/v1/auth/otp",
      payload: { mobile: `91987654${String(1000 + next++).slice(-4)}` },
      remoteAddress: ip,
    });
  const health = async (app: TestApp) => (await app.get("/api/v1/health")).json();

  it("counts in-process with a warning, reports degraded, and shares again once Redis is back", async () => {
    const app = t.current;
    expect(await health(app)).toMatchObject({ status: "ok", redis: { status: "up" } });
    expect((await askForCode(app, "10.1.0.1")).statusCode).toBe(200);
    expect(await probe.keys("graha-rl:*")).not.toEqual([]);

    await redis.stop();
    // Every rate-limited request still answers, and the limit still holds (counted here).
    const during = [];
    for (let i = 0; i < 4; i++) during.push((await askForCode(app, "10.1.0.2")).statusCode);
    expect(during).toEqual([200, 200, 200, 429]);
    expect(log.filter((line) => line.includes("Redis unreachable: rate limits count in this process"))).toHaveLength(1);
    const degraded = await app.get("/api/v1/health");
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({
      status: "degraded",
      database: { status: "up" },
      redis: { status: "down" },
    });

    await redis.start();
    let back: { status?: string } = {};
    for (let i = 0; i < 100 && back.status !== "ok"; i++) {
      await pause(100);
      back = await health(app);
    }
    expect(back).toMatchObject({ status: "ok", redis: { status: "up" } });
    // Counting is shared again: the new Redis holds the counter of the next request.
    expect(await probe.keys("graha-rl:*")).toEqual([]);
    expect((await askForCode(app, "10.1.0.3")).statusCode).toBe(200);
    expect(await probe.keys("graha-rl:*")).not.toEqual([]);
    expect(log.join("")).toContain("Redis is back");
  });
});
