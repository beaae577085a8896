// The console's routes for editors: the home page's figures, the public pages' rows and the builtin blog.
import {
  ADMIN_CONTENT_CREATABLE,
  ADMIN_CONTENT_FIELDS,
  ADMIN_CONTENT_KINDS,
  adminBlogPostBody,
  adminBlogPostResponse,
  adminBlogPostsResponse,
  adminContentResponse,
  adminFiguresBody,
  adminIdParams,
  adminNoticeResponse,
  adminPreviewBody,
  adminPreviewResponse,
} from "@graha/contracts";
import { z } from "zod";
import { notice } from "../../i18n/messages.ts";
import { errors } from "../../lib/route-doc.ts";
import { markdownToHtml } from "../../providers/blog/safe-html.ts";
import { staffAction, staffOnly, staffRoute } from "../../staff/caller.ts";
import { answers, notices, noticesOrNotFound, ok, type AdminArea } from "./admin-route.ts";
import { getPost, listPosts, savePost } from "./blog.ts";
import { allContent, createContent, saveFigures, updateContent } from "./content.ts";

const editors = staffOnly("content.edit");

/** Content: the home page's figures and the rows of the public pages. */
export function contentRoutes({ api, route, deps }: AdminArea) {
  const everything = { response: { 200: adminContentResponse } };
  api.get(
    "/admin/content",
    route("Editors: the home figures, testimonials, videos, astrologers, offers and plans", everything, editors),
    async () => ({ ...ok, ...(await allContent(deps)) }),
  );
  api.post(
    "/admin/content/figures",
    staffAction(
      route("Editors: the home page's figures and rating", { body: adminFiguresBody, response: notices }, editors),
      async (me, { body }) => {
        await saveFigures(deps, me, body);
        return "admin.content_saved";
      },
    ),
  );
  for (const kind of ADMIN_CONTENT_KINDS) {
    api.post(
      `/admin/content/${kind}/:id`,
      staffAction(
        route(
          `Editors: change ${kind} (only the fields sent; prices in paise apply to new checkouts)`,
          { params: adminIdParams, body: ADMIN_CONTENT_FIELDS[kind].partial(), response: noticesOrNotFound },
          editors,
        ),
        async (me, { params, body }) => {
          await updateContent(deps, me, kind, params.id, body);
          return "admin.content_saved";
        },
      ),
    );
  }
  for (const kind of ADMIN_CONTENT_CREATABLE) {
    api.post(
      `/admin/content/${kind}`,
      staffRoute(
        route(
          `Editors: add to ${kind}`,
          { body: ADMIN_CONTENT_FIELDS[kind], response: answers(adminNoticeResponse.extend({ id: z.string() })) },
          editors,
        ),
        async (me, request) => {
          const id = await createContent(deps, me, kind, request.body);
          return { ...ok, id, ...notice(request, "admin.content_saved") };
        },
      ),
    );
  }
}

const saved = (draft: boolean) => (draft ? "admin.post_saved" : "admin.post_published");

/** Content: the builtin blog's posts, drafts included, and the preview of their markdown. */
export function blogRoutes({ api, route, deps }: AdminArea) {
  api.get(
    "/admin/blog-posts",
    route("Editors: every builtin blog post, drafts included", { response: { 200: adminBlogPostsResponse } }, editors),
    async () => ({ ...ok, posts: await listPosts(deps) }),
  );
  const previewing = { body: adminPreviewBody, response: answers(adminPreviewResponse) };
  api.post(
    "/admin/blog-posts/preview",
    route("Editors: the markdown as readers will see it", previewing, editors),
    async (request) => ({ ...ok, html: markdownToHtml(request.body.body_markdown) }),
  );
  const onePost = { params: adminIdParams, response: { 200: adminBlogPostResponse } };
  api.get("/admin/blog-posts/:id", route("Editors: one post with its markdown", onePost, editors), async (request) => ({
    ...ok,
    post: await getPost(deps, request.params.id),
  }));
  const writingPost = { body: adminBlogPostBody, response: answers(adminBlogPostResponse) };
  api.post(
    "/admin/blog-posts",
    staffRoute(route("Editors: write a post (draft, or published now)", writingPost, editors), async (me, request) => ({
      ...ok,
      post: await savePost(deps, me, undefined, request.body),
      ...notice(request, saved(request.body.draft)),
    })),
  );
  const changingPost = {
    params: adminIdParams,
    body: adminBlogPostBody,
    response: { ...answers(adminBlogPostResponse), ...errors(404) },
  };
  api.post(
    "/admin/blog-posts/:id",
    staffRoute(
      route("Editors: change a post; draft: false publishes it", changingPost, editors),
      async (me, request) => ({
        ...ok,
        post: await savePost(deps, me, request.params.id, request.body),
        ...notice(request, saved(request.body.draft)),
      }),
    ),
  );
}
