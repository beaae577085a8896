import type { LoaderFunctionArgs } from "react-router";
import { blogPaths } from "../features/blogs";
import { blogPage } from "../features/blogs/loader.server";
import { postPath } from "../features/forum";
import { discussionPage } from "../features/forum/loader.server";
import { dailyPath, LONG_PERIODS, periodPath, ZODIAC } from "../features/horoscope";
import { TRUST_PATHS } from "../features/trust";
import { loaderApi } from "../lib/api";

// The public pages search engines should know, each one a page of routes.ts (sitemap.test.ts
// checks it). Pages with their own content lists add their entries: forum threads and blog
// posts are read from the API.
export const SITEMAP_PATHS = [
  "/",
  "/free-kundli",
  "/free-kundli/oracle",
  "/free-kundli/astra",
  "/free-kundli-celeb",
  "/matching",
  "/forum?page=1",
  "/forum/learn-more",
  "/forum/learn-more-hindi",
  "/subscription",
  "/recharges",
  "/wheel-of-fortune",
  "/oracle",
  "/astra",
  "/free-prediction",
  "/blogs",
  "/consult-astrologer",
  ...Object.values(TRUST_PATHS),
];

/** Every sign's horoscope pages: today, tomorrow, weekly, monthly and yearly. */
export const HOROSCOPE_SITEMAP_PATHS = ZODIAC.flatMap((sign) => [
  dailyPath(sign.en, "Today"),
  dailyPath(sign.en, "Tomorrow"),
  ...LONG_PERIODS.map((period) => periodPath(sign.en, period)),
]);

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** How many pages of the newest discussions the sitemap lists (10 a page). */
export const SITEMAP_FORUM_PAGES = 10;

/** The paths of up to `pages` pages of a paged list, stopping at its last page. */
async function pagedPaths(
  pages: number,
  read: (page: number) => Promise<{ paths: string[]; page_count: number }>,
): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const { paths: found, page_count } = await read(page);
    paths.push(...found);
    if (page >= page_count) break;
  }
  return paths;
}

/** The newest discussions' post views; hidden posts never (the list leaves them out for visitors). */
const forumPostPaths = (load: ReturnType<typeof loaderApi>) =>
  pagedPaths(SITEMAP_FORUM_PAGES, async (page) => {
    const { discussions, page_count } = await discussionPage(load, { page });
    return { paths: discussions.filter((d) => !d.hidden).map((d) => postPath(d.did, d.title)), page_count };
  });

/** How many pages of 50 posts the sitemap lists, newest first. */
export const SITEMAP_BLOG_PAGES = 20;

/** The blog posts' pages (a slug is the same in English and Hindi). */
const blogPostPaths = (load: ReturnType<typeof loaderApi>) =>
  pagedPaths(SITEMAP_BLOG_PAGES, async (page) => {
    const { posts, page_count } = await blogPage(load, page, 50);
    return { paths: posts.map((post) => blogPaths.post(post.slug)), page_count };
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  // As a visitor: no cookie, so an author's own hidden posts never come back either.
  const anonymous = new Request(request.url);
  const load = loaderApi(context, anonymous);
  const [forumPaths, blogPosts] = await Promise.all([forumPostPaths(load), blogPostPaths(load)]);
  const urls = [...SITEMAP_PATHS, ...HOROSCOPE_SITEMAP_PATHS, ...forumPaths, ...blogPosts]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
