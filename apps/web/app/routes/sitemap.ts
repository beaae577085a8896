import type { LoaderFunctionArgs } from "react-router";
import { dailyPath, LONG_PERIODS, periodPath, ZODIAC } from "../features/horoscope";
import { TRUST_PATHS } from "../features/trust";

// The public pages search engines should know, each one a page of routes.ts (sitemap.test.ts
// checks it). Blogs, AstroHub and the consult page join when their pages exist; pages with
// their own content lists (blog posts, forum threads) add their entries here then.
export const SITEMAP_PATHS = [
  "/",
  "/free-kundli",
  "/free-kundli/oracle",
  "/free-kundli/astra",
  "/free-kundli-celeb",
  "/matching",
  "/subscription",
  "/recharges",
  "/wheel-of-fortune",
  "/oracle",
  "/astra",
  "/free-prediction",
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

export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const urls = [...SITEMAP_PATHS, ...HOROSCOPE_SITEMAP_PATHS]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
