// The console's routes for staff, users, payments and what staff review; content and the blog are in content-routes.ts.
import {
  ADMIN_CONFIRM_MINUTES,
  adminAuditQuery,
  adminAuditResponse,
  adminConfirmBody,
  adminConfirmSendResponse,
  adminCreditsBody,
  adminDashboardResponse,
  adminIdParams,
  adminLeadBody,
  adminLeadParams,
  adminLeadsQuery,
  adminLeadsResponse,
  adminMeResponse,
  adminModerationResponse,
  adminPaymentResponse,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminReasonBody,
  adminRefundBody,
  adminRepliesResponse,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  moderationItemParams,
  moderationUserParams,
  silenceBody,
  staffGrantBody,
  staffListResponse,
  staffRevokeBody,
} from "@graha/contracts";
import { z } from "zod";
import { isoAt } from "../../lib/clock.ts";
import { errors } from "../../lib/route-doc.ts";
import { notice } from "../../i18n/messages.ts";
import { writeAudit } from "../../staff/audit.ts";
import { staffAction, staffOnly, staffRoute } from "../../staff/caller.ts";
import { permissionsOf } from "../../staff/policy.ts";
import { codeConfirmation, otpDepsOf } from "../auth/index.ts";
import { forumDepsOf, moderationQueue, removeItem, restoreItem, silenceUser } from "../forum/index.ts";
import { answers, notices, noticesOrNotFound, ok, unmask, type AdminArea } from "./admin-route.ts";
import { cancelPlan, paymentDetail, paymentsOf, refundPayment } from "./payments.ts";
import { auditEntries, dashboard, leadsCsv, listLeads, repliesToReview, updateLead } from "./reviews.ts";
import { grantRole, listStaff, revokeRole } from "./staff.ts";
import { endSessions, findUsers, postCredits, setBan, userDetail } from "./users.ts";

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
        { response: { 200: adminConfirmSendResponse, ...errors(429) } },
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
  const revoking = { body: staffRevokeBody, response: notices };
  api.post(
    "/admin/staff/revoke",
    staffAction(
      route("Admins: take back a staff role", revoking, staffOnly("staff.manage", { confirm: true })),
      async (me, { body }) => {
        await revokeRole(deps, ctx.env, me, body.user_id, body.role);
        return { code: "admin.role_revoked", params: { role: body.role } };
      },
    ),
  );
}

