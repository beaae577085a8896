// Sign horoscopes: the server time of GET /api/v1/horoscopes/{sign} answered from the
// database cache (today's reading, warmed as at server start) side by side with a reading
// computed on request (a date not cached yet: engine + writer + insert). In-process through
// Fastify's inject on a migrated in-memory SQLite database. Figures only; the goal
// is a cached answer under 20 ms. Run alone: node horoscope.ts
import { SIGN_NAMES } from "@graha/jyotish/names";
import { buildApp } from "../apps/server/src/app.ts";
import { createContext } from "../apps/server/src/context.ts";
import { migrateToLatest, openDatabase } from "../apps/server/src/db/database.ts";
import { parseEnv } from "../apps/server/src/env.ts";
import { horoscopeService } from "../apps/server/src/features/horoscopes/index.ts";

interface Stats {
  medianMs: number;
  p95Ms: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

export async function runHoroscopeBench(): Promise<void> {
  const database = openDatabase({ dialect: "sqlite", file: ":memory:" });
  await migrateToLatest(database.db);
  const ctx = createContext(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }), database, { redis: undefined });
  const app = await buildApp(ctx, { web: false, logger: false });
  await app.ready();
  let calls = 0;
  const get = async (url: string) => {
    // A visitor of its own per call, so the per-address rate limit stays out of the figures.
    calls++;
    const remoteAddress = `10.0.${calls >> 8}.${calls & 255}`;
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ method: "GET", url, remoteAddress });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return ms;
  };

  const t0 = performance.now();
  const periods = await horoscopeService({ db: database.db, clock: ctx.clock }).warm();
  const warmMs = performance.now() - t0;

  const SIGNS = SIGN_NAMES.map((name) => name.en);
  const CACHED_RUNS = 600;
  const UNCACHED_RUNS = 60;
  for (let i = 0; i < 50; i++) await get(`/api/v1/horoscopes/${SIGNS[i % 12]}?lang=${i % 2 ? "hi" : "en"}`);
  const cached: number[] = [];
  for (let i = 0; i < CACHED_RUNS; i++)
    cached.push(await get(`/api/v1/horoscopes/${SIGNS[i % 12]}?lang=${i % 2 ? "hi" : "en"}`));
  // A different past day each call, so every request misses the cache.
  const uncached: number[] = [];
  for (let i = 0; i < UNCACHED_RUNS; i++) {
    const date = new Date(Date.UTC(2001, 0, 1) + i * 86_400_000 * 3).toISOString().slice(0, 10);
    uncached.push(await get(`/api/v1/horoscopes/${SIGNS[i % 12]}?date=${date}`));
  }
  await app.close();
  await database.close();

  const c = stats(cached);
  const u = stats(uncached);
  const ms = (x: number) => x.toFixed(2).padStart(8);
  console.log("");
  console.log(`sign horoscopes: GET /api/v1/horoscopes/{sign}, daily, in-process on SQLite (inject)`);
  console.log("                                        median ms   p95 ms  target   ratio to computed");
  console.log(
    `computed on request (cache miss)        ${ms(u.medianMs)} ${ms(u.p95Ms)}       -   1.00   (${UNCACHED_RUNS} calls)`,
  );
  console.log(
    `from the database cache (today)         ${ms(c.medianMs)} ${ms(c.p95Ms)}      20   ${(c.medianMs / u.medianMs).toFixed(3)}   (${CACHED_RUNS} calls)`,
  );
  console.log(
    `warm-up at start: ${periods} periods × 12 signs × 2 languages in ${warmMs.toFixed(0)} ms; cached answers under 20 ms at p95: ${c.p95Ms <= 20 ? "yes" : "no"}`,
  );
}

if (process.argv[1]?.endsWith("horoscope.ts")) await runHoroscopeBench();
