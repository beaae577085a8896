import type { BlogNeighbour, BlogPost, BlogPostSummary } from "@graha/contracts";

export type BlogLanguage = "en" | "hi";

/** Where a source reports what it got past (a missing featured image): the request's logger. */
export interface BlogLog {
  warn(details: object, message: string): void;
}

/** One page of posts, newest first, and how many posts there are in all. */
export interface BlogPage {
  posts: BlogPostSummary[];
  total: number;
}

/** A post with the posts published just before and just after it. */
export interface BlogPostWithNeighbours {
  post: BlogPost;
  previous: BlogNeighbour;
  next: BlogNeighbour;
}

/**
 * Where blog posts come from (BLOG_PROVIDER, ADR 029): the database (`builtin`) or a WordPress
 * site. Both answer in the language asked for when they have it, else in English; bodies are
 * sanitised HTML. A source that cannot be reached throws BlogUnavailableError.
 */
export interface BlogSource {
  readonly name: "builtin" | "wordpress";
  list(input: { language: BlogLanguage; page: number; perPage: number; log: BlogLog }): Promise<BlogPage>;
  /** The post with this slug, or undefined when there is none. */
  bySlug(input: { language: BlogLanguage; slug: string; log: BlogLog }): Promise<BlogPostWithNeighbours | undefined>;
}

/** The blog service could not be reached or answered with nonsense. */
export class BlogUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BlogUnavailableError";
  }
}
