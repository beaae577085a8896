import type { Astrologer } from "@graha/contracts/vocabulary";
import type { MetaDescriptor } from "react-router";
import { metaT, metaTags, type MetaArgs } from "../../lib/meta";

type ChatMetaKey = "chats" | "celeb" | Astrologer;

/** Title, description and Open Graph tags of the chat pages; canonical without the query. */
export function chatMeta(args: MetaArgs, key: ChatMetaKey, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const t = metaT(args.matches);
  return metaTags(args, t(`chat.meta.${key}Title`), t(`chat.meta.${key}Description`), {
    ...options,
    canonicalPath: args.location.pathname,
  });
}
