import type { RouterContextProvider } from "react-router";
import { langFromRequest } from "../i18n/lang-cookie";
import { getAppContext } from "../load-context";
import type { RootData, SessionUser } from "./session";

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function asUser(data: unknown): SessionUser | null {
  if (typeof data !== "object" || data === null || !("user" in data)) return null;
  const user = (data as { user: unknown }).user;
  if (typeof user !== "object" || user === null) return null;
  const { id, mobile, createdAt } = user as Record<string, unknown>;
  if (typeof id !== "string" && typeof id !== "number") return null;
  return {
    id: String(id),
    mobile: typeof mobile === "string" ? mobile : "",
    ...(typeof createdAt === "string" ? { createdAt } : {}),
  };
}

/** The language, the logged-in user (if any) and the bell's unseen count, for every page. */
export async function loadRootData(request: Request, context: Readonly<RouterContextProvider>): Promise<RootData> {
  const lang = langFromRequest(request);
  const origin = new URL(request.url).origin;
  if (!request.headers.get("cookie")?.includes("jwt=")) return { lang, origin, user: null, unseenCount: 0 };
  const { apiFetch } = getAppContext(context, request);
  try {
    const [me, unseen] = await Promise.all([
      apiFetch("/api/v1/me", { headers: { accept: "application/json" } }),
      apiFetch("/api/v1/notifications/unseen-count", { headers: { accept: "application/json" } }).catch(() => null),
    ]);
    const user = me.ok ? asUser(await readJson(me)) : null;
    let unseenCount = 0;
    if (user && unseen?.ok) {
      const body = await readJson(unseen);
      const count = typeof body === "object" && body !== null ? (body as { unseen_count?: unknown }).unseen_count : 0;
      unseenCount = typeof count === "number" && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
    }
    return { lang, origin, user, unseenCount };
  } catch {
    // The API being down must not take every page down with it: render logged out.
    return { lang, origin, user: null, unseenCount: 0 };
  }
}
