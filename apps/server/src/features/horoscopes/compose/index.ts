// Writes the engine's sign horoscopes (signHoroscope in @graha/jyotish) as text: pure, no I/O.
export { composeHoroscope, reasonLine } from "./compose-horoscope.ts";
export type { ComposedHoroscope, ComposedCategory, ComposeOptions } from "./compose-horoscope.ts";
export type { HoroscopeLang } from "./phrases.ts";
