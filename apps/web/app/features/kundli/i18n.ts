// Every visible string of the kundli, chart report and matching pages, in English and Hindi
// (same keys; `hi` is typed by `en`). Registered under the `kundli` key of app/i18n.
import { en, type KundliStrings } from "./i18n-en";
import { hi } from "./i18n-hi";

export type { KundliStrings };
export const kundliStrings = { en, hi };
