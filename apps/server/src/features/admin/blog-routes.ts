import {
  adminBlogPostBody,
  adminBlogPostResponse,
  adminBlogPostsResponse,
  adminIdParams,
  adminPreviewBody,
  adminPreviewResponse,
  errorBody,
} from "@graha/contracts";
import { notice } from "../../i18n/messages.ts";
import { markdownToHtml } from "../../providers/blog/safe-html.ts";
import { staffOnly, staffRoute } from "../../staff/caller.ts";
import { answers, ok, type AdminArea } from "./admin-route.ts";
import { getPost, listPosts, savePost } from "./blog.ts";

const editors = staffOnly("content.edit");
const saved = (draft: boolean) => (draft ? "admin.post_saved" : "admin.post_published");

/** Content: the builtin blog's posts, drafts included, and the preview of their markdown. */
export function blogRoutes({ api, route, deps }: AdminArea) {
  api.get(
    "/admin/blog-posts",
    route("Editors: every builtin blog post, drafts included", { response: { 200: adminBlogPostsResponse } }, editors),
    async () => ({ ...ok, posts: await listPosts(deps) }),
  );
  api.post(
    "/admin/blog-posts/preview",
    route(
      "Editors: the markdown as readers will see it",
      { body: adminPreviewBody, response: answers(adminPreviewResponse) },
      editors,
    ),
    async (request) => ({ ...ok, html: markdownToHtml(request.body.body_markdown) }),
  );
  api.get(
    "/admin/blog-posts/:id",
    route(
      "Editors: one post with its markdown",
      { params: adminIdParams, response: { 200: adminBlogPostResponse } },
      editors,
    ),
    async (request) => ({ ...ok, post: await getPost(deps, request.params.id) }),
  );
  api.post(
    "/admin/blog-posts",
    staffRoute(
      route(
        "Editors: write a post (draft, or published now)",
        { body: adminBlogPostBody, response: answers(adminBlogPostResponse) },
        editors,
      ),
      async (me, request) => ({
        ...ok,
        post: await savePost(deps, me, undefined, request.body),
        ...notice(request, saved(request.body.draft)),
      }),
    ),
  );
  api.post(
    "/admin/blog-posts/:id",
    staffRoute(
      route(
        "Editors: change a post; draft: false publishes it",
        {
          params: adminIdParams,
          body: adminBlogPostBody,
          response: { ...answers(adminBlogPostResponse), 404: errorBody },
        },
        editors,
      ),
      async (me, request) => ({
        ...ok,
        post: await savePost(deps, me, request.params.id, request.body),
        ...notice(request, saved(request.body.draft)),
      }),
    ),
  );
}
