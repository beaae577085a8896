import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { CspResponse } from "../app.ts";
import type { AppContext } from "../context.ts";
import {
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  type CachedPage,
  type PageCache,
} from "./page-cache.ts";

/** What the web app's loaders receive (apps/web/app/load-context.ts declares the same shape). */
export interface WebLoadContext {
  cspNonce: string;
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
}

/**
 * React Router 8 runs with middleware: the load context must be the web app's own
 * RouterContextProvider, which its server entry builds for us from a plain value.
 */
type WebServerBuild = ServerBuild & {
  entry: { module: { createLoadContext?: (value: WebLoadContext) => unknown } };
};

function toWebRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.headers.host ?? "localhost"}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers });
}

/**
 * Renders one page: the built React Router app in production, a stand-in in the tests
 * (`BuildAppOptions.render`), so the page route itself is tested without a web build.
 */
export type RenderPage = (request: Request, context: WebLoadContext) => Promise<Response>;

/**
 * Calls the API in-process for a loader, carrying the visitor's cookie so it sees their
 * session. The cookies the API sets (a renewed session, a cleared one) are kept in
 * `apiCookies` for the page's own response: the browser never sees the in-process answer.
 */
function apiFetchFor(app: FastifyInstance, request: FastifyRequest, apiCookies: string[]): WebLoadContext["apiFetch"] {
  return async (path, init = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    if (request.headers.cookie && !headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers["accept-language"]) headers["accept-language"] ??= request.headers["accept-language"];
    headers["x-request-id"] = request.id;
    const injected = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: path,
      headers,
      // The visitor's address, so per-IP rate limits count each visitor, not the server.
      remoteAddress: request.ip,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    const setCookie = injected.headers["set-cookie"];
    if (setCookie) apiCookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
    for (const [name, value] of Object.entries(injected.headers)) {
      if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, v);
      else if (value !== undefined) responseHeaders.set(name, String(value));
    }
    const hasBody = injected.rawPayload.length > 0 && init.method !== "HEAD";
    return new Response(hasBody ? new Uint8Array(injected.rawPayload) : null, {
      status: injected.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Sends the rendered page; the API's cookies go first, so the page's own cookie of the same name wins. */
async function sendWebResponse(reply: FastifyReply, response: Response, apiCookies: string[]): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = [...apiCookies, ...response.headers.getSetCookie()];
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

/** A page from the cache, its policy naming the nonce the stored scripts carry. */
function sendCachedPage(reply: FastifyReply, page: CachedPage): FastifyReply {
  const nonce = (reply.raw as CspResponse).cspNonce ?? "";
  const policy = reply.raw.getHeader("content-security-policy");
  if (typeof policy === "string") {
    reply.raw.setHeader("content-security-policy", policy.replace(`'nonce-${nonce}'`, `'nonce-${page.nonce}'`));
  }
  reply.status(page.status).headers(Object.fromEntries(page.headers));
  return reply.header("x-page-cache", "hit").send(page.body);
}

/**
 * Every GET outside /api/ is a page rendered by `render`, its loaders calling the API
 * in-process. Pages a logged-out visitor gets are kept in `cache` and sent again until
 * they age or their content changes (ADR 032); a signed-in user's are never shared.
 */
export function servePages(app: FastifyInstance, render: RenderPage, cache: PageCache): void {
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.url.startsWith("/api/")) return reply.callNotFound();
      const key = cache.keyOf(request);
      const cached = key ? cache.get(key) : undefined;
      if (cached) return sendCachedPage(reply, cached);

      const apiCookies: string[] = [];
      const nonce = (reply.raw as CspResponse).cspNonce ?? "";
      const context: WebLoadContext = { cspNonce: nonce, apiFetch: apiFetchFor(app, request, apiCookies) };
      const response = await render(toWebRequest(request), context);
      const shareable = key !== undefined && apiCookies.length === 0 && response.headers.getSetCookie().length === 0;
      if (!response.headers.has("cache-control")) {
        reply.header("cache-control", shareable ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
      }
      if (!shareable || response.status !== 200 || !response.body) return sendWebResponse(reply, response, apiCookies);

      // The whole page is read before it is sent, to be kept.
      const page: CachedPage = {
        status: response.status,
        headers: [
          ...response.headers.entries(),
          ["cache-control", PUBLIC_PAGE_CACHE_CONTROL],
          ["vary", "Cookie, Accept-Language"],
        ],
        body: Buffer.from(await response.arrayBuffer()),
        nonce,
      };
      cache.set(key, page);
      reply.status(page.status).headers(Object.fromEntries(page.headers));
      return reply.header("x-page-cache", "miss").send(page.body);
    },
  });
}

/**
 * Serves the built React Router app: static assets from build/client, every other GET
 * through server rendering. Without a build (API-only tests) nothing is registered.
 */
export async function registerWeb(app: FastifyInstance, ctx: AppContext, cache: PageCache): Promise<void> {
  const buildDir = resolve(ctx.env.WEB_BUILD_DIR);
  const serverEntry = resolve(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, "web build not found: serving the API only (run `npm run build`)");
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as WebServerBuild;
  const createLoadContext = build.entry.module.createLoadContext;
  if (!createLoadContext) throw new Error(`${serverEntry} does not export createLoadContext from its entry.server`);
  const handle = createRequestHandler(build, ctx.env.NODE_ENV === "production" ? "production" : "development");

  await app.register(fastifyStatic, {
    root: resolve(buildDir, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    // The build's .br and .gz copies (apps/web/vite.config.ts) go to clients that accept them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header(
        "cache-control",
        filePath.includes(`${"/"}assets${"/"}`) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  servePages(app, (request, context) => handle(request, createLoadContext(context) as never), cache);
}
