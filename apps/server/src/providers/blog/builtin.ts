import type { BlogPostSummary } from "@graha/contracts";
import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import type { BlogPostsTable, Database } from "../../db/schema.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import type { BlogLanguage, BlogSource } from "./blog-source.ts";
import { markdownToHtml } from "./safe-html.ts";

type Row = Selectable<BlogPostsTable>;
type Posts = ExpressionBuilder<Database & { p: BlogPostsTable }, "p">;

/**
 * The posts a reader of `language` sees: each slug once, in that language, or in English when
 * it has no such version; only published posts (not drafts) whose publication time has come.
 */
function visible(eb: Posts, language: BlogLanguage, now: string) {
  const inLanguage = eb("p.language", "=", language);
  const englishFallback = eb.and([
    eb("p.language", "=", "en"),
    eb.not(
      eb.exists(
        eb
          .selectFrom("blog_posts as other")
          .select("other.id")
          .whereRef("other.slug", "=", "p.slug")
          .where("other.language", "=", language)
          .where("other.draft", "=", 0),
      ),
    ),
  ]);
  return eb.and([
    eb("p.draft", "=", 0),
    eb("p.published_at", "<=", now),
    language === "en" ? inLanguage : eb.or([inLanguage, englishFallback]),
  ]);
}

const summary = (row: Row): BlogPostSummary => ({
  slug: row.slug,
  language: row.language,
  title: row.title,
  excerpt: row.excerpt,
  cover_image: row.cover_image,
  published_at: row.published_at,
  updated_at: row.updated_at,
});

/** Posts kept in the database (`blog_posts`), their markdown rendered to safe HTML when read. */
export class BuiltinBlog implements BlogSource {
  readonly name = "builtin" as const;
  private readonly deps: { db: Kysely<Database>; clock: Clock };
  constructor(deps: { db: Kysely<Database>; clock: Clock }) {
    this.deps = deps;
  }

  private posts(language: BlogLanguage) {
    const now = isoAt(this.deps.clock.now());
    return this.deps.db.selectFrom("blog_posts as p").where((eb) => visible(eb, language, now));
  }

  async list({ language, page, perPage }: { language: BlogLanguage; page: number; perPage: number }) {
    const [rows, count] = await Promise.all([
      this.posts(language)
        .selectAll("p")
        .orderBy("p.published_at", "desc")
        .orderBy("p.slug", "desc")
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      this.posts(language)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return { posts: rows.map(summary), total: Number(count.n) };
  }

  async bySlug({ language, slug }: { language: BlogLanguage; slug: string }) {
    const row = await this.posts(language).selectAll("p").where("p.slug", "=", slug).executeTakeFirst();
    if (!row) return undefined;
    // By date, the slug breaking a tie, as the list orders them.
    const neighbour = (before: boolean) => {
      const [op, order] = before ? (["<", "desc"] as const) : ([">", "asc"] as const);
      return this.posts(language)
        .select(["p.slug", "p.title"])
        .where((eb) =>
          eb.or([
            eb("p.published_at", op, row.published_at),
            eb.and([eb("p.published_at", "=", row.published_at), eb("p.slug", op, row.slug)]),
          ]),
        )
        .orderBy("p.published_at", order)
        .orderBy("p.slug", order)
        .limit(1)
        .executeTakeFirst();
    };
    const [previous, next] = await Promise.all([neighbour(true), neighbour(false)]);
    return {
      post: { ...summary(row), html: markdownToHtml(row.body_markdown), seo: null },
      previous: previous ?? null,
      next: next ?? null,
    };
  }
}
