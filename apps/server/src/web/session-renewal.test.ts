import { expect, it } from "vitest";
import { describeEachDialect } from "../test-support/test-databases.ts";
import { useTestApp } from "../test-support/test-app.ts";
import type { RenderPage } from "./register-web.ts";

/** Stands in for the web build's root loader: the page asks the API who is logged in, in-process. */
const renderHome: RenderPage = async (_request, context) => {
  const [me] = await Promise.all([context.apiFetch("/api/v1/me"), context.apiFetch("/api/v1/balance")]);
  const body = me.ok ? `<p>${((await me.json()) as { user: { mobile: string } }).user.mobile}</p>` : "<p>guest</p>";
  return new Response(body, { status: 200, headers: { "content-type": "text/html" } });
};

const DAY_SECONDS = 24 * 3600;

describeEachDialect("a session renewed while a page renders", (db) => {
  const t = useTestApp(db, { render: renderHome });

  const sessionRow = () => db.handle.db.selectFrom("sessions").selectAll().executeTakeFirstOrThrow();

  it("sends the renewed session cookie with the page, so the browser's cookie slides too", async () => {
    const { cookie, jwt } = await t.current.login("919876543210");
    const before = await sessionRow();
    t.current.clock.advanceSeconds(2 * DAY_SECONDS);

    const page = await t.current.request({ method: "GET", url: "/", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("919876543210");

    const after = await sessionRow();
    expect(Date.parse(after.expires_at) - Date.parse(before.expires_at)).toBe(2 * DAY_SECONDS * 1000);
    const renewed = page.cookies.filter((c) => c.name === "jwt");
    expect(renewed.length).toBeGreaterThan(0);
    for (const c of renewed) {
      expect(c.value).not.toBe(jwt);
      expect(c.httpOnly).toBe(true);
      expect(c.path).toBe("/");
      expect(c.expires?.getTime()).toBe(Math.floor(Date.parse(after.expires_at) / 1000) * 1000);
    }
    // The renewed token is a working session.
    const me = await t.current.get("/api/v1/me", `jwt=${renewed.at(-1)!.value}`);
    expect(me.statusCode).toBe(200);
  });

  it("sets no cookie on a page whose session needed no renewal", async () => {
    const { cookie } = await t.current.login("919876543210");
    t.current.clock.advanceSeconds(60);
    const page = await t.current.request({ method: "GET", url: "/", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["set-cookie"]).toBeUndefined();
  });
});
