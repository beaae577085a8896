import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../test-support/server-process.ts";
import { TcpProxy } from "../test-support/tcp-proxy.ts";
import { createPostgresDatabase, PG_ADMIN_URL, postgresServer } from "../test-support/test-databases.ts";

const CLIENTS = 10;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The embedded PGlite has no port to put a proxy in front of; the SQLite runs have no connection to lose.
describe.skipIf(!postgresServer)(
  `losing the PostgreSQL connection under load [postgres: ${new URL(PG_ADMIN_URL).host}]`,
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it("fails the requests in flight with 503, keeps the process alive and recovers", async () => {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      const target = new URL(database.url);
      const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
      cleanups.push(() => proxy.close());
      const viaProxy = new URL(database.url);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const server: ServerProcess = await startServerProcess({ DATABASE_URL: viaProxy.toString(), LOG_LEVEL: "warn" });
      cleanups.push(() => server.stop());

      // Ten clients asking for something the database answers, again and again.
      const statuses: number[] = [];
      const requests: { status: number; started: number }[] = [];
      let running = true;
      const client = async () => {
        while (running) {
          const started = performance.now();
          const res = await fetch(`${server.url}/api/v1/recharges`).catch(() => undefined);
          statuses.push(res?.status ?? 0);
          requests.push({ status: res?.status ?? 0, started });
          await res?.arrayBuffer();
          await pause(20);
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      await pause(300);
      expect(statuses.filter((s) => s === 200).length, server.output()).toBeGreaterThan(0);

      // The database stops answering, so requests pile up in flight; then every connection drops.
      const heldAt = performance.now();
      proxy.hold();
      await pause(500);
      const before = statuses.length;
      await proxy.cut();
      await pause(1500);
      const duringCut = statuses.slice(before);
      expect(server.alive(), server.output()).toBe(true);
      // Every request sent once the database stopped answering fails with 503, and so do those
      // waiting for it at the cut. (One the database answered just before the hold may still
      // arrive as a 200 on a loaded machine: it was answered, not lost.)
      const sentAfterHold = requests.filter((r) => r.started >= heldAt).map((r) => r.status);
      expect(sentAfterHold.length).toBeGreaterThanOrEqual(CLIENTS);
      expect(new Set(sentAfterHold)).toEqual(new Set([503]));
      expect(duringCut.filter((status) => status === 503).length).toBeGreaterThanOrEqual(CLIENTS);
      expect(new Set(duringCut.filter((status) => status !== 200))).toEqual(new Set([503]));
      const failed = await fetch(`${server.url}/api/v1/recharges`, { headers: { "accept-language": "hi" } });
      expect(failed.status).toBe(503);
      expect(((await failed.json()) as { error: object }).error).toMatchObject({
        code: "service_unavailable",
        message_code: "http.database_unavailable",
        message: "सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर प्रयास करें।",
      });
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "degraded", database: { status: "down" } });

      // The database is back: the pool reconnects by itself.
      await proxy.restore();
      let recovered = 0;
      for (let i = 0; i < 100 && recovered === 0; i++) {
        await pause(100);
        recovered = statuses.slice(before + duringCut.length).filter((s) => s === 200).length;
      }
      running = false;
      await Promise.all(clients);
      expect(recovered, server.output()).toBeGreaterThan(0);
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
      expect(server.alive(), server.output()).toBe(true);
      expect(statuses).not.toContain(500);
      expect(server.output()).not.toContain("Unhandled 'error' event");
      expect(await server.stop()).toBe(0);
    });
  },
);
