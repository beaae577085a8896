import { adminNoticeResponse, type StaffRole } from "@graha/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { errors, type RouteDoc, type ZodApi } from "../../lib/route-doc.ts";
import { can } from "../../staff/policy.ts";
import type { AdminDeps } from "./deps.ts";

/** What each area of the console declares its routes with. */
export interface AdminArea {
  api: ZodApi;
  route: RouteDoc;
  ctx: AppContext;
  deps: AdminDeps;
}

export const ok = { status: "success" as const };

/** A console route's answers: its success body, or 400 for input it refuses. */
export const answers = <T extends z.ZodType>(success: T) => ({ 200: success, ...errors(400) });

/** The answers of a console action that says one notice. */
export const notices = answers(adminNoticeResponse);

/** The answers of a console action on a row that may not exist. */
export const noticesOrNotFound = { ...notices, ...errors(404) };

/** Whether the caller sees whole mobile numbers. */
export const unmask = (roles: readonly StaffRole[]) => can(roles, "users.unmask");
