import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

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
        // Fewer, larger first-load scripts: React and React Router as one, and the app's shell
        // (the layout, the UI kit and helpers that most pages import) as one, instead of forty
        // small files that a phone on HTTP/1.1 fetches six at a time.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: "shell",
              // The layout, the UI kit and the helpers most pages import (a module in 12 pages' scripts
              // or more): a wider net pulled rarely used code into every page (bench/README.md).
              test: (id: string) => /\/apps\/web\/app\/(components|lib)\//.test(id),
              minShareCount: 12,
              priority: 10,
            },
          ],
        },
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
