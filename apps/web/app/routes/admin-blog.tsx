import type { AdminBlogPostsResponse } from "@graha/contracts";
import { adminLoader, adminPage, BlogPostList } from "../features/admin";

export const loader = adminLoader<AdminBlogPostsResponse>("/api/v1/admin/blog-posts");

export default adminPage<typeof loader>(BlogPostList, { title: "admin.blog.title" });
