import { GRAHA_NAMES, MONTH_NAMES, NAKSHATRA_NAMES, SIGN_NAMES, type Graha } from "@graha/jyotish";

export type Lang = "en" | "hi";

export const signName = (i: number, lang: Lang): string => SIGN_NAMES[i]![lang];
export const grahaName = (g: Graha, lang: Lang): string => GRAHA_NAMES[g][lang];
export const nakshatraName = (i: number, lang: Lang): string => NAKSHATRA_NAMES[i]![lang];

/** English ordinal: 1st, 2nd, 3rd, 4th … 11th, 12th … 21st. */
export function ordinalEn(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** Hindi oblique-case ordinals, 1 to 12, as in "सातवें भाव में". */
const ORDINAL_HI: readonly string[] = [
  "",
  "पहले",
  "दूसरे",
  "तीसरे",
  "चौथे",
  "पाँचवें",
  "छठे",
  "सातवें",
  "आठवें",
  "नौवें",
  "दसवें",
  "ग्यारहवें",
  "बारहवें",
];

export const ordinalHi = (n: number): string => ORDINAL_HI[n]!;

/** Hindi direct-case ordinal as in "आपका सातवाँ भाव". */
export const ORDINAL_HI_DIRECT: readonly string[] = [
  "",
  "पहला",
  "दूसरा",
  "तीसरा",
  "चौथा",
  "पाँचवाँ",
  "छठा",
  "सातवाँ",
  "आठवाँ",
  "नौवाँ",
  "दसवाँ",
  "ग्यारहवाँ",
  "बारहवाँ",
];

/** "7th house" / "सातवें भाव". */
export const houseName = (n: number, lang: Lang): string =>
  lang === "en" ? `${ordinalEn(n)} house` : `${ordinalHi(n)} भाव`;

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS_HI = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

/** "June" / "जून" for a month index (0 = January). */
export const monthName = (month: number, lang: Lang): string => MONTH_NAMES[lang][month]!;

/** "Mar 2027" / "मार्च 2027" from an ISO date or instant (UTC). */
export function monthYear(iso: string, lang: Lang): string {
  const year = iso.slice(0, 4);
  const month = Number(iso.slice(5, 7)) - 1;
  return `${(lang === "en" ? MONTHS_EN : MONTHS_HI)[month]} ${year}`;
}

/** "23 Nov 2026" / "23 नवंबर 2026" from an ISO date. */
export function dayMonth(iso: string, lang: Lang): string {
  return `${Number(iso.slice(8, 10))} ${monthYear(iso, lang)}`;
}

/** "Mar 2027 – Nov 2029" / "मार्च 2027 से नवंबर 2029 तक". */
export function span(startIso: string, endIso: string, lang: Lang): string {
  return lang === "en"
    ? `${monthYear(startIso, "en")} – ${monthYear(endIso, "en")}`
    : `${monthYear(startIso, "hi")} से ${monthYear(endIso, "hi")} तक`;
}

/** A list joined naturally: "a, b and c" / "a, b और c". */
export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join("");
  const and = lang === "en" ? " and " : " और ";
  return `${items.slice(0, -1).join(", ")}${and}${items[items.length - 1]}`;
}

/** The classical yogas' names in Hindi (the engine's keys). */
export const YOGA_NAME_HI: Readonly<Record<string, string>> = {
  gajakesari: "गजकेसरी",
  budhaditya: "बुधादित्य",
  ruchaka: "रुचक",
  bhadra: "भद्र",
  hamsa: "हंस",
  malavya: "मालव्य",
  shasha: "शश",
  "chandra-mangala": "चंद्र-मंगल",
  kemadruma: "केमद्रुम",
  raja: "राज",
  dhana: "धन",
  "vipareeta-raja": "विपरीत राज",
};
