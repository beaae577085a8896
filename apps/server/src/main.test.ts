import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createContext } from "./context.ts";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "./db/database.ts";
import { parseEnv } from "./env.ts";
import { ConsoleSms } from "./providers/sms/index.ts";
import { useFakeLlm } from "./test-support/fake-llm.ts";
import { ASHA_KUNDLI } from "./test-support/kundlis.ts";
import { apiClient, readEvents, startServerProcess } from "./test-support/server-process.ts";
import { PRODUCTION_ENV } from "./test-support/test-app.ts";
import { useServerDatabaseUrl } from "./test-support/test-databases.ts";
import { testRedisUrl } from "./test-support/test-redis.ts";

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

/** Words in a question that make the fake model answer slowly (a minute or more). */
const SLOW = "slowly";
// The first piece at once, then one per interval: a "quick" reply takes about two seconds. The
// first piece holds a whole sentence and the next word, so the guard (ADR 025) passes it on at once.
const fakeLlm = useFakeLlm(["Your chart speaks of patience. Keep ", "steady. ", "Rest ", "well. "], {
  paceOf: (body) =>
    JSON.stringify(body.messages).includes(SLOW) || body.messages.at(-1)?.content.includes("prediction")
      ? { pieceDelayMs: 1000, rounds: 60 }
      : { pieceDelayMs: 200, rounds: 2 },
});

// Each test starts real server processes, which warm the horoscopes at start.
const PROCESS_TEST_MS = 90_000;

/**
 * Where the server processes keep their data: the SQLite file in DATA_DIR, or a fresh database
 * on the PostgreSQL server (with pg-boss running the jobs) when the tests have one.
 */
const serverDatabase = useServerDatabaseUrl();
const redisUrl = await testRedisUrl();
const targets = [
  { name: "sqlite", postgres: false },
  ...(serverDatabase ? [{ name: "postgres", postgres: true }] : []),
];

describe.each(targets)("a server process and the replies it is writing [$name]", ({ postgres }) => {
  const dirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "graha-replies-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const databaseEnv = (dataDir: string) => ({
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: serverDatabase!.url } : {}),
  });
  /** Reads what a stopped server left in its database. */
  async function readStopped<T>(dataDir: string, read: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
    const database = openDatabase(
      postgres
        ? { dialect: "postgres", url: serverDatabase!.url }
        : { dialect: "sqlite", file: join(dataDir, "graha.sqlite") },
    );
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  }
  const holdsIn = (dataDir: string) =>
    readStopped(dataDir, (db) => db.selectFrom("ledger_holds").select(["reason", "outcome", "settled_at"]).execute());
  const ledgerIn = (dataDir: string) =>
    readStopped(dataDir, (db) => db.selectFrom("ledger_entries").select(["account", "amount", "reason"]).execute());

  it(
    "after kill -9 mid-reply, the restarted server gives the held question back",
    async () => {
      const dataDir = freshDataDir();
      const env = {
        ...fakeLlm.env(),
        ...databaseEnv(dataDir),
        LLM_TIMEOUT_SECONDS: "2",
        HOLD_MARGIN_SECONDS: "1",
      };
      const first = await startServerProcess(env);
      const api = apiClient(first);
      await api.login("919876543210");
      const chatId = await api.startChat("Oracle");
      const before = await api.balance();

      const asked = Date.now();
      const reply = readEvents(await api.call("POST", `/chats/${chatId}/messages`, { message: `Tell me ${SLOW}` }));
      await reply.started;
      expect((await api.balance()).oracle_questions).toBe(Number(before.oracle_questions) - 1);
      first.kill("SIGKILL");
      await first.exited;
      expect((await holdsIn(dataDir)).filter((hold) => hold.settled_at === null)).toHaveLength(1);

      // Restart once the hold is older than any reply may last (2 s) plus the margin (1 s).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, asked + 3500 - Date.now())));
      const second = await startServerProcess(env);
      try {
        const again = api.on(second);
        let after = await again.balance();
        for (let i = 0; i < 100 && after.oracle_questions !== before.oracle_questions; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          after = await again.balance();
        }
        expect(after, second.output()).toEqual(before);
      } finally {
        second.kill("SIGTERM");
        expect(await second.exited).toBe(0);
      }
      expect(await holdsIn(dataDir)).toEqual([expect.objectContaining({ outcome: "released" })]);
    },
    PROCESS_TEST_MS,
  );

  it(
    "on SIGTERM, replies that finish in the grace period end with done, the rest with interrupted and no charge; exit 0",
    async () => {
      const dataDir = freshDataDir();
      const server = await startServerProcess({
        ...fakeLlm.env(),
        ...databaseEnv(dataDir),
        LLM_TIMEOUT_SECONDS: "120",
        SHUTDOWN_GRACE_SECONDS: "4",
        // With Redis too, which the shutdown closes last (the limit is high: the server may be shared).
        ...(redisUrl ? { REDIS_URL: redisUrl, LOGIN_RATE_LIMIT_PER_MINUTE: "1000" } : {}),
      });
      const api = apiClient(server);
      await api.login("919876543210");
      const quickChat = await api.startChat("Oracle");
      const slowChat = await api.startChat("Astra");
      const { bid } = await api.json("POST", "/kundlis", ASHA_KUNDLI);
      const before = await api.balance();

      const streams = [
        readEvents(await api.call("POST", `/chats/${quickChat}/messages`, { message: "Will my career grow?" })),
        readEvents(await api.call("POST", `/chats/${slowChat}/messages`, { message: `Answer ${SLOW}, please` })),
        readEvents(await api.call("POST", "/predictions", { bid, type: "daily", language: "English" })),
      ];
      await Promise.all(streams.map((stream) => stream.started));
      server.kill("SIGTERM");
      // New connections are refused, while the replies go on.
      let refused = false;
      for (let i = 0; i < 50 && !refused; i++) {
        refused = await fetch(`${server.url}/api/v1/health`).then(
          () => false,
          () => true,
        );
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(refused).toBe(true);
      const [quick, slow, prediction] = await Promise.all(streams.map((stream) => stream.finished));
      expect(await server.exited, server.output()).toBe(0);

      const last = (events: { event: string; data: Record<string, unknown> }[]) => events.at(-1);
      expect(last(quick!)).toMatchObject({ event: "done", data: { status: "success", charged: true } });
      for (const cut of [slow!, prediction!]) {
        expect(last(cut)).toEqual({
          event: "interrupted",
          data: expect.objectContaining({ status: "fail", message_code: "stream.interrupted" }),
        });
        expect(cut.filter((e) => ["done", "error", "interrupted"].includes(e.event))).toHaveLength(1);
      }
      // Only the finished reply was charged; the interrupted ones' holds were released.
      const holds = await holdsIn(dataDir);
      expect(holds.map((hold) => `${hold.reason}:${hold.outcome}`).sort()).toEqual([
        "chat_question:charged",
        "chat_question:released",
        "prediction:released",
      ]);
      expect(server.output()).toContain("grace period over: interrupting streams");
      expect(server.output()).toContain(`"redis":${Boolean(redisUrl)}`);

      const charges = await ledgerIn(dataDir);
      expect(charges.filter((entry) => entry.amount < 0)).toEqual([
        { account: "oracle_questions", amount: -1, reason: "chat_question" },
      ]);
      expect(before.oracle_questions).toBeGreaterThan(0);
    },
    PROCESS_TEST_MS,
  );
});
