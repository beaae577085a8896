import type { BlogListResponse, BlogPostResponse } from "@graha/contracts";
import { BLOG_HOME_SIZE, BLOG_PAGE_SIZE } from "@graha/contracts/patterns";
import { data } from "react-router";
import type { loaderApi } from "../../lib/api";

type Load = ReturnType<typeof loaderApi>;

/** A page of the list; `unavailable` when the blog service could not be reached (the API logged it). */
export async function blogPage(load: Load, page: number, perPage = BLOG_PAGE_SIZE) {
  const result = await load<BlogListResponse>(`/api/v1/blogs?page=${page}&per_page=${perPage}`);
  return result.ok
    ? { posts: result.data.posts, page, page_count: result.data.page_count, unavailable: false }
    : { posts: [], page, page_count: 0, unavailable: true };
}

/** The home page's three newest posts, for a loader that renders LatestBlogs at once (none when unreachable). */
export async function latestBlogPosts(load: Load) {
  return (await blogPage(load, 1, BLOG_HOME_SIZE)).posts;
}

/** A post with its neighbours; a real 404 when there is none, a 503 when the blog cannot be reached. */
export async function blogPost(load: Load, slug: string): Promise<BlogPostResponse> {
  const result = await load<BlogPostResponse>(`/api/v1/blogs/${encodeURIComponent(slug)}`);
  if (result.ok) return result.data;
  throw data(null, { status: result.status === 503 ? 503 : 404 });
}
