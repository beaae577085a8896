import { createShareBody, errorBody, ogSignParams, shareCreated, sharedView, shareIdParams } from "@graha/contracts";
import { SIGN_NAMES } from "@graha/jyotish/names";
import type { FastifyReply } from "fastify";
import type { z } from "zod";
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

const png = (reply: FastifyReply, body: Buffer) =>
  reply.type("image/png").header("cache-control", "public, max-age=86400").send(body);

/** A sign's card, drawn once per process (twelve of them, the same all day). */
const signCards = new Map<number, Buffer>();

/**
 * Open Graph images, drawn on the server (ADR 031): `/og/horoscope/{sign}.png` (a sign card)
 * and `/og/share/{id}.png` (a shared chart or answer). Served outside /api/v1: crawlers fetch
 * them from the pages' og:image tags.
 */
export function ogRoutes(ctx: AppContext) {
  return apiRoutes(["share"], (api, route) => {
    /** A card (PNG, 1200×630) drawn from the path's validated `params`, cached for a day. */
    const card = <P extends z.ZodType>(
      path: string,
      what: string,
      params: P,
      draw: (params: z.output<P>) => Promise<Buffer>,
    ) =>
      api.get(
        path,
        route(`${what} Open Graph card (PNG, 1200×630)`, {
          params: params as z.ZodType,
          response: { 400: errorBody, 404: errorBody },
        }),
        async (request, reply) => png(reply, await draw(request.params as z.output<P>)),
      );

    card("/og/horoscope/:sign.png", "A sign's", ogSignParams, async ({ sign }) => {
      const index = SIGN_NAMES.findIndex((s) => s.en.toLowerCase() === sign.toLowerCase());
      if (index < 0) throw notFound();
      let drawn = signCards.get(index);
      if (!drawn) signCards.set(index, (drawn = renderPng(signCardSvg(index))));
      return drawn;
    });

    card("/og/share/:id.png", "A shared chart's or answer's", shareIdParams, async ({ id }) => {
      const shared = await findShare(ctx.database.db, id);
      return renderPng(shared.kind === "kundli" ? chartCardSvg(shared.kundli) : answerCardSvg(shared.answer));
    });
  });
}
