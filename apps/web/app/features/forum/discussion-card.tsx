import type { DiscussionView } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { formatDate } from "../commerce";
import { useRootData } from "../../lib/session";
import { postPath } from "./links";
import { Avatar, excerpt } from "./text";

/** The chart tags of a discussion (rashi, nakshatra, mahadasha), those it has. */
export function Tags({
  discussion,
}: {
  discussion: Pick<DiscussionView, "rashi_tag" | "nakshatra_tag" | "mahadasha_tag">;
}) {
  const { t } = useTranslation();
  const tags = [
    [t("forum.post.rashi"), discussion.rashi_tag],
    [t("forum.post.nakshatra"), discussion.nakshatra_tag],
    [t("forum.post.mahadasha"), discussion.mahadasha_tag],
  ].filter((tag): tag is [string, string] => Boolean(tag[1]));
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.map(([label, value]) => (
        <li key={label} className="rounded-full bg-gold-400/15 px-2.5 py-0.5 text-xs text-gold-200">
          {label}: {value}
        </li>
      ))}
    </ul>
  );
}

/** One entry of a discussion list: author, title, excerpt, tags, comments, score and date. */
export function DiscussionCard({ discussion }: { discussion: DiscussionView }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const name = discussion.display_name ?? t("forum.common.anonymous");
  return (
    <article className="rounded-3xl border border-white/10 bg-night-900/60 p-4 sm:p-5" data-testid="discussion">
      <div className="mb-2 flex items-center gap-2 text-sm text-cream/70">
        <Avatar name={name} avatar={discussion.avatar} />
        <span className="font-semibold text-cream">{name}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={discussion.created_at}>{formatDate(discussion.created_at, lang)}</time>
      </div>
      <h2 className="font-display text-lg font-semibold leading-snug">
        <Link to={postPath(discussion.did, discussion.title)} className="break-words hover:text-gold-200">
          {discussion.title}
        </Link>
      </h2>
      <p className="mt-1 break-words text-sm text-cream/75">{excerpt(discussion.description, 180)}</p>
      {discussion.hidden ? <p className="mt-2 text-xs text-red-300">{t("forum.list.hidden")}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-cream/70">
        <Tags discussion={discussion} />
        <span>{t("forum.list.comments", { count: discussion.comment_count })}</span>
        <span>{t("forum.list.score", { score: discussion.score })}</span>
      </div>
    </article>
  );
}
