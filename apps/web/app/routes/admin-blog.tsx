import type { AdminBlogPostsResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, BlogPostList, SectionHeading } from "../features/admin";

export async function loader(args: LoaderFunctionArgs) {
  const loaded = await adminLoad<AdminBlogPostsResponse>(args, "/api/v1/admin/blog-posts");
  return { posts: loaded.state === "ok" ? loaded.data.posts : null };
}

export default function AdminBlog() {
  const { t } = useTranslation();
  const { posts } = useLoaderData<typeof loader>();
  if (!posts) return null;
  return (
    <>
      <SectionHeading title={t("admin.blog.title")} />
      <BlogPostList posts={posts} />
    </>
  );
}
