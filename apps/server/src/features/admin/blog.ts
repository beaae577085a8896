import type { AdminBlogPost, AdminBlogPostBody } from "@graha/contracts";
import type { Selectable } from "kysely";
import type { BlogPostsTable } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { audited, type Actor } from "../../staff/audit.ts";
import type { AdminDeps } from "./deps.ts";

// The builtin blog's posts as editors write them (BLOG_PROVIDER=builtin; with WordPress the
// posts are written there). A draft is kept but not listed or served.

const present = (row: Selectable<BlogPostsTable>): AdminBlogPost => ({
  id: row.id,
  slug: row.slug,
  language: row.language,
  title: row.title,
  excerpt: row.excerpt,
  body_markdown: row.body_markdown,
  cover_image: row.cover_image,
  draft: Number(row.draft) === 1,
  published_at: row.published_at,
  updated_at: row.updated_at,
});

export async function listPosts(deps: AdminDeps) {
  const rows = await deps.db.selectFrom("blog_posts").selectAll().orderBy("updated_at", "desc").limit(500).execute();
  return rows.map((row) => {
    const { body_markdown: _body, ...rest } = present(row);
    return rest;
  });
}

export async function getPost(deps: AdminDeps, id: string) {
  const row = await deps.db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("admin.post_not_found");
  return present(row);
}

const slugTaken = () => new AppError("validation_failed", "admin.slug_taken", { fields: { slug: "admin.slug_taken" } });

/**
 * Creates (no id) or updates a post. Publishing a draft dates it now; a published post
 * keeps its date when edited. Audited with what changed.
 */
export async function savePost(deps: AdminDeps, actor: Actor, id: string | undefined, input: AdminBlogPostBody) {
  const now = deps.clock.now();
  const nowIso = isoAt(now);
  const postId = id ?? newId();
  const fields = {
    slug: input.slug,
    language: input.language,
    title: input.title,
    excerpt: input.excerpt,
    body_markdown: input.body_markdown,
    cover_image: input.cover_image ?? null,
    draft: input.draft ? 1 : 0,
  };
  const clash = await deps.db
    .selectFrom("blog_posts")
    .select("id")
    .where("slug", "=", input.slug)
    .where("language", "=", input.language)
    .where("id", "!=", postId)
    .executeTakeFirst();
  if (clash) throw slugTaken();
  const action = id ? (input.draft ? "blog.update" : "blog.publish") : input.draft ? "blog.create" : "blog.publish";
  const save = audited(deps.db, actor, now, { action, targetType: "blog_post", targetId: postId }, async (trx) => {
    if (!id) {
      await trx
        .insertInto("blog_posts")
        .values({ id: postId, ...fields, published_at: nowIso, updated_at: nowIso })
        .execute();
      return { after: { ...fields, body_markdown: `${input.body_markdown.length} characters` } };
    }
    const before = await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) throw notFound("admin.post_not_found");
    const publishing = Number(before.draft) === 1 && !input.draft;
    await trx
      .updateTable("blog_posts")
      .set({ ...fields, updated_at: nowIso, ...(publishing ? { published_at: nowIso } : {}) })
      .where("id", "=", id)
      .execute();
    const summary = (row: typeof fields) => ({
      slug: row.slug,
      language: row.language,
      title: row.title,
      draft: Number(row.draft) === 1,
    });
    return { before: summary(before), after: summary(fields) };
  });
  // Two editors saving the same address at once: the unique index refuses the second.
  await save.catch((error: unknown) => {
    if (
      error instanceof AppError ||
      !/unique|23505/i.test(`${(error as { code?: string }).code ?? ""} ${String(error)}`)
    )
      throw error;
    throw slugTaken();
  });
  return getPost(deps, postId);
}
