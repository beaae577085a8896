import {
  adminCreditsBody,
  adminIdParams,
  adminReasonBody,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
} from "@graha/contracts";
import { staffAction, staffOnly, staffRoute } from "../../staff/caller.ts";
import { answers, notices, ok, unmask, type AdminArea } from "./admin-route.ts";
import { endSessions, findUsers, postCredits, setBan, userDetail } from "./users.ts";

/** Support on users: finding them, their detail, credits, sessions and suspensions. */
export function usersRoutes({ api, route, deps }: AdminArea) {
  api.get(
    "/admin/users",
    staffRoute(
      route(
        "Support: find users by mobile digits (masked except to admins)",
        { querystring: adminUsersQuery, response: answers(adminUsersResponse) },
        staffOnly("users.read"),
      ),
      async (me, request) => ({ ...ok, users: await findUsers(deps, request.query.mobile, unmask(me.roles)) }),
    ),
  );
  api.get(
    "/admin/users/:id",
    staffRoute(
      route(
        "Support: a user's balances, statement, chats' metadata, sessions and payments",
        { params: adminIdParams, response: { 200: adminUserResponse } },
        staffOnly("users.read"),
      ),
      async (me, request) => ({ ...ok, ...(await userDetail(deps, request.params.id, unmask(me.roles))) }),
    ),
  );
  api.post(
    "/admin/users/:id/credits",
    staffAction(
      route(
        "Support: grant (positive) or take back (negative) credits with a reason",
        { params: adminIdParams, body: adminCreditsBody, response: notices },
        staffOnly("users.credits", { confirm: true }),
      ),
      async (me, { params, body }) => {
        await postCredits(deps, me, params.id, body);
        return { code: "admin.credits_posted", params: { amount: body.amount, account: body.account } };
      },
    ),
  );
  api.post(
    "/admin/users/:id/sessions/end",
    staffAction(
      route(
        "Support: end all of a user's sessions",
        { params: adminIdParams, body: adminReasonBody, response: notices },
        staffOnly("users.restrict"),
      ),
      async (me, { params, body }) => ({
        code: "admin.sessions_ended",
        params: { count: await endSessions(deps, me, params.id, body.reason) },
      }),
    ),
  );
  for (const [action, banned] of [
    ["ban", true],
    ["unban", false],
  ] as const) {
    api.post(
      `/admin/users/:id/${action}`,
      staffAction(
        route(
          banned ? "Support: suspend an account (no sign-in; sessions ended)" : "Support: lift a suspension",
          { params: adminIdParams, body: adminReasonBody, response: notices },
          staffOnly("users.restrict", { confirm: true }),
        ),
        async (me, { params, body }) => {
          await setBan(deps, me, params.id, banned, body.reason);
          return banned ? "admin.banned" : "admin.unbanned";
        },
      ),
    );
  }
}
