import type { LoaderFunctionArgs } from "react-router";
import { postPath } from "../features/forum";
import { discussionPage } from "../features/forum/loader.server";
import { dailyPath, LONG_PERIODS, periodPath, ZODIAC } from "../features/horoscope";
import { TRUST_PATHS } from "../features/trust";
import { loaderApi } from "../lib/api";

// The public pages search engines should know, each one a page of routes.ts (sitemap.test.ts
// checks it). Pages with their own content lists add their entries: forum threads are read
// from the API; blog posts join when the blog exists.
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

/** The newest discussions' post views; hidden posts never (the list leaves them out for visitors). */
async function forumPostPaths(load: ReturnType<typeof loaderApi>): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= SITEMAP_FORUM_PAGES; page += 1) {
    const { discussions, page_count } = await discussionPage(load, { page });
    paths.push(...discussions.filter((d) => !d.hidden).map((d) => postPath(d.did, d.title)));
    if (page >= page_count) break;
  }
  return paths;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  // As a visitor: no cookie, so an author's own hidden posts never come back either.
  const anonymous = new Request(request.url);
  const forumPaths = await forumPostPaths(loaderApi(context, anonymous));
  const urls = [...SITEMAP_PATHS, ...HOROSCOPE_SITEMAP_PATHS, ...forumPaths]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
