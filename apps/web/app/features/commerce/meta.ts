import type { MetaDescriptor } from "react-router";
import { fixedT } from "../../i18n";
import { langFromMatches } from "../../lib/meta";
import type { RootData } from "../../lib/session";

export type CommercePage =
  "recharges" | "payment" | "receipt" | "subscription" | "plans" | "balance" | "transferHistory" | "wheel" | "invite";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Title, description and Open Graph tags of a commerce page (as lib/meta.ts's pageMeta). */
export function commerceMeta(
  {
    matches,
    location,
  }: { matches: ReadonlyArray<MatchLike | undefined>; location: { pathname: string; search: string } },
  page: CommercePage,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const lang = langFromMatches(matches);
  const t = fixedT(lang);
  const origin = (matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined)?.origin;
  const url = origin ? `${origin}${location.pathname}` : undefined;
  const title = t(`commerce.meta.${page}Title`);
  const description = t(`commerce.meta.${page}Description`);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: t("meta.siteName") },
    { property: "og:locale", content: lang === "hi" ? "hi_IN" : "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    ...(origin
      ? [
          { property: "og:image", content: `${origin}/og-image.jpg` },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
        ]
      : []),
    ...(url && !options.noindex
      ? [
          { property: "og:url", content: url },
          { tagName: "link", rel: "canonical", href: url },
        ]
      : []),
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
