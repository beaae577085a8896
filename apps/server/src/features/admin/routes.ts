import type { AppContext } from "../../context.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { blogRoutes } from "./blog-routes.ts";
import { contentRoutes } from "./content-routes.ts";
import { paymentsRoutes } from "./payments-routes.ts";
import { reviewsRoutes } from "./reviews-routes.ts";
import { staffRoutes } from "./staff-routes.ts";
import { usersRoutes } from "./users-routes.ts";

/** The operations console's API (ADR 033): every route gated by one permission of the staff policy. */
export function adminRoutes(ctx: AppContext) {
  return apiRoutes(["admin"], (api, route) => {
    const area = { api, route, ctx, deps: { db: ctx.database.db, clock: ctx.clock } };
    for (const declare of [staffRoutes, usersRoutes, paymentsRoutes, reviewsRoutes, contentRoutes, blogRoutes]) {
      declare(area);
    }
  });
}
