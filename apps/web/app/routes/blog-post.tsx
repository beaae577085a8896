import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogPostView, blogPostMeta } from "../features/blogs";
import { blogPost } from "../features/blogs/loader.server";
import { loaderApi } from "../lib/api";

// One post: /blogs/{slug}, with Previous Post and Next Post by date; a real 404 when missing.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return blogPost(loaderApi(context, request), params.slug ?? "");
}

export const meta: MetaFunction<typeof loader> = (args) => blogPostMeta(args, args.loaderData);

export default function BlogPost() {
  const detail = useLoaderData<typeof loader>();
  return <BlogPostView key={detail.post.slug} {...detail} />;
}
