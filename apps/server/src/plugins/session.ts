import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { unauthorized } from "../errors.ts";
import { authenticate, type AuthenticatedSession, type IssuedSession } from "../features/auth/session-service.ts";

export const SESSION_COOKIE = "jwt";

const resolved = new WeakMap<FastifyRequest, Promise<AuthenticatedSession | undefined>>();

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim();
  return request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, session: IssuedSession): void {
  reply.setCookie(SESSION_COOKIE, session.jwt, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.env.NODE_ENV === "production",
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.env.NODE_ENV === "production",
  });
}

/** The caller's session (cookie or bearer token), resolved once per request; renews the cookie when due. */
export function optionalSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  let pending = resolved.get(request);
  if (!pending) {
    const token = tokenOf(request);
    pending = token
      ? authenticate({ db: ctx.database.db, clock: ctx.clock, secret: ctx.env.SESSION_SECRET }, token).then(
          (session) => {
            if (session?.renewed && request.cookies[SESSION_COOKIE]) setSessionCookie(ctx, reply, session.renewed);
            return session;
          },
        )
      : Promise.resolve(undefined);
    resolved.set(request, pending);
  }
  return pending;
}

/** The caller's session, or a 401. */
export async function requireSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const session = await optionalSession(ctx, request, reply);
  if (!session) throw unauthorized();
  return session;
}
