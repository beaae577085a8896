import { createContext, RouterContextProvider, type RouterContext } from "react-router";

/**
 * What the server hands every request it passes to React Router.
 *
 * React Router 8 always runs with middleware enabled: the `context` that loaders receive is a
 * `RouterContextProvider`, and a custom server's load context must be one too (a plain object is
 * rejected). The server therefore calls `createLoadContext({ cspNonce, apiFetch })` for each
 * request and passes the result as the second argument of the request handler:
 *
 * ```ts
 * const build = await import("apps/web/build/server/index.js");
 * const handler = createRequestHandler(build, mode);
 * const context = build.entry.module.createLoadContext({ cspNonce, apiFetch });
 * const response = await handler(request, context);
 * ```
 *
 * `createLoadContext` is re-exported by `entry.server.tsx`, so it is reachable from the built
 * bundle as `build.entry.module.createLoadContext` without importing web source.
 */
export interface AppLoadContext {
  /** Per-request nonce; the server's Content-Security-Policy allows scripts carrying it. */
  cspNonce: string;
  /** Calls the API in-process, forwarding the incoming request's cookie header. */
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
}

// The key lives on globalThis so that a second copy of this module (the server bundle and a
// source import, say) still reads and writes the same context entry.
const KEY = Symbol.for("graha.web.appLoadContext");
type GlobalWithKey = typeof globalThis & { [KEY]?: RouterContext<AppLoadContext | null> };
const globalWithKey = globalThis as GlobalWithKey;
export const appLoadContext = (globalWithKey[KEY] ??= createContext<AppLoadContext | null>(null));

export function createLoadContext(value: AppLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appLoadContext, value);
  return context;
}

/** The origin used when no server context exists (e.g. `react-router dev`): the API on this machine. */
function fallbackApiOrigin(): string {
  const env = typeof process === "undefined" ? {} : process.env;
  return env.GRAHA_API_ORIGIN ?? `http://127.0.0.1:${env.PORT ?? "3000"}`;
}

/**
 * The load context for a loader. Without a server-provided one it falls back to plain `fetch`
 * against the local API, forwarding the request's cookie.
 */
export function getAppContext(context: Readonly<RouterContextProvider>, request: Request): AppLoadContext {
  const value = context.get(appLoadContext);
  if (value) return value;
  const cookie = request.headers.get("cookie");
  return {
    cspNonce: "",
    apiFetch: (path, init) => {
      const headers = new Headers(init?.headers);
      if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
      return fetch(new URL(path, fallbackApiOrigin()), { ...init, headers });
    },
  };
}
