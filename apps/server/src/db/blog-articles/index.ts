import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { articles } from "./articles.ts";

export { articles, type Article } from "./articles.ts";

const LANGUAGES = ["en", "hi"] as const;

/** An article's markdown body in one language: `<slug>.<language>.md` beside this file. */
export function articleBody(slug: string, language: (typeof LANGUAGES)[number]): string {
  return readFileSync(new URL(`./${slug}.${language}.md`, import.meta.url), "utf8");
}

/**
 * Adds the builtin blog's articles (each in English and Hindi) that are missing; an edited or
 * deleted-and-re-added post is never overwritten. Returns how many rows were new.
 */
export async function seedBlogPosts(db: Kysely<Database>): Promise<number> {
  const rows = articles.flatMap((article) =>
    LANGUAGES.map((language) => ({
      id: `blog-${article.slug}-${language}`,
      slug: article.slug,
      language,
      title: article.title[language],
      excerpt: article.excerpt[language],
      body_markdown: articleBody(article.slug, language),
      cover_image: `/blog/${article.cover}.svg`,
      published_at: article.published_at,
      updated_at: article.published_at,
    })),
  );
  const result = await db
    .insertInto("blog_posts")
    .values(rows)
    .onConflict((oc) => oc.columns(["slug", "language"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
