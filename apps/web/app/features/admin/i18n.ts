import { adminEn } from "./i18n-en";
import { adminHi } from "./i18n-hi";

/** The operations console's strings, mounted as `admin` in app/i18n/en.ts and hi.ts. */
export const adminStrings = { en: adminEn, hi: adminHi } as const;
