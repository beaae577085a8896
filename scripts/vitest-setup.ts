import { afterEach, beforeEach, expect, vi } from "vitest";

// A console.error during a test is a bug the test did not assert on: fail the test.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});

// The web app loads one language's strings when a page needs them (apps/web/app/i18n); its
// tests render either language at once, so both are loaded before a web test file runs.
// (Imported by a path in a variable: the web app's modules are typed by its own tsconfig,
// with bundler resolution, not by this folder's.)
const webI18n = "../apps/web/app/i18n/index.ts";
if (expect.getState().testPath?.includes("/apps/web/")) {
  const { loadAllLanguages } = (await import(webI18n)) as { loadAllLanguages: () => Promise<void> };
  await loadAllLanguages();
}
