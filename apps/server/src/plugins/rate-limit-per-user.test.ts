import { expect, it } from "vitest";
import { describeEachDialect } from "../test-support/test-databases.ts";
import { useTestApp } from "../test-support/test-app.ts";

// Limits of logged-in routes count per user: people behind one carrier NAT address (every
// test request comes from 127.0.0.1) do not share them.
describeEachDialect("route rate limits of signed-in calls", (db) => {
  const t = useTestApp(db);

  const limitedRoutes = [
    { url: "/api/v1/chats/start", max: 30 },
    { url: "/api/v1/checkout", max: 30 },
    { url: "/api/v1/wheel/spin", max: 30 },
    { url: "/api/v1/transfers", max: 20 },
    { url: "/api/v1/predictions", max: 30 },
  ];

  it("count each user on their own, though both come from one address", async () => {
    const alice = await t.current.login("919876543210");
    const bob = await t.current.login("919812345678");
    for (const { url, max } of limitedRoutes) {
      for (let i = 0; i < max; i += 1) {
        const res = await t.current.post(url, { bad: true }, alice.cookie);
        expect(res.statusCode, `${url} #${i + 1}`).not.toBe(429);
      }
      expect((await t.current.post(url, { bad: true }, alice.cookie)).statusCode, url).toBe(429);
      expect((await t.current.post(url, { bad: true }, bob.cookie)).statusCode, url).not.toBe(429);
    }
  });

  it("count anonymous calls and forged tokens by address", async () => {
    const forged = "jwt=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIiwic2lkIjoieCJ9.bm90LWEtc2lnbmF0dXJl";
    for (let i = 0; i < 30; i += 1) await t.current.post("/api/v1/wheel/spin", {});
    expect((await t.current.post("/api/v1/wheel/spin", {}, forged)).statusCode).toBe(429);
    const alice = await t.current.login("919876543210");
    expect((await t.current.post("/api/v1/wheel/spin", {}, alice.cookie)).statusCode).not.toBe(429);
  });
});
