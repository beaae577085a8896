import { commerceEn } from "./i18n-en";
import { commerceHi } from "./i18n-hi";

/** The commerce pages' strings, mounted as `commerce` in app/i18n/en.ts and hi.ts. */
export const commerceStrings = { en: commerceEn, hi: commerceHi } as const;
