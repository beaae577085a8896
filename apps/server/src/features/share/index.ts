// The share feature's public entry: shared links (API) and the Open Graph images.
export { ogRoutes, shareRoutes } from "./routes.ts";
