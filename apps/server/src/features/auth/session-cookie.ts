// The cookie plugin's request and reply types (registered in app.ts).
import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import type { IssuedSession } from "./session-service.ts";

export const SESSION_COOKIE = "jwt";

/** The session token a request carries: a bearer header (mobile apps) or the cookie (the web app). */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim();
  return request.cookies[SESSION_COOKIE];
}

const cookieOptions = (ctx: AppContext) =>
  ({ path: "/", httpOnly: true, sameSite: "lax", secure: ctx.env.NODE_ENV === "production" }) as const;

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, session: IssuedSession): void {
  reply.setCookie(SESSION_COOKIE, session.jwt, { ...cookieOptions(ctx), expires: session.expiresAt });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
}
