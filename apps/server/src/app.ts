import { randomBytes } from "node:crypto";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import helmet from "helmet";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { AppContext } from "./context.ts";
import { accountRoutes, recordConsent } from "./features/account/index.ts";
import { adminRoutes, registerStaffGuard } from "./features/admin/index.ts";
import { authRoutes, rateLimitKey, registerRouteAuth, type AccountHooks } from "./features/auth/index.ts";
import { blogRoutes } from "./features/blogs/index.ts";
import { chartRoutes } from "./features/charts/index.ts";
import { chatRoutes } from "./features/chat/index.ts";
import { forumRoutes } from "./features/forum/index.ts";
import { horoscopeRoutes } from "./features/horoscopes/index.ts";
import { kundliRoutes } from "./features/kundli/index.ts";
import {
  commerceRoutes,
  recordInviteByCode,
  rewardInviter,
  sandboxRoutes,
  subscriptionRoutes,
  webhookRoutes,
} from "./features/payments/index.ts";
import { homeRoutes } from "./features/home/index.ts";
import { placesRoutes } from "./features/places/index.ts";
import { predictionRoutes } from "./features/predictions/index.ts";
import { ogRoutes, shareRoutes } from "./features/share/index.ts";
import { siteRoutes } from "./features/site/index.ts";
import { systemRoutes } from "./features/system/index.ts";
import { grantAndroidFirstLogin, grantSignupQuestions, walletRoutes } from "./features/wallet/index.ts";
import { maskDigitsInText } from "./lib/mask.ts";
import { registerCsrfGuard } from "./plugins/csrf.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { PageCache } from "./web/page-cache.ts";
import { registerWeb, servePages, type RenderPage } from "./web/register-web.ts";

export const API_PREFIX = "/api/v1";

/** The raw response carries its CSP nonce (see the onRequest hook in buildApp). */
export type CspResponse = import("node:http").ServerResponse & { cspNonce?: string };
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The headers every API answer carries (JSON and images, never a page that runs scripts):
 * nothing may be loaded by it or frame it, and its type is never guessed.
 */
function apiSecurityHeaders(production: boolean): [string, string][] {
  return [
    ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
    ["cross-origin-resource-policy", "same-origin"],
    ["referrer-policy", "no-referrer"],
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", "DENY"],
    ...(production ? [["strict-transport-security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
  ];
}

/** A new account's free questions come first, then the reward of whoever invited its number. */
const accountHooks: AccountHooks = {
  onVerified: [recordInviteByCode],
  onAccountCreated: [grantSignupQuestions, rewardInviter],
  onLogin: [grantAndroidFirstLogin, recordConsent],
};

/** Options the tests set; production passes none. */
export interface BuildAppOptions {
  /** Serve the server-rendered web app from the built bundle (default: when the build exists). */
  web?: boolean;
  logger?: boolean;
  /** Where log lines go (default: standard output). */
  logStream?: NodeJS.WritableStream;
  /** Renders pages with this stand-in for the built web app (tests of the page route). */
  render?: RenderPage;
}

/**
 * Builds the whole HTTP application on a context: the API under /api/v1, its OpenAPI
 * document at /api/docs, metrics, and the server-rendered web app for everything else.
 */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.env.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: {
              paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
              censor: "[redacted]",
            },
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({
                id: req.id,
                method: req.method,
                url: maskDigitsInText(req.url),
              }),
            },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: ctx.env.TRUST_PROXY,
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: "idle",
  });
  app.decorate("liveStreams", ctx.streams);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, responses still in flight close their connection, so the
  // server stops as soon as they are sent instead of waiting for keep-alive sockets.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (closing) reply.header("connection", "close");
    // API answers are personal unless a route says otherwise (places, panchang, …).
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  registerErrorHandler(app);
  // Every text answer (pages, JSON, the OpenAPI document) is compressed for clients that
  // accept it; brotli at a level cheap enough per request (static assets are compressed at
  // build time at the highest level). Event streams are left alone (flushed per event).
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  await app.register(fastifyCookie);
  // Razorpay Checkout is a script and frames of Razorpay's; allowed only when it is the provider.
  const razorpay =
    ctx.env.PAYMENT_PROVIDER === "razorpay"
      ? {
          script: ["https://checkout.razorpay.com"],
          frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
          connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
        }
      : { script: [], frame: [], connect: [] };
  // Security headers by helmet itself, its options parsed once: @fastify/helmet built a new
  // helmet (directives parsed again) for every request, ~10 % of a small API answer's time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as CspResponse).cspNonce}'`, ...razorpay.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'", ...razorpay.connect],
        fontSrc: ["'self'", "data:"],
        frameSrc: ["'self'", "https://www.youtube-nocookie.com", ...razorpay.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: ctx.env.NODE_ENV === "production" ? [] : null,
      },
    },
    hsts: ctx.env.NODE_ENV === "production",
  });
  // Pages get helmet's headers with a fresh nonce per response for their scripts (styles get
  // none on purpose: a nonce in style-src would switch off 'unsafe-inline' for style
  // attributes). API answers are JSON, never run as a page: they get one fixed set, written
  // without helmet's per-request work (ADR 057).
  const apiHeaders = apiSecurityHeaders(ctx.env.NODE_ENV === "production");
  app.addHook("onRequest", (request, reply, done) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) {
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
      return done();
    }
    (reply.raw as CspResponse).cspNonce = randomBytes(16).toString("base64url");
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // Per signed-in user, else per address (product.md: per-IP limits only against floods).
  await registerRateLimit(app, ctx.redis, rateLimitKey(ctx));
  registerCsrfGuard(app);
  registerMetrics(app, ctx.env.METRICS_TOKEN);
  registerRouteAuth(app, ctx);
  registerStaffGuard(app, ctx);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Graha API",
        version: "1.0.0",
        description:
          "The one gateway to Graha: web and mobile apps use the same API. Errors look like " +
          '`{ "error": { "code", "message", "message_code", "params"?, "fields"? } }`; `message` is rendered ' +
          "in the caller's language from the catalogue entry `message_code`. Authenticated calls send the `jwt` cookie or " +
          "`Authorization: Bearer <jwt>`.",
      },
      components: {
        securitySchemes: {
          cookie: { type: "apiKey", in: "cookie", name: "jwt" },
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with a `meta({ id })` (Chart, Transit, Kundli, …) become components the paths refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  // Before the API routes, so that every write they answer can empty the pages it changes.
  const pages = new PageCache(ctx.clock);
  pages.invalidateOnWrites(app);

  const apiRoutes = [
    systemRoutes(ctx),
    adminRoutes(ctx),
    authRoutes(ctx, accountHooks),
    accountRoutes(ctx),
    placesRoutes(ctx),
    chartRoutes(ctx),
    kundliRoutes(ctx),
    walletRoutes(ctx),
    commerceRoutes(ctx),
    subscriptionRoutes(ctx),
    webhookRoutes(ctx),
    sandboxRoutes(ctx),
    chatRoutes(ctx),
    predictionRoutes(ctx),
    horoscopeRoutes(ctx),
    forumRoutes(ctx),
    siteRoutes(ctx),
    blogRoutes(ctx),
    homeRoutes(ctx),
    shareRoutes(ctx),
  ];
  for (const routes of apiRoutes) await app.register(routes, { prefix: API_PREFIX });
  await app.register(ogRoutes(ctx));

  if (options.render) servePages(app, options.render, pages);
  else if (options.web ?? true) await registerWeb(app, ctx, pages);
  return app;
}
