// The operations console's public entry (ADR 033): its routes and the staff gate app.ts registers.
export { adminRoutes } from "./routes.ts";
export { registerStaffGuard } from "./staff-guard.ts";
