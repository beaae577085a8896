import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { AppError } from "../errors.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the Authorization header carries `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * Prometheus metrics: process defaults plus request durations by route and status, at GET
 * /metrics. With a token (METRICS_TOKEN, required in production) the scraper must send it as
 * a bearer token; anyone else gets 401.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "graha_" });
  const duration = new Histogram({
    name: "graha_http_request_duration_seconds",
    help: "HTTP request duration in seconds",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      throw new AppError("unauthorized", "http.metrics_token", { headers: { "www-authenticate": "Bearer" } });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
