// The account feature's public entry.
export { accountRoutes } from "./routes.ts";
export { recordConsent } from "./consent.ts";
