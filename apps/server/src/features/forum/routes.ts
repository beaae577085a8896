import {
  AVATAR_IDS,
  avatarListResponse,
  avatarPath,
  commentBody,
  commentCreatedResponse,
  commentParams,
  discussionBody,
  discussionCreatedResponse,
  discussionDetailResponse,
  discussionListResponse,
  discussionParams,
  forumCheckBody,
  forumCheckResponse,
  forumHandleBody,
  forumListQuery,
  forumNoticeResponse,
  forumProfileBody,
  forumProfileQuery,
  forumProfileResponse,
  notificationListResponse,
  notificationParams,
  redeemBody,
  redeemHeaders,
  redeemHistoryResponse,
  redeemResponse,
  reportBody,
  voteBody,
  verifyEmailQuery,
  voteResponse,
} from "@graha/contracts";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { notice, renderNotice, requestLanguage } from "../../i18n/messages.ts";
import { newId } from "../../lib/ids.ts";
import { apiRoutes, errors } from "../../lib/route-doc.ts";
import { sessionIfAny, signedIn, userAction, userRoute } from "../auth/index.ts";
import { checkDraft } from "./check.ts";
import { deviceCookie, deviceOf } from "./device.ts";
import { sendVerificationLink, verifyEmail } from "./email-verification.ts";
import { forumModerator } from "./moderation-policy.ts";
import { moderationRoutes } from "./moderation-routes.ts";
import * as forum from "./service.ts";

const optionalAuth = { auth: "optional" } as const;
const refused = errors(400, 401, 403, 404, 409, 429);
const noticeOrRefused = { 200: forumNoticeResponse, ...refused };

/** What the forum's services need, from the app's context. */
export const forumDepsOf = (ctx: AppContext): forum.ForumDeps => ({
  db: ctx.database.db,
  dialect: ctx.database.dialect,
  clock: ctx.clock,
  secret: ctx.env.SESSION_SECRET,
  firstDayLimits: { discussions: ctx.env.FORUM_FIRST_DAY_POSTS, comments: ctx.env.FORUM_FIRST_DAY_COMMENTS },
});

