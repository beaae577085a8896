import type { Config } from "@react-router/dev/config";

// Server rendering: public pages arrive as HTML with their text and meta tags.
// The Fastify server (apps/server) imports build/server/index.js and serves build/client.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
