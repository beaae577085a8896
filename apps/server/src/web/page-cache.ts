import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { Clock } from "../lib/clock.ts";

/** A rendered page kept for logged-out visitors: what was sent, and the nonce its scripts carry. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce inside `body`; a cached answer's policy header must name it. */
  nonce: string;
}

/** How long a page is served from memory (and by a CDN: `s-maxage`) before it is rendered again. */
export const PAGE_TTL_SECONDS = 60;
/** How long a CDN may go on serving a page past its age while it fetches a fresh one. */
const STALE_SECONDS = 300;
const MAX_PAGES = 500;

/** Logged-out pages: shared caches may keep them; a page rendered for a signed-in user never. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_TTL_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * Writes through the API that change what public pages show, and the pages they change.
 * A successful write empties the cached pages under those paths at once (other instances
 * and CDNs catch up within PAGE_TTL_SECONDS). `"*"` empties every page; `"/"` the home page alone.
 */
const CHANGES: readonly (readonly [apiPrefix: string, pagePrefixes: readonly string[]])[] = [
  ["/api/v1/forum/", ["/forum", "/profile", "/sitemap.xml", "/"]],
  ["/api/v1/blogs", ["/blogs", "/sitemap.xml", "/"]],
  ["/api/v1/home", ["/"]],
  ["/api/v1/shares", ["/share/"]],
  // A deleted account takes its shared links with it and leaves its forum posts anonymised.
  ["/api/v1/account", ["/share/", "/forum", "/profile", "/sitemap.xml", "/"]],
  // The operations console (ADR 033): blog posts, moderation, banned authors' posts.
  ["/api/v1/admin/blog-posts", ["/blogs", "/sitemap.xml", "/"]],
  ["/api/v1/admin/moderation", ["/forum", "/profile", "/sitemap.xml", "/"]],
  // Figures, testimonials, videos, astrologers, offers and plans show on many public pages.
  ["/api/v1/admin/content", ["*"]],
];

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The cookie that says a visitor is signed in (ADR 003). */
const SESSION_COOKIE = "jwt";
/** Cookies no page's render reads (the forum's device cookie, ADR 028): left out of the key. */
const UNREAD_COOKIES = new Set(["did"]);

/**
 * Server-side cache of pages as logged-out visitors see them, per URL and language
 * (ADR 032). A request with a session, or an answer that sets a cookie or is not a 200,
 * is never stored.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(clock: Clock) {
    this.pages = new LRUCache({
      max: MAX_PAGES,
      ttl: PAGE_TTL_SECONDS * 1000,
      perf: { now: () => clock.now().getTime() },
    });
  }

  /**
   * The key of a visitor's page, or undefined when it must not be shared. Everything the
   * render may read of the request is in it: the URL, Accept-Language and the cookies (the
   * language, the chart style, …), all but the forum's device cookie, which no page reads.
   */
  keyOf(request: FastifyRequest): string | undefined {
    if (request.method !== "GET" || request.cookies[SESSION_COOKIE]) return undefined;
    const cookies = Object.entries(request.cookies)
      .filter(([name]) => !UNREAD_COOKIES.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => `${name}=${value ?? ""}`)
      .join("; ");
    // A raw URL holds no line break, so the path is what comes before the first one.
    return `${request.url}\n${cookies}\n${(request.headers["accept-language"] ?? "").toLowerCase()}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }

  /** Forgets every page whose path starts with one of `prefixes` ("/" alone means the home page). */
  invalidate(prefixes: readonly string[]): void {
    for (const key of [...this.pages.keys()]) {
      const path = key.slice(0, key.indexOf("\n")).split("?")[0]!;
      const changed = (prefix: string) => prefix === "*" || (prefix === "/" ? path === "/" : path.startsWith(prefix));
      if (prefixes.some(changed)) this.pages.delete(key);
    }
  }

  /** Empties the pages a successful API write changes (see CHANGES). */
  invalidateOnWrites(app: FastifyInstance): void {
    app.addHook("onResponse", async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
      for (const [apiPrefix, pagePrefixes] of CHANGES) {
        if (request.url.startsWith(apiPrefix)) this.invalidate(pagePrefixes);
      }
    });
  }
}
