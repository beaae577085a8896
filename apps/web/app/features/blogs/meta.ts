import type { BlogPostResponse } from "@graha/contracts";
import type { MetaDescriptor } from "react-router";
import { metaT, metaTags, pageMeta, type MetaArgs } from "../../lib/meta";
import { blogPaths } from "./links";

/** The list's title, description and tags; each page its own canonical URL. */
export function blogListMeta(args: MetaArgs, page: number): MetaDescriptor[] {
  const t = metaT(args.matches);
  const title = page > 1 ? t("blogs.meta.listPageTitle", { page }) : t("blogs.meta.listTitle");
  return metaTags(args, title, t("blogs.meta.listDescription"), { canonicalPath: blogPaths.page(page) });
}

const originOf = (args: MetaArgs) =>
  (args.matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined)?.origin ?? "";

/**
 * A post's tags: the blog service's SEO title, description and image when it sends them,
 * else the post's own title and excerpt (else the blog's description) and its cover; the
 * not-found page's when there is no post.
 */
export function blogPostMeta(args: MetaArgs, detail: BlogPostResponse | undefined): MetaDescriptor[] {
  if (!detail) return pageMeta(args, "notFoundTitle", "notFoundDescription", { noindex: true });
  const { post } = detail;
  const t = metaT(args.matches);
  const title = post.seo?.title ?? t("blogs.meta.postTitle", { title: post.title });
  const description = post.seo?.description ?? (post.excerpt.slice(0, 160) || t("blogs.meta.listDescription"));
  const tags = metaTags(args, title, description, { canonicalPath: blogPaths.post(post.slug) });
  // Social sites take raster images only: a post's SVG cover leaves the site's own image in place.
  const cover = post.seo?.image ?? (post.cover_image && !/\.svg$/i.test(post.cover_image) ? post.cover_image : null);
  const image = cover && !/^https?:\/\//.test(cover) ? `${originOf(args)}${cover}` : cover;
  // The post's own og:type, and its image when it has one, replace the site's.
  const propertyOf = (tag: MetaDescriptor) => ("property" in tag ? String(tag.property) : "");
  const replaced = (tag: MetaDescriptor) =>
    propertyOf(tag) === "og:type" || (image !== null && propertyOf(tag).startsWith("og:image"));
  return [
    ...tags.filter((tag) => !replaced(tag)),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: post.published_at },
    { property: "article:modified_time", content: post.updated_at },
    ...(image ? [{ property: "og:image", content: image }] : []),
  ];
}
