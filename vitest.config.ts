import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One Vitest run for every workspace: tests live next to the code as *.test.ts(x).
export default defineConfig({
  // The web app's translator stands in for react-i18next (apps/web/app/i18n/react.tsx, ADR 038).
  resolve: {
    alias: { "react-i18next": fileURLToPath(new URL("./apps/web/app/i18n/react.tsx", import.meta.url)) },
  },
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
