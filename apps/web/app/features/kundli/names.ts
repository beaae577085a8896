import type { Lang } from "../../i18n";

// Grahas, signs, nakshatras and vargas with their names in English and Hindi: the engine's
// own lists (its "names" entry is plain data, so the browser bundle gets no astronomy code).
import {
  GRAHA_NAMES,
  NAKSHATRA_NAMES,
  SIGN_NAMES,
  VARGA_TITLES,
  type Graha,
  type VargaName,
} from "@graha/jyotish/names";

export { GRAHA_ABBREVIATIONS, GRAHAS, VARGA_NAMES } from "@graha/jyotish/names";
export { GRAHA_NAMES, NAKSHATRA_NAMES, SIGN_NAMES, VARGA_TITLES, type Graha, type VargaName };

export const signName = (index: number, lang: Lang) => SIGN_NAMES[((index % 12) + 12) % 12]![lang];
export const grahaName = (graha: string, lang: Lang) => GRAHA_NAMES[graha as Graha]?.[lang] ?? graha;
export const nakshatraName = (index: number, lang: Lang) => NAKSHATRA_NAMES[index]?.[lang] ?? String(index);
export const vargaLabel = (key: VargaName, lang: Lang) => `${key.toUpperCase()} · ${VARGA_TITLES[key][lang]}`;

const CLASSICAL_YOGA_HI: Record<string, string> = {
  gajakesari: "गजकेसरी योग",
  budhaditya: "बुधादित्य योग",
  ruchaka: "रुचक योग",
  bhadra: "भद्र योग",
  hamsa: "हंस योग",
  malavya: "मालव्य योग",
  shasha: "शश योग",
  "chandra-mangala": "चंद्र-मंगल योग",
  kemadruma: "केमद्रुम योग",
  raja: "राज योग",
  dhana: "धन योग",
  "vipareeta-raja": "विपरीत राज योग",
};

/** A panchang element's name (the API sends both languages). */
export const localName = (element: { name: string; nameHi: string }, lang: Lang) =>
  lang === "hi" ? element.nameHi : element.name;
export const classicalYogaName = (key: string, english: string, lang: Lang) =>
  lang === "hi" ? (CLASSICAL_YOGA_HI[key] ?? `${english} योग`) : `${english} Yoga`;

/** The engine's Mangal dosha exceptions, in Hindi (English as the API words them). */
export function mangalException(text: string, lang: Lang): string {
  if (lang === "en") return text;
  const house = /^Mars in house (\d+) in a sign that exempts it$/.exec(text);
  if (house) return `मंगल भाव ${house[1]} में ऐसी राशि में है जो दोष से मुक्त करती है`;
  const known: Record<string, string> = {
    "Mars in its own sign": "मंगल अपनी राशि में",
    "Mars exalted in Capricorn": "मंगल मकर में उच्च का",
    "Jupiter conjunct Mars": "गुरु मंगल के साथ",
    "Jupiter aspects Mars": "गुरु की मंगल पर दृष्टि",
  };
  return known[text] ?? text;
}
