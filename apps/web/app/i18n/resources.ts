// Every string of both languages at once, for tests that read the whole catalogue. The app
// loads one language at a time (index.ts).
import { en } from "./en";
import { hi } from "./hi";

export const resources = {
  en: { translation: en },
  hi: { translation: hi },
} as const;
