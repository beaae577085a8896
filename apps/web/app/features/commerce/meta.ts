import type { MetaDescriptor } from "react-router";
import { featureMeta, type MetaArgs } from "../../lib/meta";

export type CommercePage =
  "recharges" | "payment" | "receipt" | "subscription" | "plans" | "balance" | "transferHistory" | "wheel" | "invite";

/** Title, description and Open Graph tags of a commerce page; canonical without the query. */
export function commerceMeta(
  args: MetaArgs,
  page: CommercePage,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  return featureMeta(args, `commerce.meta.${page}`, options);
}
