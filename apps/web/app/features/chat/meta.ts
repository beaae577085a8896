import type { Astrologer } from "@graha/contracts/vocabulary";
import type { MetaDescriptor } from "react-router";
import { featureMeta, type MetaArgs } from "../../lib/meta";

type ChatMetaKey = "chats" | "celeb" | Astrologer;

/** Title, description and Open Graph tags of the chat pages; canonical without the query. */
export function chatMeta(args: MetaArgs, key: ChatMetaKey, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  return featureMeta(args, `chat.meta.${key}`, options);
}
