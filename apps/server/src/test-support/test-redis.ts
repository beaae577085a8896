import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll } from "vitest";

/** Where the tests look for Redis first. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisProblem(url: string): Promise<string | undefined> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => undefined); // the failure is what connect() rejects with
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    probe.disconnect();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A redis-server of the test's own, which it may stop and start again on the same port. */
export interface OwnRedis {
  readonly url: string;
  /** Stops it (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
}

/** Starts a private redis-server that keeps nothing on disk; the caller stops it. */
export async function startRedisServer(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill();
    await exited;
  };
  const start = async () => {
    if (server) return;
    server = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    for (let attempt = 0; attempt < 50; attempt++) {
      if (!(await redisProblem(url))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the redis-server started on port ${port} never answered`);
  };
  await start();
  return { url, stop, start };
}

/**
 * The Redis URL for a test file: the server at TEST_REDIS_URL (default 127.0.0.1:6379) or,
 * when none answers, a redis-server of its own, so that the Redis tests never skip for want
 * of a running server. Undefined, with the reason on stderr, only when Redis is not installed.
 */
export async function testRedisUrl(): Promise<string | undefined> {
  const problem = await redisProblem(REDIS_URL);
  if (!problem) return REDIS_URL;
  const installed = !spawnSync("redis-server", ["--version"]).error;
  const next = installed ? "starting a redis-server" : "redis-server is not installed: the Redis tests are skipped";
  process.stderr.write(`[tests] Redis not reachable at ${REDIS_URL} (${problem}): ${next}\n`);
  if (!installed) return undefined;
  const own = await startRedisServer();
  afterAll(own.stop);
  return own.url;
}
