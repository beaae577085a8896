// The chat feature's public entry.
export { chatRoutes } from "./routes.ts";
