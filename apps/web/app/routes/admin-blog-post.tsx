import type { AdminBlogPostResponse, AdminBlogPostsResponse } from "@graha/contracts";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, BlogPostEditor } from "../features/admin";

/** A blog post's editor: /admin/content/blog/new, or /admin/content/blog/:id for one that exists. */
export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id;
  if (!id) {
    // A new post: the list's answer says whether the caller may edit content at all.
    const allowed = await adminLoad<AdminBlogPostsResponse>(args, "/api/v1/admin/blog-posts");
    return { ready: allowed.state === "ok", post: null };
  }
  const loaded = await adminLoad<AdminBlogPostResponse>(args, `/api/v1/admin/blog-posts/${encodeURIComponent(id)}`);
  return { ready: loaded.state === "ok", post: loaded.state === "ok" ? loaded.data.post : null };
}

export default function AdminBlogPost() {
  const { ready, post } = useLoaderData<typeof loader>();
  if (!ready) return null;
  return <BlogPostEditor key={post?.id ?? "new"} post={post} />;
}
