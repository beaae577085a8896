import type { User } from "../../db/schema.ts";
import type { Env } from "../../env.ts";

/**
 * Who moderates AstroHub: for now the numbers FORUM_MODERATOR_MOBILES names. This is the
 * one place the forum asks; the operations console (issue #16) replaces it with roles.
 */
export function isForumModerator(env: Pick<Env, "FORUM_MODERATOR_MOBILES">, user: User | undefined): boolean {
  return user !== undefined && env.FORUM_MODERATOR_MOBILES.includes(user.mobile);
}
