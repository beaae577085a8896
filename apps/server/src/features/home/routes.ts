import { consultantsResponse, errorBody, homeResponse, leadBody, leadResponse, videosResponse } from "@graha/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { notice, requestLanguage } from "../../i18n/messages.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { sessionIfAny } from "../auth/index.ts";
import * as home from "./service.ts";

/** Consultation requests one address may send in an hour: a flood guard, as for Contact Us. */
export const LEAD_LIMIT_PER_HOUR = 20;

/** Site content differs by the visitor's language: caches keep one copy per language. */
function languageContent(request: FastifyRequest, reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=60");
  reply.header("vary", "cookie, accept-language");
  return requestLanguage(request);
}

/** The home page's content, the videos, the consult page's astrologers (no login) and consultation requests. */
export function homeRoutes(ctx: AppContext) {
  return apiRoutes(["home"], (api, route) => {
    const deps = { db: ctx.database.db, clock: ctx.clock };

    api.get(
      "/home",
      route("The home page's sections: hero texts, figures, testimonials and videos, in the visitor's language", {
        response: { 200: homeResponse },
      }),
      async (request, reply) => home.homeContent(deps, languageContent(request, reply)),
    );

    api.get(
      "/videos",
      route("The vlogs section's YouTube videos, titles in the visitor's language", {
        response: { 200: videosResponse },
      }),
      async (request, reply) => ({
        status: "success" as const,
        videos: await home.videos(deps, languageContent(request, reply)),
      }),
    );

    api.get(
      "/astrologers/consultants",
      route("The consult page's astrologers: photo, rating, specialisation, bio, experience, languages, testimonials", {
        response: { 200: consultantsResponse },
      }),
      async (request, reply) => ({
        status: "success" as const,
        consultants: await home.consultants(deps, languageContent(request, reply)),
      }),
    );

    api.post(
      "/leads",
      route(
        "Ask for a consultation with an astrologer (name and mobile required; email, birth place, date and time optional)",
        { body: leadBody, response: { 200: leadResponse, 400: errorBody, 429: errorBody } },
        { auth: "optional", rateLimit: { max: LEAD_LIMIT_PER_HOUR, timeWindow: "1 hour" } },
      ),
      async (request) => {
        await home.receiveLead(deps, request.body, {
          userId: sessionIfAny(request)?.user.id ?? null,
          language: requestLanguage(request),
        });
        return { status: "success" as const, ...notice(request, "leads.received") };
      },
    );
  });
}
