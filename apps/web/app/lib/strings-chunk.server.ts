import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Lang } from "../i18n";

// The built client script of each language's strings (vite.config.ts names them
// assets/strings-{lang}-{hash}.js). The server bundle is build/server/index.js, the scripts
// build/client/assets; in development (or tests) there is no such folder and nothing is preloaded.
let hrefs: Partial<Record<Lang, string>> | undefined;

export function stringsChunkHref(lang: Lang): string | undefined {
  if (!hrefs) {
    hrefs = {};
    try {
      const dir = fileURLToPath(new URL("../client/assets/", import.meta.url));
      for (const file of readdirSync(dir)) {
        const match = /^strings-(en|hi)-[\w-]+\.js$/.exec(file);
        if (match) hrefs[match[1] as Lang] = `/assets/${file}`;
      }
    } catch {
      // not a production build
    }
  }
  return hrefs[lang];
}
