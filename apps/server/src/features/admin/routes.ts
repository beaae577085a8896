import type { AppContext } from "../../context.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { paymentsRoutes, reviewsRoutes, staffRoutes, usersRoutes } from "./console-routes.ts";
import { blogRoutes, contentRoutes } from "./content-routes.ts";

/** The operations console's API (ADR 033): every route gated by one permission of the staff policy. */
export function adminRoutes(ctx: AppContext) {
  return apiRoutes(["admin"], (api, route) => {
    const area = { api, route, ctx, deps: { db: ctx.database.db, clock: ctx.clock } };
    for (const declare of [staffRoutes, usersRoutes, paymentsRoutes, reviewsRoutes, contentRoutes, blogRoutes]) {
      declare(area);
    }
  });
}