/** Support on users: finding them, their detail, credits, sessions and suspensions. */
export function usersRoutes({ api, route, deps }: AdminArea) {
  const finding = { querystring: adminUsersQuery, response: answers(adminUsersResponse) };
  api.get(
    "/admin/users",
    staffRoute(
      route("Support: find users by mobile digits (masked except to admins)", finding, staffOnly("users.read")),
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
  const endingSessions = { params: adminIdParams, body: adminReasonBody, response: notices };
  api.post(
    "/admin/users/:id/sessions/end",
    staffAction(
      route("Support: end all of a user's sessions", endingSessions, staffOnly("users.restrict")),
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

/** Support on payments and plans: finding payments, their timeline, refunds and cancelling a plan. */
export function paymentsRoutes({ api, route, ctx, deps }: AdminArea) {
  const payDeps = { ...deps, provider: ctx.payments };
  const throughProvider = { ...notices, ...errors(503) };

  api.get(
    "/admin/payments",
    staffRoute(
      route(
        "Support: payments, newest first, by id, provider id, invoice or mobile digits",
        { querystring: adminPaymentsQuery, response: answers(adminPaymentsResponse) },
        staffOnly("payments.read"),
      ),
      async (me, { query }) => ({
        ...ok,
        payments: await paymentsOf(deps, { q: query.q, limit: query.limit }, unmask(me.roles)),
      }),
    ),
  );
  api.get(
    "/admin/payments/:id",
    staffRoute(
      route(
        "Support: a payment and its timeline (order, payment, credit, refunds, staff actions)",
        { params: adminIdParams, response: { 200: adminPaymentResponse } },
        staffOnly("payments.read"),
      ),
      async (me, request) => ({ ...ok, ...(await paymentDetail(deps, request.params.id, unmask(me.roles))) }),
    ),
  );
  api.post(
    "/admin/payments/:id/refund",
    staffAction(
      route(
        "Support: refund in full (no amount) or in part, through the provider; credits taken back, never below zero",
        { params: adminIdParams, body: adminRefundBody, response: throughProvider },
        staffOnly("payments.refund", { confirm: true }),
      ),
      async (me, { params, body }) => {
        const done = await refundPayment(payDeps, me, params.id, body);
        return { code: "admin.refunded", params: { rupees: done.rupees, credits: done.credits } };
      },
    ),
  );
  const cancelling = { params: adminIdParams, body: adminReasonBody, response: throughProvider };
  api.post(
    "/admin/subscriptions/:id/cancel",
    staffAction(
      route("Support: cancel a user's active plan now", cancelling, staffOnly("payments.refund", { confirm: true })),
      async (me, { params, body }) => {
        await cancelPlan(payDeps, me, params.id, body.reason);
        return "admin.plan_cancelled";
      },
    ),
  );
}

/** What staff review: AI replies, the AstroHub queue, leads and messages, the dashboard and the audit log. */
export function reviewsRoutes({ api, route, ctx, deps }: AdminArea) {
  const replies = { response: { 200: adminRepliesResponse } };
  api.get(
    "/admin/replies",
    route("Support: replies marked thumbs-down and replies the guard changed", replies, staffOnly("replies.read")),
    async () => ({ ...ok, replies: await repliesToReview(deps) }),
  );

  // Moderation (the AstroHub queue; the same acts as /forum/moderation, audited).
  const forumDeps = forumDepsOf(ctx);
  const queue = { response: { 200: adminModerationResponse } };
  api.get(
    "/admin/moderation",
    route("Moderators: the AstroHub review queue", queue, staffOnly("forum.moderate")),
    async () => ({ ...ok, items: await moderationQueue(forumDeps) }),
  );
  const moderationActs = {
    restore: { run: restoreItem, said: "forum.moderation_restored", confirm: false },
    remove: { run: removeItem, said: "forum.moderation_removed", confirm: true },
  } as const;
  for (const [action, { run, said, confirm }] of Object.entries(moderationActs)) {
    api.post(
      `/admin/moderation/:kind/:id/${action}`,
      staffAction(
        route(
          `Moderators: ${action} a post or comment, with a reason`,
          { params: moderationItemParams, body: adminReasonBody, response: noticesOrNotFound },
          staffOnly("forum.moderate", { confirm }),
        ),
        async (me, { params, body }) => {
          await run(forumDeps, me, params.kind, params.id, body.reason);
          return said;
        },
      ),
    );
  }
  const silencing = { params: moderationUserParams, body: silenceBody, response: notices };
  api.post(
    "/admin/moderation/users/:uid/silence",
    staffAction(
      route("Moderators: silence a member for 1, 3, 7 or 30 days", silencing, staffOnly("forum.moderate")),
      async (me, { params, body }) => ({
        code: "forum.moderation_silenced",
        params: await silenceUser(forumDeps, me, params.uid, body.days, body.reason),
      }),
    ),
  );

  // Leads and contact messages.
  const leads = { querystring: adminLeadsQuery, response: answers(adminLeadsResponse) };
  api.get(
    "/admin/leads",
    route("Support: consultation leads and contact messages", leads, staffOnly("leads.manage")),
    async (request) => ({ ...ok, leads: await listLeads(deps, request.query) }),
  );
  const leadsCsvFile = { querystring: adminLeadsQuery, response: { 200: z.string() } };
  api.get(
    "/admin/leads.csv",
    route("Support: leads and contact messages as CSV", leadsCsvFile, staffOnly("leads.manage")),
    async (request, reply) => {
      const csv = leadsCsv(await listLeads(deps, { ...request.query, limit: 10_000 }));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="graha-leads.csv"')
        .send(csv);
    },
  );
  const savingLead = { params: adminLeadParams, body: adminLeadBody, response: noticesOrNotFound };
  api.post(
    "/admin/leads/:kind/:id",
    staffAction(
      route("Support: a lead's or message's status and notes", savingLead, staffOnly("leads.manage")),
      async (me, { params, body }) => {
        await updateLead(deps, me, params.kind, params.id, body);
        return "admin.lead_saved";
      },
    ),
  );

  const days = { response: { 200: adminDashboardResponse } };
  api.get(
    "/admin/dashboard",
    route("Staff: the last 30 days, per day", days, staffOnly("dashboard.read")),
    async () => ({ ...ok, days: await dashboard(deps) }),
  );
  const audit = { querystring: adminAuditQuery, response: answers(adminAuditResponse) };
  api.get(
    "/admin/audit",
    route("Admins: the audit log, filtered by actor, target or action", audit, staffOnly("audit.read")),
    async (request) => ({ ...ok, entries: await auditEntries(deps, request.query) }),
  );
}