/** AstroHub: handles and profiles, discussions, comments, votes, reports, points and notifications. */
export function forumRoutes(ctx: AppContext) {
  return apiRoutes(["forum"], (api, route) => {
    const deps = forumDepsOf(ctx);
    const mailDeps = { ...deps, mail: ctx.mail };
    api.addHook("onRequest", deviceCookie(ctx.env.NODE_ENV === "production"));

    /** Mails a verification link for the caller's (new) email; a mail that fails is logged, the save stands. */
    const mailLink = async (request: FastifyRequest, emailChanged: boolean) => {
      if (!emailChanged) return;
      const handle = await forum.ownHandle(deps, signedIn(request).user.id);
      const origin = `${request.protocol}://${request.headers.host ?? "localhost"}`;
      try {
        await sendVerificationLink(mailDeps, handle, origin, requestLanguage(request));
      } catch (error) {
        request.log.warn({ err: error }, "the email verification mail could not be sent");
      }
    };

    const registering = { body: forumHandleBody, response: noticeOrRefused };
    api.post(
      "/forum/handle",
      userAction(
        route("Register the caller's forum handle (user name, email, default kundli)", registering),
        async (user, request) => {
          await mailLink(request, await forum.registerHandle(deps, user, request.body));
          return "forum.handle_saved";
        },
      ),
    );

    const listing = { querystring: forumListQuery, response: { 200: discussionListResponse, ...errors(400) } };
    api.get(
      "/forum/discussions",
      route("Discussions, newest first or ranked by a search, a page at a time", listing),
      async (request) => ({ status: "success" as const, ...(await forum.listDiscussions(deps, request.query)) }),
    );

    const starting = { body: discussionBody, response: { 200: discussionCreatedResponse, ...refused } };
    api.post(
      "/forum/discussions",
      userRoute(
        route("Start a discussion (tagged from the author's default kundli)", starting),
        async (user, request) => {
          const made = await forum.createDiscussion(deps, user, request.body, deviceOf(request));
          const said = made.held ? "forum.held_for_review" : "forum.discussion_created";
          return { status: "success" as const, did: made.id, ...notice(request, said) };
        },
      ),
    );

    const showing = { params: discussionParams, response: { 200: discussionDetailResponse, ...errors(404) } };
    api.get(
      "/forum/discussions/:did",
      route("A discussion and its comments", showing, optionalAuth),
      async (request) => ({
        status: "success" as const,
        ...(await forum.discussionDetail(deps, sessionIfAny(request)?.user, request.params.did)),
      }),
    );

    const editing = { params: discussionParams, body: discussionBody, response: noticeOrRefused };
    api.put(
      "/forum/discussions/:did",
      userAction(route("Edit one's own discussion", editing), async (user, { params, body }) => {
        await forum.updateDiscussion(deps, user, params.did, body);
        return "forum.discussion_updated";
      }),
    );

    const deleting = { params: discussionParams, response: noticeOrRefused };
    api.delete(
      "/forum/discussions/:did",
      userAction(
        route("Delete one's own discussion (its points are taken back)", deleting),
        async (user, { params }) => {
          await forum.deleteDiscussion(deps, user, params.did);
          return "forum.discussion_deleted";
        },
      ),
    );

    const commenting = {
      params: discussionParams,
      body: commentBody,
      response: { 200: commentCreatedResponse, ...refused },
    };
    api.post(
      "/forum/discussions/:did/comments",
      userRoute(route("Comment on a discussion", commenting), async (user, request) => {
        const made = await forum.addComment(deps, user, request.params.did, request.body.comment, deviceOf(request));
        const said = made.held ? "forum.held_for_review" : "forum.comment_added";
        return { status: "success" as const, cid: made.id, ...notice(request, said) };
      }),
    );

    api.delete(
      "/forum/comments/:cid",
      userAction(
        route("Delete one's own comment", { params: commentParams, response: noticeOrRefused }),
        async (user, { params }) => {
          await forum.deleteComment(deps, user, params.cid);
          return "forum.comment_deleted";
        },
      ),
    );

    const voting = { body: voteBody, response: { 200: voteResponse, ...refused } };
    api.post(
      "/forum/votes",
      userRoute(
        route("Vote on a discussion or comment: the same vote again removes it, the other flips it", voting),
        async (user, request) => {
          const result = await forum.vote(deps, user, request.body, deviceOf(request));
          const said =
            result.vote === null ? "forum.vote_removed" : result.vote === 1 ? "forum.vote_up" : "forum.vote_down";
          return { status: "success" as const, ...result, ...notice(request, said) };
        },
      ),
    );

    api.post(
      "/forum/reports",
      userAction(
        route("Report a discussion or comment to the moderators", { body: reportBody, response: noticeOrRefused }),
        async (user, { body }) => {
          await forum.report(deps, user, body);
          return "forum.reported";
        },
      ),
    );

    const profile = { querystring: forumProfileQuery, response: { 200: forumProfileResponse, ...errors(404) } };
    api.get(
      "/forum/profile",
      route("A forum profile by uid (the caller's own when absent)", profile, optionalAuth),
      async (request) => {
        const viewer = sessionIfAny(request)?.user;
        const profile = await forum.profileOf(deps, viewer, request.query.uid);
        const own = profile.is_owner
          ? { is_moderator: (await forumModerator(ctx.database.db, ctx.env, viewer)) !== undefined }
          : {};
        return { status: "success" as const, profile: { ...profile, ...own } };
      },
    );

    api.put(
      "/forum/profile",
      userAction(
        route("Edit one's forum profile", { body: forumProfileBody, response: noticeOrRefused }),
        async (user, request) => {
          await mailLink(request, await forum.updateProfile(deps, user, request.body));
          return "forum.profile_updated";
        },
      ),
    );

    moderationRoutes(deps, api, route);

    const checking = { body: forumCheckBody, response: { 200: forumCheckResponse, ...refused } };
    api.post(
      "/forum/check",
      userRoute(
        route(
          "Check with AI: a draft read against the author's own chart and the forum's rules (free, a few a day)",
          checking,
        ),
        async (user, request) => {
          const language = requestLanguage(request);
          const checked = await checkDraft(deps, user, request.body);
          const said = checked.suggestions.length === 0 ? "forum.check_clean" : "forum.check_found";
          return {
            status: "success" as const,
            suggestions: checked.suggestions.map((s) => ({
              kind: s.kind,
              text: s.text,
              message: renderNotice(language, s.message).message,
            })),
            checks_left: checked.checksLeft,
            ...notice(request, said),
          };
        },
      ),
    );

    api.get(
      "/avatars",
      route("The avatars a profile may choose, male then female", { response: { 200: avatarListResponse } }),
      async () => ({
        status: "success" as const,
        avatars: AVATAR_IDS.map((id) => ({
          id,
          gender: id.startsWith("m") ? ("Male" as const) : ("Female" as const),
          url: avatarPath(id),
        })),
      }),
    );

    api.get(
      "/forum/verify-email",
      route("The link in the verification mail: verifies the email once, then back to the profile with a notice", {
        querystring: verifyEmailQuery,
      }),
      async (request, reply) => {
        const verified = await verifyEmail(mailDeps, request.query.token);
        reply.header("cache-control", "no-store");
        return reply.redirect(`/profile?email=${verified ? "verified" : "link_invalid"}`, 303);
      },
    );

    const redeeming = {
      body: redeemBody,
      headers: redeemHeaders,
      response: { 200: redeemResponse, ...errors(402), ...refused },
    };
    api.post(
      "/forum/redeem",
      userRoute(route("Redeem points for Oracle questions (100 points each)", redeeming), async (user, request) => {
        const key = request.headers["idempotency-key"] ?? newId();
        const done = await forum.redeem(deps, user, request.body.points, key);
        return {
          status: "success" as const,
          transaction_id: done.transactionId,
          points_redeemed: done.points,
          questions_added: done.questions,
          ...notice(request, { code: "forum.redeemed", params: { points: done.points } }),
        };
      }),
    );

    api.get(
      "/forum/redeem-history",
      userRoute(
        route("Points the caller redeemed, newest first", { response: { 200: redeemHistoryResponse } }),
        async (user, request) => {
          const transactions = await forum.redeemHistory(deps, user.id);
          const empty =
            transactions.length === 0 ? renderNotice(requestLanguage(request), "wallet.no_record") : { message: "" };
          return { status: "success" as const, transactions, ...empty };
        },
      ),
    );

    api.get(
      "/notifications",
      userRoute(
        route("The caller's notifications, newest first", { response: { 200: notificationListResponse } }),
        async (user, request) => {
          const language = requestLanguage(request);
          const notifications = await forum.notificationsOf(deps, user.id, language);
          const empty = notifications.length === 0 ? renderNotice(language, "forum.no_notifications") : { message: "" };
          return { status: "success" as const, notifications, ...empty };
        },
      ),
    );

    const marking = { params: notificationParams, response: { 200: forumNoticeResponse, ...errors(404) } };
    api.post(
      "/notifications/:id/seen",
      userAction(route("Mark a notification seen", marking), async (user, { params }) => {
        await forum.markSeen(deps, user.id, params.id);
        return "forum.notification_seen";
      }),
    );
  });
}
