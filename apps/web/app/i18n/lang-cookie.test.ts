import { describe, expect, it } from "vitest";
import { langCookieString, langFromAcceptLanguage, langFromCookie, langFromRequest } from "./lang-cookie";

describe("lang cookie", () => {
  it("reads en or hi from the cookie header", () => {
    expect(langFromCookie("jwt=abc; lang=hi; x=1")).toBe("hi");
    expect(langFromCookie("lang=en")).toBe("en");
    expect(langFromCookie("lang=fr")).toBeUndefined();
    expect(langFromCookie("xlang=hi")).toBeUndefined();
    expect(langFromCookie(null)).toBeUndefined();
  });

  it("is stored for a year on the whole site", () => {
    expect(langCookieString("hi")).toBe("lang=hi; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("falls back to the browser's preference, then English", () => {
    expect(langFromAcceptLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(langFromAcceptLanguage("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(langFromAcceptLanguage("fr;q=0.9,hi;q=0.5")).toBe("hi");
    expect(langFromAcceptLanguage("de")).toBe("en");
    expect(langFromAcceptLanguage(undefined)).toBe("en");
  });

  it("prefers the cookie over the browser", () => {
    const request = new Request("http://x/", { headers: { cookie: "lang=en", "accept-language": "hi" } });
    expect(langFromRequest(request)).toBe("en");
  });
});
