import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// `react-router dev` serves the pages; API calls go to a running server (npm start, port 3000).
const apiOrigin = process.env.GRAHA_API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  server: { proxy: { "/api": { target: apiOrigin, changeOrigin: true } } },
});
