import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

// How the browser's scripts are split: fewer, larger first-load scripts than Rolldown's
// default, which a phone on HTTP/1.1 fetches six at a time, a round trip for each six (ADR 040,
// ADR 054). In the order they are matched:
// - "framework": React, React DOM and React Router;
// - "layout": what every page runs, entry.client.tsx, root.tsx and the modules they import
//   statically (header, footer, the menus' triggers), found from the module graph. Left to
//   Rolldown, the part of it that a lazy dialog also imports became a script of its own, ten
//   small scripts on every page;
// - "shell": the UI kit and helpers (app/components, app/lib, the workspace packages' names and
//   vocabulary, the features' names and formats) that 5 pages' scripts or more import. Before
//   "layout" took what every page runs, this was 12 pages or more of app/components and app/lib
//   alone; the wider net puts 0.5–2 KiB more on a page and takes 3 to 6 scripts off it.
// The strings keep their own scripts, named by part, which the server preloads. Only the client
// build is grouped: grouped, the server's lib/strings-chunk.server.ts would move into a chunk
// in another folder and lose the path it reads the built scripts from.
const staticImports = new Map<string, readonly string[]>();
let layoutModules: Set<string> | undefined;

function isLayoutModule(id: string): boolean {
  layoutModules ??= staticClosure(
    [...staticImports.keys()].filter((key) => /\/app\/(entry\.client|root)\.tsx$/.test(key)),
  );
  return layoutModules.has(id) && !isStrings(id);
}

/** The app modules reachable from `roots` by static imports. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || !/\/apps\/web\/app\//.test(id)) continue;
    seen.add(id);
    todo.push(...(staticImports.get(id) ?? []));
  }
  return seen;
}

/** A module of strings (i18n/*, a feature's i18n*.ts, the trust pages' texts). */
function isStrings(id: string): boolean {
  return /\/app\/i18n\/|\/i18n(-\w+)*\.ts$|\/trust\/pages-(en|hi)\.ts$/.test(id);
}

const clientCodeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    { name: "layout", test: isLayoutModule, priority: 15 },
    {
      name: "shell",
      test: (id: string) =>
        /\/apps\/web\/app\/(components|lib)\/|\/packages\/\w+\/src\/|\/app\/features\/\w+\/(names|format)\.ts$/.test(
          id,
        ),
      minShareCount: 5,
      priority: 10,
    },
  ],
};

// `react-router dev` serves the pages; API calls go to a running server (npm start, port 3000).
const apiOrigin = process.env.GRAHA_API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Brotli and gzip copies of the scripts, styles and images, made once at build time at
    // the highest level; the server sends them to browsers that accept them (the server
    // build gets copies too, which nothing reads: the plugin cannot tell the builds apart).
    compression({ threshold: 1024, algorithms: ["brotliCompress", "gzip"] }),
    {
      name: "graha:client-code-splitting",
      buildStart() {
        staticImports.clear();
        layoutModules = undefined;
      },
      moduleParsed(info: { id: string; importedIds: readonly string[] }) {
        staticImports.set(info.id, info.importedIds);
      },
      configEnvironment: (name: string) =>
        name === "client"
          ? { build: { rollupOptions: { output: { codeSplitting: clientCodeSplitting } } } }
          : undefined,
    },
  ],
  build: {
    sourcemap: false,
    rollupOptions: {
      // The app's own modules, and the workspace packages the browser uses (contracts' patterns,
      // messages and vocabulary; the engine's names), have no side effects on import (CSS aside):
      // a page that imports one component through a feature's index.ts does not load the rest
      // of the feature.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/\/(apps\/web\/app|packages\/contracts\/src|packages\/jyotish\/src)\//.test(id) || /\.css($|\?)/.test(id),
      },
      output: {
        // The strings' scripts under their part's name, for the server to preload
        // (lib/strings-chunk.server.ts): strings-{part}.{lang}, or strings-{part} for a feature
        // that keeps both languages in one file; the site-wide part is "core".
        chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
          const id = chunk.facadeModuleId ?? "";
          const own = /\/app\/i18n\/(core|home)-(en|hi)\.ts$/.exec(id);
          if (own) return `assets/strings-${own[1]}.${own[2]}-[hash].js`;
          const trust = /\/app\/features\/trust\/pages-(en|hi)\.ts$/.exec(id);
          if (trust) return `assets/strings-trustPages.${trust[1]}-[hash].js`;
          const kundli = /\/app\/features\/kundli\/i18n-(chart|matching)-(en|hi)\.ts$/.exec(id);
          if (kundli)
            return `assets/strings-${kundli[1] === "chart" ? "kundliChart" : "kundliMatching"}.${kundli[2]}-[hash].js`;
          const feature = /\/app\/features\/(\w+)\/i18n(?:-(en|hi))?\.ts$/.exec(id);
          if (feature) {
            const part = feature[1] === "home" ? "homePage" : feature[1];
            return `assets/strings-${part}${feature[2] ? `.${feature[2]}` : ""}-[hash].js`;
          }
          return "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: { proxy: { "/api": { target: apiOrigin, changeOrigin: true } } },
});
