import { SIGN_NAMES } from "@graha/jyotish";

/** The spec writes "Saggitarius"; both spellings name the ninth sign. */
const ALIASES: Readonly<Record<string, number>> = { saggitarius: 8 };

/**
 * The sign index (0 = Aries) of an English sign name in any case, or undefined.
 *
 * @example
 * signIndexOfName("leo"); // 4
 * signIndexOfName("Saggitarius"); // 8
 */
export function signIndexOfName(name: string): number | undefined {
  const key = name.trim().toLowerCase();
  const index = SIGN_NAMES.findIndex((s) => s.en.toLowerCase() === key);
  if (index >= 0) return index;
  return ALIASES[key];
}

/** The English name of a sign index ("Sagittarius"). */
export const signNameEn = (index: number): string => SIGN_NAMES[index]!.en;
