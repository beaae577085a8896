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

export function langFromMatches(matches: ReadonlyArray<MatchLike | undefined>): Lang {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.lang ?? "en";
}

/** Title, description and Open Graph tags of a page, in the visitor's language. */
export function pageMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  titleKey: MetaKey,
  descriptionKey: MetaKey,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const lang = langFromMatches(matches);
  const t = fixedT(lang);
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
    { name: "twitter:card", content: "summary" },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
