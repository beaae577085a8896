// The cookie plugin's request and reply types (registered in app.ts).
import type {} from "@fastify/cookie";
import { errorBody } from "@graha/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { actionRoute, callerRoute } from "../../lib/route-doc.ts";
import { unauthorized } from "../../errors.ts";
import { SESSION_COOKIE, sessionTokenOf, setSessionCookie } from "./session-cookie.ts";
import { authenticate, verifiedClaims, type AuthenticatedSession } from "./session-service.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Who may call the route: "required" answers 401 without a session (and lists the 401
     * in the OpenAPI document); "optional" resolves the session when there is one.
     */
    auth?: "required" | "optional";
  }
}

/** The config of a route only a signed-in caller may use. */
export const signedInOnly = { auth: "required" } as const;

/**
 * A route only a signed-in caller may use, as the options (handler included) of `api.get` and
 * the like: the documented `route(…)` options made `auth: "required"`, and a handler given the
 * caller's user first, `api.get("/wheel", userRoute(route("…", schema), (user) => …))`.
 */
export const userRoute = callerRoute((request) => signedIn(request).user, signedInOnly);

/**
 * A signed-in action that answers with its success notice alone: the handler acts for the user
 * and returns what to say, `userAction(route("…", schema), async (user) => { …; return "chat.deleted"; })`.
 */
export const userAction = actionRoute((request) => signedIn(request).user, signedInOnly);

const sessions = new WeakMap<FastifyRequest, AuthenticatedSession>();

async function resolveSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const token = sessionTokenOf(request);
  if (!token) return undefined;
  const session = await authenticate({ db: ctx.database.db, clock: ctx.clock, secret: ctx.env.SESSION_SECRET }, token);
  // Only a cookie is renewed: a bearer client keeps the token it was given.
  if (session?.renewed && request.cookies[SESSION_COOKIE]) setSessionCookie(ctx, reply, session.renewed);
  return session;
}

/**
 * Resolves the caller's session for a route that checks access itself (the staff gate, which
 * must refuse before the body is validated), and remembers it for `sessionIfAny`.
 */
export async function readSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const session = await resolveSession(ctx, request, reply);
  if (session) sessions.set(request, session);
  return session;
}

/**
 * Reads each route's `config.auth` as it is declared: such a route resolves the caller's
 * session before its handler runs, and a required one gets the 401 answer in its schema
 * and the session schemes in its OpenAPI security. Register before the feature routes.
 */
export function registerRouteAuth(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("onRoute", (route) => {
    const mode = route.config?.auth;
    if (!mode) return;
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await resolveSession(ctx, request, reply);
      if (session) sessions.set(request, session);
      else if (mode === "required") throw unauthorized();
    };
    const own = route.preHandler;
    route.preHandler = [guard, ...(own ? (Array.isArray(own) ? own : [own]) : [])];
    if (mode === "required") {
      const schema = route.schema ?? {};
      const response = (schema.response ?? {}) as Record<string, unknown>;
      route.schema = {
        ...schema,
        security: [{ cookie: [] }, { bearer: [] }],
        response: { ...response, 401: errorBody },
      };
    }
  });
}

/** The signed-in caller of a route declared with `config: { auth: "required" }`. */
export function signedIn(request: FastifyRequest): AuthenticatedSession {
  const session = sessions.get(request);
  if (!session) throw unauthorized();
  return session;
}

/** The caller's session on a route declared with `config: { auth: "optional" }`, if any. */
export const sessionIfAny = (request: FastifyRequest): AuthenticatedSession | undefined => sessions.get(request);

/**
 * The key route rate limits count by: the signed-in user (a token signed by us names them,
 * so nobody can spend another's budget), else the address. Users behind one carrier NAT
 * address each get their own chat, checkout and wheel limits; anonymous calls share the IP's.
 */
export function rateLimitKey(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<string> => {
    const token = sessionTokenOf(request);
    const claims = token
      ? await verifiedClaims({ clock: ctx.clock, secret: ctx.env.SESSION_SECRET }, token)
      : undefined;
    return claims ? `user:${claims.sub}` : `ip:${request.ip}`;
  };
}
