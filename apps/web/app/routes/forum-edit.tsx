import type { DiscussionDetailResponse, MeResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PageTitle } from "../components/ui/page-title";
import { forumMeta, forumPaths, PostForm } from "../features/forum";
import { hasSessionCookie, loaderApi } from "../lib/api";

export const meta: MetaFunction = (args) => forumMeta(args, "edit", { noindex: true });

// Only the author edits a post; anyone else (or a visitor) goes back to the list.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) throw redirect(forumPaths.list);
  const load = loaderApi(context, request);
  const did = params.postId ?? "";
  const [detail, me] = await Promise.all([
    load<DiscussionDetailResponse>(`/api/v1/forum/discussions/${encodeURIComponent(did)}`),
    load<MeResponse>("/api/v1/me"),
  ]);
  if (!detail.ok || !me.ok || detail.data.discussion.uid !== me.data.user.id) throw redirect(forumPaths.list);
  return { discussion: detail.data.discussion };
}

export default function ForumEdit() {
  const { t } = useTranslation();
  const { discussion } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8 sm:py-12">
      <PageTitle>{t("forum.post.editTitle")}</PageTitle>
      <PostForm
        did={discussion.did}
        initial={{ title: discussion.title, description: discussion.description }}
        tags={{ rashi: discussion.rashi_tag, nakshatra: discussion.nakshatra_tag, mahadasha: discussion.mahadasha_tag }}
      />
    </section>
  );
}
