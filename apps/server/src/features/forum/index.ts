// The forum (AstroHub) feature's public entry: its routes.
export { forumDepsOf, forumRoutes } from "./routes.ts";
export { moderationQueue, removeItem, restoreItem, silenceUser } from "./moderation.ts";
