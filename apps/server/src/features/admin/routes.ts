import {
  ADMIN_CONFIRM_MINUTES,
  ADMIN_CONTENT_CREATABLE,
  ADMIN_CONTENT_FIELDS,
  ADMIN_CONTENT_KINDS,
  adminContentResponse,
  adminFiguresBody,
  adminAuditQuery,
  adminAuditResponse,
  adminBlogPostBody,
  adminBlogPostResponse,
  adminBlogPostsResponse,
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
  adminNoticeResponse,
  adminPaymentResponse,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminPreviewBody,
  adminPreviewResponse,
  adminReasonBody,
  adminRefundBody,
  adminRepliesResponse,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  errorBody,
  moderationItemParams,
  moderationUserParams,
  silenceBody,
  staffGrantBody,
  staffListResponse,
  staffRevokeBody,
} from "@graha/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { isoAt } from "../../lib/clock.ts";
import { notice } from "../../i18n/messages.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { markdownToHtml } from "../../providers/blog/safe-html.ts";
import { writeAudit } from "../../staff/audit.ts";
import { can, permissionsOf } from "../../staff/policy.ts";
import { codeConfirmation, otpDepsOf } from "../auth/index.ts";
import { forumDepsOf, moderationQueue, removeItem, restoreItem, silenceUser } from "../forum/index.ts";
import { getPost, listPosts, savePost } from "./blog.ts";
import { allContent, createContent, saveFigures, updateContent } from "./content.ts";
import { cancelPlan, paymentDetail, paymentsOf, refundPayment } from "./payments.ts";
import { auditEntries, dashboard, leadsCsv, listLeads, repliesToReview, updateLead } from "./reviews.ts";
import { staffCaller, staffOnly } from "./staff-guard.ts";
import { grantRole, listStaff, revokeRole } from "./staff.ts";
import { endSessions, findUsers, postCredits, setBan, userDetail } from "./users.ts";

const ok = { status: "success" as const };
const answers = (success: z.ZodType) => ({ 200: success, 400: errorBody });

