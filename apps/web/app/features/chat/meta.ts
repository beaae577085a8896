import type { MetaDescriptor } from "react-router";
import { fixedT } from "../../i18n";
import { langFromMatches } from "../../lib/meta";
import type { RootData } from "../../lib/session";

type ChatMetaKey = "chats" | "celeb" | "oracle" | "astra";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * Title, description and Open Graph tags of the chat pages, in the visitor's language; the
 * same tags as lib/meta.ts `pageMeta`, with this feature's own strings.
 */
export function chatMeta(
  {
    matches,
    location,
  }: { matches: ReadonlyArray<MatchLike | undefined>; location: { pathname: string; search: string } },
  key: ChatMetaKey,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const lang = langFromMatches(matches);
  const t = fixedT(lang);
  const origin = (matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined)?.origin;
  // Private pages keep their query out of shared links; public ones are canonical without it.
  const url = origin ? `${origin}${location.pathname}` : undefined;
  const title = t(`chat.meta.${key}Title`);
  const description = t(`chat.meta.${key}Description`);
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
