import type { CompanyResponse, MeResponse, UnseenCountResponse } from "@graha/contracts";
import type { RouterContextProvider } from "react-router";
import { loadAllLanguages, partsForPath } from "../i18n";
import { langFromRequest } from "../i18n/lang-cookie";
import { stringsChunkHrefs } from "./strings-chunk.server";
import { hasSessionCookie, loaderApi } from "./api";
import type { RootData } from "./session";

/**
 * The language, the company behind the site (for the footer), the logged-in user (if any) and
 * the bell's unseen count, for every page.
 */
// Both languages' strings, loaded once when the server starts rendering.
let languages: Promise<void> | undefined;

// The company details come from the server's configuration: one in-process API call every
// five minutes (the answer's own max-age) rather than one per page (issue #15, ADR 035).
const COMPANY_FOR_MS = 5 * 60_000;
let keptCompany: { value: CompanyResponse; until: number } | undefined;

/** Drops the kept company details (tests, each with its own API). */
export function forgetCompanyDetails(): void {
  keptCompany = undefined;
}

export async function loadRootData(request: Request, context: Readonly<RouterContextProvider>): Promise<RootData> {
  await (languages ??= loadAllLanguages());
  const lang = langFromRequest(request);
  const url = new URL(request.url);
  const hrefs = stringsChunkHrefs(lang, partsForPath(url.pathname));
  const stringsHrefs = hrefs.length ? hrefs : undefined;
  const origin = url.origin;
  // Every page needs these: a busy API leaves the footer or the bell out rather than the page.
  const load = loaderApi(context, request, "fail");
  const companyOf = async () => {
    if (keptCompany && keptCompany.until > Date.now()) return keptCompany.value;
    const answer = await load<CompanyResponse>("/api/v1/company");
    if (!answer.ok) return null;
    keptCompany = { value: answer.data, until: Date.now() + COMPANY_FOR_MS };
    return answer.data;
  };
  if (!hasSessionCookie(request))
    return { lang, origin, user: null, unseenCount: 0, company: await companyOf(), stringsHrefs };
  // The API being down must not take every page down with it: a failed call renders logged out.
  const [me, unseen, company] = await Promise.all([
    load<MeResponse>("/api/v1/me"),
    load<UnseenCountResponse>("/api/v1/notifications/unseen-count"),
    companyOf(),
  ]);
  const user = me.ok ? me.data.user : null;
  const count = user && unseen.ok ? unseen.data.unseen_count : 0;
  // The badge shows a whole positive count only, whatever the answer holds.
  const unseenCount = typeof count === "number" && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return { lang, origin, user, unseenCount, company, stringsHrefs };
}
