import type { BlogListResponse, BlogPostSummary } from "@graha/contracts";
import { BLOG_HOME_SIZE } from "@graha/contracts/patterns";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { api } from "../../lib/api";
import { useRootData } from "../../lib/session";
import { BlogCard } from "./blog-card";
import { blogPaths } from "./links";

/** The home page's three newest posts, in the visitor's language. */
export const latestBlogsPath = (lang: string) => `/api/v1/blogs?page=1&per_page=${BLOG_HOME_SIZE}&lang=${lang}`;

/**
 * The spec's "latest from blogs" section: three cards (image, title, excerpt, date) and a link
 * to all posts. Given `posts` (from a loader) it renders them at once; without, it asks the API
 * after hydration and says "Loading..." while it waits. A failed call only hides the section
 * (the spec: blog fetch failures are logged only, and the server logs them).
 */
export function LatestBlogs({ posts: given }: { posts?: BlogPostSummary[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const [fetched, setFetched] = useState<{ lang: string; posts: BlogPostSummary[] | null } | undefined>();
  useEffect(() => {
    if (given) return;
    let live = true;
    void api<BlogListResponse>(latestBlogsPath(lang)).then((answer) => {
      if (live) setFetched({ lang, posts: answer.ok ? answer.data.posts : null });
    });
    return () => {
      live = false;
    };
  }, [given, lang]);
  const posts = given ?? (fetched?.lang === lang ? fetched.posts : undefined);
  if (posts === null || posts?.length === 0) return null;
  return (
    <section aria-labelledby="latest-blogs-title" className="mx-auto max-w-7xl px-5 py-14" data-testid="latest-blogs">
      <div className="mb-8 text-center">
        <h2 id="latest-blogs-title" className="font-display text-3xl font-semibold">
          {t("blogs.latest.title")}
        </h2>
        <p className="mt-2 text-cream/70">{t("blogs.latest.subtitle")}</p>
      </div>
      {posts === undefined ? (
        <p role="status" className="text-center text-cream/70">
          {t("blogs.latest.loading")}
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.slice(0, BLOG_HOME_SIZE).map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 text-center">
        <Link to={blogPaths.list} className={buttonClasses("outline", "md")}>
          {t("blogs.latest.all")}
        </Link>
      </div>
    </section>
  );
}
