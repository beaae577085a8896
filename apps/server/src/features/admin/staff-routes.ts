import {
  ADMIN_CONFIRM_MINUTES,
  adminConfirmBody,
  adminConfirmSendResponse,
  adminMeResponse,
  errorBody,
  staffGrantBody,
  staffListResponse,
  staffRevokeBody,
} from "@graha/contracts";
import { isoAt } from "../../lib/clock.ts";
import { notice } from "../../i18n/messages.ts";
import { writeAudit } from "../../staff/audit.ts";
import { staffAction, staffOnly, staffRoute } from "../../staff/caller.ts";
import { permissionsOf } from "../../staff/policy.ts";
import { codeConfirmation, otpDepsOf } from "../auth/index.ts";
import { notices, ok, type AdminArea } from "./admin-route.ts";
import { grantRole, listStaff, revokeRole } from "./staff.ts";

/** Who I am in the console, confirming destructive actions with a code, and who holds a staff role. */
export function staffRoutes({ api, route, ctx, deps }: AdminArea) {
  const staffConfirmation = codeConfirmation(otpDepsOf(ctx), {
    purpose: "staff_action",
    wrongNumberMessage: "account.registered_number",
    subjectOf: async () => "staff",
  });

  api.get(
    "/admin/me",
    staffRoute(
      route("Staff: who I am in the console", { response: { 200: adminMeResponse } }, staffOnly("console.view")),
      async (me) => ({
        ...ok,
        user_id: me.id,
        roles: [...me.roles],
        permissions: permissionsOf(me.roles),
        confirmed_until: me.confirmedUntil ? isoAt(me.confirmedUntil) : null,
      }),
    ),
  );

  api.post(
    "/admin/confirm/send",
    staffRoute(
      route(
        "Staff: send a code to my own number to confirm destructive actions",
        { response: { 200: adminConfirmSendResponse, 429: errorBody } },
        staffOnly("console.view"),
      ),
      async (me, request) => {
        const sent = await staffConfirmation.send(me, { mobile: me.mobile, ip: request.ip });
        return { ...ok, token: sent.token, ...notice(request, sent.notice) };
      },
    ),
  );
  api.post(
    "/admin/confirm",
    staffAction(
      route(
        `Staff: confirm with the code; destructive actions go through for ${ADMIN_CONFIRM_MINUTES} minutes`,
        { body: adminConfirmBody, response: notices },
        staffOnly("console.view"),
      ),
      async (me, { body }) => {
        await staffConfirmation.verify(me, { mobile: me.mobile, code: body.code, token: body.token });
        const now = ctx.clock.now();
        await ctx.database.db.transaction().execute(async (trx) => {
          await trx
            .updateTable("sessions")
            .set({ staff_confirmed_at: isoAt(now) })
            .where("id", "=", me.sessionId)
            .execute();
          await writeAudit(trx, me, { action: "staff.confirm", targetType: "session", targetId: me.sessionId }, now);
        });
        return { code: "admin.confirmed", params: { minutes: ADMIN_CONFIRM_MINUTES } };
      },
    ),
  );

  api.get(
    "/admin/staff",
    route("Admins: everyone holding a staff role", { response: { 200: staffListResponse } }, staffOnly("staff.manage")),
    async () => ({ ...ok, staff: await listStaff(deps, ctx.env) }),
  );
  api.post(
    "/admin/staff",
    staffAction(
      route(
        "Admins: grant a staff role to a signed-up number",
        { body: staffGrantBody, response: notices },
        staffOnly("staff.manage", { confirm: true }),
      ),
      async (me, { body }) => ({
        code: "admin.role_granted",
        params: await grantRole(deps, me, body.mobile, body.role),
      }),
    ),
  );
  api.post(
    "/admin/staff/revoke",
    staffAction(
      route(
        "Admins: take back a staff role",
        { body: staffRevokeBody, response: notices },
        staffOnly("staff.manage", { confirm: true }),
      ),
      async (me, { body }) => {
        await revokeRole(deps, ctx.env, me, body.user_id, body.role);
        return { code: "admin.role_revoked", params: { role: body.role } };
      },
    ),
  );
}
