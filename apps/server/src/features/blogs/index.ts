// The blogs feature's public entry: the list and post routes over the configured blog source.
export { blogRoutes } from "./routes.ts";
