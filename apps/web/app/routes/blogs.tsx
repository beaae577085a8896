import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogListView, blogListMeta } from "../features/blogs";
import { blogPage } from "../features/blogs/loader.server";
import { pageParam } from "../features/forum";
import { loaderApi } from "../lib/api";

// The blog: /blogs?page=N, nine posts a page with numbered page links.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return blogPage(loaderApi(context, request), pageParam(new URL(request.url)));
}

export const meta: MetaFunction<typeof loader> = (args) => blogListMeta(args, args.loaderData?.page ?? 1);

export default function Blogs() {
  const { posts, page, page_count, unavailable } = useLoaderData<typeof loader>();
  return <BlogListView posts={posts} page={page} pageCount={page_count} unavailable={unavailable} />;
}
