// The web app as users feel it (issue #15), measured side by side in one run on this box:
// builds the web app, starts the real server (src/main.ts, production settings, SQLite),
// then prints
//   1. requests per second and p99 (autocannon) for Graha's pages and health route beside a
//      bare Fastify server and a minimal React Router server-rendered page (a one-route page
//      from the static handler, and the same page as a built React Router app), each started
//      here as its own process;
//   2. Lighthouse (mobile preset, Debian Chromium) for the public pages;
//   3. bytes of a chart answer and of each page's first load, compressed.
// Figures only, never asserted. Run: npm run bench:web (BENCH_WEB_SECONDS per load run,
// default 10; BENCH_WEB_SKIP_BUILD=1 reuses apps/web/build; CHROME_PATH, default
// /usr/bin/chromium; BENCH_WEB_PARTS=throughput,firstload,lighthouse,bytes runs only those
// sections; BENCH_WEB_PAGES="home,chart report" only those pages; BENCH_WEB_REPORTS=<dir>
// keeps each Lighthouse report as JSON). See README.md for how to read them.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ASHA_KUNDLI } from "../apps/server/src/test-support/kundlis.ts";
import { freePort } from "../apps/server/src/test-support/free-port.ts";
import autocannon, { type Request as LoadRequest } from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { FIRST_LOAD_HEADER, firstLoad, formatFirstLoad } from "./web-first-load.ts";

const ROOT = resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_WEB_SECONDS ?? 10);
const CONNECTIONS = 10;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const MOBILE = "919812345678";
const PARTS = new Set((process.env.BENCH_WEB_PARTS ?? "throughput,firstload,lighthouse,bytes").split(","));
const PAGES = process.env.BENCH_WEB_PAGES?.split(",").map((p) => p.trim());
const REPORTS = process.env.BENCH_WEB_REPORTS;

/** Production as a staging demo runs it: real-looking settings, the sandbox checkout named. */
const PRODUCTION = {
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "a-benchmark-secret-of-at-least-32-characters",
  SMS_PROVIDER: "msg91",
  MSG91_AUTH_KEY: "bench-auth-key",
  MSG91_TEMPLATE_ID: "tmpl-otp-1",
  MAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://127.0.0.1:2525",
  METRICS_TOKEN: "bench-metrics-token-0123456789",
  // Behind a proxy or CDN, as production is: the visitor's address comes in X-Forwarded-For.
  TRUST_PROXY: "true",
  PAYMENT_PROVIDER: "sandbox",
  ALLOW_SANDBOX_PAYMENTS: "true",
  COMPANY_NAME: "Graha Technologies Pvt. Ltd.",
  COMPANY_ADDRESS: "12 Residency Road, Pune, Maharashtra 411001",
  COMPANY_GSTIN: "27ABCDE1234F1Z5",
  GRIEVANCE_OFFICER_NAME: "Asha Rao",
  GRIEVANCE_OFFICER_EMAIL: "grievance@graha.in",
};

const processes: ChildProcess[] = [];
/** Starts `node <args>` and waits until `ready` answers 200. */
async function startProcess(args: string[], env: Record<string, string>, ready: string): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
  processes.push(child);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    const ok = await fetch(ready).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${ready} did not answer`);
}

/** MSG91's Flow API as far as a login needs it: keeps the code it was asked to send. */
async function fakeMsg91(): Promise<{ url: string; codeFor: (mobile: string) => string }> {
  const codes = new Map<string, string>();
  const server = createHttpServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      for (const r of (JSON.parse(raw || "{}").recipients ?? []) as { mobiles: string; otp: string }[]) {
        codes.set(r.mobiles, r.otp);
      }
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ type: "success", message: "bench" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  server.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    codeFor: (mobile) => codes.get(mobile) ?? "",
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several routes, read loosely by a benchmark
async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, {
    ...init,
    headers: { "content-type": "application/json", ...(init.headers as Record<string, string>) },
  });
  return { status: res.status, body: await res.json().catch(() => null), headers: res.headers };
}

/** Logs in as a user of the demo and returns the session cookie; also saves a kundli and opens a forum post. */
async function signedInUser(base: string, sms: Awaited<ReturnType<typeof fakeMsg91>>) {
  const otp = await json(`${base}/api/v1/auth/otp`, { method: "POST", body: JSON.stringify({ mobile: MOBILE }) });
  const verify = await fetch(`${base}/api/v1/auth/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mobile: MOBILE, otp: sms.codeFor(MOBILE), token: otp.body?.token, device: "web" }),
  });
  const cookie = (verify.headers.getSetCookie().find((c) => c.startsWith("jwt=")) ?? "").split(";")[0]!;
  if (!cookie) throw new Error(`login failed: ${verify.status} ${await verify.text()}`);
  const headers = { cookie, origin: base };
  const kundli = await json(`${base}/api/v1/kundlis`, {
    method: "POST",
    headers,
    body: JSON.stringify(ASHA_KUNDLI),
  });
  const bid = kundli.body?.bid as string | undefined;
  const handle = await json(`${base}/api/v1/forum/handle`, {
    method: "POST",
    headers,
    body: JSON.stringify({ display_name: "asha.verma", email: "asha@example.in", bid }),
  });
  const post = await json(`${base}/api/v1/forum/discussions`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      title: "Saturn return at 29: what changed for you?",
      description: "My Saturn return began this year. Work slowed down but I learnt patience. How was yours?",
    }),
  });
  const did = post.body?.did as string | undefined;
  if (!bid || !did)
    console.log(`(demo data incomplete: kundli ${kundli.status}, handle ${handle.status}, post ${post.status})`);
  return { cookie, bid, did };
}

