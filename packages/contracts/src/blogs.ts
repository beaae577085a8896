import { z } from "zod";
import { says, text, wholeNumber } from "./message-fields.ts";
import { BLOG_HOME_SIZE, BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX } from "./patterns.ts";

export { BLOG_HOME_SIZE, BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX } from "./patterns.ts";

export const blogListQuery = z.strictObject({
  page: wholeNumber("blog.page_number", 1, "blog.page_min").default(1),
  per_page: wholeNumber("blog.per_page", 1)
    .max(BLOG_PAGE_SIZE_MAX, says("blog.per_page"))
    .default(BLOG_PAGE_SIZE)
    .meta({ description: `Posts a page: ${BLOG_PAGE_SIZE} on the blog pages, ${BLOG_HOME_SIZE} on the home page` }),
  lang: z
    .enum(["en", "hi"])
    .optional()
    .meta({ description: "The posts' language (default: the caller's, else English)" }),
});
export type BlogListQuery = z.input<typeof blogListQuery>;

export const blogSlugParams = z.strictObject({
  slug: text("blog.not_found")
    .min(1, says("blog.not_found"))
    .max(200, says("blog.not_found"))
    .meta({ description: "The post's slug, as in /blogs/{slug}" }),
});

export const blogPostQuery = blogListQuery.pick({ lang: true });

/** A post as a card shows it: no body. `cover_image` is a URL or a site path; null when the post has none. */
export const blogPostSummary = z
  .object({
    slug: z.string(),
    language: z.enum(["en", "hi"]),
    title: z.string().meta({ description: "Plain text" }),
    excerpt: z.string().meta({ description: "Plain text" }),
    cover_image: z.string().nullable(),
    published_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "BlogPostSummary" });
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogListResponse = z.object({
  posts: z.array(blogPostSummary),
  page: z.number().int(),
  page_count: z.number().int(),
});
export type BlogListResponse = z.infer<typeof blogListResponse>;

/** The search-engine head a blog service provides (WordPress' Yoast), when it does. */
export const blogSeo = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});
export type BlogSeo = z.infer<typeof blogSeo>;

const neighbour = z.object({ slug: z.string(), title: z.string() }).nullable();

export const blogPostResponse = z.object({
  post: blogPostSummary.extend({
    html: z.string().meta({ description: "The body as sanitised HTML" }),
    seo: blogSeo.nullable(),
  }),
  previous: neighbour.meta({ description: "The post published just before this one" }),
  next: neighbour.meta({ description: "The post published just after this one" }),
});
export type BlogPostResponse = z.infer<typeof blogPostResponse>;
export type BlogPost = BlogPostResponse["post"];
export type BlogNeighbour = BlogPostResponse["previous"];
