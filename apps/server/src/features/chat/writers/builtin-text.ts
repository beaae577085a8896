import type { Graha } from "@graha/jyotish";
import { grahaName as grahaNameRaw, type Lang } from "../reading/names.ts";

/** English names take "the" for the Sun and the Moon; Hindi names as they are. */
export function grahaName(g: Graha, L: Lang): string {
  const name = grahaNameRaw(g, L);
  return L === "en" && (g === "sun" || g === "moon") ? `the ${name}` : name;
}

/** Capitalizes the first letter (for "the Moon" at a sentence start). */
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The name alone, for "the Sun antardasha" and "Venus–Sun". */
export const bareName = (g: Graha, L: Lang): string => grahaNameRaw(g, L);
