import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { ledgerSums } from "../../test-support/ledger-sums.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";

const MOBILE = "919876543210";

describeEachDialect("login with a one-time code", (db) => {
  const t = useTestApp(db);

  const requestOtp = (mobile: string, extra: Record<string, unknown> = {}) =>
    t.current.post("/api/v1/auth/otp", { mobile, ...extra });
  /** A code request with its own headers (content type, origin) and raw payload. */
  const requestOtpWith = (headers: Record<string, string>, payload: InjectOptions["payload"] = { mobile: MOBILE }) =>
    t.current.request({ method: "POST", url: "/api/v1/auth/otp", headers, payload });
  const verify = (payload: Record<string, unknown>) =>
    t.current.post("/api/v1/auth/verify", { device: "web", ...payload });
  const me = (headers: Record<string, string>) => t.current.request({ method: "GET", url: "/api/v1/me", headers });
  const challengeCount = async () =>
    Number(
      (
        await db.handle.db
          .selectFrom("otp_challenges")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe("requesting a code", () => {
    it("sends a 6-digit code and returns a token, storing only a hash of the code", async () => {
      const res = await requestOtp(MOBILE);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: "success", message: "OTP sent to +91 ******3210" });
      expect(body.token).toEqual(expect.any(String));
      const code = t.current.lastCode(MOBILE);
      expect(code).toMatch(/^\d{6}$/);
      const rows = await db.handle.db.selectFrom("otp_challenges").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    it.each([
      ["without the country code", "9876543210"],
      ["starting with 5", "915876543210"],
      ["with 9 digits", "91987654321"],
      ["with letters", "91987654321a"],
      ["from another country", "449876543210"],
      ["empty", ""],
    ])("refuses a number %s with a field error and sends nothing", async (_label, mobile) => {
      const res = await requestOtp(mobile);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: "validation_failed", fields: { mobile: expect.any(String) } });
      expect(await challengeCount()).toBe(0);
    });

    it("refuses a missing mobile, a wrong type and extra fields", async () => {
      const missing = await t.current.post("/api/v1/auth/otp", {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.mobile).toBeDefined();
      const wrongType = await t.current.post("/api/v1/auth/otp", { mobile: 919876543210 });
      expect(wrongType.statusCode).toBe(400);
      const extra = await requestOtp(MOBILE, { admin: true });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().error.fields).toHaveProperty("admin");
      expect(await challengeCount()).toBe(0);
    });

    it("answers malformed JSON, other content types and oversized bodies with 4xx", async () => {
      const malformed = await requestOtpWith({ "content-type": "application/json" }, '{"mobile": "91987');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe("validation_failed");
      const form = await requestOtpWith({ "content-type": "application/x-www-form-urlencoded" }, `mobile=${MOBILE}`);
      expect(form.statusCode).toBe(415);
      expect(form.json().error.code).toBe("unsupported_media_type");
      const huge = await requestOtp(MOBILE, { padding: "x".repeat(100_000) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.code).toBe("payload_too_large");
    });

    it("makes a number wait 30 seconds before a resend", async () => {
      expect((await requestOtp(MOBILE)).statusCode).toBe(200);
      t.current.clock.advanceSeconds(10);
      const early = await requestOtp(MOBILE);
      expect(early.statusCode).toBe(429);
      expect(early.headers["retry-after"]).toBe("20");
      expect(early.json().error).toMatchObject({
        code: "rate_limited",
        message: "Please wait 20 seconds before requesting a new code.",
      });
      t.current.clock.advanceSeconds(20);
      expect((await requestOtp(MOBILE)).statusCode).toBe(200);
    });

    it("makes each further code wait twice as long (30 s, 1 min, 2 min, …), in minutes past two", async () => {
      for (const wait of [30, 60, 120]) {
        expect((await requestOtp(MOBILE)).statusCode).toBe(200);
        t.current.clock.advanceSeconds(wait - 1);
        expect(Number((await requestOtp(MOBILE)).headers["retry-after"])).toBe(1);
        t.current.clock.advanceSeconds(1);
      }
      expect((await requestOtp(MOBILE)).statusCode).toBe(200);
      const fourth = await requestOtp(MOBILE);
      expect(fourth.headers["retry-after"]).toBe("240");
      expect(fourth.json().error.message).toBe(
        "Too many codes requested for this number. Please try again in 4 minutes.",
      );
    });
  });

  describe("verifying a code", () => {
    async function freshCode(mobile = MOBILE) {
      const res = await requestOtp(mobile);
      return { token: res.json().token as string, code: t.current.lastCode(mobile) };
    }

    it("logs in: returns a jwt and sets an httpOnly SameSite=Lax cookie that /me accepts", async () => {
      const { token, code } = await freshCode();
      const res = await verify({ mobile: MOBILE, otp: code, token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: "success",
        message: "Logged in successfully",
        jwt: expect.any(String),
      });
      const cookie = res.cookies.find((c) => c.name === "jwt");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.secure).toBeFalsy();
      const byCookie = await me({ cookie: `jwt=${cookie?.value}` });
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.json().user).toMatchObject({ mobile: MOBILE, createdAt: "2026-11-22T06:30:00.000Z" });
      const byBearer = await me({ authorization: `Bearer ${res.json().jwt}` });
      expect(byBearer.json().user.id).toBe(byCookie.json().user.id);
    });

    it("gives a new account 3 Oracle and 3 Astra questions and one prediction of each period, once", async () => {
      await t.current.login(MOBILE);
      t.current.clock.advanceSeconds(60);
      await t.current.login(MOBILE);
      expect(await ledgerSums(db)).toEqual({
        astra_questions: 3,
        daily_predictions: 1,
        monthly_predictions: 1,
        oracle_questions: 3,
        weekly_predictions: 1,
        yearly_predictions: 1,
      });
      expect(await db.handle.db.selectFrom("users").selectAll().execute()).toHaveLength(1);
    });

    it("gives 3 extra Astra questions on the first login from the Android app only", async () => {
      await t.current.login(MOBILE, "android");
      t.current.clock.advanceSeconds(60);
      await t.current.login(MOBILE, "android");
      expect((await ledgerSums(db)).astra_questions).toBe(6);
    });

    it("counts down wrong tries and kills the code after five", async () => {
      const { token, code } = await freshCode();
      const wrong = code === "000000" ? "111111" : "000000";
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await verify({ mobile: MOBILE, otp: wrong, token });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: "fail", error: { code: "invalid_code" } });
        messages.push(res.json().message);
      }
      expect(messages).toEqual([
        "Incorrect code. 4 tries left.",
        "Incorrect code. 3 tries left.",
        "Incorrect code. 2 tries left.",
        "Incorrect code. 1 try left.",
        "Incorrect code. No tries left: please request a new code.",
      ]);
      const right = await verify({ mobile: MOBILE, otp: code, token });
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe("Too many wrong tries. Please request a new code.");
      expect(right.cookies).toHaveLength(0);
    });

    it("refuses an expired code", async () => {
      const { token, code } = await freshCode();
      t.current.clock.advanceSeconds(301);
      const res = await verify({ mobile: MOBILE, otp: code, token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("This code has expired. Please request a new one.");
    });

    it("refuses a code used once already", async () => {
      const { token, code } = await freshCode();
      expect((await verify({ mobile: MOBILE, otp: code, token })).statusCode).toBe(200);
      const again = await verify({ mobile: MOBILE, otp: code, token });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe("This code has already been used. Please request a new one.");
    });

    it("refuses a token issued for another number, an unknown token and a malformed code", async () => {
      const { token, code } = await freshCode();
      const other = await verify({ mobile: "919999999999", otp: code, token });
      expect(other.statusCode).toBe(400);
      expect(other.json().status).toBe("fail");
      const unknown = await verify({ mobile: MOBILE, otp: code, token: "not-a-token" });
      expect(unknown.json().message).toBe("This code is not valid. Please request a new one.");
      const short = await verify({ mobile: MOBILE, otp: "12345", token });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields.otp).toBe("Enter the 6-digit code.");
      const noToken = await verify({ mobile: MOBILE, otp: code, token: "" });
      expect(noToken.json().error.fields.token).toBe("Token not found. Please try again.");
      expect((await verify({ mobile: MOBILE, otp: code, token })).statusCode).toBe(200);
    });
  });

  describe("sessions", () => {
    it("answers /me with 401 in the error shape when logged out or with a forged token", async () => {
      const none = await me({});
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({
        error: { code: "unauthorized", message: "Please log in to continue.", message_code: "auth.login_required" },
      });
      const { jwt } = await t.current.login(MOBILE);
      const tampered = `${jwt.slice(0, -3)}${jwt.slice(-3) === "aaa" ? "bbb" : "aaa"}`;
      expect((await me({ cookie: `jwt=${tampered}` })).statusCode).toBe(401);
    });

    it("logout revokes the session server-side and clears the cookie", async () => {
      const { cookie, jwt } = await t.current.login(MOBILE);
      const res = await t.current.post("/api/v1/auth/logout", {}, cookie);
      expect(res.statusCode).toBe(200);
      const cleared = res.cookies.find((c) => c.name === "jwt");
      expect(cleared?.value).toBe("");
      expect((await me({ cookie })).statusCode).toBe(401);
      expect((await me({ authorization: `Bearer ${jwt}` })).statusCode).toBe(401);
    });

    it("slides: a session used after a day gets a new expiry, and dies after a year unused", async () => {
      const { cookie } = await t.current.login(MOBILE);
      t.current.clock.advanceSeconds(2 * 24 * 3600);
      const renewed = await me({ cookie });
      expect(renewed.statusCode).toBe(200);
      const newCookie = renewed.cookies.find((c) => c.name === "jwt");
      expect(newCookie?.expires?.toISOString()).toBe("2027-11-24T06:30:00.000Z");
      t.current.clock.advanceSeconds(366 * 24 * 3600);
      expect((await me({ cookie: `jwt=${newCookie?.value}` })).statusCode).toBe(401);
    });

    it("counts unseen notifications for the bell", async () => {
      const { cookie } = await t.current.login(MOBILE);
      const user = await db.handle.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
      await db.handle.db
        .insertInto("notifications")
        .values([
          {
            id: "n1",
            user_id: user.id,
            message: "a",
            link: null,
            seen_at: null,
            created_at: "2026-11-22T06:00:00.000Z",
          },
          {
            id: "n2",
            user_id: user.id,
            message: "b",
            link: null,
            seen_at: "2026-11-22T06:10:00.000Z",
            created_at: "2026-11-22T06:00:00.000Z",
          },
        ])
        .execute();
      const res = await t.current.get("/api/v1/notifications/unseen-count", cookie);
      expect(res.json()).toEqual({ unseen_count: 1 });
      expect((await t.current.get("/api/v1/notifications/unseen-count")).statusCode).toBe(401);
    });
  });

  it("refuses a state-changing request from another site", async () => {
    const res = await requestOtpWith({ origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("forbidden");
    const fetchSite = await requestOtpWith({ "sec-fetch-site": "cross-site" });
    expect(fetchSite.statusCode).toBe(403);
    expect(await challengeCount()).toBe(0);
    const sameSite = await requestOtpWith({ origin: "http://localhost:80", host: "localhost:80" });
    expect(sameSite.statusCode).toBe(200);
  });
});
