import type { BlogListResponse, BlogPostResponse } from "@graha/contracts";
import { AppError } from "../../errors.ts";
import { BlogUnavailableError, type BlogLanguage, type BlogLog, type BlogSource } from "../../providers/blog/index.ts";

/**
 * Asks the blog source; a source that cannot be reached is logged (the spec: "Error fetching
 * posts", logged only) and answers 503 with a message, never a 500.
 */
async function fromSource<T>(log: BlogLog & { error(details: object, message: string): void }, ask: () => Promise<T>) {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof BlogUnavailableError)) throw error;
    log.error({ err: error }, "Error fetching posts");
    throw new AppError("service_unavailable", "blog.unavailable");
  }
}

type Log = Parameters<typeof fromSource>[0];

/** One page of posts, newest first, with the number of pages (ceil(total / per_page)). */
export async function listPosts(
  source: BlogSource,
  input: { language: BlogLanguage; page: number; perPage: number },
  log: Log,
): Promise<BlogListResponse> {
  const { posts, total } = await fromSource(log, () => source.list({ ...input, log }));
  return { posts, page: input.page, page_count: Math.ceil(total / input.perPage) };
}

/** A post with its previous and next by date; 404 when there is none with this slug. */
export async function postBySlug(
  source: BlogSource,
  input: { language: BlogLanguage; slug: string },
  log: Log,
): Promise<BlogPostResponse> {
  const found = await fromSource(log, () => source.bySlug({ ...input, log }));
  if (!found) throw new AppError("not_found", "blog.not_found");
  return found;
}
