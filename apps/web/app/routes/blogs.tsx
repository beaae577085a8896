import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogListView, blogListMeta } from "../features/blogs";
import { blogPage } from "../features/blogs/loader.server";
import { pageParam } from "../features/forum";
import { loaderApi } from "../lib/api";

// The blog: /blogs?page=N, nine posts a page with numbered page links; a page past the last is a 404.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const list = await blogPage(loaderApi(context, request), pageParam(new URL(request.url)));
  if (!list.unavailable && list.page > 1 && list.page > list.page_count) throw data(null, { status: 404 });
  // Unreachable: the page says so, and crawlers are told to come back (503) rather than forget it.
  return data(list, { status: list.unavailable ? 503 : 200 });
}

export const meta: MetaFunction<typeof loader> = (args) => blogListMeta(args, args.loaderData?.page ?? 1);

export default function Blogs() {
  const { posts, page, page_count, unavailable } = useLoaderData<typeof loader>();
  return <BlogListView posts={posts} page={page} pageCount={page_count} unavailable={unavailable} />;
}
