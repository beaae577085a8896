import type { BlogPostSummary } from "@graha/contracts";
import { Link } from "react-router";
import { formatDate } from "../commerce";
import { useRootData } from "../../lib/session";
import { blogPaths } from "./links";

/** A post's cover, or the site's star pattern when it has none; decorative (the title says it). */
export function BlogCover({ src, className }: { src: string | null; className?: string }) {
  return (
    <img
      src={src ?? "/blog/default.svg"}
      alt=""
      loading="lazy"
      decoding="async"
      width={1200}
      height={630}
      className={className}
    />
  );
}

/** One post as a card: image, title, excerpt and date, the whole card a link to the post. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { lang } = useRootData();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-testid="blog-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-gold-400/15 bg-night-900/70 shadow-lg shadow-black/20 transition hover:border-gold-400/40"
    >
      <BlogCover src={post.cover_image} className="aspect-[40/21] w-full bg-night-800 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <time dateTime={post.published_at} className="text-xs font-semibold uppercase tracking-wide text-saffron-300">
          {formatDate(post.published_at, lang)}
        </time>
        <Heading className="font-display text-lg font-semibold leading-snug text-gold-200">
          <Link to={blogPaths.post(post.slug)} className="after:absolute after:inset-0 group-hover:text-saffron-300">
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-cream/75">{post.excerpt}</p>
      </div>
    </article>
  );
}
