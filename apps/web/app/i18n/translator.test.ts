import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { hi } from "./hi";
import { createTranslator } from "./translator";

type Tree = { readonly [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : keysOf(value, path);
  });
}

// The translator replaces i18next (ADR 038): for every text of both catalogues, with and
// without its placeholders filled, and for every plural at 0, 1, 2 and 5, it must give what
// i18next gave with the app's old settings.
describe.each([
  ["en", en],
  ["hi", hi],
] as const)("the translator in %s", (lang, catalogue) => {
  const reference = i18next.createInstance();
  void reference.init({
    resources: { [lang]: { translation: catalogue } },
    lng: lang,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const ours = createTranslator(lang, catalogue);
  // Untyped: the test walks keys as plain strings.
  const t = ours.t as unknown as (key: string, options?: object) => string;
  const ref = reference.t as unknown as (key: string, options?: object) => string;
  const keys = keysOf(catalogue as Tree);
  const bases = [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))];

  it("gives i18next's text for every key, placeholders filled or not", () => {
    for (const key of bases) {
      const filled = { name: "Asha", count: 3, price: "₹99", amount: 0, date: "1 Jan", n: 7, list: "a, b" };
      expect(t(key), key).toBe(ref(key));
      expect(t(key, filled), key).toBe(ref(key, filled));
    }
  });

  it("picks i18next's plural form", () => {
    for (const key of bases.filter((base) => !keys.includes(base)))
      for (const count of [0, 1, 2, 5]) expect(t(key, { count }), `${key} ${count}`).toBe(ref(key, { count }));
  });

  it("falls back as i18next does: default value, then the key", () => {
    expect(t("nav.nothing", { defaultValue: "Fallback {{x}}", x: 1 })).toBe(
      ref("nav.nothing", { defaultValue: "Fallback {{x}}", x: 1 }),
    );
    expect(t("nav.nothing")).toBe(ref("nav.nothing"));
    expect(t("nav", {})).toBe("nav");
    expect(t("errors.getOtpFailedWith", { message: undefined })).toBe(
      ref("errors.getOtpFailedWith", { message: undefined }),
    );
    expect(t("errors.getOtpFailedWith")).toBe(ref("errors.getOtpFailedWith"));
  });
});

describe("parts that arrive later", () => {
  it("are found once added, and only a missed lookup makes components render again", () => {
    const translator = createTranslator("en", { nav: { home: "Home" } });
    const t = translator.t as unknown as (key: string) => string;
    let renders = 0;
    translator.subscribe(() => renders++);
    translator.add({ forum: { title: "Forum" } });
    expect(renders).toBe(0);
    expect(t("kundli.title")).toBe("kundli.title");
    translator.add({ kundli: { title: "Kundli" } });
    expect(renders).toBe(1);
    expect(t("kundli.title")).toBe("Kundli");
    expect(t("forum.title")).toBe("Forum");
    expect(translator.has("kundli")).toBe(true);
  });
});
