import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { appLoadContext, createLoadContext, getAppContext } from "./load-context";

describe("createLoadContext", () => {
  it("wraps the server's values in the RouterContextProvider React Router 8 requires", () => {
    const apiFetch = vi.fn();
    const context = createLoadContext({ cspNonce: "n0nce", apiFetch });
    expect(context).toBeInstanceOf(RouterContextProvider);
    expect(context.get(appLoadContext)).toEqual({ cspNonce: "n0nce", apiFetch });
    expect(getAppContext(context, new Request("http://x/")).apiFetch).toBe(apiFetch);
  });

  it("is reachable from the server bundle through entry.server", async () => {
    const entry = await import("./entry.server");
    expect(entry.createLoadContext).toBe(createLoadContext);
  });
});

describe("getAppContext without a server context", () => {
  it("falls back to fetch against the local API, forwarding the cookie", async () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    try {
      const request = new Request("http://x/", { headers: { cookie: "jwt=abc" } });
      const { apiFetch, cspNonce } = getAppContext(new RouterContextProvider(), request);
      expect(cspNonce).toBe("");
      await apiFetch("/api/v1/me");
      const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
      expect(url.pathname).toBe("/api/v1/me");
      expect(new Headers(init.headers).get("cookie")).toBe("jwt=abc");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
