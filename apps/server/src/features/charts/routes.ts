// The rate-limit plugin's route option (registered in app.ts).
import type {} from "@fastify/rate-limit";
import {
  birthInput,
  chartQuery,
  chartResponse,
  errorBody,
  matchingBody,
  matchingResponse,
  panchangQuery,
  panchangResponse,
} from "@graha/contracts";
import { apiRoutes } from "../../lib/route-doc.ts";
import type { AppContext } from "../../context.ts";
import { presentChart, presentMangalDosha } from "./chart-presenter.ts";
import { chartOfBirth, matchBirths, panchangOfDay, transitOf } from "./chart-service.ts";

/** Charts, matching and panchang: pure computation, no login, no storage. */
export function chartRoutes(ctx: Pick<AppContext, "clock">) {
  return apiRoutes(["astrology"], (api, route) => {
    const rateLimit = { max: 120, timeWindow: "1 minute" };

    api.post(
      "/charts",
      route(
        "The Vedic birth chart of a local birth time and place",
        { body: birthInput, querystring: chartQuery, response: { 200: chartResponse, 400: errorBody } },
        { rateLimit },
      ),
      async (request) => {
        const { chart, timezone } = chartOfBirth(request.body, "", request.query.dashaDepth);
        return presentChart(chart, timezone, transitOf(chart, ctx.clock.now()));
      },
    );

    api.post(
      "/matching",
      route(
        "Ashtakoota guna milan (36 points) and Mangal dosha of two births",
        { body: matchingBody, response: { 200: matchingResponse, 400: errorBody } },
        { rateLimit },
      ),
      async (request) => {
        const { milan, groom, bride, mangal } = matchBirths(request.body.groom, request.body.bride);
        return {
          totalPoints: milan.totalPoints,
          maxPoints: 36 as const,
          kootas: milan.kootas.map((k) => ({ ...k })),
          bhakootDosha: { ...milan.bhakootDosha },
          nadiDosha: { ...milan.nadiDosha },
          mangalDosha: {
            groom: presentMangalDosha(groom.mangalDosha),
            bride: presentMangalDosha(bride.mangalDosha),
            compatible: mangal.compatible,
            reason: mangal.reason,
          },
        };
      },
    );

    api.get(
      "/panchang",
      route(
        "Panchang of a date at a place: tithi, vara, nakshatra, yoga, karana, sunrise, Rahu kalam",
        { querystring: panchangQuery, response: { 200: panchangResponse, 400: errorBody } },
        { rateLimit },
      ),
      async (request, reply) => {
        reply.header("cache-control", "public, max-age=3600");
        return structuredClone(panchangOfDay(request.query));
      },
    );
  });
}
