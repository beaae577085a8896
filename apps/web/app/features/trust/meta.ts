import type { MetaDescriptor } from "react-router";
import { featureMeta, type MetaArgs } from "../../lib/meta";
import type { TrustPageId } from "./page-model";

/** Title, description, canonical URL and Open Graph tags of a trust page. */
export function trustMeta(args: MetaArgs, page: TrustPageId): MetaDescriptor[] {
  return featureMeta(args, `trust.meta.${page}`);
}
