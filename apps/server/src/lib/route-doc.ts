import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/**
 * Route options from what varies between routes, for a feature's OpenAPI tags:
 * `route("Questions left", { response: { 200: balanceResponse } }, { auth: "required" })`.
 */
export function routeDoc(tags: string[]) {
  return <const S extends Omit<FastifySchema, "tags" | "summary">, const C extends FastifyContextConfig = object>(
    summary: string,
    schema: S,
    config?: C,
  ) => ({ schema: { tags, summary, ...schema }, config: (config ?? {}) as C });
}

/** The app with routes typed by their zod schemas. */
export type ZodApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature's routes as a Fastify plugin: `declare` adds them to the zod-typed app, documenting them with `route` under the feature's tags. */
export function apiRoutes(tags: string[], declare: (api: ZodApi, route: ReturnType<typeof routeDoc>) => void) {
  return async (app: FastifyInstance) => {
    declare(app.withTypeProvider<ZodTypeProvider>(), routeDoc(tags));
  };
}
