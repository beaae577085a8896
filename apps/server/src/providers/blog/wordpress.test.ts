import { Writable } from "node:stream";
import { beforeEach, describe, expect, it } from "vitest";
import { useFakeWordPress, wpPost } from "../../test-support/fake-wordpress.ts";
import { useTestApp } from "../../test-support/test-app.ts";
import { useTestDatabase } from "../../test-support/test-databases.ts";

// The WordPress adapter through the real API, against a local fake WordPress. It reads no
// database, so one dialect is enough.
describe("BLOG_PROVIDER=wordpress", () => {
  const wp = useFakeWordPress();
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = useTestApp(useTestDatabase("sqlite"), {
    env: () => ({ BLOG_PROVIDER: "wordpress", BLOG_WORDPRESS_URL: wp.baseUrl, LOG_LEVEL: "warn" }),
    logStream,
  });
  beforeEach(() => {
    // Eleven posts, 1 to 11 November; post 4's media record is missing, post 6 has no image.
    wp.state.posts = Array.from({ length: 11 }, (_, i) => wpPost(i + 1, i + 1 === 6 ? { featured_media: 0 } : {}));
    wp.state.media = new Map(
      wp.state.posts
        .filter((p) => p.featured_media && p.featured_media !== 4)
        .map((p) => [p.featured_media, `https://cdn.example.in/${p.slug}.jpg`]),
    );
    wp.state.fail = undefined;
    wp.state.requests.length = 0;
    lines.length = 0;
  });

  it("lists a page with the spec's parameters, the page count from x-wp-total and each image's source_url", async () => {
    const res = await t.current.get("/api/v1/blogs?page=1&per_page=9");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, page_count: 2 });
    expect(body.posts.map((p: { slug: string }) => p.slug)).toEqual(
      ["11", "10", "09", "08", "07", "06", "05", "04", "03"].map((d) => `post-${d}`),
    );
    expect(body.posts[0]).toEqual({
      slug: "post-11",
      language: "en",
      title: "Post 11 – Rahu & Ketu",
      excerpt: "Excerpt of post 11…",
      cover_image: "https://cdn.example.in/post-11.jpg",
      published_at: "2026-11-11T04:30:00.000Z",
      updated_at: "2026-11-11T05:00:00.000Z",
    });
    expect(wp.state.requests[0]).toBe("/wp-json/wp/v2/posts?per_page=9&page=1&order=desc&orderby=date");
    expect(wp.state.requests).toContain("/wp-json/wp/v2/media/11");
  });

  it("leaves out a missing or absent featured image, logging the missing one", async () => {
    const posts = (await t.current.get("/api/v1/blogs?page=1&per_page=9")).json().posts;
    const cover = (slug: string) => posts.find((p: { slug: string }) => p.slug === slug).cover_image;
    expect(cover("post-04")).toBeNull();
    expect(cover("post-06")).toBeNull();
    expect(wp.state.requests).not.toContain("/wp-json/wp/v2/media/0");
    expect(lines.join("")).toContain("featured image not found");
  });

  it("answers the last page and an empty page past it (WordPress' 400) with the page count", async () => {
    const last = (await t.current.get("/api/v1/blogs?page=2&per_page=9")).json();
    expect(last.posts.map((p: { slug: string }) => p.slug)).toEqual(["post-02", "post-01"]);
    expect((await t.current.get("/api/v1/blogs?page=5&per_page=9")).json()).toEqual({
      posts: [],
      page: 5,
      page_count: 2,
    });
  });

  it("answers a post by slug with safe HTML, its previous and next by date and the SEO head", async () => {
    const seo = {
      title: "Rahu &amp; Ketu | Blog",
      description: "Nodes of the Moon.",
      og_image: [{ url: "https://cdn.example.in/og.jpg" }],
    };
    wp.state.posts[4] = wpPost(5, { yoast_head_json: seo });
    const res = await t.current.get("/api/v1/blogs/post-05");
    expect(res.statusCode).toBe(200);
    const { post, previous, next } = res.json();
    expect(post.html).toBe("<p>Body of post 05.</p><p>Safe</p>");
    expect(post.seo).toEqual({
      title: "Rahu & Ketu | Blog",
      description: "Nodes of the Moon.",
      image: "https://cdn.example.in/og.jpg",
    });
    expect(previous).toEqual({ slug: "post-04", title: "Post 04 – Rahu & Ketu" });
    expect(next).toEqual({ slug: "post-06", title: "Post 06 – Rahu & Ketu" });
    expect(wp.state.requests).toContain("/wp-json/wp/v2/posts?slug=post-05");
    expect(wp.state.requests).toContain(
      "/wp-json/wp/v2/posts?before=2026-11-05T10%3A00%3A00&per_page=1&order=desc&orderby=date",
    );
    expect(wp.state.requests).toContain(
      "/wp-json/wp/v2/posts?after=2026-11-05T10%3A00%3A00&per_page=1&order=asc&orderby=date",
    );
  });

  it("has no neighbour past either end, no SEO head when WordPress sends none, and 404 for an unknown slug", async () => {
    const first = (await t.current.get("/api/v1/blogs/post-01")).json();
    expect(first.previous).toBeNull();
    expect(first.post.seo).toBeNull();
    expect((await t.current.get("/api/v1/blogs/post-11")).json().next).toBeNull();
    const missing = await t.current.get("/api/v1/blogs/nothing-here");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message_code).toBe("blog.not_found");
  });

  it.each(["http-500", "not-json"] as const)(
    "answers 503 with a message when WordPress fails (%s), and logs it",
    async (mode) => {
      wp.state.fail = mode;
      for (const url of ["/api/v1/blogs", "/api/v1/blogs/post-01"]) {
        const res = await t.current.get(url);
        expect(res.statusCode).toBe(503);
        expect(res.json().error).toEqual({
          code: "service_unavailable",
          message: "The blog cannot be reached right now. Please try again in a few minutes.",
          message_code: "blog.unavailable",
        });
      }
      expect(lines.join("")).toContain("Error fetching posts");
    },
  );
});

describe("BLOG_PROVIDER=wordpress with the site down", () => {
  const t = useTestApp(useTestDatabase("sqlite"), {
    env: { BLOG_PROVIDER: "wordpress", BLOG_WORDPRESS_URL: "http://127.0.0.1:9" },
  });

  it("answers 503, not 500, when WordPress cannot be reached", async () => {
    const res = await t.current.get("/api/v1/blogs?per_page=3");
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message_code).toBe("blog.unavailable");
  });
});
