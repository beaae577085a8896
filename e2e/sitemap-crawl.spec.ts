import { expect, test } from "./support/test.ts";

// Crawls the running app as a search engine would: every URL sitemap.xml lists answers 200,
// and robots.txt keeps the private pages out. Pages only (no browser), once, on desktop.
/** Pages that are one user's own: never listed, always disallowed. */
const PRIVATE_PREFIXES = ["/api/", "/delete-account", "/profile/", "/chats", "/balance", "/receipts/", "/kundli/"];

test("every URL in sitemap.xml answers 200 and robots.txt keeps private pages out", async ({
  request,
  baseURL,
}, info) => {
  test.skip(info.project.name !== "desktop", "the crawl needs no second viewport");
  test.setTimeout(120_000);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  expect(urls.length).toBeGreaterThan(60);
  const failures: string[] = [];
  for (const url of urls) {
    const { pathname, search } = new URL(url);
    expect(url.startsWith(baseURL!), `${url} is on this site`).toBe(true);
    const response = await request.get(`${pathname}${search}`, { maxRedirects: 0 });
    if (response.status() !== 200) failures.push(`${response.status()} ${pathname}${search}`);
  }
  expect(failures).toEqual([]);

  const robots = await (await request.get("/robots.txt")).text();
  for (const prefix of PRIVATE_PREFIXES) expect(robots).toContain(`Disallow: ${prefix}\n`);
  const listedPrivate = urls.filter((url) =>
    PRIVATE_PREFIXES.some((prefix) => new URL(url).pathname.startsWith(prefix)),
  );
  expect(listedPrivate).toEqual([]);
});
