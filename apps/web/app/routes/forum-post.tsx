import type { DiscussionDetailResponse } from "@graha/contracts";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { excerpt, PostView, postPath } from "../features/forum";
import { loaderApi } from "../lib/api";
import { metaT, metaTags, pageMeta } from "../lib/meta";

// The post view: `/forum/{slug}?did=…`; a bare `/forum/{did}` (from a notification) works too.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const did = new URL(request.url).searchParams.get("did") ?? params.slug ?? "";
  const result = await loaderApi(
    context,
    request,
  )<DiscussionDetailResponse>(`/api/v1/forum/discussions/${encodeURIComponent(did)}`);
  if (!result.ok) throw data(null, { status: 404 });
  const { discussion, comments, my_votes } = result.data;
  return { discussion, comments, my_votes };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const discussion = args.loaderData?.discussion;
  if (!discussion) return pageMeta(args, "notFoundTitle", "notFoundDescription", { noindex: true });
  const t = metaT(args.matches);
  return metaTags(args, t("forum.meta.postTitle", { title: discussion.title }), excerpt(discussion.description, 160), {
    canonicalPath: postPath(discussion.did, discussion.title),
    noindex: discussion.hidden,
  });
};

export default function ForumPost() {
  const detail = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PostView key={detail.discussion.did} detail={detail} />
    </section>
  );
}
