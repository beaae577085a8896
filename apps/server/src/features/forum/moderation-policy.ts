import type { Kysely } from "kysely";
import type { Database, User } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import type { Actor } from "../../staff/audit.ts";
import { can, rolesOf } from "../../staff/policy.ts";

type StaffEnv = Pick<Env, "ADMIN_MOBILES" | "FORUM_MODERATOR_MOBILES">;

/**
 * The caller as a moderator of AstroHub (the staff policy's `forum.moderate`: moderators
 * and admins, ADR 033), or undefined. The one place the forum asks.
 */
export async function forumModerator(
  db: Kysely<Database>,
  env: StaffEnv,
  user: User | undefined,
): Promise<Actor | undefined> {
  if (!user) return undefined;
  const roles = await rolesOf(db, env, user);
  return can(roles, "forum.moderate") ? { id: user.id, roles } : undefined;
}
