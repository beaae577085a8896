// The blog's strings in English and Hindi; registered under the `blogs` key of app/i18n.
import { en } from "./i18n-en";
import { hi } from "./i18n-hi";

export const blogStrings = { en, hi } as const;
