import { defineConfig } from "vitest/config";

// One Vitest run for every workspace: tests live next to the code as *.test.ts(x).
export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/*/src/**/*.test.ts",
      "apps/web/app/**/*.test.{ts,tsx}",
      "eval/*.test.ts",
    ],
    setupFiles: ["./scripts/vitest-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
