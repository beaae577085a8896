// The home feature's public entry: the home page's content, videos, consultants and leads.
export { homeRoutes } from "./routes.ts";
// The operations console edits what the home page reads.
export { siteValue, type Stats } from "./service.ts";
