// The kundli feature's public entry: its routes, and the saved records chats are asked on.
export { findBirthRecord } from "./kundli-repository.ts";
export { birthInputOfRecord, chartOfRecord } from "./kundli-service.ts";
export { kundliRoutes } from "./routes.ts";
