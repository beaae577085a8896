// The system feature's public entry.
export { systemRoutes } from "./routes.ts";
