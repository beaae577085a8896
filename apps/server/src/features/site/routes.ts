import { companyResponse, contactBody, contactResponse, errorBody } from "@graha/contracts";
import type { AppContext } from "../../context.ts";
import { notice, requestLanguage } from "../../i18n/messages.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import * as site from "./service.ts";

/** Contact Us messages one address may send in an hour: a flood guard, high enough for a carrier NAT. */
export const CONTACT_LIMIT_PER_HOUR = 20;

/** The company details (no login) and the Contact Us form (no login). */
export function siteRoutes(ctx: AppContext) {
  return apiRoutes(["site"], (api, route) => {
    api.get(
      "/company",
      route("The company's name, address, GSTIN and grievance officer, from configuration", {
        response: { 200: companyResponse },
      }),
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=300");
        return site.companyDetails(ctx.env);
      },
    );

    api.post(
      "/contact",
      route(
        "Send a message to support (name, a mobile number or email to reply to, the message)",
        { body: contactBody, response: { 200: contactResponse, 400: errorBody, 429: errorBody } },
        { rateLimit: { max: CONTACT_LIMIT_PER_HOUR, timeWindow: "1 hour" } },
      ),
      async (request) => {
        await site.receiveContactMessage(
          { db: ctx.database.db, clock: ctx.clock },
          request.body,
          requestLanguage(request),
        );
        return { status: "success" as const, ...notice(request, "contact.received") };
      },
    );
  });
}
