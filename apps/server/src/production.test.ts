import { describe, expect, it } from "vitest";
import { useFakeMsg91 } from "./test-support/fake-msg91.ts";
import { PRODUCTION_ENV, SANDBOX_IN_PRODUCTION, useTestApp } from "./test-support/test-app.ts";
import { describeEachDialect } from "./test-support/test-databases.ts";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachDialect("production with the sandbox named for a staging demo", (db) => {
  const msg91 = useFakeMsg91();
  const t = useTestApp(db, {
    env: { ...PRODUCTION_ENV, ...SANDBOX_IN_PRODUCTION },
    sms: msg91.sms,
  });

  it("tells every checkout to show the demo banner", async () => {
    const { cookie } = await t.current.login("919876543210");
    const recharge = await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" }, cookie);
    expect(recharge.json()).toMatchObject({ provider: { name: "sandbox" }, demo_payments: true });
    const plan = await t.current.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie);
    expect(plan.json()).toMatchObject({ provider: "sandbox", demo_payments: true });
  });

  it("serves /metrics only with the metrics token", async () => {
    const metrics = (headers: Record<string, string> = {}) =>
      t.current.request({ method: "GET", url: "/metrics", headers });
    const none = await metrics();
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe("Bearer");
    expect(none.json().error).toMatchObject({ code: "unauthorized", message_code: "http.metrics_token" });
    expect(none.body).not.toContain("graha_");
    expect((await metrics(bearer("metrics-token-of-at-least-16-characterz"))).statusCode).toBe(401);
    expect((await metrics({ authorization: PRODUCTION_ENV.METRICS_TOKEN })).statusCode).toBe(401);
    const scraped = await metrics(bearer(PRODUCTION_ENV.METRICS_TOKEN));
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain("graha_process_cpu_user_seconds_total");
  });
});

describe("outside production", () => {
  describeEachDialect("a metrics token that is set", (db) => {
    const t = useTestApp(db, { env: { METRICS_TOKEN: "a-development-metrics-token" } });

    it("is enforced too", async () => {
      expect((await t.current.get("/metrics")).statusCode).toBe(401);
      const scraped = await t.current.request({
        method: "GET",
        url: "/metrics",
        headers: bearer("a-development-metrics-token"),
      });
      expect(scraped.statusCode).toBe(200);
    });
  });

  describeEachDialect("the sandbox by default", (db) => {
    const t = useTestApp(db);

    it("shows no demo banner", async () => {
      const { cookie } = await t.current.login("919876543210");
      const recharge = await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" }, cookie);
      expect(recharge.json()).toMatchObject({ provider: { name: "sandbox" }, demo_payments: false });
    });
  });
});
