import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createContext } from "./context.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { parseEnv } from "./env.ts";
import { ConsoleSms } from "./providers/sms/index.ts";
import { startServerProcess } from "./test-support/server-process.ts";
import { PRODUCTION_ENV } from "./test-support/test-app.ts";

describe("shutting down", () => {
  it("lets in-flight requests finish and refuses new ones", async () => {
    const database = openDatabase({ dialect: "sqlite", file: ":memory:" });
    await migrateToLatest(database.db);
    const env = parseEnv({ NODE_ENV: "test" });
    const app = await buildApp(
      createContext(env, database, { sms: new ConsoleSms({ print: () => undefined }), redis: undefined }),
      {
        web: false,
        logger: false,
      },
    );
    let release: () => void = () => undefined;
    app.get("/api/v1/test-slow", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/test-slow`).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ done: true });
    await closing;
    await database.close();
  });

  it("the server process migrates, serves, and exits cleanly on SIGTERM", async () => {
    const server = await startServerProcess();
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status, server.output()).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("shutting down: finishing in-flight requests");
  });
});

describe("starting", () => {
  it("refuses to start in production with the free sandbox checkout", async () => {
    const production = { ...PRODUCTION_ENV, LOG_LEVEL: "silent" };
    await expect(startServerProcess(production)).rejects.toThrow(
      /the server process never answered:[\s\S]*PAYMENT_PROVIDER: the sandbox checkout credits without payment/,
    );
  });
});
