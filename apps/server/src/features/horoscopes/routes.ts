// The rate-limit plugin's route option (registered in app.ts).
import type {} from "@fastify/rate-limit";
import { errorBody, horoscopeParams, horoscopeQuery, horoscopeResponse } from "@graha/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { requestLanguage } from "../../i18n/messages.ts";
import { routeDoc } from "../../lib/route-doc.ts";
import { horoscopeService } from "./service.ts";

/** Sign horoscopes: no login, the same for everyone, cached in the database. */
export function horoscopeRoutes(ctx: Pick<AppContext, "clock" | "database">) {
  return async (app: FastifyInstance) => {
    const service = horoscopeService({ db: ctx.database.db, clock: ctx.clock });
    app.withTypeProvider<ZodTypeProvider>().get(
      "/horoscopes/:sign",
      routeDoc(["horoscopes"])(
        "A Moon sign's daily, weekly, monthly or yearly horoscope: six category scores with text and reason, lucky items",
        {
          params: horoscopeParams,
          querystring: horoscopeQuery,
          response: { 200: horoscopeResponse, 400: errorBody },
        },
        { rateLimit: { max: 240, timeWindow: "1 minute" } },
      ),
      async (request, reply) => {
        const { period = "daily", date, lang = requestLanguage(request) } = request.query;
        const reading = await service.reading({ sign: request.params.sign, period, date, lang });
        // With a date and a language the answer depends on the URL alone, so shared caches may
        // keep it; otherwise it follows the clock and the caller's language (no-store, the default).
        if (date !== undefined && request.query.lang !== undefined)
          reply.header("cache-control", "public, max-age=3600");
        return reading;
      },
    );
  };
}
