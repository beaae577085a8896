// The places feature's public entry.
export { placesRoutes } from "./routes.ts";
