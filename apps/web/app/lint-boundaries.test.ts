import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The web app's boundaries are kept by eslint.config.js; these fixtures show that each rule
// reports what it should, and lets through what is allowed. The fixture files do not exist:
// lintText lints the code as if it were at `filePath`, resolving its imports on disk.
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const feature = "apps/web/app/features/commerce/fixture.ts";
const route = "apps/web/app/routes/fixture.ts";
const lib = "apps/web/app/lib/fixture.ts";
const restrictedPath = ["import-x/no-restricted-paths"];

describe("web lint boundaries", { timeout: 60_000 }, () => {
  it.each([
    [
      "reports a deep import into another feature",
      feature,
      'export { validateMobile } from "../auth/mobile";',
      restrictedPath,
    ],
    ["allows another feature's public entry", feature, 'export { validateMobile } from "../auth";', []],
    [
      "reports a shared folder importing a feature, even its public entry",
      "apps/web/app/components/ui/fixture.ts",
      'export { validateMobile } from "../../features/auth";',
      restrictedPath,
    ],
    [
      "reports a route reaching past a feature's public entry",
      route,
      'export { formatPaise } from "../features/commerce/money";',
      restrictedPath,
    ],
    ["allows a route a feature's public entry", route, 'export { formatPaise } from "../features/commerce";', []],
    [
      "reports a value import of @graha/contracts (zod)",
      lib,
      'export { balanceResponse } from "@graha/contracts";',
      ["@typescript-eslint/no-restricted-imports"],
    ],
    ["allows type imports of @graha/contracts", lib, 'export type { BalanceResponse } from "@graha/contracts";', []],
    ["allows the @graha/contracts/patterns entry", lib, 'export { OTP_LENGTH } from "@graha/contracts/patterns";', []],
    // lib/api.ts imports load-context.ts: load-context importing lib/api closes a cycle.
    [
      "reports an import cycle",
      "apps/web/app/load-context.ts",
      'export { api } from "./lib/api";',
      ["import-x/no-cycle"],
    ],
  ])("%s", async (_what, file, code, rules) => {
    expect(await rulesBroken(file, `${code}\n`)).toEqual(rules);
  });
});
