import { STAFF_ROLES, type StaffRole } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database, User } from "../db/schema.ts";
import type { Env } from "../env.ts";

/**
 * Every permission of the operations console, written once (ADR 033): what it allows and
 * which roles hold it. Each admin route names one permission; the policy test checks every
 * route against every role.
 */
export const PERMISSIONS = {
  /** Open the console at all (its home and the caller's own roles). */
  "console.view": ["admin", "support", "moderator", "editor"],
  /** Grant and take back staff roles. */
  "staff.manage": ["admin"],
  /** Find users and read their balances, statement, chats' metadata, sessions, payments. */
  "users.read": ["admin", "support"],
  /** Grant or take back questions or wallet money with a reason (ledger entries). */
  "users.credits": ["admin", "support"],
  /** End a user's sessions; ban or unban. */
  "users.restrict": ["admin", "support"],
  /** See a user's full mobile number (everyone else sees it masked). */
  "users.unmask": ["admin"],
  "payments.read": ["admin", "support"],
  /** Refund a payment, cancel a plan. */
  "payments.refund": ["admin", "support"],
  /** Replies users marked thumbs-down, and replies the guard changed. */
  "replies.read": ["admin", "support"],
  /** The AstroHub review queue: restore, remove, silence. */
  "forum.moderate": ["admin", "moderator"],
  "leads.manage": ["admin", "support"],
  /** Blog posts, home content, videos, astrologers, offers and plans. */
  "content.edit": ["admin", "editor"],
  "dashboard.read": ["admin", "support"],
  "audit.read": ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  const allowed: readonly StaffRole[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(roles, p));
}

/**
 * The staff roles a user holds: those granted in the console, plus admin for the numbers
 * ADMIN_MOBILES names and moderator for FORUM_MODERATOR_MOBILES. In role order.
 */
export async function rolesOf(
  db: Kysely<Database>,
  env: Pick<Env, "ADMIN_MOBILES" | "FORUM_MODERATOR_MOBILES">,
  user: Pick<User, "id" | "mobile">,
): Promise<StaffRole[]> {
  const held = new Set<string>(
    (await db.selectFrom("staff_roles").select("role").where("user_id", "=", user.id).execute()).map((r) => r.role),
  );
  if (env.ADMIN_MOBILES.includes(user.mobile)) held.add("admin");
  if (env.FORUM_MODERATOR_MOBILES.includes(user.mobile)) held.add("moderator");
  return STAFF_ROLES.filter((role) => held.has(role));
}
