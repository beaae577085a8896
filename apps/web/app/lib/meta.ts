import type { ParseKeys } from "i18next";
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

export interface MetaArgs {
  matches: ReadonlyArray<MatchLike | undefined>;
  location: { pathname: string; search: string };
}

/** The translation function of the visitor's language, for a route's `meta`. */
export function metaT(matches: ReadonlyArray<MatchLike | undefined>) {
  return fixedT(langFromMatches(matches));
}

/**
 * Title, description and Open Graph tags from already translated texts. The canonical URL
 * is the page's path and query unless `canonicalPath` says otherwise (private pages keep
 * their query out of shared links); `noindex` pages have none. `image` is the page's own Open
 * Graph image (a path; default the site's).
 */
export function metaTags(
  { matches, location }: MetaArgs,
  title: string,
  description: string,
  options: { noindex?: boolean; canonicalPath?: string; image?: string } = {},
): MetaDescriptor[] {
  const lang = langFromMatches(matches);
  const t = fixedT(lang);
  const origin = rootData(matches)?.origin;
  const url = origin ? `${origin}${options.canonicalPath ?? `${location.pathname}${location.search}`}` : undefined;
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
          { property: "og:image", content: `${origin}${options.image ?? "/og-image.jpg"}` },
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

/** Title, description and Open Graph tags of a page, from the shared `meta.*` strings. */
export function pageMeta(
  args: MetaArgs,
  titleKey: MetaKey,
  descriptionKey: MetaKey,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const t = metaT(args.matches);
  return metaTags(args, t(`meta.${titleKey}`), t(`meta.${descriptionKey}`), options);
}

/** Every `p` with both strings `${p}Title` and `${p}Description`. */
type MetaPrefix = {
  [K in ParseKeys]: K extends `${infer P}Title` ? (`${P}Description` extends ParseKeys ? P : never) : never;
}[ParseKeys];

/**
 * Title, description and Open Graph tags of a feature's page from its strings
 * `${prefix}Title` and `${prefix}Description` (e.g. `commerce.meta.wheel`); the canonical URL
 * leaves the query out.
 */
export function featureMeta(args: MetaArgs, prefix: MetaPrefix, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const t = metaT(args.matches);
  return metaTags(args, t(`${prefix}Title`), t(`${prefix}Description`), {
    ...options,
    canonicalPath: args.location.pathname,
  });
}
