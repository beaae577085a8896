import type { SharedView } from "@graha/contracts";
import type { MetaDescriptor } from "react-router";
import { metaT, metaTags, type MetaArgs } from "../../lib/meta";
import { sharedImagePath } from "./shared-page";

/** A shared link's tags: its own card as the Open Graph image; kept out of search engines. */
export function sharedMeta(args: MetaArgs, shared: SharedView | undefined): MetaDescriptor[] {
  const t = metaT(args.matches);
  if (!shared) return metaTags(args, t("meta.notFoundTitle"), t("meta.notFoundDescription"), { noindex: true });
  const name = shared.kind === "answer" ? shared.answer.astrologer : "";
  const [title, description] =
    shared.kind === "kundli"
      ? [t("share.metaKundliTitle"), t("share.metaKundliDescription")]
      : [t("share.metaAnswerTitle", { name }), t("share.metaAnswerDescription", { name })];
  return metaTags(args, title, description, { noindex: true, image: sharedImagePath(shared.id) });
}
