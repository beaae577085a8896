#!/usr/bin/env node
// `npm test` after the bootstrap: typecheck, lint, unit and integration tests (Vitest, on
// SQLite and PostgreSQL), then browser tests (Playwright with Debian's Chromium). Prints
// one closing line "N passed, N failed, N skipped" over everything that ran.
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

const unitOk = step("unit and integration tests (Vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(results, "unit.json")}`,
]);
ok = unitOk && ok;
if (existsSync(join(results, "unit.json"))) {
  const report = JSON.parse(readFileSync(join(results, "unit.json"), "utf8"));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
} else {
  counts.failed += 1;
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
