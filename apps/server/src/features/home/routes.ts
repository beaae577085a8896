import { consultantsResponse, errorBody, homeResponse, leadBody, leadResponse, videosResponse } from "@graha/contracts";
import type { MessageLanguage } from "@graha/contracts/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
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

    /** A page's content in the visitor's language: `read` answers what `response` describes. */
    const content = <S extends z.ZodType>(
      path: string,
      summary: string,
      response: S,
      read: (language: MessageLanguage) => Promise<z.output<S>>,
    ) =>
      api.get(path, route(summary, { response: { 200: response as z.ZodType } }), async (request, reply) =>
        read(languageContent(request, reply)),
      );

    content(
      "/home",
      "The home page's sections: hero texts, figures, testimonials and videos, in the visitor's language",
      homeResponse,
      (language) => home.homeContent(deps, language),
    );
    content(
      "/videos",
      "The vlogs section's YouTube videos, titles in the visitor's language",
      videosResponse,
      async (language) => ({ status: "success" as const, videos: await home.videos(deps, language) }),
    );
    content(
      "/astrologers/consultants",
      "The consult page's astrologers: photo, rating, specialisation, bio, experience, languages, testimonials",
      consultantsResponse,
      async (language) => ({ status: "success" as const, consultants: await home.consultants(deps, language) }),
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
