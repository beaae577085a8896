import type { BlogNeighbour, BlogPostSummary, BlogSeo } from "@graha/contracts";
import type { BlogLog, BlogPage, BlogPostWithNeighbours, BlogSource } from "./blog-source.ts";
import { BlogUnavailableError } from "./blog-source.ts";
import { plainText, safeHtml } from "./safe-html.ts";

/** The fields of a WordPress REST post (`/wp-json/wp/v2/posts`) this adapter reads. */
interface WpPost {
  slug: string;
  date: string;
  date_gmt?: string;
  modified?: string;
  modified_gmt?: string;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  content?: { rendered?: string };
  featured_media?: number;
  yoast_head_json?: { title?: string; description?: string; og_image?: { url?: string }[] };
}

export interface WordPressOptions {
  /** The site's URL, e.g. https://blog.example.in (the REST API is under /wp-json). */
  baseUrl: string;
  timeoutMs?: number;
}

/** How many featured-image URLs are remembered (they never change for a media id). */
const MEDIA_CACHE_SIZE = 500;

/** WordPress' dates are the site's local time; `_gmt` is UTC without a zone. */
const isoFrom = (gmt: string | undefined, local: string | undefined): string => {
  const value = gmt ? `${gmt.replace(/Z$/, "")}Z` : local;
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString();
};

/**
 * A WordPress site's REST API, as the spec calls it: posts by page (`per_page`, `page`,
 * `order=desc`, `orderby=date`, the `x-wp-total` header), the featured image's `source_url`
 * from `/media/{id}`, a post by `slug`, its neighbours by date (`before`, `after`), and the SEO
 * head when the site provides one (Yoast's `yoast_head_json`). WordPress serves its posts as
 * written, in one language (English); titles and excerpts become plain text, bodies safe HTML.
 */
export class WordPressBlog implements BlogSource {
  readonly name = "wordpress" as const;
  private readonly media = new Map<number, string | null>();

  private readonly options: WordPressOptions;
  constructor(options: WordPressOptions) {
    this.options = options;
  }

  private async get(path: string, params: Record<string, string | number>): Promise<Response> {
    const url = new URL(`/wp-json/wp/v2/${path}`, this.options.baseUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    try {
      return await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8_000),
      });
    } catch (error) {
      throw new BlogUnavailableError(`WordPress GET ${url.pathname} could not be reached`, { cause: error });
    }
  }

  /** The posts of a `/posts` call, or BlogUnavailableError when the answer is not a list of posts. */
  private async postsOf(response: Response, path: string): Promise<WpPost[]> {
    if (!response.ok) throw new BlogUnavailableError(`WordPress GET ${path} answered ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    if (!Array.isArray(body) || body.some((post) => typeof post?.slug !== "string")) {
      throw new BlogUnavailableError(`WordPress GET ${path} did not answer with a list of posts`);
    }
    return body as WpPost[];
  }

  private async posts(params: Record<string, string | number>): Promise<WpPost[]> {
    return this.postsOf(await this.get("posts", params), "/wp-json/wp/v2/posts");
  }

  /** The featured image's URL, or null when the post has none or its media record is missing. */
  private async coverOf(post: WpPost, log: BlogLog): Promise<string | null> {
    const id = post.featured_media;
    if (!id) return null;
    if (this.media.has(id)) return this.media.get(id)!;
    const response = await this.get(`media/${id}`, {});
    const body = (await response.json().catch(() => null)) as { source_url?: unknown } | null;
    const url = response.ok && typeof body?.source_url === "string" ? body.source_url : null;
    if (url === null) {
      log.warn({ media: id, status: response.status, slug: post.slug }, "Blog post's featured image not found");
      return null;
    }
    if (this.media.size >= MEDIA_CACHE_SIZE) this.media.clear();
    this.media.set(id, url);
    return url;
  }

  private async summary(post: WpPost, log: BlogLog): Promise<BlogPostSummary> {
    return {
      slug: post.slug,
      language: "en",
      title: plainText(post.title?.rendered ?? ""),
      excerpt: plainText(post.excerpt?.rendered ?? ""),
      cover_image: await this.coverOf(post, log),
      published_at: isoFrom(post.date_gmt, post.date),
      updated_at: isoFrom(post.modified_gmt ?? post.date_gmt, post.modified ?? post.date),
    };
  }

  async list({ page, perPage, log }: { page: number; perPage: number; log: BlogLog }): Promise<BlogPage> {
    const response = await this.get("posts", { per_page: perPage, page, order: "desc", orderby: "date" });
    // A page past the last one is WordPress' 400 `rest_post_invalid_page_number`: no posts there.
    if (response.status === 400 && page > 1) {
      const first = await this.get("posts", { per_page: 1, page: 1, order: "desc", orderby: "date" });
      await this.postsOf(first, "/wp-json/wp/v2/posts");
      return { posts: [], total: Number(first.headers.get("x-wp-total")) || 0 };
    }
    const posts = await this.postsOf(response, "/wp-json/wp/v2/posts");
    const header = Number(response.headers.get("x-wp-total"));
    const total = Number.isInteger(header) && header >= 0 ? header : (page - 1) * perPage + posts.length;
    return { posts: await Promise.all(posts.map((post) => this.summary(post, log))), total };
  }

  async bySlug({ slug, log }: { slug: string; log: BlogLog }): Promise<BlogPostWithNeighbours | undefined> {
    const [post] = await this.posts({ slug });
    if (!post) return undefined;
    const neighbour = async (before: boolean): Promise<BlogNeighbour> => {
      const [found] = await this.posts({
        [before ? "before" : "after"]: post.date,
        per_page: 1,
        order: before ? "desc" : "asc",
        orderby: "date",
      });
      return found ? { slug: found.slug, title: plainText(found.title?.rendered ?? "") } : null;
    };
    const [summary, previous, next] = await Promise.all([this.summary(post, log), neighbour(true), neighbour(false)]);
    return { post: { ...summary, html: safeHtml(post.content?.rendered ?? ""), seo: seoOf(post) }, previous, next };
  }
}

/** Yoast's head fields when the site has them; null otherwise. */
function seoOf(post: WpPost): BlogSeo | null {
  const head = post.yoast_head_json;
  if (!head) return null;
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? plainText(value) : null);
  const image = head.og_image?.[0]?.url;
  return {
    title: text(head.title),
    description: text(head.description),
    image: typeof image === "string" && /^https?:\/\//.test(image) ? image : null,
  };
}