/** Waits until the jobs run at start (the horoscope warm-up above all) have finished once, so they do not share the load runs. */
async function jobsAtStartDone(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const { body } = await json(`${base}/api/v1/health`);
    const jobs = (body?.jobs?.jobs ?? []) as { runs: number; last_outcome: string | null }[];
    if (jobs.length > 0 && jobs.every((j) => j.runs > 0 && j.last_outcome !== null)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log("(the jobs run at start had not finished after 5 minutes)");
}

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
}
/** How many visitors the load comes from (per-IP rate limits count each one, as in production). */
const VISITORS = 4096;

/**
 * `fresh`: every request asks for a URL of its own (a query the page ignores), so no cache answers it.
 * Each request comes from one of VISITORS addresses, named in X-Forwarded-For as the proxy in
 * front of production names them (TRUST_PROXY): one address would soon meet its own rate limit.
 */
async function load(url: string, headers: Record<string, string> = {}, fresh = false): Promise<Load> {
  let n = 0;
  const requests = [
    {
      setupRequest: (req: LoadRequest) => {
        const i = n++;
        const visitor = i % VISITORS;
        const address = `10.0.${visitor >> 8}.${visitor & 255}`;
        const path = req.path ?? "/";
        return {
          ...req,
          headers: { ...req.headers, "x-forwarded-for": address },
          ...(fresh ? { path: `${path}${path.includes("?") ? "&" : "?"}n=${i}` } : {}),
        };
      },
    },
  ];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, requests });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const num = (n: number, digits = 0) => n.toFixed(digits).padStart(8);
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");

