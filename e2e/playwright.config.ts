import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real
// server: `node apps/server/src/main.ts` with a fresh SQLite database per run, serving the
// built web app (`npm run test:e2e` builds it first).
// E2E_PORT and GRAHA_WEB_BUILD_DIR let two runs share a machine (each its own port and build).
const PORT = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://127.0.0.1:${PORT}`;

// Workers load this file again; they inherit the environment, so the run keeps one data dir.
process.env.GRAHA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "graha-e2e-"));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "../test-results/e2e-artifacts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two shared cores: keep the browser count low.
  workers: 2,
  // Whole flows (log in, save a kundli, share it, open it as a visitor) take 10-15 s on an idle
  // box and twice that on a busy shared one: the limit is for a hung test, not a slow machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e.json" }]],
  use: {
    baseURL,
    launchOptions: chromium,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    // The service worker (offline page) is blocked unless a test allows it, so routes see every request.
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices["Pixel 7"].userAgent,
      },
    },
  ],
  webServer: {
    command: "node apps/server/src/main.ts",
    cwd: "..",
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.GRAHA_E2E_DATA_DIR,
      NODE_ENV: "test",
      WEB_BUILD_DIR: `apps/web/${process.env.GRAHA_WEB_BUILD_DIR ?? "build"}`,
      SMS_PROVIDER: "console",
      // Every test logs in from 127.0.0.1 with its own number: lift the per-network caps
      // and the resend cooldown (the throttles have their own server tests).
      OTP_LIMIT_PER_IP_PER_HOUR: "100000",
      OTP_GUESSES_PER_NUMBER_PER_HOUR: "50",
      OTP_RESEND_COOLDOWN_SECONDS: "0",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
      // A fresh account posts five discussions to earn a question (the first-day limits have
      // their own server tests); the forum moderation test signs in as this moderator.
      FORUM_FIRST_DAY_POSTS: "20",
      FORUM_MODERATOR_MOBILES: "+919999999901",
      // The operations console's first admins (admin.spec.ts signs in as one per worker).
      ADMIN_MOBILES: "+919999999911,+919999999912,+919999999913",
      // Replies stream fast enough for the suite, slow enough to see the typing indicator and stop one.
      BUILTIN_WORDS_PER_SECOND: "40",
    },
  },
});
