import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";

describeEachDialect("system endpoints", (db, dialect) => {
  const t = useTestApp(db);

  it("reports health with the database status", async () => {
    const res = await t.current.get("/api/v1/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: { status: "up", dialect } });
  });

  it("reports the job runner's state and each job's last run on this instance", async () => {
    const runner = dialect === "sqlite" ? "in-process" : "pg-boss";
    const jobs = async () => (await t.current.get("/api/v1/health")).json().jobs;
    expect(await jobs()).toEqual({ runner, state: "idle", jobs: [] });
    const job = { name: "health-check-job", cron: "0 0 1 1 *", atStart: true, run: async () => 1 };
    await t.current.ctx.jobs.start([job], t.current.app.log);
    try {
      await t.current.ctx.jobs.settled();
      expect(await jobs()).toEqual({
        runner,
        state: "running",
        jobs: [
          { name: job.name, schedule: job.cron, runs: 1, last_started_at: expect.any(String), last_outcome: "ok" },
        ],
      });
    } finally {
      await t.current.ctx.jobs.stop();
    }
    expect((await jobs()).state).toBe("stopped");
  });

  it("answers unknown API routes with 404 in the error shape", async () => {
    const res = await t.current.get("/api/v1/nothing-here?x=1");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: "not_found",
        message: "No route for GET /api/v1/nothing-here.",
        message_code: "http.no_route",
        params: { method: "GET", path: "/api/v1/nothing-here" },
      },
    });
    const wrongMethod = await t.current.request({ method: "DELETE", url: "/api/v1/me" });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it("serves Prometheus metrics including request durations", async () => {
    await t.current.get("/api/v1/health");
    const res = await t.current.get("/metrics");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toMatch(
      /graha_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status="200"\} 1/,
    );
    expect(res.body).toContain("graha_process_cpu_user_seconds_total");
  });

  it("serves the OpenAPI document generated from the contracts, and its viewer", async () => {
    const doc = await t.current.get("/api/docs/json");
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toBe("3.1.0");
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/auth/otp",
        "/api/v1/auth/verify",
        "/api/v1/me",
        "/api/v1/account/delete/verify",
      ]),
    );
    const otpBody = spec.paths["/api/v1/auth/otp"].post.requestBody.content["application/json"].schema;
    expect(otpBody.properties.mobile.pattern).toBe("^91[6-9]\\d{9}$");
    // A route declared `auth: "required"` lists its 401 and the session schemes; a public one neither.
    const me = spec.paths["/api/v1/me"].get;
    expect(me.responses["401"]).toBeDefined();
    expect(me.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(spec.paths["/api/v1/auth/otp"].post.responses["401"]).toBeUndefined();
    expect(spec.paths["/api/v1/auth/otp"].post.security).toBeUndefined();
    const ui = await t.current.get("/api/docs");
    expect([200, 302]).toContain(ui.statusCode);
  });

  it("marks personal API answers uncacheable and public ones cacheable", async () => {
    const { cookie } = await t.current.login("919876543210");
    const me = await t.current.get("/api/v1/me", cookie);
    expect(me.headers["cache-control"]).toBe("no-store");
    const places = await t.current.get("/api/v1/places?q=Varanasi");
    expect(places.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("sets security headers: an API answer may load nothing and be framed by nothing", async () => {
    const res = await t.current.get("/api/v1/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-request-id"]).toEqual(expect.any(String));
  });

  it("gives a page helmet's policy with a fresh script nonce each time", async () => {
    const policy = async () => (await t.current.get("/no-such-page")).headers["content-security-policy"] as string;
    const [first, second] = [await policy(), await policy()];
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).toMatch(/script-src 'self' 'nonce-[\w-]{22}'/);
    expect(first).not.toBe(second);
  });

  it("shows sent codes in the development outbox", async () => {
    await t.current.post("/api/v1/auth/otp", { mobile: "919876543210" });
    const res = await t.current.get("/api/v1/dev/sms-outbox?mobile=919876543210");
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({ mobile: "919876543210", code: t.current.lastCode("919876543210") });
    const bad = await t.current.get("/api/v1/dev/sms-outbox?mobile=123");
    expect(bad.statusCode).toBe(400);
  });
});

describe("logs", () => {
  describeEachDialect("never contain codes, tokens or whole mobile numbers", (db) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = useTestApp(db, { env: { LOG_LEVEL: "info" }, logStream: stream });

    it("after a login and an outbox read", async () => {
      lines.length = 0;
      const { jwt } = await t.current.login("919876543210");
      const code = t.current.lastCode("919876543210");
      await t.current.get("/api/v1/dev/sms-outbox?mobile=919876543210");
      await t.current.request({ method: "GET", url: "/api/v1/me", headers: { cookie: `jwt=${jwt}` } });
      const log = lines.join("");
      expect(log).toContain("request completed");
      expect(log).toContain("91******3210");
      expect(log).not.toContain("919876543210");
      expect(log).not.toContain(jwt);
      expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    });
  });
});
