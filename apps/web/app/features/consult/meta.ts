import type { MetaDescriptor } from "react-router";
import { featureMeta, type MetaArgs } from "../../lib/meta";

/** Title, description, canonical URL and Open Graph tags of the consult page. */
export const consultMeta = (args: MetaArgs): MetaDescriptor[] => featureMeta(args, "consult.meta.page");
