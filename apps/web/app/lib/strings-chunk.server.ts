import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Lang, Part } from "../i18n";

// The built client scripts of the strings (vite.config.ts names them by part, i18n/parts.ts):
// assets/strings-{part}.{lang}-{hash}.js, or assets/strings-{part}-{hash}.js for a feature that
// keeps both languages in one file; the site-wide strings are the part "core".
// The server bundle is build/server/index.js, the scripts build/client/assets; in development
// (or tests) there is no such folder and nothing is preloaded.
let files: Map<string, string> | undefined;

function chunks(): Map<string, string> {
  if (!files) {
    files = new Map();
    try {
      const dir = fileURLToPath(new URL("../client/assets/", import.meta.url));
      for (const file of readdirSync(dir)) {
        const match = /^strings-(\w+(?:\.(?:en|hi))?)-[\w-]+\.js$/.exec(file);
        if (match) files.set(match[1]!, `/assets/${file}`);
      }
    } catch {
      // not a production build
    }
  }
  return files;
}

/** The scripts of a page's strings: the language's site-wide strings and those of the page's parts. */
export function stringsChunkHrefs(lang: Lang, parts: readonly Part[]): string[] {
  const built = chunks();
  const names = ["core", ...parts];
  return names.flatMap((name) => built.get(`${name}.${lang}`) ?? built.get(name) ?? []);
}
