import { type RawClaim } from "./claim-common.ts";
import { EN_RULES } from "./claim-rules-en.ts";
import { HI_RULES } from "./claim-rules-hi.ts";

export type { ClaimKind, RawClaim } from "./claim-common.ts";

const PATTERNS = [...EN_RULES, ...HI_RULES];

/** Normalizes compound terms so that "Moon sign" is not read as the graha Moon. */
function normalize(sentence: string): string {
  return (
    sentence
      // "Venus is not in your 5th house": a placement denied is no placement claimed.
      .replace(/\b(is|are) not (in|placed in) (your|the) \S+ house\b/g, "$1 elsewhere")
      .replace(/(आपके |आपकी कुंडली के )?\S+ भाव में नहीं (हैं|है)/gu, "कहीं और $2")
      .replace(/from (?:your|the) Moon(?: sign)?\b/g, "from MOONREF")
      .replace(/\bMoon sign\b/g, "MOONSIGN")
      .replace(/\bSun sign\b/g, "SUNSIGN")
      .replace(/चंद्र राशि से|चन्द्र राशि से/g, "FROMMOON")
      .replace(/चंद्र राशि|चन्द्र राशि/g, "MOONSIGN")
      .replace(/सूर्य राशि/g, "SUNSIGN")
      .replace(/लग्न से/g, "FROMASC")
  );
}

const TRANSIT_WORDS = /\btransit|गोचर/u;
const FUTURE_WORDS = /\binto\b|\bwill\b|होगा|होंगे|से शुरू/u;
const NEXT_WORDS =
  /\bnext\b|\bafter\b|\bthen\b|\bbegins?\b|\bstarts?\b|\bupcoming\b|\blater\b|अगली|अगला|इसके बाद|से शुरू|आगे/u;

/** Reads the placement claims of a reply (English and Hindi). */
export function extractClaims(text: string): RawClaim[] {
  const out: RawClaim[] = [];
  for (const rawSentence of text.split(/(?<=[.!?।])\s+|\n+/u)) {
    const sentence = normalize(rawSentence);
    const transit = TRANSIT_WORDS.test(sentence);
    const future = FUTURE_WORDS.test(sentence);
    const next = NEXT_WORDS.test(sentence);
    for (const p of PATTERNS) {
      p.re.lastIndex = 0;
      for (const m of sentence.matchAll(p.re)) {
        const raw = p.make(m as RegExpExecArray, { transit, future, sentence });
        if (raw) out.push({ next, ...raw, future });
      }
    }
  }
  return out;
}
