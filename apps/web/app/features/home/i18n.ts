// The home page's sections beyond the hero (testimonials, vlogs, banners, the stats block),
// in English and Hindi (same keys; `hi` is typed by `en`). Registered under the `homePage`
// key of app/i18n. The texts of the database's content (hero, testimonials, video titles)
// come from the API in the visitor's language.
import { en } from "./i18n-en";
import { hi } from "./i18n-hi";

export const homePageStrings = { en, hi };
