// What the app used of react-i18next (useTranslation, the provider), over the app's own
// translator (translator.ts); components import it from here (ADR 038).
import { createContext, use, useSyncExternalStore, type ReactNode } from "react";
import type { TFunction } from "i18next";
import type { Translator } from "./translator";

const I18nContext = createContext<Translator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an <I18nextProvider> above it");
  // Re-renders when a part of the catalogue this page did not preload arrives (index.ts).
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  return { t: i18n.t, i18n };
}
