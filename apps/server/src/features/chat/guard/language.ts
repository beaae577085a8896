import type { ReplyLanguage } from "../reading/reading-context.ts";

/** Share of Devanagari among letters (0–1). */
export function devanagariShare(text: string): number {
  const deva = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return deva + latin === 0 ? 0 : deva / (deva + latin);
}

/** Fewer letters than this say too little about a sentence's language ("Asha,", "- 14416"). */
const MIN_LETTERS = 12;

/**
 * Whether a sentence is written in the record's language: null when it is too short to tell.
 * A Hindi sentence is mostly Devanagari (names such as Graha or Tele-MANAS stay Latin); an
 * English one mostly Latin.
 */
export function inLanguage(sentence: string, language: ReplyLanguage): boolean | null {
  const letters = sentence.match(/[\u0900-\u097FA-Za-z]/g)?.length ?? 0;
  if (letters < MIN_LETTERS) return null;
  const share = devanagariShare(sentence);
  return language === "Hindi" ? share >= 0.5 : share < 0.5;
}
