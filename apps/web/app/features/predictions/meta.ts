import type { MetaDescriptor } from "react-router";
import { metaT, metaTags, type MetaArgs } from "../../lib/meta";

/** Title, description and Open Graph tags of the predictions pages; canonical without the query. */
export function predictionsMeta(
  args: MetaArgs,
  key: "page" | "demo",
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const t = metaT(args.matches);
  return metaTags(args, t(`predictions.meta.${key}Title`), t(`predictions.meta.${key}Description`), {
    ...options,
    canonicalPath: args.location.pathname,
  });
}
