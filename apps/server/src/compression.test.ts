import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "./test-support/test-databases.ts";
import { useTestApp } from "./test-support/test-app.ts";
import type { RenderPage } from "./web/register-web.ts";

/** A page large enough to be worth compressing, like any rendered page. */
const PAGE = `<!doctype html><html><body>${"<p>Aaj ka rashifal: Chandra Tula mein.</p>".repeat(200)}</body></html>`;
const renderPage: RenderPage = async () =>
  new Response(PAGE, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });

const CHART_REQUEST = { datetime: "1990-05-14T06:30:00", latitude: 19.07, longitude: 72.88 };

describe("response compression", () => {
  const t = useTestApp(useTestDatabase("sqlite"), { render: renderPage });
  const get = (url: string, encoding?: string) =>
    t.current.request({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

  it("sends JSON brotli-compressed to a client that accepts it, and the same JSON decoded", async () => {
    const plain = await get("/api/docs/json");
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const br = await get("/api/docs/json", "br, gzip");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("falls back to gzip, and compresses a chart answer", async () => {
    const res = await t.current.request({
      method: "POST",
      url: "/api/v1/charts",
      headers: { "accept-encoding": "gzip" },
      payload: CHART_REQUEST,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const chart = JSON.parse(gunzipSync(res.rawPayload).toString("utf8"));
    expect(Object.keys(chart).length).toBeGreaterThan(0);
    expect(res.rawPayload.length).toBeLessThan(gunzipSync(res.rawPayload).length / 3);
  });

  it("compresses server-rendered pages", async () => {
    const res = await get("/", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(PAGE);
  });

  it("leaves small answers alone", async () => {
    const res = await get("/api/v1/health", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});