async function main(): Promise<void> {
  if (process.env.BENCH_WEB_SKIP_BUILD !== "1") {
    execFileSync("npm", ["run", "build", "-w", "@graha/web"], { cwd: ROOT, stdio: "ignore" });
  }
  // The one-route React Router app (bench/minimal-app) builds in under a second.
  execFileSync(resolve(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: resolve(ROOT, "bench/minimal-app"),
    stdio: "ignore",
  });
  const sms = await fakeMsg91();
  const dataDir = mkdtempSync(join(tmpdir(), "graha-bench-web-"));
  const [grahaPort, fastifyPort, routerPort, appPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const base = `http://127.0.0.1:${grahaPort}`;
  try {
    await startProcess(
      ["apps/server/src/main.ts"],
      {
        ...PRODUCTION,
        PORT: String(grahaPort),
        DATA_DIR: dataDir,
        WEB_BUILD_DIR: resolve(ROOT, "apps/web/build"),
        MSG91_BASE_URL: sms.url,
      },
      `${base}/api/v1/health`,
    );
    await startProcess(
      ["bench/web-baselines.ts", "fastify", String(fastifyPort)],
      {},
      `http://127.0.0.1:${fastifyPort}/json`,
    );
    await startProcess(
      ["bench/web-baselines.ts", "react-router", String(routerPort)],
      {},
      `http://127.0.0.1:${routerPort}/`,
    );
    await startProcess(
      ["bench/web-baselines.ts", "react-router-app", String(appPort)],
      {},
      `http://127.0.0.1:${appPort}/`,
    );
    const user = await signedInUser(base, sms);
    await jobsAtStartDone(base);

    // 1. Throughput, one run after another so they do not share the two cores.
    if (PARTS.has("throughput")) await throughput(base, fastifyPort, routerPort, appPort, user.cookie);

    // 2. The pages: their first-load bytes, then Lighthouse, one page after another.
    const pages = (
      [
        ["home", "/"],
        ["horoscope", "/horoscope?zodiac=Aries&when=Today"],
        ["kundli form", "/create-kundli"],
        ["chart report", user.bid ? `/kundli/${user.bid}` : "/kundli/free"],
        ["chat", "/oracle"],
        ["blog list", "/blogs"],
        ["forum list", "/forum?page=1"],
        ["forum thread", user.did ? `/forum/${user.did}` : "/forum?page=1"],
        ["subscription", "/subscription"],
      ] satisfies [string, string][]
    ).filter(([name]) => !PAGES || PAGES.includes(name));
    if (PARTS.has("firstload")) {
      // First-load bytes of each page beside the budgets (the scripts and styles the HTML names).
      console.log(`\nfirst load, compressed as sent (scripts the page preloads or imports, its stylesheets, the HTML)`);
      console.log(FIRST_LOAD_HEADER);
      for (const [name, path] of pages) {
        const headers: Record<string, string> = path.startsWith("/kundli/") ? { cookie: user.cookie } : {};
        console.log(formatFirstLoad(name, await firstLoad(base, path, headers)));
      }
    }
    if (PARTS.has("lighthouse")) await lighthouseRuns(base, pages, user.cookie);
    // 3. Bytes of a chart answer.
    if (PARTS.has("bytes")) await chartBytes(base);
  } finally {
    for (const child of processes) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function throughput(
  base: string,
  fastifyPort: number,
  routerPort: number,
  appPort: number,
  cookie: string,
): Promise<void> {
  console.log(
    `\nthroughput: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, server and baselines in their own processes;\n` +
      `a target's figures are run back to back, there and back again (A B B A), each the mean of its two runs,\n` +
      `so that the box slowing down over the run (it does, by 10–30 %) weighs on both sides alike`,
  );
  type Run = [name: string, url: string, headers?: Record<string, string>, fresh?: boolean];
  const groups: Run[][] = [
    [["bare Fastify, HTML", `http://127.0.0.1:${fastifyPort}/html`]],
    [
      ["bare Fastify, JSON", `http://127.0.0.1:${fastifyPort}/json`],
      ["Graha GET /api/v1/health", `${base}/api/v1/health`],
    ],
    [
      ["minimal React Router SSR page", `http://127.0.0.1:${routerPort}/`],
      ["minimal React Router app page", `http://127.0.0.1:${appPort}/`],
      ["Graha home, logged out, uncached", `${base}/`, {}, true],
    ],
    [["Graha home, logged out, cached", `${base}/`]],
    [["Graha horoscope, logged out, uncached", `${base}/horoscope?zodiac=Aries&when=Today`, {}, true]],
    [["Graha horoscope, logged out, cached", `${base}/horoscope?zodiac=Aries&when=Today`]],
    [["Graha /balance, logged in", `${base}/balance`, { cookie }]],
  ];
  const results = new Map<string, Load>();
  console.log(`${pad("", 40)}${"req/s".padStart(8)}${"p99 ms".padStart(8)}${"non-2xx".padStart(9)}`);
  for (const group of groups) {
    const order = group.length > 1 ? [...group, ...[...group].reverse()] : group;
    const runs = new Map<string, Load[]>();
    for (const [name, url, headers, fresh] of order) {
      runs.set(name, [...(runs.get(name) ?? []), await load(url, headers, fresh)]);
    }
    for (const [name] of group) {
      const each = runs.get(name)!;
      const mean = (f: (l: Load) => number) => each.reduce((sum, l) => sum + f(l), 0) / each.length;
      const r = {
        rps: mean((l) => l.rps),
        p99: mean((l) => l.p99),
        non2xx: each.reduce((sum, l) => sum + l.non2xx, 0),
      };
      results.set(name, r);
      const spread = each.length > 1 ? `  (${each.map((l) => l.rps.toFixed(0)).join(" / ")})` : "";
      console.log(`${pad(name, 40)}${num(r.rps)}${num(r.p99)}${String(r.non2xx).padStart(9)}${spread}`);
    }
  }
  const ratio = (a: string, b: string) => results.get(a)!.rps / results.get(b)!.rps;
  const homeVsRouter = ratio("Graha home, logged out, uncached", "minimal React Router SSR page");
  const homeVsApp = ratio("Graha home, logged out, uncached", "minimal React Router app page");
  const healthVsFastify = ratio("Graha GET /api/v1/health", "bare Fastify, JSON");
  const cached = Math.min(
    results.get("Graha home, logged out, cached")!.rps,
    results.get("Graha horoscope, logged out, cached")!.rps,
  );
  console.log(
    `targets: uncached logged-out page ≥ 50 % of the minimal React Router page: ${(homeVsRouter * 100).toFixed(1)} % ${verdict(homeVsRouter >= 0.5)}\n` +
      `         (of the minimal React Router app page, built and served as Graha's: ${(homeVsApp * 100).toFixed(1)} % ${verdict(homeVsApp >= 0.5)})\n` +
      `         health ≥ 25 % of bare Fastify JSON: ${(healthVsFastify * 100).toFixed(1)} % ${verdict(healthVsFastify >= 0.25)}\n` +
      `         cached public pages ≥ 2,000 req/s: ${cached.toFixed(0)} ${verdict(cached >= 2000)}`,
  );
}

async function lighthouseRuns(base: string, pages: [string, string][], cookie: string): Promise<void> {
  console.log(
    `\nLighthouse ${"12"} mobile preset, ${CHROME_PATH} (targets: performance and accessibility ≥ 0.95, best practices and SEO 1.00)`,
  );
  console.log(
    `${pad("page", 16)}${"perf".padStart(6)}${"a11y".padStart(6)}${"best".padStart(6)}${"seo".padStart(6)}${"FCP s".padStart(7)}${"LCP s".padStart(7)}${"TBT ms".padStart(8)}${"KiB".padStart(7)}  targets`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const [name, path] of pages) {
      // The report is the user's own: it is measured signed in; the rest as a visitor.
      const headers = path.startsWith("/kundli/") ? { Cookie: cookie } : undefined;
      const run = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        ...(headers ? { extraHeaders: headers } : {}),
      });
      const lhr = run?.lhr;
      if (REPORTS && lhr) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${name.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr));
      }
      if (!lhr || lhr.runtimeError) {
        console.log(`${pad(name, 16)} no result: ${lhr?.runtimeError?.code ?? "lighthouse failed"} (${path})`);
        continue;
      }
      const score = (c: string) => lhr.categories[c]?.score ?? 0;
      const seconds = (a: string) => (lhr.audits[a]?.numericValue ?? 0) / 1000;
      const kib = (lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024;
      const met =
        score("performance") >= 0.95 &&
        score("accessibility") >= 0.95 &&
        score("best-practices") >= 1 &&
        score("seo") >= 1;
      console.log(
        `${pad(name, 16)}${score("performance").toFixed(2).padStart(6)}${score("accessibility").toFixed(2).padStart(6)}` +
          `${score("best-practices").toFixed(2).padStart(6)}${score("seo").toFixed(2).padStart(6)}` +
          `${seconds("first-contentful-paint").toFixed(1).padStart(7)}${seconds("largest-contentful-paint").toFixed(1).padStart(7)}` +
          `${(seconds("total-blocking-time") * 1000).toFixed(0).padStart(8)}${kib.toFixed(0).padStart(7)}  ${verdict(met)}`,
      );
    }
  } finally {
    await chrome.kill();
  }
}

async function chartBytes(base: string): Promise<void> {
  // Bytes on the wire (a raw request: fetch would decode the body).
  const rawSize = (encoding: string) =>
    new Promise<number>((done, fail) => {
      const req = request(
        `${base}/api/v1/charts`,
        { method: "POST", headers: { "content-type": "application/json", "accept-encoding": encoding } },
        (res) => {
          let size = 0;
          res.on("data", (c: Buffer) => (size += c.length));
          res.on("end", () => done(size));
        },
      );
      req.on("error", fail);
      req.end(JSON.stringify({ datetime: "1990-05-14T06:30", latitude: 19.076, longitude: 72.8777 }));
    });
  const [identity, gzip, br] = [await rawSize("identity"), await rawSize("gzip"), await rawSize("br")];
  console.log(
    `\nchart answer (POST /api/v1/charts, dasha to antardashas): ${(identity / 1024).toFixed(1)} KiB plain, ` +
      `${(gzip / 1024).toFixed(1)} KiB gzip, ${(br / 1024).toFixed(1)} KiB brotli (${((br / identity) * 100).toFixed(0)} %)`,
  );
}

await main();
process.exit(0);
