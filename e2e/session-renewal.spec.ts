import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { nextCode, randomMobile } from "./support/accounts.ts";
import { expect, test } from "./support/test.ts";

const DAY_MS = 24 * 3600 * 1000;

/** Moves the user's session two days into the past, as if last used then (the server's SQLite file). */
function ageSession(mobile: string): void {
  const dataDir = process.env.GRAHA_E2E_DATA_DIR;
  if (!dataDir) throw new Error("GRAHA_E2E_DATA_DIR is set by playwright.config.ts");
  const db = new DatabaseSync(join(dataDir, "graha.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const shift = (iso: string) => new Date(Date.parse(iso) - 2 * DAY_MS).toISOString();
    const row = db
      .prepare(
        "SELECT s.id, s.last_seen_at, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.mobile = ?",
      )
      .get(`91${mobile}`) as { id: string; last_seen_at: string; expires_at: string };
    db.prepare("UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id = ?").run(
      shift(row.last_seen_at),
      shift(row.expires_at),
      row.id,
    );
  } finally {
    db.close();
  }
}

test("a session renewed while the home page renders renews the browser's cookie too", async ({ page }) => {
  const mobile = randomMobile();
  const api = page.context().request;
  const sent = await api.post("/api/v1/auth/otp", { data: { mobile: `91${mobile}` } });
  expect(sent.ok()).toBe(true);
  const verified = await api.post("/api/v1/auth/verify", {
    data: { mobile: `91${mobile}`, otp: await nextCode(api, mobile), token: (await sent.json()).token, device: "web" },
  });
  expect(verified.ok()).toBe(true);
  const before = (await page.context().cookies()).find((c) => c.name === "jwt");
  expect(before).toBeDefined();

  ageSession(mobile);
  // Tokens are stamped to the second: a renewal in the login's own second would sign the same token.
  await page.waitForTimeout(1100);
  const response = await page.goto("/");
  const setCookie = (await response?.headerValue("set-cookie")) ?? "";
  expect(setCookie).toContain("jwt=");

  const after = (await page.context().cookies()).find((c) => c.name === "jwt");
  // A new token, and the cookie's year counted again from now.
  expect(after?.value).not.toBe(before?.value);
  expect(after!.expires).toBeGreaterThan(before!.expires);
});
