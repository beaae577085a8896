import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository's own ESLint config, run on small sources placed where they would live:
// the feature boundaries are only as good as the config that keeps them.
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe("server feature boundaries", { timeout: 60_000 }, () => {
  it("let a feature use another feature's public entry and the shared folders", async () => {
    const code = [
      'import { errorBody } from "@graha/contracts";',
      'import { isoAt } from "../../lib/clock.ts";',
      'import { signedIn } from "../auth/index.ts";',
      "export const used = [errorBody, isoAt, signedIn];",
    ].join("\n");
    expect(await problems("apps/server/src/features/wallet/fixture.ts", code)).toEqual([]);
  });

  it("report a deep import into another feature", async () => {
    const code = 'import { rewardInviter } from "../payments/invite-service.ts";\nexport const used = rewardInviter;\n';
    expect(await problems("apps/server/src/features/wallet/fixture.ts", code)).toEqual([
      expect.objectContaining({ rule: "import-x/no-restricted-paths", message: expect.stringMatching(/public entry/) }),
    ]);
  });

  it("report a shared folder importing a feature, even through its entry", async () => {
    const code = 'import { signedIn } from "../features/auth/index.ts";\nexport const used = signedIn;\n';
    expect(await problems("apps/server/src/lib/fixture.ts", code)).toEqual([
      expect.objectContaining({ rule: "import-x/no-restricted-paths", message: expect.stringMatching(/no feature/) }),
    ]);
  });

  it("report an import cycle (auth, which wallet's routes use, importing wallet)", async () => {
    const code = 'export { signedIn } from "./route-auth.ts";\nexport { walletRoutes } from "../wallet/index.ts";\n';
    expect(await problems("apps/server/src/features/auth/index.ts", code)).toEqual([
      expect.objectContaining({ rule: "import-x/no-cycle" }),
    ]);
  });
});
