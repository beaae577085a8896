import {
  errorBody,
  healthResponse,
  mailOutboxQuery,
  mailOutboxResponse,
  smsOutboxQuery,
  smsOutboxResponse,
} from "@graha/contracts";
import type { FastifyTypeProviderDefault } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { pingDatabase } from "../../db/database.ts";
import { pingRedis } from "../../lib/redis.ts";
import { apiRoutes, routeDoc } from "../../lib/route-doc.ts";
import { ConsoleMail } from "../../providers/mail/index.ts";
import { ConsoleSms } from "../../providers/sms/index.ts";

/** Health for load balancers, and the development SMS and mail outboxes. */
export function systemRoutes(ctx: AppContext) {
  // Health checks that arrive together share one round of pings: a burst of probes costs the
  // database one "select 1" and Redis one PING, each answered with that round's result.
  let inFlight: Promise<readonly [boolean, boolean]> | null = null;
  const probe = () =>
    (inFlight ??= Promise.all([
      pingDatabase(ctx.database.db),
      ctx.redis ? pingRedis(ctx.redis) : true,
    ] as const).finally(() => {
      inFlight = null;
    }));
  return apiRoutes(["system"], (api, route) => {
    api.get(
      "/health",
      route("Liveness, database, Redis and job runner status (503 only when the database is down)", {
        response: { 200: healthResponse, 503: healthResponse },
      }),
      async (_request, reply) => {
        const redis = ctx.redis;
        const [up, redisUp] = await probe();
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

    // The outboxes exist only for local development and tests with the console SMS and mail adapters.
    const untyped = api.withTypeProvider<FastifyTypeProviderDefault>();
    const outbox = <Q extends z.ZodType, R extends z.ZodType>(
      path: string,
      summary: string,
      [querystring, response]: [Q, R],
      read: (query: z.infer<Q>) => z.infer<R>,
    ) => {
      if (ctx.env.NODE_ENV === "production") return;
      const doc = { querystring, response: { 200: response, 400: errorBody } };
      // The schemas still validate the query and shape the answer; `read` is typed by them here.
      untyped.get(path, routeDoc(["development"])(`${summary} (development only)`, doc), async (request) =>
        read(request.query as z.infer<Q>),
      );
    };
    const { sms, mail } = ctx;
    if (sms instanceof ConsoleSms) {
      outbox("/dev/sms-outbox", "Latest one-time codes sent to a number", [smsOutboxQuery, smsOutboxResponse], (q) => ({
        messages: sms.messagesFor(q.mobile).slice(0, 10),
      }));
    }
    if (mail instanceof ConsoleMail) {
      outbox("/dev/mail-outbox", "Latest mails sent to an address", [mailOutboxQuery, mailOutboxResponse], (q) => ({
        messages: mail.messagesFor(q.email).slice(0, 10),
      }));
    }
  });
}
