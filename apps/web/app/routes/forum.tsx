import { useTranslation } from "react-i18next";
import { Form, Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { toast } from "react-toastify/unstyled";
import { Button, buttonClasses } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { PageTitle } from "../components/ui/page-title";
import { DiscussionCard, forumMeta, forumPaths, HandleForm, pageParam, Pagination } from "../features/forum";
import { discussionPage, handleState } from "../features/forum/loader.server";
import { loaderApi } from "../lib/api";

export const meta: MetaFunction = (args) => forumMeta(args, "list");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageParam(url);
  const query = url.searchParams.get("query")?.trim().slice(0, 200) ?? "";
  const [list, handle] = await Promise.all([
    discussionPage(loaderApi(context, request), { page, ...(query ? { query } : {}) }),
    handleState(context, request),
  ]);
  return { ...list, page, query, handle };
}

export default function ForumList() {
  const { t } = useTranslation();
  const { discussions, page_count, page, query, handle } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const hrefFor = (n: number) =>
    `${forumPaths.list}?${new URLSearchParams({ page: String(n), ...(query ? { query } : {}) })}`;
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
        <Button type="submit" variant="secondary">
          {t("forum.list.search")}
        </Button>
      </Form>
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
