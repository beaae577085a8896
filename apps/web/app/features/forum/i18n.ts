import { forumEn } from "./i18n-en";
import { forumHi } from "./i18n-hi";

/** AstroHub's strings, mounted as `forum` in app/i18n/en.ts and hi.ts. */
export const forumStrings = { en: forumEn, hi: forumHi } as const;
