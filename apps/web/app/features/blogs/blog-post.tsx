import type { BlogPostResponse } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { formatDate } from "../commerce";
import { PageTitle } from "../../components/ui/page-title";
import { cn } from "../../lib/cn";
import { useRootData } from "../../lib/session";
import { BlogCover } from "./blog-card";
import { blogPaths } from "./links";

// The body's HTML comes sanitised from the server (an allowlist of tags, ADR 029); these give
// its headings, paragraphs, lists, tables and links the site's type.
const bodyType = cn(
  "text-base leading-relaxed text-cream/85 sm:text-lg",
  "[&_p]:mt-4 [&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-gold-200",
  "[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gold-200 [&_strong]:text-cream",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5",
  "[&_a]:text-saffron-300 [&_a]:underline [&_a]:underline-offset-4 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400/40 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-t [&_td]:border-white/10 [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-gold-200",
);

/** One post: cover, title, date, body, and the Previous Post and Next Post links (by date). */
export function BlogPostView({ post, previous, next }: BlogPostResponse) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const neighbours = [
    { key: "previous", label: t("blogs.post.previous"), to: previous, arrow: "←" },
    { key: "next", label: t("blogs.post.next"), to: next, arrow: "→" },
  ] as const;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:py-10" data-testid="blog-post" lang={post.language}>
      <Link to={blogPaths.list} className="text-sm text-gold-200 underline underline-offset-4">
        ← {t("blogs.post.back")}
      </Link>
      <div className="mt-4">
        <PageTitle>{post.title}</PageTitle>
      </div>
      <p className="mt-2 text-sm text-cream/70">
        {t("blogs.post.published")} <time dateTime={post.published_at}>{formatDate(post.published_at, lang)}</time>
      </p>
      <BlogCover
        src={post.cover_image}
        className="mt-6 aspect-[40/21] w-full rounded-3xl border border-gold-400/15 bg-night-800 object-cover"
      />
      {/* Sanitised on the server: only allowlisted tags, attributes and link schemes. */}
      <div className={cn("mt-4 break-words", bodyType)} dangerouslySetInnerHTML={{ __html: post.html }} />
      <nav
        aria-label={t("blogs.post.neighbours")}
        className="mt-10 grid gap-3 border-t border-white/10 pt-6 sm:grid-cols-2"
      >
        {neighbours.map(({ key, label, to, arrow }) =>
          to ? (
            <Link
              key={key}
              to={blogPaths.post(to.slug)}
              rel={key === "previous" ? "prev" : "next"}
              className={cn(
                "flex flex-col gap-1 rounded-2xl border border-gold-400/20 bg-night-900/60 p-4 hover:border-gold-400/50",
                key === "next" && "sm:col-start-2 sm:text-right",
              )}
            >
              <span className="text-xs font-semibold uppercase tracking-wide text-saffron-300">
                {key === "previous" ? `${arrow} ${label}` : `${label} ${arrow}`}
              </span>
              <span className="font-semibold text-gold-200">{to.title}</span>
            </Link>
          ) : null,
        )}
      </nav>
    </article>
  );
}
