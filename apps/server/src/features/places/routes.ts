import { errorBody, placesQuery, placesResponse } from "@graha/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { routeDoc } from "../../lib/route-doc.ts";

/** Birth-place search for the kundli form's autocomplete (no login needed). */
export function placesRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        "/places",
        routeDoc(["places"])(
          "Find birth places by name: up to 10, Indian places and bigger towns first",
          { querystring: placesQuery, response: { 200: placesResponse, 400: errorBody } },
          { rateLimit: { max: 120, timeWindow: "1 minute" } },
        ),
        async (request, reply) => {
          reply.header("cache-control", "public, max-age=86400");
          return { places: await ctx.places.search(request.query.q, 10) };
        },
      );
  };
}
