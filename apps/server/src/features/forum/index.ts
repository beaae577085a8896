// The forum (AstroHub) feature's public entry: its routes.
export { forumRoutes } from "./routes.ts";
