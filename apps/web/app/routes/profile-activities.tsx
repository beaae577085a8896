import { useTranslation } from "../i18n/react";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PageTitle } from "../components/ui/page-title";
import { DiscussionCard, forumMeta, forumPaths, pageParam, Pagination } from "../features/forum";
import { discussionPage } from "../features/forum/loader.server";
import { loaderApi } from "../lib/api";

export const meta: MetaFunction = (args) => forumMeta(args, "activities", { noindex: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const uid = url.searchParams.get("uid") ?? "";
  const page = pageParam(url);
  const list = uid
    ? await discussionPage(loaderApi(context, request), { page, uid })
    : { discussions: [], page_count: 0 };
  return { ...list, uid, page };
}

/** All of a member's posts, with Previous/Next (hidden for a single page). */
export default function ProfileActivities() {
  const { t } = useTranslation();
  const { discussions, page_count, uid, page } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 sm:py-12">
      <PageTitle>{t("forum.profile.posts")}</PageTitle>
      {discussions.length === 0 ? (
        <p className="text-cream/70">{t("forum.profile.noPosts")}</p>
      ) : (
        discussions.map((discussion) => <DiscussionCard key={discussion.did} discussion={discussion} />)
      )}
      <Pagination page={page} pageCount={page_count} hrefFor={(n) => forumPaths.activities(uid, n)} numbers={false} />
    </section>
  );
}
