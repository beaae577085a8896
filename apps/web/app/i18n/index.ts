import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";
import { hi } from "./hi";

export const LANGUAGES = ["en", "hi"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

export const resources = {
  en: { translation: en },
  hi: { translation: hi },
} as const;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

// One shared instance holds the resources; every render gets its own clone with its own
// language, so concurrent server renders in different languages never disturb each other.
let base: I18n | undefined;
function baseInstance(): I18n {
  if (!base) {
    base = i18next.createInstance();
    void base.use(initReactI18next).init({
      resources,
      lng: DEFAULT_LANG,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGUAGES],
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  }
  return base;
}

export function createI18n(lang: Lang): I18n {
  return baseInstance().cloneInstance({ lng: lang, initAsync: false });
}

/** A translate function for code outside React (meta tags, toasts from plain functions). */
export function fixedT(lang: Lang) {
  return baseInstance().getFixedT(lang);
}
