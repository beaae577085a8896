// @vitest-environment happy-dom
import type { BlogPostResponse, BlogPostSummary } from "@graha/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderPage } from "../../test-support/render-page";
import { BlogListView } from "./blog-list";
import { BlogPostView } from "./blog-post";
import { LatestBlogs } from "./latest-blogs";
import { blogPostMeta } from "./meta";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (n: number, extra: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug: `post-${n}`,
  language: "en",
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  cover_image: `/blog/kundli.svg`,
  published_at: `2026-11-0${n}T04:30:00.000Z`,
  updated_at: `2026-11-0${n}T04:30:00.000Z`,
  ...extra,
});

const detail: BlogPostResponse = {
  post: { ...summary(5), html: "<h2>Heading</h2><p>Body text.</p>", seo: null },
  previous: { slug: "post-4", title: "Post 4" },
  next: null,
};

describe("LatestBlogs", () => {
  it("renders posts it is given at once: three cards with image, title, excerpt and date", async () => {
    renderPage(<LatestBlogs posts={[summary(3), summary(2), summary(1), summary(4)]} />);
    const cards = await screen.findAllByTestId("blog-card");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole("link", { name: "Post 3" }).getAttribute("href")).toBe("/blogs/post-3");
    expect(cards[0]?.textContent).toContain("Excerpt 3");
    expect(cards[0]?.textContent).toContain("3 Nov 2026");
    expect(cards[0]!.querySelector("img")?.getAttribute("src")).toBe("/blog/kundli.svg");
    expect(screen.queryByText("Loading...")).toBeNull();
  });

  it("without posts, asks the API for three in the visitor's language and says Loading... while it waits", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        return jsonResponse({ posts: [summary(1, { language: "hi", title: "पोस्ट" })], page: 1, page_count: 1 });
      }),
    );
    renderPage(<LatestBlogs />, { root: { lang: "hi" } });
    expect((await screen.findByRole("status")).textContent).toBe("लोड हो रहा है...");
    expect(await screen.findByRole("link", { name: "पोस्ट" })).toBeTruthy();
    expect(urls).toEqual(["/api/v1/blogs?page=1&per_page=3&lang=hi"]);
    expect(screen.getByRole("heading", { name: "हमारे ब्लॉग से नया" })).toBeTruthy();
  });

  it("hides the section when the blog cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ error: { code: "service_unavailable" } }, 503)),
    );
    renderPage(<LatestBlogs />);
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "Latest from our blog" })).toBeNull());
  });
});

describe("BlogListView", () => {
  it("links every page by number, the current one marked", async () => {
    renderPage(<BlogListView posts={[summary(1)]} page={2} pageCount={3} unavailable={false} />);
    const nav = await screen.findByRole("navigation", { name: "Pages" });
    expect(within(nav).getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/blogs");
    expect(within(nav).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/blogs?page=3");
  });

  it("says the blog cannot be reached, rather than that it is empty", async () => {
    renderPage(<BlogListView posts={[]} page={1} pageCount={0} unavailable />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^The blog cannot be reached right now\./);
  });
});

describe("BlogPostView", () => {
  it("shows the title, the server's HTML body and only the neighbours there are", async () => {
    renderPage(<BlogPostView {...detail} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Post 5" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Heading" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "More posts" });
    expect(
      within(nav)
        .getByRole("link", { name: /Previous Post/ })
        .getAttribute("href"),
    ).toBe("/blogs/post-4");
    expect(within(nav).queryByRole("link", { name: /Next Post/ })).toBeNull();
  });
});

describe("blogPostMeta", () => {
  const args = {
    matches: [{ id: "root", loaderData: { lang: "en", origin: "https://graha.in" } }],
    location: { pathname: "/blogs/post-5", search: "" },
  };
  const content = (tags: ReturnType<typeof blogPostMeta>, key: string) =>
    tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key));

  it("falls back to the post's title and excerpt, keeps the site image for an SVG cover, and is an article", () => {
    const tags = blogPostMeta(args, detail);
    expect(tags).toContainEqual({ title: "Post 5 | Graha Blogs" });
    expect(content(tags, "description")).toEqual({ name: "description", content: "Excerpt 5" });
    expect(content(tags, "og:image")).toEqual({ property: "og:image", content: "https://graha.in/og-image.jpg" });
    expect(tags.filter((tag) => "property" in tag && tag.property === "og:type")).toEqual([
      { property: "og:type", content: "article" },
    ]);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://graha.in/blogs/post-5" });
  });

  it("uses the blog service's SEO head when it sends one", () => {
    const seo = { title: "SEO title", description: "SEO description", image: "https://cdn.example.in/og.jpg" };
    const tags = blogPostMeta(args, { ...detail, post: { ...detail.post, seo } });
    expect(tags).toContainEqual({ title: "SEO title" });
    expect(content(tags, "description")).toEqual({ name: "description", content: "SEO description" });
    expect(tags.filter((tag) => "property" in tag && String(tag.property).startsWith("og:image"))).toEqual([
      { property: "og:image", content: "https://cdn.example.in/og.jpg" },
    ]);
  });

  it("is the not-found page's, not indexed, when there is no post", () => {
    expect(blogPostMeta(args, undefined)).toContainEqual({ name: "robots", content: "noindex" });
  });
});
