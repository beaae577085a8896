import { errorBody } from "@graha/contracts";
import type { Message, PlainMessageCode } from "@graha/contracts/messages";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from "fastify";
import type { ResolveFastifyReplyReturnType } from "fastify/types/type-provider.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notice } from "../i18n/messages.ts";

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

/**
 * A route's error answers, each the shared error body, to spread into its response map:
 * `response: { 200: balanceResponse, ...errors(404, 409) }`.
 */
export function errors<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((code) => [code, errorBody])) as { [K in C[number]]: typeof errorBody };
}

/** The `route(summary, schema, config?)` of a feature, documenting under its tags. */
export type RouteDoc = ReturnType<typeof routeDoc>;

/** The app with routes typed by their zod schemas. */
export type ZodApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature's routes as a Fastify plugin: `declare` adds them to the zod-typed app, documenting them with `route` under the feature's tags. */
export function apiRoutes(tags: string[], declare: (api: ZodApi, route: RouteDoc) => void) {
  return async (app: FastifyInstance) => {
    declare(app.withTypeProvider<ZodTypeProvider>(), routeDoc(tags));
  };
}

/** A request as the zod type provider types it from the route's schema `S`. */
export type ZodRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
/** A reply as the zod type provider types it from the route's schema `S`. */
export type ZodReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
/** What a handler of a route with schema `S` may return. */
type Answer<S extends FastifySchema> = ResolveFastifyReplyReturnType<ZodTypeProvider, S, RouteGenericInterface>;

/** What an action says when it went through: a message code, or a code with its parameters. */
export type Said = Message | PlainMessageCode;

/**
 * Route options (handler included) for `api.get` and the like whose handler is given who calls
 * first: `callerOf` reads them from the request, `config` is added to the route's own
 * (`userRoute` is this with the signed-in user, `staffRoute` with the staff caller).
 */
export function callerRoute<Caller, const Extra extends FastifyContextConfig>(
  callerOf: (request: FastifyRequest) => Caller,
  config: Extra,
) {
  return <const S extends FastifySchema, const C extends FastifyContextConfig>(
    options: { schema: S; config: C },
    handler: (caller: Caller, request: ZodRequest<S>, reply: ZodReply<S>) => Answer<S>,
  ) => ({
    schema: options.schema,
    config: { ...options.config, ...config },
    handler: (request: ZodRequest<S>, reply: ZodReply<S>) => handler(callerOf(request), request, reply),
  });
}

/**
 * Like `callerRoute`, for an action whose answer is its success notice alone: the handler acts
 * for the caller and returns what to say, `{ status: "success", message, message_code, params? }`.
 */
export function actionRoute<Caller, const Extra extends FastifyContextConfig>(
  callerOf: (request: FastifyRequest) => Caller,
  config: Extra,
) {
  return <const S extends FastifySchema, const C extends FastifyContextConfig>(
    options: { schema: S; config: C },
    act: (caller: Caller, request: ZodRequest<S>) => Promise<Said>,
  ) => ({
    schema: options.schema,
    config: { ...options.config, ...config },
    handler: async (request: ZodRequest<S>) => ({
      status: "success" as const,
      ...notice(request, await act(callerOf(request), request)),
    }),
  });
}
