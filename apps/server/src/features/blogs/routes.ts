import {
  blogListQuery,
  blogListResponse,
  blogPostQuery,
  blogPostResponse,
  blogSlugParams,
  errorBody,
} from "@graha/contracts";
import type { AppContext } from "../../context.ts";
import { requestLanguage } from "../../i18n/messages.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { listPosts, postBySlug } from "./service.ts";

/** Blog posts, no login: the list by page and one post with its neighbours, in the caller's language. */
export function blogRoutes(ctx: Pick<AppContext, "blog">) {
  return apiRoutes(["blogs"], (api, route) => {
    api.get(
      "/blogs",
      route(
        "Blog posts, newest first: `per_page` a page (9 on the blog pages, 3 on the home page) and the page count",
        { querystring: blogListQuery, response: { 200: blogListResponse, 400: errorBody, 503: errorBody } },
        { rateLimit: { max: 240, timeWindow: "1 minute" } },
      ),
      async (request) => {
        const { page, per_page } = request.query;
        return listPosts(ctx.blog, { language: requestLanguage(request), page, perPage: per_page }, request.log);
      },
    );

    api.get(
      "/blogs/:slug",
      route(
        "One blog post (sanitised HTML body, SEO head when the blog service has one) with the previous and next post by date",
        {
          params: blogSlugParams,
          querystring: blogPostQuery,
          response: { 200: blogPostResponse, 400: errorBody, 404: errorBody, 503: errorBody },
        },
        { rateLimit: { max: 240, timeWindow: "1 minute" } },
      ),
      async (request) =>
        postBySlug(ctx.blog, { language: requestLanguage(request), slug: request.params.slug }, request.log),
    );
  });
}
