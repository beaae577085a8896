import type { MeResponse, UnseenCountResponse } from "@graha/contracts";
import type { RouterContextProvider } from "react-router";
import { langFromRequest } from "../i18n/lang-cookie";
import { hasSessionCookie, loaderApi } from "./api";
import type { RootData } from "./session";

/** The language, the logged-in user (if any) and the bell's unseen count, for every page. */
export async function loadRootData(request: Request, context: Readonly<RouterContextProvider>): Promise<RootData> {
  const lang = langFromRequest(request);
  const origin = new URL(request.url).origin;
  if (!hasSessionCookie(request)) return { lang, origin, user: null, unseenCount: 0 };
  const load = loaderApi(context, request);
  // The API being down must not take every page down with it: a failed call renders logged out.
  const [me, unseen] = await Promise.all([
    load<MeResponse>("/api/v1/me"),
    load<UnseenCountResponse>("/api/v1/notifications/unseen-count"),
  ]);
  const user = me.ok ? me.data.user : null;
  const count = user && unseen.ok ? unseen.data.unseen_count : 0;
  // The badge shows a whole positive count only, whatever the answer holds.
  const unseenCount = typeof count === "number" && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return { lang, origin, user, unseenCount };
}
