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

describe("web lint boundaries", { timeout: 60_000 }, () => {
  it("reports a deep import into another feature, and allows its public entry", async () => {
    const file = "apps/web/app/features/commerce/fixture.ts";
    expect(await rulesBroken(file, 'export { validateMobile } from "../auth/mobile";\n')).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await rulesBroken(file, 'export { validateMobile } from "../auth";\n')).toEqual([]);
  });

  it("reports a shared folder importing a feature, even its public entry", async () => {
    const code = 'export { validateMobile } from "../../features/auth";\n';
    expect(await rulesBroken("apps/web/app/components/ui/fixture.ts", code)).toEqual(["import-x/no-restricted-paths"]);
  });

  it("reports a route reaching past a feature's public entry", async () => {
    const file = "apps/web/app/routes/fixture.ts";
    expect(await rulesBroken(file, 'export { formatPaise } from "../features/commerce/money";\n')).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await rulesBroken(file, 'export { formatPaise } from "../features/commerce";\n')).toEqual([]);
  });

  it("reports a value import of @graha/contracts (zod) and allows types and the patterns entry", async () => {
    const file = "apps/web/app/lib/fixture.ts";
    expect(await rulesBroken(file, 'export { balanceResponse } from "@graha/contracts";\n')).toEqual([
      "@typescript-eslint/no-restricted-imports",
    ]);
    expect(await rulesBroken(file, 'export type { BalanceResponse } from "@graha/contracts";\n')).toEqual([]);
    expect(await rulesBroken(file, 'export { OTP_LENGTH } from "@graha/contracts/patterns";\n')).toEqual([]);
  });

  it("reports an import cycle", async () => {
    // lib/api.ts imports load-context.ts: load-context importing lib/api closes a cycle.
    const code = 'export { api } from "./lib/api";\n';
    expect(await rulesBroken("apps/web/app/load-context.ts", code)).toEqual(["import-x/no-cycle"]);
  });
});
