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
      // The app's own modules have no side effects on import (CSS aside): a page that imports
      // one component through a feature's index.ts does not load the rest of the feature.
      treeshake: { moduleSideEffects: (id: string) => !id.includes("/apps/web/app/") || /\.css($|\?)/.test(id) },
      output: {
        // Each language's strings under a name the server finds to preload (lib/strings-chunk.server.ts).
        chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
          const lang = /\/app\/i18n\/(en|hi)\.ts$/.exec(chunk.facadeModuleId ?? "")?.[1];
          return lang ? `assets/strings-${lang}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: { proxy: { "/api": { target: apiOrigin, changeOrigin: true } } },
});
