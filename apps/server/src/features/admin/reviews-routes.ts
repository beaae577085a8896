import {
  adminAuditQuery,
  adminAuditResponse,
  adminDashboardResponse,
  adminLeadBody,
  adminLeadParams,
  adminLeadsQuery,
  adminLeadsResponse,
  adminModerationResponse,
  adminReasonBody,
  adminRepliesResponse,
  moderationItemParams,
  moderationUserParams,
  silenceBody,
} from "@graha/contracts";
import { z } from "zod";
import { staffAction, staffOnly } from "../../staff/caller.ts";
import { forumDepsOf, moderationQueue, removeItem, restoreItem, silenceUser } from "../forum/index.ts";
import { answers, notices, noticesOrNotFound, ok, type AdminArea } from "./admin-route.ts";
import { auditEntries, dashboard, leadsCsv, listLeads, repliesToReview, updateLead } from "./reviews.ts";

/** What staff review: AI replies, the AstroHub queue, leads and messages, the dashboard and the audit log. */
export function reviewsRoutes({ api, route, ctx, deps }: AdminArea) {
  api.get(
    "/admin/replies",
    route(
      "Support: replies marked thumbs-down and replies the guard changed",
      { response: { 200: adminRepliesResponse } },
      staffOnly("replies.read"),
    ),
    async () => ({ ...ok, replies: await repliesToReview(deps) }),
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
  api.post(
    "/admin/moderation/users/:uid/silence",
    staffAction(
      route(
        "Moderators: silence a member for 1, 3, 7 or 30 days",
        { params: moderationUserParams, body: silenceBody, response: notices },
        staffOnly("forum.moderate"),
      ),
      async (me, { params, body }) => ({
        code: "forum.moderation_silenced",
        params: await silenceUser(forumDeps, me, params.uid, body.days, body.reason),
      }),
    ),
  );

  // Leads and contact messages.
  api.get(
    "/admin/leads",
    route(
      "Support: consultation leads and contact messages",
      { querystring: adminLeadsQuery, response: answers(adminLeadsResponse) },
      staffOnly("leads.manage"),
    ),
    async (request) => ({ ...ok, leads: await listLeads(deps, request.query) }),
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
    staffAction(
      route(
        "Support: a lead's or message's status and notes",
        { params: adminLeadParams, body: adminLeadBody, response: noticesOrNotFound },
        staffOnly("leads.manage"),
      ),
      async (me, { params, body }) => {
        await updateLead(deps, me, params.kind, params.id, body);
        return "admin.lead_saved";
      },
    ),
  );

  api.get(
    "/admin/dashboard",
    route(
      "Staff: the last 30 days, per day",
      { response: { 200: adminDashboardResponse } },
      staffOnly("dashboard.read"),
    ),
    async () => ({ ...ok, days: await dashboard(deps) }),
  );
  api.get(
    "/admin/audit",
    route(
      "Admins: the audit log, filtered by actor, target or action",
      { querystring: adminAuditQuery, response: answers(adminAuditResponse) },
      staffOnly("audit.read"),
    ),
    async (request) => ({ ...ok, entries: await auditEntries(deps, request.query) }),
  );
}
