// The app's translator: the part of i18next the app uses, in about a kilobyte instead of
// fourteen (issue #15, ADR 038). Keys are dotted paths into one catalogue per language;
// `{{name}}` is replaced by the option of that name (a missing one stays as written);
// `count` picks `key_one`/`key_other`… by the language's plural rules (Intl.PluralRules),
// falling back to the bare key and then to `key_other`; a key that is not there gives its
// `defaultValue` or, failing that, the key itself. These are i18next's rules for those
// features, with `interpolation.escapeValue: false` (React escapes), so the texts are the
// ones i18next rendered. Types stay i18next's (`TFunction` checks every key at compile time).
import type { TFunction } from "i18next";

type Tree = { [key: string]: string | Tree };
type Options = { count?: unknown; defaultValue?: string; [name: string]: unknown };

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

export interface Translator {
  readonly language: string;
  readonly t: TFunction;
  getFixedT(lang?: string): TFunction;
  /** Adds parts of the catalogue (top-level keys and their strings) that arrived later. */
  add(parts: Record<string, object>): void;
  /** Whether that top-level key's strings are here. */
  has(part: string): boolean;
  /** A top-level key's strings as they are (the API's message catalogue, lib/api-message.ts). */
  part(name: string): object | undefined;
  /** Changes when parts arrive that a lookup had missed: those components render again (react.tsx). */
  readonly version: number;
  subscribe(listener: () => void): () => void;
}

export function createTranslator(language: string, catalogue: object): Translator {
  const tree = { ...catalogue } as Tree;
  const plurals = new Intl.PluralRules(language);
  const listeners = new Set<() => void>();
  let version = 0;
  let missed = false;

  const find = (key: string): string | undefined => {
    let node: string | Tree | undefined = tree;
    for (const segment of key.split(".")) {
      if (typeof node !== "object") return undefined;
      node = node[segment];
    }
    return typeof node === "string" ? node : undefined;
  };

  const interpolate = (text: string, options: Options) =>
    text.replace(PLACEHOLDER, (match, name: string) => {
      const value = options[name.trim()];
      if (value === undefined) return Object.hasOwn(options, name.trim()) ? "" : match;
      return value === null ? "" : String(value);
    });

  const translate = (key: string | string[], options?: Options | string): string => {
    const opts: Options = typeof options === "string" ? { defaultValue: options } : (options ?? {});
    const plural = opts.count !== undefined && typeof opts.count !== "string";
    for (const k of Array.isArray(key) ? key : [key]) {
      const candidates = plural
        ? [...(opts.count === 0 ? [`${k}_zero`] : []), `${k}_${plurals.select(opts.count as number)}`, k, `${k}_other`]
        : [k];
      for (const candidate of candidates) {
        const text = find(candidate);
        if (text !== undefined) return interpolate(text, opts);
      }
    }
    const first = (Array.isArray(key) ? key[0] : key)?.split(".")[0];
    if (first && !(first in tree)) missed = true;
    if (opts.defaultValue !== undefined) return interpolate(opts.defaultValue, opts);
    return Array.isArray(key) ? (key[key.length - 1] ?? "") : key;
  };
  const t = translate as unknown as TFunction;

  return {
    language,
    t,
    getFixedT: () => t,
    add(parts) {
      Object.assign(tree, parts);
      if (!missed) return;
      missed = false;
      version += 1;
      for (const listener of listeners) listener();
    },
    has: (part) => part in tree,
    part: (name) => (typeof tree[name] === "object" ? tree[name] : undefined),
    get version() {
      return version;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
