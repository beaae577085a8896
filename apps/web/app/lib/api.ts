// The one way the web app calls the API: loaders in-process (the load context's apiFetch),
// actions and the browser same-origin. Answers are typed by the contracts' response types
// (type-only imports: the browser bundle gets no zod); the server validates what it sends.
import type { ErrorBody } from "@graha/contracts";
import { data, type RouterContextProvider } from "react-router";
import { getAppContext } from "../load-context";
import { isLang, isLanguageLoaded, loadParts } from "../i18n";

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** A refused call (status 0 when the network failed) with the API's error body as sent. */
export interface ApiFailure {
  ok: false;
  status: number;
  body: unknown;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export interface ApiOptions {
  /** A POST body; the server accepts only JSON on state-changing requests (its CSRF check). */
  body?: unknown;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Defaults to the browser's fetch (same-origin, with the session cookie). */
  fetch?: ApiFetch;
  keepalive?: boolean;
}

/** The response's JSON, or null when it has none. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Sends a request: a POST whenever a body is given (or the method named), and a POST or PUT
 * always with a JSON body (`{}` at least). Returns the raw response, or null when the network failed.
 */
export async function apiRequest(path: string, options: ApiOptions = {}, accept = "application/json") {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { Accept: accept };
  const sendsBody = method === "POST" || method === "PUT";
  if (sendsBody) headers["Content-Type"] = "application/json";
  try {
    return await (options.fetch ?? fetch)(path, {
      method,
      credentials: "same-origin",
      headers,
      ...(sendsBody ? { body: JSON.stringify(options.body ?? {}) } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    return null;
  }
}

/** Calls the API and reads its JSON answer as the contract's type `T`. Never throws. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const response = await apiRequest(path, options);
  if (!response) return { ok: false, status: 0, body: null };
  const data = await readJson(response);
  await apiMessagesReady();
  return response.ok ? { ok: true, status: response.status, data: data as T } : failure(response.status, data);
}

/** In the browser, the page language's API messages (lib/api-message.ts) before an answer is read. */
async function apiMessagesReady(): Promise<void> {
  if (typeof document === "undefined") return;
  const lang = document.documentElement.lang;
  const language = isLang(lang) ? lang : "en";
  if (!isLanguageLoaded(language, ["apiMessages"])) await loadParts(language, ["apiMessages"]).catch(() => undefined);
}

export function failure(status: number, body: unknown): ApiFailure {
  return { ok: false, status, body };
}

/** What a loader does when the API says the visitor has sent too many requests (429). */
export type WhenBusy = "throw" | "fail";

/**
 * `api` for a loader: in-process with the visitor's cookie. A 429 (the visitor's rate limit)
 * is thrown as the page's own 429 with the API's `Retry-After` (the error page says to wait),
 * unless `whenBusy` is "fail": then it is an ordinary failed answer the loader handles.
 */
export function loaderApi(context: Readonly<RouterContextProvider>, request: Request, whenBusy: WhenBusy = "throw") {
  const { apiFetch } = getAppContext(context, request);
  return async <T>(path: string, options: ApiOptions = {}) => {
    let retryAfter: string | null = null;
    const fetchNoting: ApiFetch = async (url, init) => {
      const response = await apiFetch(url, init);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
      return response;
    };
    const result = await api<T>(path, { ...options, fetch: fetchNoting });
    if (!result.ok && result.status === 429 && whenBusy === "throw") {
      throw data(null, { status: 429, headers: { "Retry-After": retryAfter ?? "60" } });
    }
    return result;
  };
}

/** Whether the request carries a session cookie (the API decides whether it is valid). */
export function hasSessionCookie(request: Request): boolean {
  return Boolean(request.headers.get("cookie")?.includes("jwt="));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The API's error of a refused call (`{ error: { code, message, message_code, params?, fields? } }`), if any. */
export function apiError(body: unknown): Partial<ErrorBody["error"]> {
  return isRecord(body) && isRecord(body.error) ? body.error : {};
}
