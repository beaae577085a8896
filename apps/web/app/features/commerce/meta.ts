import type { MetaDescriptor } from "react-router";
import { metaT, metaTags, type MetaArgs } from "../../lib/meta";

export type CommercePage =
  "recharges" | "payment" | "receipt" | "subscription" | "plans" | "balance" | "transferHistory" | "wheel" | "invite";

/** Title, description and Open Graph tags of a commerce page; canonical without the query. */
export function commerceMeta(
  args: MetaArgs,
  page: CommercePage,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const t = metaT(args.matches);
  return metaTags(args, t(`commerce.meta.${page}Title`), t(`commerce.meta.${page}Description`), {
    ...options,
    canonicalPath: args.location.pathname,
  });
}