/** The operations console's API (ADR 033): every route gated by one permission of the staff policy. */
export function adminRoutes(ctx: AppContext) {
  return apiRoutes(["admin"], (api, route) => {
    const deps = { db: ctx.database.db, clock: ctx.clock };
    const payDeps = { ...deps, provider: ctx.payments };
    const unmask = (roles: Parameters<typeof can>[0]) => can(roles, "users.unmask");
    const staffAction = codeConfirmation(otpDepsOf(ctx), {
      purpose: "staff_action",
      wrongNumberMessage: "account.registered_number",
      subjectOf: async () => "staff",
    });

    api.get(
      "/admin/me",
      route("Staff: who I am in the console", { response: { 200: adminMeResponse } }, staffOnly("console.view")),
      async (request) => {
        const me = staffCaller(request);
        return {
          ...ok,
          user_id: me.id,
          roles: [...me.roles],
          permissions: permissionsOf(me.roles),
          confirmed_until: me.confirmedUntil ? isoAt(me.confirmedUntil) : null,
        };
      },
    );

    api.post(
      "/admin/confirm/send",
      route(
        "Staff: send a code to my own number to confirm destructive actions",
        { response: { 200: adminConfirmSendResponse, 429: errorBody } },
        staffOnly("console.view"),
      ),
      async (request) => {
        const me = staffCaller(request);
        const sent = await staffAction.send(me, { mobile: me.mobile, ip: request.ip });
        return { ...ok, token: sent.token, ...notice(request, sent.notice) };
      },
    );
    api.post(
      "/admin/confirm",
      route(
        `Staff: confirm with the code; destructive actions go through for ${ADMIN_CONFIRM_MINUTES} minutes`,
        { body: adminConfirmBody, response: answers(adminNoticeResponse) },
        staffOnly("console.view"),
      ),
      async (request) => {
        const me = staffCaller(request);
        await staffAction.verify(me, { mobile: me.mobile, code: request.body.code, token: request.body.token });
        const now = ctx.clock.now();
        await ctx.database.db.transaction().execute(async (trx) => {
          await trx
            .updateTable("sessions")
            .set({ staff_confirmed_at: isoAt(now) })
            .where("id", "=", me.sessionId)
            .execute();
          await writeAudit(trx, me, { action: "staff.confirm", targetType: "session", targetId: me.sessionId }, now);
        });
        return { ...ok, ...notice(request, { code: "admin.confirmed", params: { minutes: ADMIN_CONFIRM_MINUTES } }) };
      },
    );

    // Staff and roles.
    api.get(
      "/admin/staff",
      route(
        "Admins: everyone holding a staff role",
        { response: { 200: staffListResponse } },
        staffOnly("staff.manage"),
      ),
      async () => ({
        ...ok,
        staff: await listStaff(deps, ctx.env),
      }),
    );
    api.post(
      "/admin/staff",
      route(
        "Admins: grant a staff role to a signed-up number",
        { body: staffGrantBody, response: answers(adminNoticeResponse) },
        staffOnly("staff.manage", { confirm: true }),
      ),
      async (request) => {
        const done = await grantRole(deps, staffCaller(request), request.body.mobile, request.body.role);
        return { ...ok, ...notice(request, { code: "admin.role_granted", params: done }) };
      },
    );
    api.post(
      "/admin/staff/revoke",
      route(
        "Admins: take back a staff role",
        { body: staffRevokeBody, response: answers(adminNoticeResponse) },
        staffOnly("staff.manage", { confirm: true }),
      ),
      async (request) => {
        await revokeRole(deps, ctx.env, staffCaller(request), request.body.user_id, request.body.role);
        return { ...ok, ...notice(request, { code: "admin.role_revoked", params: { role: request.body.role } }) };
      },
    );

    // Users.
    api.get(
      "/admin/users",
      route(
        "Support: find users by mobile digits (masked except to admins)",
        { querystring: adminUsersQuery, response: answers(adminUsersResponse) },
        staffOnly("users.read"),
      ),
      async (request) => ({
        ...ok,
        users: await findUsers(deps, request.query.mobile, unmask(staffCaller(request).roles)),
      }),
    );
    api.get(
      "/admin/users/:id",
      route(
        "Support: a user's balances, statement, chats' metadata, sessions and payments",
        { params: adminIdParams, response: { 200: adminUserResponse } },
        staffOnly("users.read"),
      ),
      async (request) => ({
        ...ok,
        ...(await userDetail(deps, request.params.id, unmask(staffCaller(request).roles))),
      }),
    );
    api.post(
      "/admin/users/:id/credits",
      route(
        "Support: grant (positive) or take back (negative) credits with a reason",
        { params: adminIdParams, body: adminCreditsBody, response: answers(adminNoticeResponse) },
        staffOnly("users.credits", { confirm: true }),
      ),
      async (request) => {
        await postCredits(deps, staffCaller(request), request.params.id, request.body);
        return {
          ...ok,
          ...notice(request, {
            code: "admin.credits_posted",
            params: { amount: request.body.amount, account: request.body.account },
          }),
        };
      },
    );
    api.post(
      "/admin/users/:id/sessions/end",
      route(
        "Support: end all of a user's sessions",
        { params: adminIdParams, body: adminReasonBody, response: answers(adminNoticeResponse) },
        staffOnly("users.restrict"),
      ),
      async (request) => {
        const count = await endSessions(deps, staffCaller(request), request.params.id, request.body.reason);
        return { ...ok, ...notice(request, { code: "admin.sessions_ended", params: { count } }) };
      },
    );
    for (const [action, banned] of [
      ["ban", true],
      ["unban", false],
    ] as const) {
      api.post(
        `/admin/users/:id/${action}`,
        route(
          banned ? "Support: suspend an account (no sign-in; sessions ended)" : "Support: lift a suspension",
          { params: adminIdParams, body: adminReasonBody, response: answers(adminNoticeResponse) },
          staffOnly("users.restrict", { confirm: true }),
        ),
        async (request) => {
          await setBan(deps, staffCaller(request), request.params.id, banned, request.body.reason);
          return { ...ok, ...notice(request, banned ? "admin.banned" : "admin.unbanned") };
        },
      );
    }

    // Payments and plans.
    api.get(
      "/admin/payments",
      route(
        "Support: payments, newest first, by id, provider id, invoice or mobile digits",
        { querystring: adminPaymentsQuery, response: answers(adminPaymentsResponse) },
        staffOnly("payments.read"),
      ),
      async (request) => ({
        ...ok,
        payments: await paymentsOf(
          deps,
          { q: request.query.q, limit: request.query.limit },
          unmask(staffCaller(request).roles),
        ),
      }),
    );
    api.get(
      "/admin/payments/:id",
      route(
        "Support: a payment and its timeline (order, payment, credit, refunds, staff actions)",
        { params: adminIdParams, response: { 200: adminPaymentResponse } },
        staffOnly("payments.read"),
      ),
      async (request) => ({
        ...ok,
        ...(await paymentDetail(deps, request.params.id, unmask(staffCaller(request).roles))),
      }),
    );
    api.post(
      "/admin/payments/:id/refund",
      route(
        "Support: refund in full (no amount) or in part, through the provider; credits taken back, never below zero",
        { params: adminIdParams, body: adminRefundBody, response: { ...answers(adminNoticeResponse), 503: errorBody } },
        staffOnly("payments.refund", { confirm: true }),
      ),
      async (request) => {
        const done = await refundPayment(payDeps, staffCaller(request), request.params.id, request.body);
        return {
          ...ok,
          ...notice(request, { code: "admin.refunded", params: { rupees: done.rupees, credits: done.credits } }),
        };
      },
    );
    api.post(
      "/admin/subscriptions/:id/cancel",
      route(
        "Support: cancel a user's active plan now",
        { params: adminIdParams, body: adminReasonBody, response: { ...answers(adminNoticeResponse), 503: errorBody } },
        staffOnly("payments.refund", { confirm: true }),
      ),
      async (request) => {
        await cancelPlan(payDeps, staffCaller(request), request.params.id, request.body.reason);
        return { ...ok, ...notice(request, "admin.plan_cancelled") };
      },
    );

    // AI replies.
    api.get(
      "/admin/replies",
      route(
        "Support: replies marked thumbs-down and replies the guard changed",
        { response: { 200: adminRepliesResponse } },
        staffOnly("replies.read"),
      ),
      async () => ({
        ...ok,
        replies: await repliesToReview(deps),
      }),
    );

    // Moderation (the AstroHub queue; the same acts as /forum/moderation, audited).
    const forumDeps = forumDepsOf(ctx);
    api.get(
      "/admin/moderation",
      route(
        "Moderators: the AstroHub review queue",
        { response: { 200: adminModerationResponse } },
        staffOnly("forum.moderate"),
      ),
      async () => ({
        ...ok,
        items: await moderationQueue(forumDeps),
      }),
    );
    const moderationActs = {
      restore: { run: restoreItem, said: "forum.moderation_restored", confirm: false },
      remove: { run: removeItem, said: "forum.moderation_removed", confirm: true },
    } as const;
    for (const [action, { run, said, confirm }] of Object.entries(moderationActs)) {
      api.post(
        `/admin/moderation/:kind/:id/${action}`,
        route(
          `Moderators: ${action} a post or comment, with a reason`,
          {
            params: moderationItemParams,
            body: adminReasonBody,
            response: { ...answers(adminNoticeResponse), 404: errorBody },
          },
          staffOnly("forum.moderate", { confirm }),
        ),
        async (request) => {
          await run(forumDeps, staffCaller(request), request.params.kind, request.params.id, request.body.reason);
          return { ...ok, ...notice(request, said) };
        },
      );
    }
    api.post(
      "/admin/moderation/users/:uid/silence",
      route(
        "Moderators: silence a member for 1, 3, 7 or 30 days",
        { params: moderationUserParams, body: silenceBody, response: answers(adminNoticeResponse) },
        staffOnly("forum.moderate"),
      ),
      async (request) => {
        const done = await silenceUser(
          forumDeps,
          staffCaller(request),
          request.params.uid,
          request.body.days,
          request.body.reason,
        );
        return { ...ok, ...notice(request, { code: "forum.moderation_silenced", params: done }) };
      },
    );

    // Leads and contact messages.
    api.get(
      "/admin/leads",
      route(
        "Support: consultation leads and contact messages",
        { querystring: adminLeadsQuery, response: answers(adminLeadsResponse) },
        staffOnly("leads.manage"),
      ),
      async (request) => ({
        ...ok,
        leads: await listLeads(deps, request.query),
      }),
    );
    api.get(
      "/admin/leads.csv",
      route(
        "Support: leads and contact messages as CSV",
        { querystring: adminLeadsQuery, response: { 200: z.string() } },
        staffOnly("leads.manage"),
      ),
      async (request, reply) => {
        const csv = leadsCsv(await listLeads(deps, { ...request.query, limit: 10_000 }));
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="graha-leads.csv"')
          .send(csv);
      },
    );
    api.post(
      "/admin/leads/:kind/:id",
      route(
        "Support: a lead's or message's status and notes",
        { params: adminLeadParams, body: adminLeadBody, response: { ...answers(adminNoticeResponse), 404: errorBody } },
        staffOnly("leads.manage"),
      ),
      async (request) => {
        await updateLead(deps, staffCaller(request), request.params.kind, request.params.id, request.body);
        return { ...ok, ...notice(request, "admin.lead_saved") };
      },
    );

    api.get(
      "/admin/dashboard",
      route(
        "Staff: the last 30 days, per day",
        { response: { 200: adminDashboardResponse } },
        staffOnly("dashboard.read"),
      ),
      async () => ({
        ...ok,
        days: await dashboard(deps),
      }),
    );
    api.get(
      "/admin/audit",
      route(
        "Admins: the audit log, filtered by actor, target or action",
        { querystring: adminAuditQuery, response: answers(adminAuditResponse) },
        staffOnly("audit.read"),
      ),
      async (request) => ({
        ...ok,
        entries: await auditEntries(deps, request.query),
      }),
    );

    // Content: the home page's figures and the rows of the public pages.
    api.get(
      "/admin/content",
      route(
        "Editors: the home figures, testimonials, videos, astrologers, offers and plans",
        { response: { 200: adminContentResponse } },
        staffOnly("content.edit"),
      ),
      async () => ({ ...ok, ...(await allContent(deps)) }),
    );
    api.post(
      "/admin/content/figures",
      route(
        "Editors: the home page's figures and rating",
        { body: adminFiguresBody, response: answers(adminNoticeResponse) },
        staffOnly("content.edit"),
      ),
      async (request) => {
        await saveFigures(deps, staffCaller(request), request.body);
        return { ...ok, ...notice(request, "admin.content_saved") };
      },
    );
    for (const kind of ADMIN_CONTENT_KINDS) {
      api.post(
        `/admin/content/${kind}/:id`,
        route(
          `Editors: change ${kind} (only the fields sent; prices in paise apply to new checkouts)`,
          {
            params: adminIdParams,
            body: ADMIN_CONTENT_FIELDS[kind].partial(),
            response: { ...answers(adminNoticeResponse), 404: errorBody },
          },
          staffOnly("content.edit"),
        ),
        async (request) => {
          await updateContent(deps, staffCaller(request), kind, request.params.id, request.body);
          return { ...ok, ...notice(request, "admin.content_saved") };
        },
      );
    }
    for (const kind of ADMIN_CONTENT_CREATABLE) {
      api.post(
        `/admin/content/${kind}`,
        route(
          `Editors: add to ${kind}`,
          { body: ADMIN_CONTENT_FIELDS[kind], response: answers(adminNoticeResponse.extend({ id: z.string() })) },
          staffOnly("content.edit"),
        ),
        async (request) => {
          const id = await createContent(deps, staffCaller(request), kind, request.body);
          return { ...ok, id, ...notice(request, "admin.content_saved") };
        },
      );
    }

    // Content: the builtin blog.
    api.get(
      "/admin/blog-posts",
      route(
        "Editors: every builtin blog post, drafts included",
        { response: { 200: adminBlogPostsResponse } },
        staffOnly("content.edit"),
      ),
      async () => ({
        ...ok,
        posts: await listPosts(deps),
      }),
    );
    api.post(
      "/admin/blog-posts/preview",
      route(
        "Editors: the markdown as readers will see it",
        { body: adminPreviewBody, response: answers(adminPreviewResponse) },
        staffOnly("content.edit"),
      ),
      async (request) => ({ ...ok, html: markdownToHtml(request.body.body_markdown) }),
    );
    api.get(
      "/admin/blog-posts/:id",
      route(
        "Editors: one post with its markdown",
        { params: adminIdParams, response: { 200: adminBlogPostResponse } },
        staffOnly("content.edit"),
      ),
      async (request) => ({ ...ok, post: await getPost(deps, request.params.id) }),
    );
    const saved = (draft: boolean) => (draft ? "admin.post_saved" : "admin.post_published");
    api.post(
      "/admin/blog-posts",
      route(
        "Editors: write a post (draft, or published now)",
        { body: adminBlogPostBody, response: answers(adminBlogPostResponse) },
        staffOnly("content.edit"),
      ),
      async (request) => ({
        ...ok,
        post: await savePost(deps, staffCaller(request), undefined, request.body),
        ...notice(request, saved(request.body.draft)),
      }),
    );
    api.post(
      "/admin/blog-posts/:id",
      route(
        "Editors: change a post; draft: false publishes it",
        {
          params: adminIdParams,
          body: adminBlogPostBody,
          response: { ...answers(adminBlogPostResponse), 404: errorBody },
        },
        staffOnly("content.edit"),
      ),
      async (request) => ({
        ...ok,
        post: await savePost(deps, staffCaller(request), request.params.id, request.body),
        ...notice(request, saved(request.body.draft)),
      }),
    );
  });
}
