import { ADMIN_CONFIRM_MINUTES, errorBody } from "@graha/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../errors.ts";
import type { Actor } from "../../staff/audit.ts";
import { can, PERMISSIONS, rolesOf, type Permission } from "../../staff/policy.ts";
import { readSession } from "../auth/index.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The staff permission the route needs (ADR 033); anyone without it gets 404. */
    staff?: Permission;
    /** A destructive staff action: it needs a code confirmed in the last ADMIN_CONFIRM_MINUTES. */
    confirm?: boolean;
  }
}

/** The config of a staff route: the gate reads the session and checks the permission. */
export const staffOnly = (permission: Permission, options: { confirm?: boolean } = {}) =>
  ({ staff: permission, confirm: options.confirm ?? false }) as const;

interface StaffCaller extends Actor {
  mobile: string;
  sessionId: string;
  confirmedUntil: Date | null;
}

const callers = new WeakMap<FastifyRequest, StaffCaller>();

/** Until when a session's last staff confirmation lets destructive actions through. */
export const confirmedUntil = (confirmedAt: string | null) =>
  confirmedAt ? new Date(Date.parse(confirmedAt) + ADMIN_CONFIRM_MINUTES * 60_000) : null;

/**
 * The one gate of every admin route: reads `config.staff`, resolves the caller's roles and
 * answers 404 (as if the route did not exist) unless the policy grants the permission; a
 * route marked `confirm` also needs a fresh code. It runs before the body is validated, so
 * nobody without the permission learns anything from a 400. The OpenAPI document lists the roles.
 */
export function registerStaffGuard(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("onRoute", (route) => {
    const permission = route.config?.staff;
    if (!permission) return;
    const needsConfirm = route.config?.confirm === true;
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await readSession(ctx, request, reply);
      if (!session) throw notFound();
      const roles = await rolesOf(ctx.database.db, ctx.env, session.user);
      if (!can(roles, permission)) throw notFound();
      const row = await ctx.database.db
        .selectFrom("sessions")
        .select("staff_confirmed_at")
        .where("id", "=", session.sessionId)
        .executeTakeFirst();
      const until = confirmedUntil(row?.staff_confirmed_at ?? null);
      if (needsConfirm && !(until && until > ctx.clock.now()))
        throw new AppError("forbidden", "admin.confirm_required");
      callers.set(request, {
        id: session.user.id,
        mobile: session.user.mobile,
        roles,
        sessionId: session.sessionId,
        confirmedUntil: until,
      });
    };
    const own = route.preValidation;
    route.preValidation = [guard, ...(own ? (Array.isArray(own) ? own : [own]) : [])];
    const schema = route.schema ?? {};
    const roles = PERMISSIONS[permission].join(", ");
    route.schema = {
      ...schema,
      description: `Staff only (${permission}: ${roles})${needsConfirm ? "; needs a fresh code (POST /api/v1/admin/confirm)" : ""}. Anyone else gets 404.`,
      security: [{ cookie: [] }, { bearer: [] }],
      response: { ...(schema.response as object), 404: errorBody, ...(needsConfirm ? { 403: errorBody } : {}) },
    };
  });
}

/** The staff member calling a route declared with `staffOnly(...)`. */
export function staffCaller(request: FastifyRequest): StaffCaller {
  const caller = callers.get(request);
  if (!caller) throw notFound();
  return caller;
}
