import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createContext } from "./context.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { parseEnv } from "./env.ts";
import { ConsoleSms } from "./providers/sms/index.ts";

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

  const dataDir = mkdtempSync(join(tmpdir(), "graha-main-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("the server process migrates, serves, and exits cleanly on SIGTERM", async () => {
    const port = 3900 + Math.floor(Math.random() * 500);
    const child = spawn(process.execPath, [join(import.meta.dirname, "main.ts")], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: "test",
        LOG_LEVEL: "info",
        WEB_BUILD_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

    let health: Response | undefined;
    for (let i = 0; i < 100 && !health; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
    }
    expect(health?.status, output).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("shutting down: finishing in-flight requests");
  });
});
