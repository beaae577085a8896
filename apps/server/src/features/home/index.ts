// The home feature's public entry: the home page's content, videos, consultants and leads.
export { homeRoutes } from "./routes.ts";
