import { createShareBody, errorBody, ogSignParams, shareCreated, sharedView, shareIdParams } from "@graha/contracts";
import { SIGN_NAMES } from "@graha/jyotish/names";
import type { FastifyReply } from "fastify";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../errors.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { userRoute } from "../auth/index.ts";
import { answerCardSvg, chartCardSvg, signCardSvg } from "./cards.ts";
import { renderPng } from "./og-image.ts";
import { createShare, findShare } from "./service.ts";

/** Sharing: public links to a kundli's chart or a chat answer (the API). */
export function shareRoutes(ctx: AppContext) {
  return apiRoutes(["share"], (api, route) => {
    api.post(
      "/shares",
      userRoute(
        route(
          "Make a public link to one of the user's kundlis (chart only, unless birth_details) or chat answers",
          { body: createShareBody, response: { 200: shareCreated, 400: errorBody, 404: errorBody } },
          { rateLimit: { max: 30, timeWindow: "1 minute" } },
        ),
        async (user, request) => {
          return createShare({ db: ctx.database.db, clock: ctx.clock }, user.id, request.body);
        },
      ),
    );

    api.get(
      "/shares/:id",
      route("What a shared link shows (public)", {
        params: shareIdParams,
        response: { 200: sharedView, 400: errorBody, 404: errorBody },
      }),
      async (request, reply) => {
        void reply.header("cache-control", "public, max-age=300");
        return findShare(ctx.database.db, request.params.id);
      },
    );
  });
}

const png = (reply: FastifyReply, body: Buffer, maxAge: number) =>
  reply.type("image/png").header("cache-control", `public, max-age=${maxAge}`).send(body);

/** A sign's card, drawn once per process (twelve of them, the same all day). */
const signCards = new Map<number, Buffer>();

/**
 * Open Graph images, drawn on the server (ADR 031): `/og/horoscope/{sign}.png` (a sign card)
 * and `/og/share/{id}.png` (a shared chart or answer). Served outside /api/v1: crawlers fetch
 * them from the pages' og:image tags.
 */
export function ogRoutes(ctx: AppContext) {
  return apiRoutes(["share"], (api, route) => {
    api.get(
      "/og/horoscope/:sign.png",
      route("A sign's Open Graph card (PNG, 1200×630)", {
        params: ogSignParams,
        response: { 400: errorBody, 404: errorBody },
      }),
      async (request, reply) => {
        const index = SIGN_NAMES.findIndex((s) => s.en.toLowerCase() === request.params.sign.toLowerCase());
        if (index < 0) throw notFound();
        let card = signCards.get(index);
        if (!card) signCards.set(index, (card = renderPng(signCardSvg(index))));
        return png(reply, card, 86_400);
      },
    );

    api.get(
      "/og/share/:id.png",
      route("A shared chart's or answer's Open Graph card (PNG, 1200×630)", {
        params: shareIdParams,
        response: { 400: errorBody, 404: errorBody },
      }),
      async (request, reply) => {
        const shared = await findShare(ctx.database.db, request.params.id);
        const svg = shared.kind === "kundli" ? chartCardSvg(shared.kundli) : answerCardSvg(shared.answer);
        return png(reply, renderPng(svg), 86_400);
      },
    );
  });
}
