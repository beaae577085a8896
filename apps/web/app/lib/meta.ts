import type { MetaDescriptor } from "react-router";
import { fixedT, type Lang } from "../i18n";
import type { RootData } from "./session";

type MetaKey =
  | "homeTitle"
  | "homeDescription"
  | "deleteAccountTitle"
  | "deleteAccountDescription"
  | "notFoundTitle"
  | "notFoundDescription";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

function rootData(matches: ReadonlyArray<MatchLike | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

export function langFromMatches(matches: ReadonlyArray<MatchLike | undefined>): Lang {
  return rootData(matches)?.lang ?? "en";
}

/** Title, description and Open Graph tags of a page, in the visitor's language. */
export function pageMeta(
  {
    matches,
    location,
  }: { matches: ReadonlyArray<MatchLike | undefined>; location: { pathname: string; search: string } },
  titleKey: MetaKey,
  descriptionKey: MetaKey,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const lang = langFromMatches(matches);
  const t = fixedT(lang);
  const origin = rootData(matches)?.origin;
  const url = origin ? `${origin}${location.pathname}${location.search}` : undefined;
  const title = t(`meta.${titleKey}`);
  const description = t(`meta.${descriptionKey}`);
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
