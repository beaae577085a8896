import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { TRUST_PATHS } from "../features/trust";
import { createLoadContext } from "../load-context";
import routes from "../routes";
import { loader as robotsLoader, PRIVATE_PREFIXES } from "./robots";
import { loader as sitemapLoader } from "./sitemap";

const ORIGIN = "https://graha.example";
// A load context whose API knows nothing, for loaders that ask it (forum threads, once merged).
const context = createLoadContext({
  cspNonce: "n",
  apiFetch: async () => new Response(JSON.stringify({ error: { code: "not_found", message: "x" } }), { status: 404 }),
});
const args = (path: string) =>
  ({ request: new Request(`${ORIGIN}${path}`), params: {}, context }) as unknown as Parameters<typeof sitemapLoader>[0];

/** Every path the sitemap lists, as the loader writes it. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await sitemapLoader(args("/sitemap.xml"))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&").slice(ORIGIN.length));
}

/** The page module a pathname reaches in routes.ts; the catch-all (the 404 page) does not count. */
function pageFor(pathname: string): string | undefined {
  const pages = routes.filter((entry) => entry.path !== "*");
  const found = pages.find((entry) =>
    entry.index ? pathname === "/" : entry.path !== undefined && matchPath(`/${entry.path}`, pathname) !== null,
  );
  return found?.file;
}

describe("sitemap.xml", () => {
  it("lists only pages that exist: every URL is a route of routes.ts, not the 404 page", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(60);
    const missing = paths.filter((path) => !pageFor(new URL(path, ORIGIN).pathname));
    expect(missing).toEqual([]);
  });

  it("lists the trust pages and none twice", async () => {
    const paths = await sitemapPaths();
    for (const path of Object.values(TRUST_PATHS)) {
      expect(paths).toContain(path);
      expect(pageFor(path)).toMatch(/routes\/(trust-page|contact-us)\.tsx$/);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists the blog and each post the API lists, every page of them", async () => {
    const asked: string[] = [];
    const blogContext = createLoadContext({
      cspNonce: "n",
      apiFetch: async (path: string) => {
        asked.push(path);
        const page = Number(new URL(path, ORIGIN).searchParams.get("page"));
        const body = path.startsWith("/api/v1/blogs?")
          ? { posts: [{ slug: `post-${page}` }], page, page_count: 2 }
          : { error: { code: "not_found", message: "x" } };
        return new Response(JSON.stringify(body), { status: path.startsWith("/api/v1/blogs?") ? 200 : 404 });
      },
    });
    const request = { request: new Request(`${ORIGIN}/sitemap.xml`), params: {}, context: blogContext };
    const xml = await (await sitemapLoader(request as unknown as Parameters<typeof sitemapLoader>[0])).text();
    for (const path of ["/blogs", "/blogs/post-1", "/blogs/post-2"])
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(pageFor("/blogs/post-1")).toBe("routes/blog-post.tsx");
    expect(asked.filter((path) => path.startsWith("/api/v1/blogs"))).toEqual([
      "/api/v1/blogs?page=1&per_page=50",
      "/api/v1/blogs?page=2&per_page=50",
    ]);
  });

  it("the check sees a page that does not exist", () => {
    expect(pageFor("/no-such-page")).toBeUndefined();
  });
});

describe("robots.txt", () => {
  it("keeps private pages out and no sitemap page", async () => {
    const body = await (await robotsLoader(args("/robots.txt"))).text();
    for (const prefix of ["/delete-account", "/chats", "/balance", "/receipts/", "/api/"]) {
      expect(body).toContain(`Disallow: ${prefix}\n`);
    }
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const blocked = (await sitemapPaths()).filter((path) => PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)));
    expect(blocked).toEqual([]);
  });
});
