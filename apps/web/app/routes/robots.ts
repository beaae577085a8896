import type { LoaderFunctionArgs } from "react-router";

// robots.txt: everything public may be crawled; account pages, chats, receipts, saved
// kundlis and the API may not (sitemap.test.ts checks no sitemap page is kept out).
export const PRIVATE_PREFIXES = [
  "/api/",
  "/delete-account",
  "/profile/",
  "/chats",
  "/balance",
  "/my-active-plans",
  "/receipts/",
  "/payment",
  "/daily-prediction",
  "/kundli/",
  "/invite-earn",
  "/notifications",
  "/admin",
] as const;

export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
