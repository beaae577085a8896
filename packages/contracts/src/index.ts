export * from "./errors.ts";
export * from "./common.ts";
export * from "./auth.ts";
export * from "./account.ts";
export * from "./system.ts";
export * from "./places.ts";
export * from "./charts.ts";
export * from "./kundli.ts";
