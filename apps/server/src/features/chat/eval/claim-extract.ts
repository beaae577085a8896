import type { Graha } from "@graha/jyotish";
import {
  GRAHA_BY_WORD,
  MONTH_YEAR,
  NAKSHATRA_BY_WORD,
  ordinalsIn,
  ordinalValue,
  R,
  SIGN_BY_WORD,
} from "./claim-patterns.ts";

export type ClaimKind =
  | "sign"
  | "house"
  | "house_from_moon"
  | "house_from_ascendant"
  | "house_sign"
  | "lord"
  | "moon_sign"
  | "ascendant"
  | "nakshatra"
  | "mahadasha"
  | "antardasha"
  | "dasha_pair";

const graha = (w: string) =>
  GRAHA_BY_WORD.get(w) ?? GRAHA_BY_WORD.get(w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())!;
const sign = (w: string) => SIGN_BY_WORD.get(w.toLowerCase())!;
const nak = (w: string) => NAKSHATRA_BY_WORD.get(w.toLowerCase())!;

/** Normalizes compound terms so that "Moon sign" is not read as the graha Moon. */
function normalize(sentence: string): string {
  return sentence
    .replace(/from (?:your|the) Moon(?: sign)?\b/g, "from MOONREF")
    .replace(/\bMoon sign\b/g, "MOONSIGN")
    .replace(/\bSun sign\b/g, "SUNSIGN")
    .replace(/चंद्र राशि से|चन्द्र राशि से/g, "FROMMOON")
    .replace(/चंद्र राशि|चन्द्र राशि/g, "MOONSIGN")
    .replace(/सूर्य राशि/g, "SUNSIGN")
    .replace(/लग्न से/g, "FROMASC");
}

const GAP_EN = `(?:(?!\\b${R.grahaEn}\\b|\\b(?:which|whose|while|where|but|MOONSIGN|MOONREF|SUNSIGN)\\b)[^.;:!?\\n—(])`;
const GAP_HI = `(?:(?!${R.HB}${R.grahaHi}${R.HE}|${R.HB}(?:जो|जिस|जिसमें|जबकि|लेकिन)${R.HE}|MOONSIGN|FROMMOON|FROMASC|SUNSIGN)[^।.;!?\\n—(])`;
const G = `\\b(${R.grahaEn})\\b(?:'s)?`;
const GH = `${R.HB}(${R.grahaHi})${R.HE}`;
const SH = `${R.HB}(${R.signHi})${R.HE}`;
const OH = `${R.HB}(${R.ordHi})${R.HE}`;
const OLIST_EN = `(${R.ordEn}(?:(?:, | and | & )(?:the )?${R.ordEn})*)`;
const OLIST_HI = `(${R.ordHi}(?:(?:, | और )${R.ordHi})*)`;

/** A claim as read from the text, before checking. */
export interface RawClaim {
  kind: ClaimKind;
  text: string;
  transit: boolean;
  /** The sentence speaks of a later time ("into", "will", "होगा"). */
  future?: boolean;
  /** The sentence speaks of the next period ("next", "अगली"). */
  next?: boolean;
  g?: Graha;
  g2?: Graha;
  n?: number;
  ns?: number[];
  s?: number;
  k?: number;
  owner?: Graha | "ascendant";
  /** Start and end as written ("Aug 2028", "2028-08-03"), when given. */
  dates?: (string | null)[];
}
type Raw = RawClaim;

interface PatternSpec {
  re: RegExp;
  make: (m: RegExpExecArray, ctx: { transit: boolean; future: boolean; sentence: string }) => Raw | null;
}

const re = (src: string) => new RegExp(src, "gu");

