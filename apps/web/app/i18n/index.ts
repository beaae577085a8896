import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import type { en, Messages } from "./en";

export const LANGUAGES = ["en", "hi"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

// Each language's strings are their own chunk, loaded when a page in that language is first
// rendered: a browser downloads one language, never both (issue #15). The server (and the
// tests) load both once at start.
const catalogues: Record<Lang, () => Promise<Messages>> = {
  en: () => import("./en").then((module) => module.en),
  hi: () => import("./hi").then((module) => module.hi),
};

// One instance per language, made once and shared by every render in that language: a
// render never changes the language of an instance, so concurrent server renders in
// different languages never disturb each other, and no render pays for setting one up.
const instances = new Map<Lang, I18n>();
const loading = new Map<Lang, Promise<I18n>>();

function makeInstance(lang: Lang, messages: Messages): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [lang]: { translation: messages } },
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

/** Loads a language's strings (once); resolves when `createI18n(lang)` can be called. */
export function loadLanguage(lang: Lang): Promise<I18n> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = catalogues[lang]().then((messages) => {
      const instance = makeInstance(lang, messages);
      instances.set(lang, instance);
      return instance;
    });
    loading.set(lang, promise);
  }
  return promise;
}

/** Both languages, for the server and the tests. */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguage));
}

export function isLanguageLoaded(lang: Lang): boolean {
  return instances.has(lang);
}

/** The shared instance of a loaded language (see loadLanguage). */
export function createI18n(lang: Lang): I18n {
  const instance = instances.get(lang);
  if (!instance) throw new Error(`The ${lang} strings are not loaded: await loadLanguage("${lang}") first`);
  return instance;
}

/** A translate function for code outside React (meta tags, toasts from plain functions). */
const fixedTs = new Map<Lang, TFunction>();
export function fixedT(lang: Lang): TFunction {
  let t = fixedTs.get(lang);
  if (!t) {
    t = createI18n(lang).getFixedT(lang);
    fixedTs.set(lang, t);
  }
  return t;
}
