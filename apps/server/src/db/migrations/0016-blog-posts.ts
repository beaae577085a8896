import type { Kysely } from "kysely";
import { columnsOf, createTable } from "./columns.ts";

// The builtin blog (BLOG_PROVIDER=builtin, ADR 029): one row per post and language, the body
// in markdown (rendered to sanitised HTML when read), the cover image a site path or URL.
// A post is listed once its `published_at` has come.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "blog_posts", {
    columns: {
      id: "text primary key",
      ...columnsOf("text not null", "slug", "language", "title", "excerpt", "body_markdown"),
      cover_image: "text",
      ...columnsOf("text not null", "published_at", "updated_at"),
    },
    unique: { blog_posts_slug_language: ["slug", "language"] },
    indexes: { blog_posts_language_published: ["language", "published_at"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_posts").execute();
}
