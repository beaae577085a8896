import { expect, it } from "vitest";
import { articleBody, articles } from "../../db/blog-articles/index.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";

// The seeded articles, newest first, as the list orders them.
const newestFirst = [...articles].sort((a, b) => b.published_at.localeCompare(a.published_at));
const slugs = newestFirst.map((article) => article.slug);

describeEachDialect("GET /api/v1/blogs (builtin)", (db) => {
  const t = useTestApp(db);
  const insert = (row: Partial<{ slug: string; language: "en" | "hi"; body_markdown: string; published_at: string }>) =>
    db.handle.db
      .insertInto("blog_posts")
      .values({
        id: `${row.slug}-${row.language ?? "en"}`,
        slug: row.slug ?? "extra",
        language: row.language ?? "en",
        title: `Title of ${row.slug}`,
        excerpt: "An excerpt.",
        body_markdown: row.body_markdown ?? "Body.",
        cover_image: null,
        published_at: row.published_at ?? "2026-11-20T04:30:00.000Z",
        updated_at: row.published_at ?? "2026-11-20T04:30:00.000Z",
      })
      .execute();

  it("lists the seeded articles nine a page, newest first, with the page count", async () => {
    const res = await t.current.get("/api/v1/blogs");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.page_count).toBe(2);
    expect(body.posts.map((p: { slug: string }) => p.slug)).toEqual(slugs.slice(0, 9));
    expect(body.posts[0]).toEqual({
      slug: "yogas-in-your-chart",
      language: "en",
      title: "Yogas: the special combinations in a chart",
      excerpt: expect.stringMatching(/^Raja yoga, Gajakesari/),
      cover_image: "/blog/yogas.svg",
      published_at: "2026-11-03T04:30:00.000Z",
      updated_at: "2026-11-03T04:30:00.000Z",
    });
    expect(body.posts[0]).not.toHaveProperty("html");
  });

  it("answers the second page and the home page's three, and an empty page past the end", async () => {
    const second = (await t.current.get("/api/v1/blogs?page=2")).json();
    expect(second.posts.map((p: { slug: string }) => p.slug)).toEqual(slugs.slice(9));
    expect(second).toMatchObject({ page: 2, page_count: 2 });
    const home = (await t.current.get("/api/v1/blogs?per_page=3")).json();
    expect(home.posts.map((p: { slug: string }) => p.slug)).toEqual(slugs.slice(0, 3));
    expect(home.page_count).toBe(4);
    expect((await t.current.get("/api/v1/blogs?page=3")).json()).toEqual({ posts: [], page: 3, page_count: 2 });
  });

  it("answers in Hindi for a Hindi visitor (cookie, Accept-Language or ?lang=hi)", async () => {
    for (const headers of [{ cookie: "lang=hi" }, { "accept-language": "hi-IN,hi;q=0.9" }]) {
      const res = await t.current.request({ method: "GET", url: "/api/v1/blogs?per_page=1", headers });
      expect(res.json().posts[0]).toMatchObject({ language: "hi", title: "योग: कुंडली के विशेष संयोग" });
    }
    const query = (await t.current.get("/api/v1/blogs?per_page=1&lang=hi")).json();
    expect(query.posts[0].title).toBe("योग: कुंडली के विशेष संयोग");
  });

  it("shows a Hindi reader the English post when it has no Hindi version, and each slug once", async () => {
    await insert({ slug: "english-only", language: "en" });
    const res = await t.current.request({
      method: "GET",
      url: "/api/v1/blogs?per_page=50",
      headers: { cookie: "lang=hi" },
    });
    const posts = res.json().posts as { slug: string; language: string }[];
    expect(posts).toHaveLength(13);
    expect(posts[0]).toMatchObject({ slug: "english-only", language: "en" });
    expect(posts.slice(1).every((p) => p.language === "hi")).toBe(true);
  });

  it("keeps a post out until its publication time", async () => {
    await insert({ slug: "tomorrow", published_at: "2026-11-23T04:30:00.000Z" });
    const list = (await t.current.get("/api/v1/blogs?per_page=50")).json();
    expect(list.posts.map((p: { slug: string }) => p.slug)).not.toContain("tomorrow");
    expect((await t.current.get("/api/v1/blogs/tomorrow")).statusCode).toBe(404);
    t.current.clock.advanceSeconds(2 * 86400);
    expect((await t.current.get("/api/v1/blogs/tomorrow")).statusCode).toBe(200);
  });

  it.each([
    ["page=0", "page", "Page must be 1 or more."],
    ["page=abc", "page", "Page must be a number."],
    ["page=1.5", "page", "Page must be a number."],
    ["per_page=0", "per_page", "Posts a page must be a whole number from 1 to 50."],
    ["per_page=51", "per_page", "Posts a page must be a whole number from 1 to 50."],
    ["lang=fr", "lang", "Choose one of the allowed values."],
  ])("refuses %s with a 400 and its field's message", async (query, field, text) => {
    const res = await t.current.get(`/api/v1/blogs?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(text);
  });
});

describeEachDialect("GET /api/v1/blogs/{slug} (builtin)", (db) => {
  const t = useTestApp(db);

  it("answers a post with its body as HTML and its previous and next post by date", async () => {
    const res = await t.current.get("/api/v1/blogs/sade-sati-without-fear");
    expect(res.statusCode).toBe(200);
    const { post, previous, next } = res.json();
    expect(post).toMatchObject({
      slug: "sade-sati-without-fear",
      language: "en",
      title: "Sade Sati without fear",
      cover_image: "/blog/saturn.svg",
      published_at: "2026-07-14T04:30:00.000Z",
      seo: null,
    });
    expect(post.html).toContain("<h2>The three phases</h2>");
    expect(post.html).toContain("<strong>Rising phase</strong>");
    expect(previous).toEqual({
      slug: "vimshottari-dasha-explained",
      title: "Vimshottari dasha: the timeline of your chart",
    });
    expect(next).toEqual({ slug: "how-guna-milan-works", title: "How guna milan works" });
  });

  it("has no previous post for the oldest and no next post for the newest", async () => {
    const oldest = (await t.current.get("/api/v1/blogs/what-is-a-kundli")).json();
    expect(oldest.previous).toBeNull();
    expect(oldest.next.slug).toBe("the-27-nakshatras");
    const newest = (await t.current.get("/api/v1/blogs/yogas-in-your-chart")).json();
    expect(newest.next).toBeNull();
    expect(newest.previous.slug).toBe("gochar-transits");
  });

  it("answers the Hindi post, its neighbours' titles in Hindi", async () => {
    const res = await t.current.request({
      method: "GET",
      url: "/api/v1/blogs/sade-sati-without-fear",
      headers: { cookie: "lang=hi" },
    });
    const { post, previous, next } = res.json();
    expect(post).toMatchObject({ language: "hi", title: "साढ़े साती, बिना डर के" });
    expect(post.html).toContain("<h2>तीन चरण</h2>");
    expect(previous.title).toBe("विंशोत्तरी दशा: आपकी कुंडली की समय-रेखा");
    expect(next.title).toBe("गुण मिलान कैसे होता है");
  });

  it("answers 404 with a message for a slug that does not exist, in the visitor's language", async () => {
    const res = await t.current.get("/api/v1/blogs/no-such-post");
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: "not_found", message_code: "blog.not_found" });
    const hindi = await t.current.request({
      method: "GET",
      url: "/api/v1/blogs/no-such-post",
      headers: { cookie: "lang=hi" },
    });
    expect(hindi.json().error.message).toBe("यह ब्लॉग पोस्ट नहीं मिली।");
  });

  it("refuses a NUL in the slug with a 400 before any query", async () => {
    const res = await t.current.get("/api/v1/blogs/a%00b");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.slug).toBe(
      "Remove the invalid character (such as a null character) from this field.",
    );
  });

  it("renders markdown with raw HTML off: a script is text, a javascript: link is no link", async () => {
    await db.handle.db
      .insertInto("blog_posts")
      .values({
        id: "x",
        slug: "unsafe",
        language: "en",
        title: "Unsafe",
        excerpt: "x",
        body_markdown:
          '<script>alert(1)</script>\n\n[click](javascript:alert(1)) [ok](https://example.in) <img src=x onerror="alert(1)">',
        cover_image: null,
        published_at: "2026-11-21T00:00:00.000Z",
        updated_at: "2026-11-21T00:00:00.000Z",
      })
      .execute();
    const { html } = (await t.current.get("/api/v1/blogs/unsafe")).json().post;
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('<a href="https://example.in" rel="noopener noreferrer nofollow">ok</a>');
  });
});

it("seeds twelve articles, each in English and Hindi, each 250 to 450 words", () => {
  expect(articles).toHaveLength(12);
  expect(new Set(articles.map((a) => a.slug)).size).toBe(12);
  for (const article of articles) {
    for (const language of ["en", "hi"] as const) {
      const words = articleBody(article.slug, language).split(/\s+/).filter(Boolean).length;
      expect(words, `${article.slug}.${language}`).toBeGreaterThanOrEqual(250);
      expect(words, `${article.slug}.${language}`).toBeLessThanOrEqual(450);
    }
    // Written in Devanagari, not transliterated: most of its letters are Hindi.
    const hindi = articleBody(article.slug, "hi");
    expect(hindi.match(/[\u0900-\u097F]/g)!.length).toBeGreaterThan(hindi.match(/[A-Za-z]/g)!.length * 5);
  }
});
