// The charts feature's public entry: its routes, and the chart computation kundlis reuse.
export { presentChart } from "./chart-presenter.ts";
export { chartOfBirth, matchBirths, transitOf } from "./chart-service.ts";
export { chartRoutes } from "./routes.ts";
