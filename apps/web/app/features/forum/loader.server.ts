import type { DiscussionListResponse, ForumProfileResponse, ForumSort, KundliListResponse } from "@graha/contracts";
import type { RouterContextProvider } from "react-router";
import { hasSessionCookie, loaderApi } from "../../lib/api";
import type { BirthOption } from "./handle-form";

type Load = ReturnType<typeof loaderApi>;

/** The user's saved kundlis as default-birth-profile choices (none when the call fails). */
export async function birthOptions(load: Load): Promise<BirthOption[]> {
  const result = await load<KundliListResponse>("/api/v1/kundlis");
  return result.ok ? result.data.births.map(({ bid, full_name }) => ({ bid, full_name })) : [];
}

export type HandleState =
  | { kind: "visitor" }
  | { kind: "none"; births: BirthOption[] }
  | { kind: "handle"; profile: ForumProfileResponse["profile"] };

/** Whether the visitor is signed in and has a forum handle (and, if not, their kundlis for the form). */
export async function handleState(context: Readonly<RouterContextProvider>, request: Request): Promise<HandleState> {
  if (!hasSessionCookie(request)) return { kind: "visitor" };
  const load = loaderApi(context, request);
  const profile = await load<ForumProfileResponse>("/api/v1/forum/profile");
  if (profile.ok) return { kind: "handle", profile: profile.data.profile };
  if (profile.status === 401) return { kind: "visitor" };
  return { kind: "none", births: await birthOptions(load) };
}

/** One page of discussions (optionally a search or one author's), or an empty list. */
export async function discussionPage(
  load: Load,
  params: { page: number; query?: string; uid?: string; sort?: ForumSort },
) {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.query) search.set("query", params.query);
  if (params.uid) search.set("uid", params.uid);
  if (params.sort && params.sort !== "new") search.set("sort", params.sort);
  const result = await load<DiscussionListResponse>(`/api/v1/forum/discussions?${search}`);
  return result.ok
    ? { discussions: result.data.discussions, page_count: result.data.page_count }
    : { discussions: [], page_count: 0 };
}

/**
 * A signed-in page's one list: `{ login: true }` without a session (or when the API says it
 * is over), else the list under `key` (empty when the call failed).
 */
export async function signedInList<K extends string, T extends Record<K, unknown[]>>(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  path: string,
  key: K,
): Promise<{ login: boolean; items: T[K] | [] }> {
  if (!hasSessionCookie(request)) return { login: true, items: [] };
  const result = await loaderApi(context, request)<T>(path);
  if (!result.ok && result.status === 401) return { login: true, items: [] };
  return { login: false, items: result.ok ? result.data[key] : [] };
}
