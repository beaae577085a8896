import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/** "localhost:80" and "localhost" are the same host for an http origin. */
function normalizedHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).host;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery defence for the cookie session (ADR 003): the cookie is
 * SameSite=Lax, bodies must be JSON (a cross-site form cannot send that without a CORS
 * preflight we never grant), and a state-changing request whose browser says it came
 * from another site is refused.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site") throw new AppError("forbidden", "http.cross_site");
    const origin = request.headers.origin;
    if (origin && origin !== "null") {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError("forbidden", "http.cross_site");
      }
      if (originHost !== normalizedHost(request.headers.host)) throw new AppError("forbidden", "http.cross_site");
    } else if (origin === "null") {
      throw new AppError("forbidden", "http.cross_site");
    }
  });
}
