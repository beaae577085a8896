import { expect, it } from "vitest";
import { describeEachDialect } from "../test-support/test-databases.ts";
import { useTestApp } from "../test-support/test-app.ts";
import { PAGE_TTL_SECONDS } from "./page-cache.ts";
import type { RenderPage } from "./register-web.ts";

/** Stands in for the web build: counts renders, writes the nonce into a script, sets a cookie when asked. */
let renders = 0;
const render: RenderPage = async (request, context) => {
  renders++;
  const url = new URL(request.url);
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  if (url.pathname === "/sets-cookie") headers.append("set-cookie", "seen=1; Path=/");
  const status = url.pathname === "/missing" ? 404 : 200;
  const lang = request.headers.get("cookie")?.includes("lang=hi") ? "hi" : "en";
  const body = `<html lang="${lang}"><p>render ${renders} of ${url.pathname}</p><script nonce="${context.cspNonce}">1</script></html>`;
  return new Response(body, { status, headers });
};

const nonceInPolicy = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
const nonceInBody = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];

describeEachDialect("the page cache for logged-out visitors", (db) => {
  const t = useTestApp(db, { render });
  const get = (url: string, cookie?: string) =>
    t.current.request({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("renders a public page once and sends it again with the nonce its scripts carry", async () => {
    const first = await get("/horoscope?zodiac=Aries");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const rendersBefore = renders;

    const second = await get("/horoscope?zodiac=Aries");
    expect(renders).toBe(rendersBefore);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    // Each answer's policy names the nonce in the page it sends, not a fresh one.
    expect(nonceInPolicy(second.headers["content-security-policy"])).toBe(nonceInBody(second.body));
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);

    // Another query, another language or another cookie the page may read is another page;
    // the forum's device cookie is not.
    await get("/horoscope?zodiac=Leo");
    const hindi = await get("/horoscope?zodiac=Aries", "lang=hi");
    expect(hindi.body).toContain('lang="hi"');
    await get("/horoscope?zodiac=Aries", "graha_chart_style=south");
    expect(renders).toBe(rendersBefore + 3);
    expect((await get("/horoscope?zodiac=Aries", `did=${"d".repeat(24)}`)).headers["x-page-cache"]).toBe("hit");
  });

  it("renders again once the page has aged", async () => {
    await get("/about-us");
    const rendersBefore = renders;
    t.current.clock.advanceSeconds(PAGE_TTL_SECONDS + 1);
    expect((await get("/about-us")).headers["x-page-cache"]).toBe("miss");
    expect(renders).toBe(rendersBefore + 1);
  });

  it("never shares a signed-in user's page, a page that sets a cookie, or an error page", async () => {
    const { cookie } = await t.current.login("919876543210");
    const rendersBefore = renders;
    for (let i = 0; i < 2; i++) {
      const page = await get("/balance", cookie);
      expect(page.headers["x-page-cache"]).toBeUndefined();
      expect(page.headers["cache-control"]).toBe("private, no-store");
      await get("/sets-cookie");
      await get("/missing");
    }
    expect(renders).toBe(rendersBefore + 6);
    // A visitor asking after the signed-in user gets a fresh render, not theirs.
    expect((await get("/balance")).headers["x-page-cache"]).toBe("miss");
  });

  it("forgets the forum's pages when a forum write succeeds, and keeps them when it fails", async () => {
    await get("/forum?page=1");
    const { cookie } = await t.current.login("919876543211");
    const refused = await t.current.post("/api/v1/forum/handle", { display_name: "x", email: "no" }, cookie);
    expect(refused.statusCode).toBe(400);
    expect((await get("/forum?page=1")).headers["x-page-cache"]).toBe("hit");

    const made = await t.current.post(
      "/api/v1/forum/handle",
      { display_name: "asha1", email: "asha@example.com" },
      cookie,
    );
    expect(made.statusCode).toBe(200);
    expect((await get("/forum?page=1")).headers["x-page-cache"]).toBe("miss");
  });
});
