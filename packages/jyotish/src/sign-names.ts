// The twelve signs' names alone, so a page that lists the signs (the kundli form's "Today's
// Horoscope") loads them without the other names: `@graha/jyotish/sign-names`.
import SIGNS from "./sign-names.json" with { type: "json" };

/** A name in the languages the product shows: English (and Sanskrit transliteration) and Hindi. */
export interface LocalizedName {
  readonly en: string;
  readonly sanskrit: string;
  readonly hi: string;
}

/**
 * The twelve signs, index 0 = Aries (Mesha).
 *
 * @example
 * SIGN_NAMES[0]; // { en: "Aries", sanskrit: "Mesha", hi: "मेष" }
 */
export const SIGN_NAMES: readonly LocalizedName[] = SIGNS;
