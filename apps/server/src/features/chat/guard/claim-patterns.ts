import { GRAHAS, NAKSHATRA_NAMES, SIGN_NAMES, type Graha } from "@graha/jyotish";

// Vocabulary of the claim checker: names of grahas, signs, nakshatras and ordinals in
// English (with Sanskrit forms) and Hindi, each mapped back to its index or key.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map(escape);

const GRAHA_WORDS_EN: Readonly<Record<Graha, readonly string[]>> = {
  sun: ["Sun", "Surya"],
  moon: ["Moon", "Chandra"],
  mars: ["Mars", "Mangal", "Mangala"],
  mercury: ["Mercury", "Budh", "Budha"],
  jupiter: ["Jupiter", "Guru", "Brihaspati"],
  venus: ["Venus", "Shukra"],
  saturn: ["Saturn", "Shani"],
  rahu: ["Rahu"],
  ketu: ["Ketu"],
};

const GRAHA_WORDS_HI: Readonly<Record<Graha, readonly string[]>> = {
  sun: ["सूर्य", "सूरज", "रवि"],
  moon: ["चंद्रमा", "चंद्र", "चन्द्रमा", "चन्द्र"],
  mars: ["मंगल"],
  mercury: ["बुध"],
  jupiter: ["गुरु", "बृहस्पति"],
  venus: ["शुक्र"],
  saturn: ["शनि"],
  rahu: ["राहु"],
  ketu: ["केतु"],
};

const SIGN_EXTRA_HI: Readonly<Record<number, readonly string[]>> = { 1: ["वृष"], 10: ["कुम्भ"] };

function lookup<K>(entries: readonly [K, readonly string[]][], caseless: boolean): Map<string, K> {
  const map = new Map<string, K>();
  for (const [key, words] of entries) for (const w of words) map.set(caseless ? w.toLowerCase() : w, key);
  return map;
}

const grahaEntries = (src: Readonly<Record<Graha, readonly string[]>>) =>
  GRAHAS.map((g) => [g, src[g]] as [Graha, readonly string[]]);
export const GRAHA_BY_WORD = lookup<Graha>([...grahaEntries(GRAHA_WORDS_EN), ...grahaEntries(GRAHA_WORDS_HI)], false);
export const SIGN_BY_WORD = lookup<number>(
  SIGN_NAMES.map((n, i) => [i, [n.en, n.sanskrit, n.hi, ...(SIGN_EXTRA_HI[i] ?? [])]] as [number, readonly string[]]),
  true,
);
export const NAKSHATRA_BY_WORD = lookup<number>(
  NAKSHATRA_NAMES.map((n, i) => [i, [n.en, n.hi]] as [number, readonly string[]]),
  true,
);

const ORD_EN_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];
const ORD_HI_WORDS: readonly (readonly string[])[] = [
  ["पहले", "पहला", "प्रथम"],
  ["दूसरे", "दूसरा", "द्वितीय"],
  ["तीसरे", "तीसरा", "तृतीय"],
  ["चौथे", "चौथा", "चतुर्थ"],
  ["पाँचवें", "पांचवें", "पाँचवाँ", "पांचवां", "पंचम"],
  ["छठे", "छठा", "षष्ठ"],
  ["सातवें", "सातवाँ", "सातवां", "सप्तम"],
  ["आठवें", "आठवाँ", "आठवां", "अष्टम"],
  ["नौवें", "नौवाँ", "नौवां", "नवम"],
  ["दसवें", "दसवाँ", "दसवां", "दशम"],
  ["ग्यारहवें", "ग्यारहवाँ", "ग्यारहवां", "एकादश"],
  ["बारहवें", "बारहवाँ", "बारहवां", "द्वादश"],
];

/** House number of an ordinal ("7th", "seventh", "सातवें", "7वें"), or null. */
export function ordinalValue(word: string): number | null {
  const digits = /^(\d{1,2})/.exec(word);
  if (digits) {
    const n = Number(digits[1]);
    return n >= 1 && n <= 12 ? n : null;
  }
  const en = ORD_EN_WORDS.indexOf(word.toLowerCase());
  if (en >= 0) return en + 1;
  const hi = ORD_HI_WORDS.findIndex((forms) => forms.includes(word));
  return hi >= 0 ? hi + 1 : null;
}

// Devanagari has no \b: a word edge is "not preceded / followed by a letter or mark".
const HB = "(?<![\\p{L}\\p{M}])";
const HE = "(?![\\p{L}\\p{M}])";

const alt = (words: readonly string[]) => `(?:${longestFirst(words).join("|")})`;

export const R = {
  grahaEn: alt(GRAHAS.flatMap((g) => GRAHA_WORDS_EN[g])),
  grahaHi: alt(GRAHAS.flatMap((g) => GRAHA_WORDS_HI[g])),
  signEn: alt(SIGN_NAMES.flatMap((n) => [n.en, n.sanskrit])),
  signHi: alt([...SIGN_NAMES.map((n) => n.hi), ...Object.values(SIGN_EXTRA_HI).flat()]),
  nakEn: alt(NAKSHATRA_NAMES.map((n) => n.en)),
  nakHi: alt(NAKSHATRA_NAMES.map((n) => n.hi)),
  ordEn: `(?:\\d{1,2}(?:st|nd|rd|th)|${ORD_EN_WORDS.join("|")})`,
  ordHi: `(?:\\d{1,2}(?:वें|वे|वाँ|वां)?|${longestFirst(ORD_HI_WORDS.flat()).join("|")})`,
  HB,
  HE,
};

/** All ordinals in a phrase such as "5th and 12th" or "पाँचवें और बारहवें". */
export function ordinalsIn(phrase: string, lang: "en" | "hi"): number[] {
  const re = new RegExp(lang === "en" ? `\\b${R.ordEn}\\b` : `${HB}${R.ordHi}${HE}`, "gu");
  return [...phrase.matchAll(re)].map((m) => ordinalValue(m[0])).filter((n): n is number => n !== null);
}

const MONTHS_EN = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTHS_HI = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

export const MONTH_YEAR = `(?:(?:${MONTHS_EN.join("|")})[a-z]*|${MONTHS_HI.join("|")}|फरवरी) \\d{4}|\\d{4}-\\d{2}-\\d{2}`;

/** "YYYY-MM" of "Aug 2028", "अगस्त 2028" or "2028-08-03"; null if unreadable. */
export function yearMonth(text: string): string | null {
  const iso = /(\d{4})-(\d{2})-\d{2}/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}`;
  const m = /^(\S+) (\d{4})$/.exec(text.trim());
  if (!m) return null;
  const word = m[1]!.toLowerCase().slice(0, 3);
  let month = MONTHS_EN.indexOf(word);
  if (month < 0) month = MONTHS_HI.indexOf(m[1]!) >= 0 ? MONTHS_HI.indexOf(m[1]!) : m[1] === "फरवरी" ? 1 : -1;
  return month < 0 ? null : `${m[2]}-${String(month + 1).padStart(2, "0")}`;
}
