import { beforeEach, expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { PRODUCTION_ENV, SANDBOX_IN_PRODUCTION, useTestApp } from "../../test-support/test-app.ts";
import { useFakeMsg91 } from "../../test-support/fake-msg91.ts";

describeEachDialect("MSG91 adapter in production", (db) => {
  const msg91 = useFakeMsg91();
  beforeEach(() => {
    msg91.requests.length = 0;
    msg91.setMode("ok");
  });
  const t = useTestApp(db, {
    env: { ...PRODUCTION_ENV, ...SANDBOX_IN_PRODUCTION },
    sms: msg91.sms,
  });

  it("delivers the code through the Flow API and logs in with a Secure cookie", async () => {
    const { cookie } = await t.current.login("919876543210");
    expect(msg91.requests[0]).toMatchObject({
      path: "/api/v5/flow",
      authkey: "test-auth-key",
      body: {
        template_id: "tmpl-otp-1",
        recipients: [{ mobiles: "919876543210", otp: expect.stringMatching(/^\d{6}$/) }],
      },
    });
    const me = await t.current.request({ method: "GET", url: "/api/v1/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const sent = await t.current.request({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { cookie },
      payload: {},
    });
    expect(sent.cookies[0]?.secure).toBe(true);
  });

  it.each(["reject", "http-500"] as const)(
    "answers 503 when MSG91 fails (%s) and lets the user retry at once",
    async (mode) => {
      msg91.setMode(mode);
      const res = await t.current.request({
        method: "POST",
        url: "/api/v1/auth/otp",
        payload: { mobile: "919876543210" },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: "service_unavailable",
        message: "We could not send the code right now. Please try again in a minute.",
        message_code: "otp.send_failed",
      });
      expect(await db.handle.db.selectFrom("otp_challenges").selectAll().execute()).toEqual([]);
      msg91.setMode("ok");
      const retry = await t.current.request({
        method: "POST",
        url: "/api/v1/auth/otp",
        payload: { mobile: "919876543210" },
      });
      expect(retry.statusCode).toBe(200);
    },
  );

  it("has no development outbox in production", async () => {
    const res = await t.current.request({ method: "GET", url: "/api/v1/dev/sms-outbox?mobile=919876543210" });
    expect(res.statusCode).toBe(404);
  });
});
