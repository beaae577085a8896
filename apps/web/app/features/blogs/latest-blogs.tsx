import type { BlogListResponse, BlogPostSummary } from "@graha/contracts";
import { BLOG_HOME_SIZE } from "@graha/contracts/patterns";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { TitledSection } from "../../components/ui/titled-section";
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
    <TitledSection
      id="latest-blogs-title"
      title={t("blogs.latest.title")}
      className="mx-auto max-w-7xl px-5 py-14 text-center"
      titleClassName="font-display text-3xl font-semibold"
    >
      <p className="mb-8 mt-2 text-cream/70">{t("blogs.latest.subtitle")}</p>
      {posts === undefined ? (
        <p role="status" className="text-cream/70">
          {t("blogs.latest.loading")}
        </p>
      ) : (
        <ul className="grid gap-5 text-left sm:grid-cols-2 lg:grid-cols-3">
          {posts.slice(0, BLOG_HOME_SIZE).map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <Link to={blogPaths.list} className={buttonClasses("outline", "md")}>
          {t("blogs.latest.all")}
        </Link>
      </div>
    </TitledSection>
  );
}
