import { DEFAULT_LANG, isLang, type Lang } from "./index";

export const LANG_COOKIE = "lang";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Reads the `lang` cookie from a Cookie header (or `document.cookie`). */
export function langFromCookie(cookieHeader: string | null | undefined): Lang | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LANG_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isLang(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Picks Hindi for a visitor whose browser prefers it before English; English otherwise. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLang(primary)) return primary;
  }
  return DEFAULT_LANG;
}

export function langFromRequest(request: Request): Lang {
  return (
    langFromCookie(request.headers.get("cookie")) ?? langFromAcceptLanguage(request.headers.get("accept-language"))
  );
}

export function langCookieString(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** Remembers the visitor's language for a year (browser only). */
export function storeLang(lang: Lang): void {
  document.cookie = langCookieString(lang);
}
