// Text helpers of the question reader: one normal form for English, Hinglish and Hindi,
// word matching with room for typos, and the words that stand for numbers.

const DEVANAGARI = /[\u0900-\u097F]/;

export const hasDevanagari = (text: string): boolean => DEVANAGARI.test(text);

// Chat spellings of Hinglish with the vowels dropped ("ho rha h", "ho gya", "nhi pta"), read
// as the full words the word lists know. "h" is "hai" unless a number follows ("H-1B").
const CHAT_SPELLINGS: Readonly<Record<string, string>> = {
  rha: "raha",
  rhi: "rahi",
  rhe: "rahe",
  gya: "gaya",
  gyi: "gayi",
  gye: "gaye",
  nhi: "nahi",
  pta: "pata",
  kr: "kar",
  kro: "karo",
  krna: "karna",
  bhot: "bahut",
  bohot: "bahut",
  bht: "bahut",
};
const CHAT_WORD = new RegExp(String.raw`(?<= )(${Object.keys(CHAT_SPELLINGS).join("|")}|h(?! \d))(?= )`, "gu");

/**
 * Lower case, nukta-free, punctuation as spaces, padded with one space each side; chat
 * spellings of Hinglish ("rha", "gya", "h") as their full words.
 */
export function normalize(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize("NFC")
    .replace(/\u093c/g, "")
    // Devanagari digits ("२०२७") read as the digits they are.
    .replace(/[\u0966-\u096f]/gu, (d) => String(d.charCodeAt(0) - 0x966))
    .replace(/[’']/g, " ")
    .replace(/[^\p{L}\p{M}\p{N}:/.-]+/gu, " ")
    .replace(/(?<!\d)[:/.-]|[:/.-](?!\d)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return ` ${plain} `.replace(CHAT_WORD, (word) => CHAT_SPELLINGS[word] ?? "hai");
}

export const tokens = (normalized: string): string[] => normalized.trim().split(" ").filter(Boolean);

/** Optimal string alignment distance (edits, with swaps of neighbours), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = v;
      best = Math.min(best, v);
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Everyday words one letter from a keyword, never read as its typo ("kisme" is not "kismet",
 * "bhaiya" not "bhagya", "maan" (to agree) not "makan", "bach" (to survive, to be saved) not "bacha",
 * "pada" not "padai").
 */
const NOT_TYPOS = new Set([
  "kisme",
  "kismein",
  "bhaiya",
  "bhaiyya",
  "bhaiyaa",
  "maan",
  "maane",
  "maani",
  "bach",
  // "pada" (lying, fallen; a nakshatra's quarter) is not "padai" (studies).
  "pada",
  "padi",
  "pade",
  // "a college seat" is not "sehat" (health).
  "seat",
  "seats",
  // "taxes" is not Texas.
  "taxes",
]);

/** Typos allowed for a word of this length: none below 5 letters, one up to 8, two from 9. */
const typoBudget = (word: string) => (word.length < 5 ? 0 : word.length < 9 ? 1 : 2);

/**
 * Whether a keyword occurs in normalized text. Devanagari keywords match from a word's
 * start, with any ending (Hindi inflects); Latin ones as whole words ("word*" as a word start), phrases as they stand, and
 * single long words also with a typo or two ("marrige", "carrer").
 */
export function hasWord(normalized: string, keyword: string, fuzzy = true): boolean {
  // From a word's start: "पति" (husband) is not in "करोड़पति" (a millionaire).
  if (hasDevanagari(keyword)) return normalized.includes(` ${keyword}`);
  if (keyword.endsWith("*")) return normalized.includes(` ${keyword.slice(0, -1)}`);
  if (normalized.includes(` ${keyword} `)) return true;
  const budget = typoBudget(keyword);
  if (!fuzzy || budget === 0 || keyword.includes(" ")) return false;
  // A five-letter word only loses or gains a letter ("sadi", "helth"): swapping one would
  // turn "shani" into "shadi" and "karma" into "karza".
  return tokens(normalized).some(
    (t) =>
      t.length >= 4 &&
      !NOT_TYPOS.has(t) &&
      t[0] === keyword[0] &&
      (keyword.length > 5 || t.length !== keyword.length) &&
      editDistance(t, keyword, budget) <= budget,
  );
}

export const hasAny = (normalized: string, words: readonly string[], fuzzy = true): boolean =>
  words.some((w) => hasWord(normalized, w, fuzzy));

/** Whole words only, Devanagari too ("मां" is not in "मांगलिक"); "word*" as a word start. */
export const hasWholeWord = (normalized: string, words: readonly string[]): boolean =>
  words.some((w) => (w.endsWith("*") ? normalized.includes(` ${w.slice(0, -1)}`) : normalized.includes(` ${w} `)));

/** Index of a word or phrase in normalized text (exact), or -1. */
export function wordIndex(normalized: string, keyword: string): number {
  if (hasDevanagari(keyword)) return normalized.indexOf(keyword);
  const i = normalized.indexOf(` ${keyword.replace(/\*$/, "")}${keyword.endsWith("*") ? "" : " "}`);
  return i < 0 ? -1 : i + 1;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  ek: 1,
  do: 2,
  teen: 3,
  tin: 3,
  char: 4,
  chaar: 4,
  panch: 5,
  paanch: 5,
  pach: 5,
  che: 6,
  chhe: 6,
  chah: 6,
  chhah: 6,
  saat: 7,
  sat: 7,
  aath: 8,
  ath: 8,
  nau: 9,
  das: 10,
  barah: 12,
  baarah: 12,
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  पाँच: 5,
  छह: 6,
  छः: 6,
  छ: 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
  बारह: 12,
};

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** A number written as digits (Latin or Devanagari) or as a word in English, Hinglish or Hindi. */
export function parseNumber(word: string): number | undefined {
  const digits = [...word]
    .map((c) => (DEVANAGARI_DIGITS.includes(c) ? String(DEVANAGARI_DIGITS.indexOf(c)) : c))
    .join("");
  if (/^\d{1,3}$/.test(digits)) return Number(digits);
  return NUMBER_WORDS[word];
}

export const NUMBER_PATTERN = `(?:\\d{1,3}|[०-९]{1,3}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
