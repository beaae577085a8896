import { beforeEach, describe, expect, it } from "vitest";
import { createLoadContext } from "../load-context";
import { testCompany } from "../test-support/render-page";
import { forgetCompanyDetails, loadRootData } from "./root-loader.server";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function contextWith(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const context = createLoadContext({
    cspNonce: "n",
    apiFetch: async (path) => {
      calls.push(path);
      const route = routes[path];
      return route ? route() : json(404, { error: { code: "not_found", message: "x" } });
    },
  });
  return { context, calls };
}

const request = (cookie?: string, acceptLanguage?: string) =>
  new Request("https://graha.example/some/page", {
    headers: { ...(cookie ? { cookie } : {}), ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) },
  });

describe("loadRootData", () => {
  beforeEach(forgetCompanyDetails);

  it("asks a visitor without a session cookie only for the company details (the footer's)", async () => {
    const company = testCompany;
    const { context, calls } = contextWith({ "/api/v1/company": () => json(200, company) });
    const data = await loadRootData(request("lang=hi"), context);
    expect(data).toEqual({ lang: "hi", origin: "https://graha.example", user: null, unseenCount: 0, company });
    expect(calls).toEqual(["/api/v1/company"]);
  });

  it("asks for the company details once in five minutes, not once per page", async () => {
    const { context, calls } = contextWith({ "/api/v1/company": () => json(200, testCompany) });
    expect((await loadRootData(request(), context)).company).toEqual(testCompany);
    expect((await loadRootData(request(), context)).company).toEqual(testCompany);
    expect(calls).toEqual(["/api/v1/company"]);
  });

  it("renders without company details when the API does not give them", async () => {
    const { context } = contextWith({});
    expect((await loadRootData(request(), context)).company).toBeNull();
  });

  it("returns the user and the bell's unseen count", async () => {
    const { context } = contextWith({
      "/api/v1/me": () => json(200, { user: { id: "u1", mobile: "919876543210", createdAt: "2026-01-01T00:00:00Z" } }),
      "/api/v1/notifications/unseen-count": () => json(200, { unseen_count: 4 }),
    });
    const data = await loadRootData(request("jwt=t"), context);
    expect(data.user).toEqual({ id: "u1", mobile: "919876543210", createdAt: "2026-01-01T00:00:00Z" });
    expect(data.unseenCount).toBe(4);
    expect(data.lang).toBe("en");
  });

  it("treats a stale cookie (401) as logged out", async () => {
    const { context } = contextWith({
      "/api/v1/me": () => json(401, { error: { code: "unauthenticated", message: "Log in" } }),
      "/api/v1/notifications/unseen-count": () => json(401, { error: { code: "unauthenticated", message: "x" } }),
    });
    expect(await loadRootData(request("jwt=old", "hi-IN,hi"), context)).toMatchObject({
      lang: "hi",
      user: null,
      unseenCount: 0,
    });
  });

  it("keeps the page up when the API fails", async () => {
    const { context } = contextWith({
      "/api/v1/me": () => {
        throw new Error("down");
      },
    });
    expect(await loadRootData(request("jwt=t"), context)).toMatchObject({ user: null, unseenCount: 0 });
  });

  it("shows no badge when the count is missing or odd", async () => {
    const { context } = contextWith({
      "/api/v1/me": () => json(200, { user: { id: "u1", mobile: "919876543210" } }),
      "/api/v1/notifications/unseen-count": () => json(200, { unseen_count: "lots" }),
    });
    expect((await loadRootData(request("jwt=t"), context)).unseenCount).toBe(0);
  });
});
