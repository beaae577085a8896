import { ADMIN_CONFIRM_MINUTES } from "@graha/contracts";
import type { FastifyRequest } from "fastify";
import { notFound } from "../errors.ts";
import { actionRoute, callerRoute } from "../lib/route-doc.ts";
import type { Actor } from "./audit.ts";
import type { Permission } from "./policy.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The staff permission the route needs (ADR 033); anyone without it gets 404. */
    staff?: Permission;
    /** A destructive staff action: it needs a code confirmed in the last ADMIN_CONFIRM_MINUTES. */
    confirm?: boolean;
  }
}

/** The config of a staff route: the staff gate reads the session and checks the permission. */
export const staffOnly = (permission: Permission, options: { confirm?: boolean } = {}) =>
  ({ staff: permission, confirm: options.confirm ?? false }) as const;

/** The staff member a gated request comes from. */
export interface StaffCaller extends Actor {
  mobile: string;
  sessionId: string;
  confirmedUntil: Date | null;
}

const callers = new WeakMap<FastifyRequest, StaffCaller>();

/** Until when a session's last staff confirmation lets destructive actions through. */
export const confirmedUntil = (confirmedAt: string | null) =>
  confirmedAt ? new Date(Date.parse(confirmedAt) + ADMIN_CONFIRM_MINUTES * 60_000) : null;

/** Called by the staff gate once the caller passed it. */
export const rememberStaffCaller = (request: FastifyRequest, caller: StaffCaller) => callers.set(request, caller);

/** The staff member calling a route declared with `staffOnly(...)`. */
export function staffCaller(request: FastifyRequest): StaffCaller {
  const caller = callers.get(request);
  if (!caller) throw notFound();
  return caller;
}

/**
 * A staff route's options (handler included) for `api.get` and the like, its handler given the
 * staff caller first: `api.get("/admin/staff", staffRoute(route("…", schema, staffOnly("staff.manage")), (me) => …))`.
 */
export const staffRoute = callerRoute(staffCaller, {});

/** A staff action that answers with its success notice alone: the handler returns what to say. */
export const staffAction = actionRoute(staffCaller, {});
