import type { MetaDescriptor } from "react-router";
import { featureMeta, type MetaArgs } from "../../lib/meta";

type Page =
  | "list"
  | "create"
  | "edit"
  | "profile"
  | "activities"
  | "notifications"
  | "redeemHistory"
  | "learnMore"
  | "moderation";

/** A forum page's title, description and Open Graph tags (`forum.meta.<page>Title/Description`). */
export function forumMeta(args: MetaArgs, page: Page, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  return featureMeta(args, `forum.meta.${page}`, options);
}
