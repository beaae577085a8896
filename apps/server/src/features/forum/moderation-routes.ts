import {
  forumNoticeResponse,
  moderationItemParams,
  moderationQueueResponse,
  moderationUserParams,
  silenceBody,
} from "@graha/contracts";
import { notice } from "../../i18n/messages.ts";
import { errors, type ZodApi, type routeDoc } from "../../lib/route-doc.ts";
import { staffCaller, staffOnly } from "../../staff/caller.ts";
import { moderationQueue, removeItem, restoreItem, silenceUser } from "./moderation.ts";
import type { ForumDeps } from "./service.ts";

// Moderator routes, behind the staff gate (ADR 033): to anyone else (signed in or not) they
// answer 404, as if they did not exist, before the request is read.
const moderatorOnly = staffOnly("forum.moderate");
const answers = { 200: forumNoticeResponse, ...errors(400, 404) };

export function moderationRoutes(deps: ForumDeps, api: ZodApi, route: ReturnType<typeof routeDoc>): void {
  api.get(
    "/forum/moderation",
    route(
      "Moderators: the review queue (hidden and reported posts and comments, with the reports)",
      { response: { 200: moderationQueueResponse, ...errors(404) } },
      moderatorOnly,
    ),
    async () => ({ status: "success" as const, items: await moderationQueue(deps) }),
  );

  const itemActions = {
    restore: {
      summary: "Moderators: restore a hidden or reported post or comment (shown again; earlier reports dismissed)",
      run: restoreItem,
      said: "forum.moderation_restored",
    },
    remove: {
      summary: "Moderators: remove a post or comment for good (its points taken back, its author told)",
      run: removeItem,
      said: "forum.moderation_removed",
    },
  } as const;
  for (const [action, { summary, run, said }] of Object.entries(itemActions)) {
    api.post(
      `/forum/moderation/:kind/:id/${action}`,
      route(summary, { params: moderationItemParams, response: answers }, moderatorOnly),
      async (request) => {
        const actor = staffCaller(request);
        await run(deps, actor, request.params.kind, request.params.id);
        return { status: "success" as const, ...notice(request, said) };
      },
    );
  }

  api.post(
    "/forum/moderation/users/:uid/silence",
    route(
      "Moderators: silence a member for 1, 3, 7 or 30 days (no posts, comments or votes)",
      { params: moderationUserParams, body: silenceBody, response: answers },
      moderatorOnly,
    ),
    async (request) => {
      const actor = staffCaller(request);
      const done = await silenceUser(deps, actor, request.params.uid, request.body.days, request.body.reason);
      return { status: "success" as const, ...notice(request, { code: "forum.moderation_silenced", params: done }) };
    },
  );
}
