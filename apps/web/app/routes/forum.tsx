import { useTranslation } from "../i18n/react";
import { Form, Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { toast } from "../lib/toast";
import { Button, buttonClasses } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { PageTitle } from "../components/ui/page-title";
import { DiscussionCard, forumMeta, forumPaths, HandleForm, pageParam, Pagination } from "../features/forum";
import { discussionPage, handleState } from "../features/forum/loader.server";
import { FORUM_SORTS, type ForumSort } from "@graha/contracts/patterns";
import { loaderApi } from "../lib/api";
import { cn } from "../lib/cn";

export const meta: MetaFunction = (args) => forumMeta(args, "list");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageParam(url);
  const query = url.searchParams.get("query")?.trim().slice(0, 200) ?? "";
  const sort: ForumSort = url.searchParams.get("sort") === "hot" ? "hot" : "new";
  const [list, handle] = await Promise.all([
    discussionPage(loaderApi(context, request), { page, sort, ...(query ? { query } : {}) }),
    handleState(context, request),
  ]);
  return { ...list, page, query, sort, handle };
}

export default function ForumList() {
  const { t } = useTranslation();
  const { discussions, page_count, page, query, sort, handle } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const hrefFor = (n: number, order: ForumSort = sort) =>
    `${forumPaths.list}?${new URLSearchParams({ page: String(n), ...(query ? { query } : {}), ...(order === "hot" ? { sort: "hot" } : {}) })}`;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle>{t("forum.list.title")}</PageTitle>
          <p className="mt-1 text-cream/75">{t("forum.list.subtitle")}</p>
        </div>
        {handle.kind === "handle" ? (
          <Link to={forumPaths.create} className={buttonClasses("primary", "md")}>
            {t("forum.list.create")}
          </Link>
        ) : handle.kind === "visitor" ? (
          <Button onClick={() => toast.info(t("forum.common.loginFirst"))}>{t("forum.list.create")}</Button>
        ) : null}
      </div>
      <Link to={forumPaths.learnMore} className="text-sm text-gold-200 underline underline-offset-4">
        {t("forum.list.learnMore")}
      </Link>
      {handle.kind === "none" ? <HandleForm births={handle.births} onSaved={() => void revalidate()} /> : null}
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="forum-query" className="sr-only">
          {t("forum.list.searchLabel")}
        </label>
        <Input
          id="forum-query"
          name="query"
          type="search"
          defaultValue={query}
          maxLength={200}
          placeholder={t("forum.list.searchPlaceholder")}
        />
        <input type="hidden" name="page" value="1" />
        {sort === "hot" ? <input type="hidden" name="sort" value="hot" /> : null}
        <Button type="submit" variant="secondary">
          {t("forum.list.search")}
        </Button>
      </Form>
      <nav aria-label={t("forum.list.sortLabel")} className="flex gap-2 text-sm">
        {FORUM_SORTS.map((order) => (
          <Link
            key={order}
            to={hrefFor(1, order)}
            aria-current={order === sort ? "page" : undefined}
            className={cn(
              "rounded-full px-4 py-1.5",
              order === sort ? "bg-gold-300 font-semibold text-night-950" : "bg-night-900/60 text-cream/80",
            )}
          >
            {t(`forum.list.sort.${order}`)}
          </Link>
        ))}
      </nav>
      {discussions.length === 0 ? (
        <p className="rounded-3xl bg-night-900/60 p-6 text-center text-cream/75">{t("forum.list.empty")}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {discussions.map((discussion) => (
            <DiscussionCard key={discussion.did} discussion={discussion} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={page_count} hrefFor={hrefFor} />
    </section>
  );
}
