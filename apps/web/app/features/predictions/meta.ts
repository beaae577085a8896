import type { MetaDescriptor } from "react-router";
import { featureMeta, type MetaArgs } from "../../lib/meta";

/** Title, description and Open Graph tags of the predictions pages; canonical without the query. */
export function predictionsMeta(
  args: MetaArgs,
  key: "page" | "demo",
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  return featureMeta(args, `predictions.meta.${key}`, options);
}
