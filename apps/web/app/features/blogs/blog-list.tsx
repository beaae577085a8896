import type { BlogPostSummary } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { PageTitle } from "../../components/ui/page-title";
import { Pagination } from "../forum";
import { BlogCard } from "./blog-card";
import { blogPaths } from "./links";

/** A page of the blog: nine cards and the numbered page links; says so when empty or unreachable. */
export function BlogListView({
  posts,
  page,
  pageCount,
  unavailable,
}: {
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
  unavailable: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-5 sm:py-12">
      <div>
        <PageTitle>{t("blogs.list.title")}</PageTitle>
        <p className="mt-1 text-cream/75">{t("blogs.list.subtitle")}</p>
      </div>
      {posts.length === 0 ? (
        <div className="rounded-3xl bg-night-900/60 p-6 text-center text-cream/75">
          <p role={unavailable ? "alert" : undefined}>
            {t(unavailable ? "blogs.list.unavailable" : "blogs.list.empty")}
          </p>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={blogPaths.page} />
    </section>
  );
}
