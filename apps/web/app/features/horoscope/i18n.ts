// Every visible string of the horoscope pages, in English and Hindi (same keys; `hi` is
// typed by `en`). Registered under the `horoscope` key of app/i18n.
import { en, type HoroscopeStrings } from "./i18n-en";
import { hi } from "./i18n-hi";

export type { HoroscopeStrings };
export const horoscopeStrings = { en, hi };
