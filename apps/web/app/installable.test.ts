import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

const publicDir = new URL("../public/", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, publicDir));

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });

describe("the web app manifest", () => {
  const manifest = JSON.parse(read("manifest.webmanifest").toString("utf8"));

  it("names the app, starts standalone at home and uses the page's theme colour", async () => {
    expect(manifest).toMatchObject({ short_name: "Graha", display: "standalone", scope: "/" });
    expect(manifest.name).toMatch(/^Graha/);
    expect(new URL(manifest.start_url, "https://graha.example").pathname).toBe("/");
    const root = await import("./root");
    expect(root.meta({} as never)).toContainEqual({ name: "theme-color", content: manifest.theme_color });
    expect(root.links()).toContainEqual({ rel: "manifest", href: "/manifest.webmanifest" });
  });

  it("lists 192 and 512 pixel icons and a maskable one, each a PNG of the size it says", () => {
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === "image/png");
    const declared = pngs.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(declared).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of pngs) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(read(icon.src.slice(1))), icon.src).toEqual({ width, height });
    }
  });
});

/** Runs public/sw.js with stand-ins for the worker's globals; returns its handlers and what it cached. */
function loadServiceWorker(network: (request: { url: string }) => Promise<unknown>) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const stored = new Map<string, unknown>();
  const cache = {
    add: vi.fn(async (request: { url: string }) => void stored.set(request.url, `cached ${request.url}`)),
    put: vi.fn(),
    addAll: vi.fn(),
    match: async (url: string) => stored.get(url),
  };
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  runInNewContext(read("sw.js").toString("utf8"), {
    self,
    caches: { open: async () => cache, keys: async () => [], delete: async () => true },
    fetch: network,
    Request: function Request(this: { url: string }, url: string) {
      this.url = url;
    },
    Response: { error: () => "network error" },
  });
  return { handlers, cache, stored };
}

describe("the service worker", () => {
  it("caches the offline page alone, and shows it only when a page cannot be loaded", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { handlers, cache, stored } = loadServiceWorker(offline);
    let installing: Promise<unknown> = Promise.resolve();
    handlers.install!({ waitUntil: (p: Promise<unknown>) => (installing = p) });
    await installing;
    expect([...stored.keys()]).toEqual(["/offline.html"]);

    let answered: Promise<unknown> | undefined;
    const event = (request: object) => ({ request, respondWith: (p: Promise<unknown>) => (answered = p) });
    handlers.fetch!(event({ url: "https://graha.example/chats", mode: "navigate", method: "GET" }));
    expect(await answered).toBe("cached /offline.html");

    // API calls and assets are never answered, let alone cached, by the worker.
    answered = undefined;
    handlers.fetch!(event({ url: "https://graha.example/api/v1/me", mode: "cors", method: "GET" }));
    handlers.fetch!(event({ url: "https://graha.example/assets/app.js", mode: "no-cors", method: "GET" }));
    expect(answered).toBeUndefined();
    expect(cache.put).not.toHaveBeenCalled();
    expect(cache.addAll).not.toHaveBeenCalled();
  });

  it("passes a page through untouched when the network answers", async () => {
    const { handlers, cache } = loadServiceWorker(async (request) => `page ${request.url}`);
    let answered: Promise<unknown> | undefined;
    handlers.fetch!({
      request: { url: "https://graha.example/", mode: "navigate", method: "GET" },
      respondWith: (p: Promise<unknown>) => (answered = p),
    });
    expect(await answered).toBe("page https://graha.example/");
    expect(cache.put).not.toHaveBeenCalled();
  });
});
