// The horoscopes feature's public entry: sign horoscopes (routes) and the warm-up at start.
export { horoscopeRoutes } from "./routes.ts";
export { HOROSCOPE_ENGINE_VERSION, horoscopeService, warmHoroscopesInBackground } from "./service.ts";
export type { HoroscopeDeps, HoroscopeService } from "./service.ts";
