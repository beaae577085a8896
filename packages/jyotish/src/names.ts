// The engine's vocabulary as plain data (no astronomy code), so the browser bundle and the
// contracts can import it alone: `@graha/jyotish/names`. The names themselves are in names.json
// (the signs' in sign-names.json, the nakshatras' and weekdays' in calendar-names.json).
import NAMES from "./names.json" with { type: "json" };
import type { LocalizedName } from "./sign-names.ts";

/** The nine grahas in the traditional order (Sun … Saturn, Rahu, Ketu): lower-case English keys. */
export const GRAHAS = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const;
export type Graha = (typeof GRAHAS)[number];

/** The sixteen divisional charts of the Shodashavarga, in ascending division. */
export const VARGA_NAMES = [
  "d1",
  "d2",
  "d3",
  "d4",
  "d7",
  "d9",
  "d10",
  "d12",
  "d16",
  "d20",
  "d24",
  "d27",
  "d30",
  "d40",
  "d45",
  "d60",
] as const;
export type VargaName = (typeof VARGA_NAMES)[number];

/** Sade Sati's phases: Saturn in the 12th from (rising), on (peak) and 2nd from (setting) the natal Moon. */
export const SADE_SATI_PHASES = ["rising", "peak", "setting"] as const;
export type SadeSatiPhase = (typeof SADE_SATI_PHASES)[number];

/** Saturn's dhaiya: in the 4th (kantaka) or 8th (ashtama) sign from the natal Moon. */
export const DHAIYA_KINDS = ["kantaka", "ashtama"] as const;
export type DhaiyaKind = (typeof DHAIYA_KINDS)[number];

// The signs' names are a module of their own (sign-names.ts), for pages that need only them.
export { SIGN_NAMES, type LocalizedName } from "./sign-names.ts";

/**
 * The grahas' abbreviations in a chart drawing.
 *
 * @example
 * GRAHA_ABBREVIATIONS.moon; // { en: "Mo", hi: "चं" }
 */
export const GRAHA_ABBREVIATIONS: Readonly<Record<Graha, { readonly en: string; readonly hi: string }>> =
  NAMES.grahaAbbreviations;

/**
 * The nine grahas by key.
 *
 * @example
 * GRAHA_NAMES.jupiter.hi; // "गुरु"
 */
export const GRAHA_NAMES: Readonly<Record<Graha, LocalizedName>> = NAMES.grahaNames;

// The nakshatras' and weekdays' names are a module of their own (calendar-names.ts): the pages
// that list only signs and grahas (home, the kundli form) do not load them.
export { NAKSHATRA_NAMES, VARA_NAMES } from "./calendar-names.ts";

/**
 * The civil (Gregorian) month names in English and Hindi, index 0 = January: how dates
 * are written in readings and on pages.
 *
 * @example
 * MONTH_NAMES.hi[0]; // "जनवरी"
 */
export const MONTH_NAMES: Readonly<Record<"en" | "hi", readonly string[]>> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
};

/**
 * The Sanskrit titles of the divisional charts (English uses the transliteration).
 *
 * @example
 * VARGA_TITLES.d9.hi; // "नवांश"
 */
export const VARGA_TITLES: Readonly<Record<VargaName, LocalizedName>> = Object.fromEntries(
  (
    [
      ["d1", "Rashi", "राशि"],
      ["d2", "Hora", "होरा"],
      ["d3", "Drekkana", "द्रेष्काण"],
      ["d4", "Chaturthamsha", "चतुर्थांश"],
      ["d7", "Saptamsha", "सप्तांश"],
      ["d9", "Navamsha", "नवांश"],
      ["d10", "Dashamsha", "दशमांश"],
      ["d12", "Dwadashamsha", "द्वादशांश"],
      ["d16", "Shodashamsha", "षोडशांश"],
      ["d20", "Vimshamsha", "विंशांश"],
      ["d24", "Chaturvimshamsha", "चतुर्विंशांश"],
      ["d27", "Bhamsha", "भांश"],
      ["d30", "Trimshamsha", "त्रिंशांश"],
      ["d40", "Khavedamsha", "खवेदांश"],
      ["d45", "Akshavedamsha", "अक्षवेदांश"],
      ["d60", "Shashtiamsha", "षष्ट्यंश"],
    ] as const
  ).map(([key, en, hi]) => [key, { en, sanskrit: en, hi }]),
) as Record<VargaName, LocalizedName>;

/** Lords of the signs, index 0 = Aries. */
export const SIGN_LORDS: readonly Graha[] = [
  "mars",
  "venus",
  "mercury",
  "moon",
  "sun",
  "mercury",
  "venus",
  "mars",
  "jupiter",
  "saturn",
  "saturn",
  "jupiter",
];

/** The elements of the signs in turn from Aries (fire, earth, air, water, fire, …): sign i has `SIGN_ELEMENTS[i % 4]`. */
export const SIGN_ELEMENTS = ["fire", "earth", "air", "water"] as const;
export type SignElement = (typeof SIGN_ELEMENTS)[number];
