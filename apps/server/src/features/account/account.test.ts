import { expect, it } from "vitest";
import { ledgerSums } from "../../test-support/ledger-sums.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";

const MOBILE = "918765432109";

describeEachDialect("deleting an account with a code", (db) => {
  const t = useTestApp(db);
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.current.request({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });

  it("deletes the user, their sessions and ledger, and kills the old session everywhere", async () => {
    const { cookie, jwt } = await t.current.login(MOBILE);
    const other = await t.current.login("919988776655");
    t.current.clock.advanceSeconds(60);

    const sent = await post("/api/v1/account/delete/otp", { mobile: MOBILE }, cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: "success", token: expect.any(String) });
    const res = await post(
      "/api/v1/account/delete/verify",
      { mobile: MOBILE, otp: t.current.lastCode(MOBILE), token: sent.json().token },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "success",
      message: "Your account has been deleted.",
      message_code: "account.deleted",
    });
    expect(res.cookies.find((c) => c.name === "jwt")?.value).toBe("");

    expect((await t.current.get("/api/v1/me", cookie)).statusCode).toBe(401);
    const bearer = await t.current.request({
      method: "GET",
      url: "/api/v1/me",
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(bearer.statusCode).toBe(401);
    const users = await db.handle.db.selectFrom("users").select("mobile").execute();
    expect(users).toEqual([{ mobile: "919988776655" }]);
    const otherUserId = (await db.handle.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
    const leftovers = await db.handle.db.selectFrom("ledger_entries").select("user_id").distinct().execute();
    expect(leftovers).toEqual([{ user_id: otherUserId }]);
    expect(await db.handle.db.selectFrom("sessions").select("user_id").distinct().execute()).toEqual([
      { user_id: otherUserId },
    ]);
    const stillIn = await t.current.get("/api/v1/me", other.cookie);
    expect(stillIn.statusCode).toBe(200);
  });

  it("ends a live subscription at the provider before deleting the account", async () => {
    const { cookie } = await t.current.login(MOBILE);
    const subId = (await post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie)).json().subscription_id;
    const { result } = (
      await post(`/api/v1/sandbox/orders/${subId}/pay`, { method: "card", outcome: "success" }, cookie)
    ).json();
    expect((await post("/api/v1/subscriptions/verify", result, cookie)).statusCode).toBe(200);
    t.current.clock.advanceSeconds(60);
    const sent = await post("/api/v1/account/delete/otp", { mobile: MOBILE }, cookie);
    const deleted = await post(
      "/api/v1/account/delete/verify",
      { mobile: MOBILE, otp: t.current.lastCode(MOBILE), token: sent.json().token },
      cookie,
    );
    expect(deleted.statusCode).toBe(200);
    const providerSide = await db.handle.db
      .selectFrom("sandbox_orders")
      .select("status")
      .where("id", "=", subId)
      .executeTakeFirstOrThrow();
    expect(providerSide.status).toBe("cancelled");
    expect(await db.handle.db.selectFrom("subscriptions").selectAll().execute()).toEqual([]);
  });

  it("registering the same number again starts a new, empty account: the free questions are paid once", async () => {
    const { cookie } = await t.current.login(MOBILE);
    t.current.clock.advanceSeconds(60);
    const sent = await post("/api/v1/account/delete/otp", { mobile: MOBILE }, cookie);
    await post(
      "/api/v1/account/delete/verify",
      { mobile: MOBILE, otp: t.current.lastCode(MOBILE), token: sent.json().token },
      cookie,
    );
    t.current.clock.advanceSeconds(60);
    const again = await t.current.login(MOBILE);
    const me = await t.current.get("/api/v1/me", again.cookie);
    expect(me.statusCode).toBe(200);
    expect(await ledgerSums(db)).toEqual({});
  });

  it("needs a login, the account's own number and a valid code, and changes nothing otherwise", async () => {
    expect((await post("/api/v1/account/delete/otp", { mobile: MOBILE })).statusCode).toBe(401);
    const { cookie } = await t.current.login(MOBILE);
    t.current.clock.advanceSeconds(60);

    const foreign = await post("/api/v1/account/delete/otp", { mobile: "919988776655" }, cookie);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.mobile).toBe("This is not the mobile number of your account.");

    const sent = await post("/api/v1/account/delete/otp", { mobile: MOBILE }, cookie);
    const code = t.current.lastCode(MOBILE);
    const wrong = await post(
      "/api/v1/account/delete/verify",
      { mobile: MOBILE, otp: code === "123456" ? "654321" : "123456", token: sent.json().token },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: "fail", message: "Incorrect code. 4 tries left." });

    // A login code cannot be used to delete the account.
    t.current.clock.advanceSeconds(60);
    const loginCode = await post("/api/v1/auth/otp", { mobile: MOBILE });
    const crossPurpose = await post(
      "/api/v1/account/delete/verify",
      { mobile: MOBILE, otp: t.current.lastCode(MOBILE), token: loginCode.json().token },
      cookie,
    );
    expect(crossPurpose.statusCode).toBe(400);
    expect((await db.handle.db.selectFrom("users").selectAll().execute()).length).toBe(1);
    expect((await t.current.get("/api/v1/me", cookie)).statusCode).toBe(200);
  });
});
