// The predictions feature's public entry: its routes (personal predictions, streamed).
export { predictionRoutes } from "./routes.ts";
