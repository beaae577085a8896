import type { Config } from "@react-router/dev/config";

// Server rendering: public pages arrive as HTML with their text and meta tags.
// The Fastify server (apps/server) imports build/server/index.js and serves build/client.
export default {
  appDirectory: "app",
  // GRAHA_WEB_BUILD_DIR lets parallel work build side by side (the server's WEB_BUILD_DIR
  // then points at apps/web/<that dir>); everyone else uses build/.
  buildDirectory: process.env.GRAHA_WEB_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
