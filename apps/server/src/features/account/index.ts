// The account feature's public entry.
export { accountRoutes } from "./routes.ts";
