import type { Graha } from "@graha/jyotish";
import { GRAHA_BY_WORD, NAKSHATRA_BY_WORD, R, SIGN_BY_WORD } from "./claim-patterns.ts";

// Building blocks shared by the English and Hindi claim rules.

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
  | "dasha_pair"
  | "aspect"
  | "dignity"
  | "retrograde"
  | "sade_sati"
  | "pratyantardasha"
  | "mangal_dosha";

export const graha = (w: string) =>
  GRAHA_BY_WORD.get(w) ?? GRAHA_BY_WORD.get(w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())!;
export const sign = (w: string) => SIGN_BY_WORD.get(w.toLowerCase())!;
export const nak = (w: string) => NAKSHATRA_BY_WORD.get(w.toLowerCase())!;

// A gap between a graha and what is said of it: no other graha, no relative clause, no
// sentence or clause break, no compound term ("Moon sign") that names another subject.
export const GAP_EN = `(?:(?!\\b${R.grahaEn}\\b|\\b(?:which|whose|while|whereas|where|but|MOONSIGN|MOONREF|SUNSIGN)\\b|, and\\b|\\band in\\b)[^.;:!?\\n—(])`;
export const GAP_HI = `(?:(?!${R.HB}${R.grahaHi}${R.HE}|${R.HB}(?:जो|जिस|जिसमें|जबकि|लेकिन)${R.HE}|MOONSIGN|FROMMOON|FROMASC|SUNSIGN)[^।.;!?\\n—(])`;
export const G = `\\b(${R.grahaEn})\\b(?:'s)?`;
export const GH = `${R.HB}(${R.grahaHi})${R.HE}`;
export const SH = `${R.HB}(${R.signHi})${R.HE}`;
export const OH = `${R.HB}(${R.ordHi})${R.HE}`;
export const OLIST_EN = `(${R.ordEn}(?:(?:, | and | & )(?:the )?${R.ordEn})*)`;
export const OLIST_HI = `(${R.ordHi}(?:(?:, | और )${R.ordHi})*)`;

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
  /** Dignity claimed ("exalted", "debilitated", "own"), or Sade Sati phase. */
  word?: string;
  /** A negative claim ("no Sade Sati"). */
  negated?: boolean;
  /** Start and end as written ("Aug 2028", "2028-08-03"), when given. */
  dates?: (string | null)[];
  /** The calendar day a nakshatra is named for ("Friday 3 Apr 2026 (Chitra nakshatra"), YYYY-MM-DD: the Moon's that day, not the chart's. */
  day?: string;
}

export interface PatternSpec {
  re: RegExp;
  make: (m: RegExpExecArray, ctx: { transit: boolean; future: boolean; sentence: string }) => RawClaim | null;
}

export const re = (src: string) => new RegExp(src, "gu");

/** Whose nakshatra a sentence names: the last graha or ascendant word of the clause before it (default the Moon). */
export function nakshatraOwner(before: string): Graha | "ascendant" {
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
