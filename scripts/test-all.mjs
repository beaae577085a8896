#!/usr/bin/env node
// `npm test` after the bootstrap: typecheck, lint, unit and integration tests (Vitest, on
// SQLite and PostgreSQL), the PostgreSQL suites again on the embedded PGlite when the first
// run had a server, then browser tests (Playwright with Debian's Chromium). Prints one
// closing line "N passed, N failed, N skipped" over everything that ran.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const results = join(root, "test-results");
const env = { ...process.env, TZ: "UTC", FORCE_COLOR: process.env.CI ? "0" : (process.env.FORCE_COLOR ?? "1") };

function step(name, command, args, options = {}) {
  process.stderr.write(`\n[graha test] ${name}\n`);
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, env, ...options });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return true;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ["sudo", "-n"];
  process.stderr.write("[graha test] Chromium is missing: installing Debian's chromium package\n");
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
      stdio: "inherit",
      env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
    });
  run(["apt-get", "update"]);
  run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"]);
  return existsSync("/usr/bin/chromium");
}

const counts = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ok = step("typecheck", "npm", ["run", "typecheck", "--silent"]) && ok;
ok = step("lint", "npm", ["run", "lint", "--silent"]) && ok;

/** Runs Vitest with a JSON report in test-results/; returns the parsed report, or undefined. */
function vitest(name, file, args, extraEnv = {}) {
  const json = `--outputFile.json=${join(results, file)}`;
  const options = { env: { ...env, ...extraEnv } };
  ok = step(name, "npx", ["vitest", "run", "--reporter=default", "--reporter=json", json, ...args], options) && ok;
  if (existsSync(join(results, file))) return JSON.parse(readFileSync(join(results, file), "utf8"));
  counts.failed += 1;
  return undefined;
}

const unit = vitest("unit and integration tests (Vitest)", "unit.json", []);
if (unit) {
  counts.passed += unit.numPassedTests;
  counts.failed += unit.numFailedTests;
  counts.skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}

// The PostgreSQL suites are named "[postgres: where it ran]" (test-databases.ts). When they
// ran on a server, run them once more on the embedded PGlite, which is what a machine without
// a server gets, so that both stay green. Only those suites' tests are counted: -t filters
// the others out, and Vitest reports them as skipped.
const assertions = (report) => report.testResults.flatMap((file) => file.assertionResults);
const onServer = unit && assertions(unit).some((t) => /\[postgres: (?!embedded)/.test(t.fullName));
if (onServer) {
  const name = "the PostgreSQL suites again, on the embedded PGlite (Vitest)";
  const filter = ["apps/server", "-t", "\\[postgres: "];
  const embedded = vitest(name, "unit-pglite.json", filter, { TEST_POSTGRES: "embedded" });
  for (const test of embedded ? assertions(embedded).filter((t) => t.fullName.includes("[postgres: embedded")) : []) {
    if (test.status === "passed") counts.passed += 1;
    else if (test.status === "failed") counts.failed += 1;
    else counts.skipped += 1;
  }
}

if (!ensureChromium()) {
  process.stderr.write("[graha test] Chromium could not be installed: browser tests fail\n");
  counts.failed += 1;
  ok = false;
} else {
  const e2eOk = step("browser tests (Playwright, Chromium)", "npm", ["run", "test:e2e", "--silent"]);
  ok = e2eOk && ok;
  const e2eReport = join(results, "e2e.json");
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, "utf8"));
    counts.passed += stats.expected + (stats.flaky ?? 0);
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  } else {
    counts.failed += 1;
  }
}

if (!ok && counts.failed === 0) counts.failed = 1; // typecheck or lint failed
process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
process.exit(ok ? 0 : 1);
