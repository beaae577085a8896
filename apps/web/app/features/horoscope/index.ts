// The horoscope feature's public entry: the sign horoscope pages and the zodiac carousel.
export { HoroscopePage } from "./horoscope-page";
export { horoscopeMeta } from "./meta";
export { dailyPath, LONG_PERIODS, periodPath, ZODIAC } from "./model";
export { ZodiacCarousel } from "./zodiac-carousel";
export type { HoroscopePageData } from "./loader.server";
