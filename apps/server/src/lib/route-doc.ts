import type { FastifyContextConfig, FastifySchema } from "fastify";

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
