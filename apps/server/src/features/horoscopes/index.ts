// The horoscopes feature's public entry: sign horoscopes (routes) and the scheduled warm-up.
export { horoscopeRoutes } from "./routes.ts";
export { HOROSCOPE_ENGINE_VERSION, horoscopeService, warmHoroscopes } from "./service.ts";
export type { HoroscopeDeps, HoroscopeService } from "./service.ts";
