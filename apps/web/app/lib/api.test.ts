import { describe, expect, it } from "vitest";
import { createLoadContext } from "../load-context";
import { loaderApi } from "./api";

const busy = () =>
  new Response(JSON.stringify({ error: { code: "rate_limited", message: "Too many requests" } }), {
    status: 429,
    headers: { "content-type": "application/json", "retry-after": "37" },
  });
const contextAnswering = (answer: () => Response) =>
  createLoadContext({ cspNonce: "n", apiFetch: async () => answer() });
const request = new Request("https://graha.example/horoscope?zodiac=Leo");

describe("loaderApi", () => {
  it("passes a 429 on as the page's own 429 with the API's Retry-After", async () => {
    const load = loaderApi(contextAnswering(busy), request);
    const thrown = await load("/api/v1/horoscopes/Leo").then(
      () => null,
      (error: unknown) => error,
    );
    const response = thrown as { type: string; init: ResponseInit };
    expect(response.type).toBe("DataWithResponseInit");
    expect(response.init.status).toBe(429);
    expect(new Headers(response.init.headers).get("retry-after")).toBe("37");
  });

  it("hands a 429 back as a failed answer when the loader asks to handle it", async () => {
    const result = await loaderApi(contextAnswering(busy), request, "fail")("/api/v1/company");
    expect(result).toMatchObject({ ok: false, status: 429 });
  });

  it("answers other failures and successes as before", async () => {
    const ok = await loaderApi(
      contextAnswering(() => new Response(JSON.stringify({ a: 1 }), { status: 200 })),
      request,
    )<{ a: number }>("/x");
    expect(ok).toEqual({ ok: true, status: 200, data: { a: 1 } });
    const down = await loaderApi(
      contextAnswering(() => new Response("{}", { status: 503 })),
      request,
    )("/x");
    expect(down).toMatchObject({ ok: false, status: 503 });
  });
});