const PATTERNS: readonly PatternSpec[] = [
  // English
  {
    re: re(
      `${G}${GAP_EN}{0,60}?\\b(?:in|into|transiting) (?:the sign of )?(${R.signEn})\\b(?! (?:ascendant|lagna|rising|MOONSIGN))`,
    ),
    make: (m, c) => ({ kind: "sign", text: m[0], transit: c.transit, g: graha(m[1]!), s: sign(m[2]!) }),
  },
  {
    re: re(`${G}${GAP_EN}{0,80}?\\bin (?:your|the) ${`(${R.ordEn})`} house\\b(?! from)`),
    make: (m, c) => ({
      kind: c.transit ? "house_from_ascendant" : "house",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`${G}${GAP_EN}{0,80}?\\b(${R.ordEn}) (?:house )?from MOONREF`),
    make: (m, c) => ({
      kind: "house_from_moon",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`${G}${GAP_EN}{0,80}?\\b(${R.ordEn}) (?:house )?from (?:your|the) (?:ascendant|lagna)`),
    make: (m, c) => ({
      kind: "house_from_ascendant",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`${G},? (?:is )?(?:the )?lord of (?:your|the) ${OLIST_EN}`),
    make: (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[1]!), ns: ordinalsIn(m[2]!, "en") }),
  },
  {
    re: re(`${G} rules (?:your|the) ${OLIST_EN}`),
    make: (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[1]!), ns: ordinalsIn(m[2]!, "en") }),
  },
  {
    re: re(`\\b(${R.ordEn})[- ]lord,? (?:the )?\\b(${R.grahaEn})\\b`),
    make: (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[2]!), ns: [ordinalValue(m[1]!)!] }),
  },
  {
    re: re(`\\bascendant\\b[^.;]{0,40}?ruled by (?:the )?(${R.grahaEn})\\b`),
    make: (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[1]!), ns: [1] }),
  },
  {
    re: re(`\\b(${R.ordEn}) house,? (?:which )?(?:falls in|is in|is) (${R.signEn})\\b`),
    make: (m) => ({ kind: "house_sign", text: m[0], transit: false, n: ordinalValue(m[1]!)!, s: sign(m[2]!) }),
  },
  {
    re: re(`MOONSIGN(?: \\(rashi\\))?,? (?:is )?(${R.signEn})\\b`),
    make: (m) => ({ kind: "moon_sign", text: m[0], transit: false, s: sign(m[1]!) }),
  },
  {
    re: re(`\\b(${R.signEn}) MOONSIGN`),
    make: (m) => ({ kind: "moon_sign", text: m[0], transit: false, s: sign(m[1]!) }),
  },
  {
    re: re(`\\b(?:ascendant|lagna)(?: \\((?:lagna|ascendant)\\))? is (${R.signEn})\\b`),
    make: (m) => ({ kind: "ascendant", text: m[0], transit: false, s: sign(m[1]!) }),
  },
  {
    re: re(`\\b(${R.signEn}) (?:ascendant|lagna|rising)\\b`),
    make: (m) => ({ kind: "ascendant", text: m[0], transit: false, s: sign(m[1]!) }),
  },
  {
    re: re(`\\b(${R.grahaEn}) maha ?dasha(?: \\((${MONTH_YEAR}) (?:–|-|to) (${MONTH_YEAR})\\))?`),
    make: (m, c) => ({
      kind: "mahadasha",
      text: m[0],
      transit: false,
      g: graha(m[1]!),
      dates: [m[2] ?? null, m[3] ?? null],
      next: /\bnext\b/.test(c.sentence),
    }),
  },
  {
    re: re(`\\bmahadasha,? of (?:the )?(${R.grahaEn})\\b`),
    make: (m, c) => ({
      kind: "mahadasha",
      text: m[0],
      transit: false,
      g: graha(m[1]!),
      next: /\bnext\b/.test(c.sentence),
    }),
  },
  {
    re: re(`\\b(${R.grahaEn}) antardasha(?: runs)?(?: until (${MONTH_YEAR}))?`),
    make: (m) => ({ kind: "antardasha", text: m[0], transit: false, g: graha(m[1]!), dates: [null, m[2] ?? null] }),
  },
  {
    re: re(`\\b(${R.grahaEn})[–-](${R.grahaEn}) period(?:,? \\(?(${MONTH_YEAR}) – (${MONTH_YEAR}))?`),
    make: (m) => ({
      kind: "dasha_pair",
      text: m[0],
      transit: false,
      g: graha(m[1]!),
      g2: graha(m[2]!),
      dates: [m[3] ?? null, m[4] ?? null],
    }),
  },
  {
    re: re(`\\b(${R.nakEn}) nakshatra\\b`),
    make: (m, c) => ({
      kind: "nakshatra",
      text: m[0],
      transit: false,
      k: nak(m[1]!),
      owner: nakshatraOwner(c.sentence.slice(0, m.index)),
    }),
  },
  {
    re: re(`\\bbirth nakshatra(?: \\([^)]*\\))? is (${R.nakEn})\\b`),
    make: (m) => ({ kind: "nakshatra", text: m[0], transit: false, k: nak(m[1]!), owner: "moon" }),
  },
  // Hindi
  {
    re: re(`${GH}${GAP_HI}{0,60}?${SH} राशि (?:में|के)`),
    make: (m, c) => ({ kind: "sign", text: m[0], transit: c.transit, g: graha(m[1]!), s: sign(m[2]!) }),
  },
  {
    re: re(`${SH} राशि के ${GH}`),
    make: (m, c) => ({ kind: "sign", text: m[0], transit: c.transit, g: graha(m[2]!), s: sign(m[1]!) }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?${OH} (?:भाव|घर) में`),
    make: (m, c) => ({
      kind: c.transit ? "house_from_ascendant" : "house",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`(?<!FROMMOON |FROMASC )${OH} भाव में (?:बैठे|स्थित) ${GH}`),
    make: (m, c) => ({
      kind: c.transit ? "house_from_ascendant" : "house",
      text: m[0],
      transit: c.transit,
      g: graha(m[2]!),
      n: ordinalValue(m[1]!)!,
    }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,80}?FROMMOON ${OH} भाव`),
    make: (m, c) => ({
      kind: "house_from_moon",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,80}?FROMASC ${OH} भाव`),
    make: (m, c) => ({
      kind: "house_from_ascendant",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`${R.HB}${OLIST_HI} भाव(?:ों)?(?: \\([^)]*\\))? के स्वामी ${GH}`),
    make: (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[2]!), ns: ordinalsIn(m[1]!, "hi") }),
  },
  {
    re: re(`${GH} (?:आपके )?${OLIST_HI} भाव(?:ों)? के स्वामी`),
    make: (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[1]!), ns: ordinalsIn(m[2]!, "hi") }),
  },
  { re: re(`MOONSIGN:? ${SH}`), make: (m) => ({ kind: "moon_sign", text: m[0], transit: false, s: sign(m[1]!) }) },
  { re: re(`${R.HB}लग्न ${SH}`), make: (m) => ({ kind: "ascendant", text: m[0], transit: false, s: sign(m[1]!) }) },
  { re: re(`${SH} लग्न${R.HE}`), make: (m) => ({ kind: "ascendant", text: m[0], transit: false, s: sign(m[1]!) }) },
  {
    re: re(
      `${GH} की (?:अगली )?महादशा(?: \\((\\d{4}-\\d{2}-\\d{2}|${MONTH_YEAR}) से (\\d{4}-\\d{2}-\\d{2}|${MONTH_YEAR}) तक\\))?`,
    ),
    make: (m, c) => ({
      kind: "mahadasha",
      text: m[0],
      transit: false,
      g: graha(m[1]!),
      dates: [m[2] ?? null, m[3] ?? null],
      next: /अगली|इसके बाद/.test(c.sentence),
    }),
  },
  {
    re: re(`${GH} की अंतर्दशा(?: (${MONTH_YEAR}) तक)?`),
    make: (m) => ({ kind: "antardasha", text: m[0], transit: false, g: graha(m[1]!), dates: [null, m[2] ?? null] }),
  },
  {
    re: re(`${GH}–${GH} की अवधि(?:,? \\(?(${MONTH_YEAR}) से (${MONTH_YEAR}) तक)?`),
    make: (m) => ({
      kind: "dasha_pair",
      text: m[0],
      transit: false,
      g: graha(m[1]!),
      g2: graha(m[2]!),
      dates: [m[3] ?? null, m[4] ?? null],
    }),
  },
  {
    re: re(`${R.HB}(${R.nakHi}) नक्षत्र`),
    make: (m, c) => ({
      kind: "nakshatra",
      text: m[0],
      transit: false,
      k: nak(m[1]!),
      owner: nakshatraOwner(c.sentence.slice(0, m.index)),
    }),
  },
  {
    re: re(`जन्म नक्षत्र(?: \\([^)]*\\))? (${R.nakHi})${R.HE}`),
    make: (m) => ({ kind: "nakshatra", text: m[0], transit: false, k: nak(m[1]!), owner: "moon" }),
  },
];

/** Whose nakshatra a sentence names: the last graha or ascendant word of the clause before it (default the Moon). */
function nakshatraOwner(before: string): Graha | "ascendant" {
  const clause = before.split(/[;:]/).pop() ?? "";
  const tokens = [
    ...clause.matchAll(re(`\\b(${R.grahaEn})\\b|${GH}|\\b(ascendant|lagna|rising degree)\\b|(लग्न)|(MOONSIGN)`)),
  ];
  const last = tokens[tokens.length - 1];
  if (!last) return "moon";
  if (last[1]) return graha(last[1]);
  if (last[2]) return graha(last[2]);
  if (last[3] || last[4]) return "ascendant";
  return "moon";
}

const TRANSIT_WORDS = /\btransit|गोचर/u;
const FUTURE_WORDS = /\binto\b|\bwill\b|होगा|होंगे|से शुरू/u;

/** Reads the placement claims of a reply (English and Hindi). */
export function extractClaims(text: string): RawClaim[] {
  const out: RawClaim[] = [];
  for (const rawSentence of text.split(/(?<=[.!?।])\s+|\n+/u)) {
    const sentence = normalize(rawSentence);
    const transit = TRANSIT_WORDS.test(sentence);
    const future = FUTURE_WORDS.test(sentence);
    for (const p of PATTERNS) {
      p.re.lastIndex = 0;
      for (const m of sentence.matchAll(p.re)) {
        const raw = p.make(m as RegExpExecArray, { transit, future, sentence });
        if (raw) out.push({ ...raw, future });
      }
    }
  }
  return out;
}
