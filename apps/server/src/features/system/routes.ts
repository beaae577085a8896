import {
  errorBody,
  healthResponse,
  mailOutboxQuery,
  mailOutboxResponse,
  smsOutboxQuery,
  smsOutboxResponse,
} from "@graha/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { pingDatabase } from "../../db/database.ts";
import { pingRedis } from "../../lib/redis.ts";
import { routeDoc } from "../../lib/route-doc.ts";
import { ConsoleMail } from "../../providers/mail/index.ts";
import { ConsoleSms } from "../../providers/sms/index.ts";

/** Health for load balancers, and the development SMS and mail outboxes. */
export function systemRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      "/health",
      routeDoc(["system"])("Liveness, database, Redis and job runner status (503 only when the database is down)", {
        response: { 200: healthResponse, 503: healthResponse },
      }),
      async (_request, reply) => {
        const redis = ctx.redis;
        const [up, redisUp] = await Promise.all([pingDatabase(ctx.database.db), redis ? pingRedis(redis) : true]);
        const status = (ok: boolean) => (ok ? ("up" as const) : ("down" as const));
        // Without the database nothing works; without Redis this instance still serves, counting its own limits.
        reply.status(up ? 200 : 503).header("cache-control", "no-store");
        return {
          status: up && redisUp ? ("ok" as const) : ("degraded" as const),
          database: { status: status(up), dialect: ctx.database.dialect },
          ...(redis ? { redis: { status: status(redisUp) } } : {}),
          jobs: ctx.jobs.status(),
          uptimeSeconds: Math.round(process.uptime()),
        };
      },
    );

    // The outbox exists only for local development and tests with the console SMS adapter.
    const sms = ctx.sms;
    if (ctx.env.NODE_ENV !== "production" && sms instanceof ConsoleSms) {
      api.get(
        "/dev/sms-outbox",
        routeDoc(["development"])("Latest one-time codes sent to a number (development only)", {
          querystring: smsOutboxQuery,
          response: { 200: smsOutboxResponse, 400: errorBody },
        }),
        async (request) => ({ messages: sms.messagesFor(request.query.mobile).slice(0, 10) }),
      );
    }
    const mail = ctx.mail;
    if (ctx.env.NODE_ENV !== "production" && mail instanceof ConsoleMail) {
      api.get(
        "/dev/mail-outbox",
        routeDoc(["development"])("Latest mails sent to an address (development only)", {
          querystring: mailOutboxQuery,
          response: { 200: mailOutboxResponse, 400: errorBody },
        }),
        async (request) => ({ messages: mail.messagesFor(request.query.email).slice(0, 10) }),
      );
    }
  };
}
