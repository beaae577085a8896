import type { TFunction } from "i18next";
import type { en, Messages } from "./en";
import { createTranslator, type Translator } from "./translator";
import { EXTRA_PARTS, PARTS, partsForPath, type Part } from "./parts";

export const LANGUAGES = ["en", "hi"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";
export type I18n = Translator;
export { partsForPath, type Part };

// Only types come from i18next: `TFunction` checks every key against the English catalogue.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

// The browser loads one language, and of it the site's own strings (core-*.ts) and the parts
// (features' strings) the page shows (parts.ts): the document preloads them and names them on
// <html data-strings>. A navigation to a page that needs another part waits for it (root.tsx);
// after hydration the rest of the language follows, so that a dialog or message that uses a
// part the page did not render finds it. The server (and the tests) load both languages whole.
const cores: Record<Lang, () => Promise<object>> = {
  en: () => import("./core-en").then((module) => module.coreEn),
  hi: () => import("./core-hi").then((module) => module.coreHi),
};
const wholes: Record<Lang, () => Promise<Messages>> = {
  en: () => import("./en").then((module) => module.en),
  hi: () => import("./hi").then((module) => module.hi),
};

// One translator per language, made once and shared by every render in that language: a render
// never changes the language of a translator, so concurrent server renders in different
// languages never disturb each other, and no render pays for setting one up.
const instances = new Map<Lang, Translator>();
const loading = new Map<Lang, Promise<Translator>>();
const partsLoading = new Map<string, Promise<void>>();

const waits = new Map<string, Promise<Translator>>();

/** Loads a language's site-wide strings and the given parts; resolves when `createI18n(lang)` can be called. */
export function loadLanguage(lang: Lang, parts: readonly Part[] = []): Promise<Translator> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = cores[lang]().then((core) => {
      const instance = createTranslator(lang, core);
      instances.set(lang, instance);
      return instance;
    });
    loading.set(lang, promise);
  }
  if (parts.every((part) => instances.get(lang)?.has(part))) return promise;
  // The same promise for the same wait, so that a render can `use` it.
  const key = `${lang}:${parts.join()}`;
  let wait = waits.get(key);
  if (!wait) {
    wait = promise.then(async (instance) => {
      await loadParts(lang, parts);
      return instance;
    });
    waits.set(key, wait);
  }
  return wait;
}

/** Loads parts of a loaded language's catalogue (once each). */
export function loadParts(lang: Lang, parts: readonly Part[]): Promise<void> {
  const missing = parts.filter((part) => !partsLoading.has(`${lang}:${part}`));
  if (missing.length) {
    // Added together, so that components that missed one of them render again once.
    const arrived = Promise.all(missing.map((part) => PARTS[part][lang]())).then((strings) =>
      createI18n(lang).add(Object.fromEntries(missing.map((part, i) => [part, strings[i]!]))),
    );
    for (const part of missing) partsLoading.set(`${lang}:${part}`, arrived);
  }
  return Promise.all(parts.map((part) => partsLoading.get(`${lang}:${part}`))).then(() => undefined);
}

/** Whether the language and those parts are loaded (no waiting needed). */
export function isLanguageLoaded(lang: Lang, parts: readonly Part[] = []): boolean {
  const instance = instances.get(lang);
  return !!instance && parts.every((part) => instance.has(part));
}

/** The rest of a language's parts, fetched after the page is interactive. */
export function loadRestOfLanguage(lang: Lang): Promise<void> {
  return loadParts(lang, Object.keys(PARTS) as Part[]);
}

/** Both languages whole, for the server and the tests. */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(
    LANGUAGES.map(async (lang) => {
      if (instances.get(lang)?.has("kundli")) return;
      const [whole, ...extras] = await Promise.all([wholes[lang](), ...EXTRA_PARTS.map((part) => PARTS[part][lang]())]);
      const instance = createTranslator(lang, {
        ...whole,
        ...Object.fromEntries(EXTRA_PARTS.map((p, i) => [p, extras[i]])),
      });
      instances.set(lang, instance);
      loading.set(lang, Promise.resolve(instance));
    }),
  );
}

/** The shared translator of a loaded language (see loadLanguage). */
export function createI18n(lang: Lang): Translator {
  const instance = instances.get(lang);
  if (!instance) throw new Error(`The ${lang} strings are not loaded: await loadLanguage("${lang}") first`);
  return instance;
}

/** A translate function for code outside React (meta tags, toasts from plain functions). */
export function fixedT(lang: Lang): TFunction {
  return createI18n(lang).t;
}
