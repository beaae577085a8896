import { expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";

const INVITER = "918765432109";

/** Logs `mobile` in through the real endpoints with an invite code, as the login dialog does after /?invite=. */
async function loginWithInvite(t: TestApp, mobile: string, invite: string) {
  const sent = await t.post("/api/v1/auth/otp", { mobile });
  const verified = await t.post("/api/v1/auth/verify", {
    mobile,
    otp: t.lastCode(mobile),
    token: sent.json().token,
    device: "web",
    invite,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return `jwt=${verified.json().jwt}`;
}

const questions = async (t: TestApp, cookie: string) => (await t.get("/api/v1/balance", cookie)).json();

describeEachDialect("the invite dialog's share link", (db) => {
  const t = useTestApp(db);

  it("carries the user's code; a new number logging in with it rewards the inviter once", async () => {
    const { cookie } = await t.current.login(INVITER);
    const link = (await t.current.get("/api/v1/invites/link", cookie)).json();
    expect(link.path).toBe(`/?invite=${link.code}`);
    expect(link.code).toMatch(/^[\w-]{10}$/);
    expect((await t.current.get("/api/v1/invites/link", cookie)).json().code).toBe(link.code);
    const before = await questions(t.current, cookie);

    await loginWithInvite(t.current, "919988776655", link.code);
    const after = await questions(t.current, cookie);
    expect(after).not.toEqual(before);
    const rewards = await db.handle.db.selectFrom("invites").select(["mobile", "rewarded_at"]).execute();
    expect(rewards).toEqual([{ mobile: "919988776655", rewarded_at: expect.any(String) }]);

    // The same number again, an existing account, one's own code or an unknown code: nothing more.
    t.current.clock.advanceSeconds(3600);
    await loginWithInvite(t.current, "919988776655", link.code);
    await loginWithInvite(t.current, INVITER, link.code);
    await loginWithInvite(t.current, "919911223344", "nosuchcode");
    expect(await db.handle.db.selectFrom("invites").select("mobile").execute()).toEqual([{ mobile: "919988776655" }]);
    expect(await questions(t.current, cookie)).toEqual(after);
    expect((await t.current.get("/api/v1/invites/link")).statusCode).toBe(401);
  });
});
