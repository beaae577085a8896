import { asksSomething, endsAsking } from "./text.ts";

// Two questions in one message ("When will I get married and will it be a love marriage?",
// "meri job kab lagegi aur shaadi kab hogi?", "Is my Rahu badly placed? What remedy should I
// do?"): the message cut into its questions, so that each can get its own direct answer.

// A word that makes a clause a question (English, Hinglish, Hindi).
const ASKS =
  /(?:^|[\s,])(?:will|when|what|how|which|why|where|is|are|am|can|could|should|shall|do|does|kya|kab|kaise|kaisa|kaisi|kaun|kaunsa|konsa|kyu|kyun|kitne|kitna|hoga|hogi|honge|milega|milegi|lagegi|lagega|rahega|rahegi|क्या|कब|कैसे|कैसी|कैसा|कौन|क्यों|कितने|होगा|होगी|मिलेगा|मिलेगी|रहेगा|रहेगी|सुधरेगी|सुधरेगा)(?=[\s?,.!।]|$)/iu;

// Where a message may hold two questions: after a question mark, or at "and", "aur", "और"
// (also after a comma).
const BREAK = /(?<=[?？])\s+|,?\s+(?:and|aur|और)\s+/giu;

// "My good name is Venkatesh, doing business in Tirupur. Kindly do the needful and tell whether
// profit will come": what comes before "and" asks only if its last sentence does.
const asksAtEnd = (piece: string): boolean => {
  const last = piece.split(/(?<=[.!?।])\s+/u).pop() ?? piece;
  return ASKS.test(last) && (last === piece ? endsAsking(piece) : asksSomething(last));
};

/** The questions of a message, in order: one element when it asks one thing. */
export function splitQuestions(message: string): string[] {
  const pieces: string[] = [];
  const breaks: string[] = [];
  let last = 0;
  for (const m of message.matchAll(BREAK)) {
    pieces.push(message.slice(last, m.index));
    breaks.push(m[0]);
    last = m.index + m[0].length;
  }
  pieces.push(message.slice(last));
  const out: string[] = [];
  let current = pieces[0]!;
  for (let i = 1; i < pieces.length; i++) {
    // Cut only between two questions: "I got laid off and have EMIs to pay" is one clause.
    if (asksAtEnd(current) && ASKS.test(pieces[i]!)) {
      out.push(current.trim());
      current = pieces[i]!;
    } else current += breaks[i - 1]! + pieces[i]!;
  }
  out.push(current.trim());
  return out.filter(Boolean);
}
