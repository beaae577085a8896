import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import type { Clock } from "../../lib/clock.ts";
import type { BlogSource } from "./blog-source.ts";
import { BuiltinBlog } from "./builtin.ts";
import { WordPressBlog } from "./wordpress.ts";

export { BlogUnavailableError, type BlogLanguage, type BlogLog, type BlogSource } from "./blog-source.ts";
export { BuiltinBlog } from "./builtin.ts";
export { markdownToHtml, plainText, safeHtml } from "./safe-html.ts";
export { WordPressBlog } from "./wordpress.ts";

/** The blog source chosen by BLOG_PROVIDER (builtin, the database, by default). */
export function createBlogSource(env: Env, deps: { db: Kysely<Database>; clock: Clock }): BlogSource {
  if (env.BLOG_PROVIDER === "wordpress") return new WordPressBlog({ baseUrl: env.BLOG_WORDPRESS_URL ?? "" });
  return new BuiltinBlog(deps);
}
