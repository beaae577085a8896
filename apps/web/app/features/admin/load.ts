import { data, type LoaderFunctionArgs, type Params } from "react-router";
import { hasSessionCookie, loaderApi } from "../../lib/api";

/** A console page's data: the API's answer, a visitor to send to the login, or a refused query (400). */
export type Loaded<T> = { state: "ok"; data: T } | { state: "login" } | { state: "refused"; body: unknown };

/**
 * Loads a console page's data in-process. Without a session the page asks to log in; the
 * API's 404 (not staff, or not allowed) and 403 become the site's 404 page, as if the console
 * did not exist; any other failure is the error page.
 */
export async function adminLoad<T>(
  { context, request }: Pick<LoaderFunctionArgs, "context" | "request">,
  path: string,
): Promise<Loaded<T>> {
  if (!hasSessionCookie(request)) return { state: "login" };
  const result = await loaderApi(context, request)<T>(path);
  if (result.ok) return { state: "ok", data: result.data };
  if (result.status === 401) return { state: "login" };
  if (result.status === 400) return { state: "refused", body: result.body };
  if (result.status === 403 || result.status === 404) throw data(null, { status: 404 });
  throw data(null, { status: result.status >= 500 ? result.status : 500 });
}

/** Where a console loader reads from: the page's URL (search filters) and the route's params (ids). */
export type LoadWhere = { url: URL; params: Params };

/**
 * A console section's loader: adminLoad of one API path, fixed or made from the page's URL
 * and params (the id of `/admin/users/:id`).
 */
export function adminLoader<T>(path: string | ((where: LoadWhere) => string)) {
  return (args: LoaderFunctionArgs) =>
    adminLoad<T>(args, typeof path === "string" ? path : path({ url: new URL(args.request.url), params: args.params }));
}
