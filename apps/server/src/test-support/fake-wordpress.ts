import { useFakeServer } from "./fake-server.ts";

/** A post as WordPress' REST API sends it (the fields the adapter reads, and a few it ignores). */
export interface FakeWpPost {
  id: number;
  slug: string;
  date: string;
  date_gmt: string;
  modified_gmt: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  featured_media: number;
  yoast_head_json?: { title?: string; description?: string; og_image?: { url: string }[] };
}

/** A post dated `day` days into November 2026 (site time IST, `_gmt` 5:30 earlier), its image media id `day`. */
export function wpPost(day: number, extra: Partial<FakeWpPost> = {}): FakeWpPost {
  const dd = String(day).padStart(2, "0");
  return {
    id: 100 + day,
    slug: `post-${dd}`,
    date: `2026-11-${dd}T10:00:00`,
    date_gmt: `2026-11-${dd}T04:30:00`,
    modified_gmt: `2026-11-${dd}T05:00:00`,
    title: { rendered: `Post ${dd} &#8211; Rahu &amp; Ketu` },
    excerpt: { rendered: `<p>Excerpt of post ${dd}&hellip;</p>\n` },
    content: { rendered: `<p>Body of post ${dd}.</p><script>alert(1)</script><p onclick="x()">Safe</p>` },
    featured_media: day,
    ...extra,
  };
}

/**
 * A small local stand-in for a WordPress site's REST API (`/wp-json/wp/v2/posts` and
 * `/media/{id}`): pagination with `x-wp-total` and `x-wp-totalpages`, WordPress' 400 for a page
 * past the end, `slug`, `before` and `after` filters, and media records that may be missing.
 * `fail` makes every call answer 500, or a body that is not JSON.
 */
export function useFakeWordPress() {
  const state = {
    posts: [] as FakeWpPost[],
    media: new Map<number, string>(),
    fail: undefined as undefined | "http-500" | "not-json",
    requests: [] as string[],
  };
  const server = useFakeServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    state.requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (state.fail === "http-500") return json(500, { code: "internal_server_error" });
    if (state.fail === "not-json") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html>Maintenance</html>");
    }
    const media = /^\/wp-json\/wp\/v2\/media\/(\d+)$/.exec(url.pathname);
    if (media) {
      const source = state.media.get(Number(media[1]));
      return source
        ? json(200, { id: Number(media[1]), source_url: source })
        : json(404, { code: "rest_post_invalid_id", message: "Invalid post ID." });
    }
    if (url.pathname !== "/wp-json/wp/v2/posts") return json(404, { code: "rest_no_route" });
    const q = url.searchParams;
    const perPage = Number(q.get("per_page") ?? 10);
    const page = Number(q.get("page") ?? 1);
    const before = q.get("before");
    const after = q.get("after");
    const matching = state.posts
      .filter((p) => !q.get("slug") || p.slug === q.get("slug"))
      .filter((p) => !before || p.date < before)
      .filter((p) => !after || p.date > after)
      .sort((a, b) => (q.get("order") === "asc" ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date)));
    const pages = Math.ceil(matching.length / perPage);
    if (page > 1 && page > pages) {
      return json(400, {
        code: "rest_post_invalid_page_number",
        message: "The page number requested is larger than the number of pages available.",
      });
    }
    json(200, matching.slice((page - 1) * perPage, page * perPage), {
      "x-wp-total": String(matching.length),
      "x-wp-totalpages": String(pages),
    });
  });
  return {
    state,
    get baseUrl() {
      return server.baseUrl;
    },
  };
}
