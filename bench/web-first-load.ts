// First-load bytes of a page as a browser fetches them before it can run the page: the
// scripts the HTML modulepreloads or imports (and everything those import statically) and the
// stylesheets it links, each asked for
// with `Accept-Encoding: br, gzip` and counted as sent (compressed), read from a raw socket.
// Scripts loaded later (the login dialog when it opens, the chart when it is shown) are not
// first-load bytes and are not counted. Used by web.ts; alone:
//   node bench/web-first-load.ts http://127.0.0.1:3000 / /horoscope?zodiac=Aries
import { request } from "node:http";

export const JS_BUDGET = 120 * 1024;
export const CSS_BUDGET = 20 * 1024;

export interface FirstLoad {
  js: number;
  css: number;
  html: number;
  scripts: number;
}

function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { "accept-encoding": "br, gzip", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.end();
  });
}

async function htmlOf(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  return res.text();
}

export async function firstLoad(base: string, path: string, headers: Record<string, string> = {}): Promise<FirstLoad> {
  const html = await htmlOf(`${base}${path}`, headers);
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*src="([^"]+)"/g)) scripts.add(m[1]!);
  const styles = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(m[1]!);
  // A preloaded script's own static imports load before it runs, preloaded or not (the strings
  // chunk imported a shared chunk of both languages that no link named): follow them all.
  for (const href of scripts) {
    const source = await (await fetch(new URL(href, base))).text();
    for (const m of source.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)) {
      scripts.add(new URL(m[1]!, new URL(href, base)).pathname);
    }
  }
  const sizeOf = async (href: string) => {
    const { status, bytes } = await rawGet(new URL(href, base).toString(), {});
    if (status !== 200) throw new Error(`${href}: ${status}`);
    return bytes.length;
  };
  let js = 0;
  for (const href of scripts) js += await sizeOf(href);
  let css = 0;
  for (const href of styles) css += await sizeOf(href);
  const page = await rawGet(`${base}${path}`, headers);
  return { js, css, html: page.bytes.length, scripts: scripts.size };
}

export function formatFirstLoad(name: string, r: FirstLoad): string {
  const kib = (n: number, width = 8) => (n / 1024).toFixed(1).padStart(width);
  const ok = r.js <= JS_BUDGET && r.css <= CSS_BUDGET;
  return (
    `${name.padEnd(16)}${kib(r.js, 7)}${String(r.scripts).padStart(9)}${kib(r.css)}${kib(r.html, 9)}  ` +
    `${ok ? "met" : "NOT met"}`
  );
}

export const FIRST_LOAD_HEADER =
  `${"page".padEnd(16)}${"JS KiB".padStart(7)}${"scripts".padStart(9)}${"CSS KiB".padStart(8)}${"HTML KiB".padStart(9)}  ` +
  `budgets: JS ≤ ${JS_BUDGET / 1024} KiB, CSS ≤ ${CSS_BUDGET / 1024} KiB (compressed)`;

if (import.meta.main) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base) throw new Error("usage: node web-first-load.ts BASE_URL PATH...");
  console.log(FIRST_LOAD_HEADER);
  for (const path of paths.length ? paths : ["/"]) console.log(formatFirstLoad(path, await firstLoad(base, path)));
}
