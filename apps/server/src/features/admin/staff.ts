import { STAFF_ROLES, type StaffRole } from "@graha/contracts";
import type { Env } from "../../env.ts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import { audited, type Actor } from "../../staff/audit.ts";
import { shownMobile, type AdminDeps } from "./deps.ts";

type StaffEnv = Pick<Env, "ADMIN_MOBILES" | "FORUM_MODERATOR_MOBILES">;

/** Everyone holding a staff role: granted in the console, or named by the configuration. */
export async function listStaff(deps: AdminDeps, env: StaffEnv) {
  const granted = await deps.db
    .selectFrom("staff_roles as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.user_id", "u.mobile", "s.role", "s.granted_by", "s.granted_at"])
    .orderBy("s.granted_at")
    .execute();
  const configured = await deps.db
    .selectFrom("users")
    .select(["id", "mobile", "created_at"])
    .where("mobile", "in", [...env.ADMIN_MOBILES, ...env.FORUM_MODERATOR_MOBILES, "-"])
    .execute();
  const byUser = new Map<
    string,
    {
      user_id: string;
      mobile: string;
      roles: { role: StaffRole; granted_by: string | null; granted_at: string }[];
      from_configuration: boolean;
    }
  >();
  const entry = (userId: string, mobile: string) => {
    const found = byUser.get(userId) ?? {
      user_id: userId,
      mobile: shownMobile(mobile, true),
      roles: [],
      from_configuration: false,
    };
    byUser.set(userId, found);
    return found;
  };
  for (const u of configured) {
    const e = entry(u.id, u.mobile);
    if (env.ADMIN_MOBILES.includes(u.mobile)) {
      e.from_configuration = true;
      e.roles.push({ role: "admin", granted_by: null, granted_at: u.created_at });
    }
    if (env.FORUM_MODERATOR_MOBILES.includes(u.mobile))
      e.roles.push({ role: "moderator", granted_by: null, granted_at: u.created_at });
  }
  for (const g of granted) {
    const e = entry(g.user_id, g.mobile);
    if (!e.roles.some((r) => r.role === g.role))
      e.roles.push({ role: g.role as StaffRole, granted_by: g.granted_by, granted_at: g.granted_at });
  }
  for (const e of byUser.values()) e.roles.sort((a, b) => STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role));
  return [...byUser.values()];
}

/** Grants a role to the account of a number (it must have signed in once). */
export async function grantRole(deps: AdminDeps, actor: Actor, mobile: string, role: StaffRole) {
  const digits = mobile.replace(/^\+/, "");
  const normalized = digits.length === 10 ? `91${digits}` : digits;
  const user = await deps.db
    .selectFrom("users")
    .select(["id", "mobile"])
    .where("mobile", "=", normalized)
    .executeTakeFirst();
  if (!user) throw notFound("admin.user_not_found");
  const now = deps.clock.now();
  await audited(deps.db, actor, now, { action: "staff.grant", targetType: "user", targetId: user.id }, async (trx) => {
    const held = await trx.selectFrom("staff_roles").select("role").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("staff_roles")
      .values({ user_id: user.id, role, granted_by: actor.id, granted_at: isoAt(now) })
      .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
      .execute();
    const roles = held.map((r) => r.role);
    return { before: { roles }, after: { roles: [...new Set([...roles, role])] } };
  });
  return { mobile: `+${user.mobile}`, role };
}

/** Takes a granted role back; configured admins stay (change ADMIN_MOBILES), and nobody drops their own admin. */
export async function revokeRole(deps: AdminDeps, env: StaffEnv, actor: Actor, userId: string, role: StaffRole) {
  if (userId === actor.id && role === "admin") throw new AppError("validation_failed", "admin.own_admin");
  const user = await deps.db.selectFrom("users").select(["id", "mobile"]).where("id", "=", userId).executeTakeFirst();
  if (!user) throw notFound("admin.user_not_found");
  if (role === "admin" && env.ADMIN_MOBILES.includes(user.mobile)) {
    throw new AppError("validation_failed", "admin.role_from_configuration");
  }
  await audited(
    deps.db,
    actor,
    deps.clock.now(),
    { action: "staff.revoke", targetType: "user", targetId: userId },
    async (trx) => {
      const held = (await trx.selectFrom("staff_roles").select("role").where("user_id", "=", userId).execute()).map(
        (r) => r.role,
      );
      if (!held.includes(role)) throw notFound("admin.role_not_held");
      await trx.deleteFrom("staff_roles").where("user_id", "=", userId).where("role", "=", role).execute();
      return { before: { roles: held }, after: { roles: held.filter((r) => r !== role) } };
    },
  );
}
