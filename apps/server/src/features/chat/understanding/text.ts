// Text helpers of the question reader: one normal form for English, Hinglish and Hindi,
// word matching with room for typos, and the words that stand for numbers.

import { Q_WORD, REPORTED, spokenClauses } from "./spoken-clauses.ts";
import { expandChatSpellings } from "./chat-spellings.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

export const hasDevanagari = (text: string): boolean => DEVANAGARI.test(text);

/**
 * Lower case, nukta-free, punctuation as spaces, padded with one space each side; chat
 * spellings of Hinglish ("rha", "gya", "h") as their full words.
 */
/** The nukta (़), which normalized text drops: "ज़मीन" is read as "जमीन". */
const NUKTA = /\u093c/gu;

/** Devanagari digits ("२०२७") read as the digits they are. */
const asciiDigit = (d: string) => String(d.charCodeAt(0) - 0x966);
export const asciiDigits = (text: string): string => text.replace(/[\u0966-\u096f]/gu, asciiDigit);

export function normalize(text: string): string {
  const plain = usaNamed(text)
    .toLowerCase()
    .normalize("NFC")
    .replace(NUKTA, "")
    .replace(/[\u0966-\u096f]/gu, asciiDigit)
    .replace(/[’']/g, " ")
    .replace(/[^\p{L}\p{M}\p{N}:/.-]+/gu, " ")
    .replace(/(?<!\d)[:/.-]|[:/.-](?!\d)/g, " ")
    .replace(/\s+/g, " ")
    // A letter typed again and again ("kbbb", "plzzzz", "yrrr") is the one letter.
    .replace(/(\p{L})\1{2,}/gu, "$1")
    .trim();
  return expandChatSpellings(` ${plain} `);
}

/** "US" in capitals is the country ("US me job", "US lo job"), unless the whole message is in capitals ("HELP US"). */
export const usaNamed = (text: string): string =>
  /[a-z]/.test(text) ? text.replace(/\bU\.?S\.?A?\b\.?/g, " USA ") : text;

const SPOKEN_KYA =
  /(?<=\b[a-z]{2,}(?:ga|gi|ge|gaa) kya)\s+(?!(?:nahi|nahin|nhi|ya|or)\b|(?:is baar|iss baar|is bar|is saal|iss saal|is sal|this time|this year|abhi|jaldi)[\s?.!]*$)(?=\S)/iu;

/**
 * A message's sentences, in order: cut after "?", "!" and "।", after a full stop followed by
 * a space ("10.30" and "Dr.Sharma" stay whole), at line breaks, and after "I want to know"
 * in a message spoken without stops ("… mai ye janna chahta hu ki ghar me barkat kab hogi")
 * and, in a message with no question mark, after a Hinglish question's closing "kya" ("visa
 * renew hoga kya | is baar company problem kar rahi hai");
 * pieces without a letter or a digit are dropped.
 */
export const sentencesOf = (message: string): string[] =>
  message
    .split(
      /(?<=[?？!।])|(?<=\.)\s+|\n+|(?<=\b(?:janna|jaanna|jan na|janno|jaanno) (?:chahta|chahti|chahte|chahu|chahunda|chahundi) (?:hu|hoon|hun|hain|hai|haan) ki)\s|(?<=जानना (?:चाहता|चाहती|चाहते) (?:हूँ|हूं|हैं) कि)\s|(?<=\bi want to know)\s/iu,
    )
    // Spoken without a question mark: a Hinglish question ends on its "kya" (or on a time after
    // it that ends the message: "H1B lottery me naam aayega kya is baar").
    .flatMap((s) => (/[?？]/u.test(message) ? [s] : s.split(SPOKEN_KYA)))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));

// A sentence that asks: a question mark, a question word, a verb of the future asked about or a
// request ("koi upay batao", "please suggest"), in English, Hinglish and Hindi.
// Hindi, Hinglish and regional words of a question ("kado tak aayega", Punjabi; "bas ee batai",
// Bhojpuri; "… ho jaai ki na"), and a question's "ki nahi" / "ya nahi" (whether or not).
const HINDI_QUESTION_WORDS =
  "kya|kab|kaise|kaisa|kaisi|kaun|kaunsa|konsa|kaunse|konse|kaunsi|konsi|kis|kiske|kisko|kyu|kyun|kitne|kitna|kitni|hoga|hogi|honge|milega|milegi|lagegi|lagega|rahega|rahegi|banegi|banega|karu|karun|karoon|batao|bataiye|bataye|bataen|बताइए|बताइये|बताएं|बताओ|बताएँ|क्या|कब|कैसे|कैसी|कैसा|कौन|किस|किसे|किसको|क्यों|कितने|कितना|कितनी|होगा|होगी|होंगे|मिलेगा|मिलेगी|रहेगा|रहेगी|लगेगी|लगेगा|aayega|aayegi|ayega|ayegi|jayega|jayegi|paunga|paungi|payenge|sakunga|sakungi|kado|kadon|batai|dasso|hoi|jaai|ki nahi|ke nahi|ya nahi|ketiya|kokhon|keno|kevha|kyare|kiven|eppudu|enduku|karibu|korbo";
/**
 * A regional tag that ends a yes/no question: Marathi "yash milel ka", "changla aahe ka";
 * Bengali "pass korbe to", "byabsa bharbe ki"; Assamese "biya hobo ne", "job pam ne"; Odia
 * "chakiri miliba ki"; Telugu "manchi rank
 * vastunda"; Gujarati "melap saro che"; Bengali "chakri ta ki thakbe"; Malayalam "renew aakumo";
 * Kannada "join madbeka", "admission sigutta", "pass agtana"; Gujarati "admission malse",
 * "naffo thashe"; Tamil "job kidaikkuma", "match aagumaa", "chance undaa", "vaangalama",
 * "porutham irukka"; Malayalam "chance undo".
 */
export const REGIONAL_YES_NO =
  /\b(?:\w{2,}(?:el|il|tel|til|nar|asel)|aahe|ahe|aahot|ahot|aahes) ka(?=[\s?？.!]*$)|\b\w{2,}(?:be|bo|bi|ba) (?:to|ki|naki)(?=[\s?？.!]*$)|\b\w{2,}(?:bo|bi|bu) ne(?=[\s?？.!]*$)|\b\w(?:am|om) ne(?=[\s?？.!]*$)|\b\w{3,}(?:tunda|stunda|unda|tada)(?=[\s?？.!]*$)|\b(?:saru|saro|sari|barabar|thik) (?:che|chhe)(?=[\s?？.!]*$)|\bki \w{2,}(?:be|bo)(?=[\s?？.!]*$)|\b\w{3,}umo(?=[\s?？.!]*$)|\b\w(?:kuma|kumaa|guma|gumaa|ruma|rumaa|ndaa|lama|lamaa|rukka|rukkaa|ndo)(?=[\s?？.!]*$)|\b(?:kidaikkuma|kidaikuma|aagumaa|aaguma|agumaa|varuma|vaangalama|vangalama|pogalama|pannalama|undaa|vastunda|avutunda|sigutta|konochha|konocha)\b(?! (?:illa|or|ya)\b)|\b\w{2,}(?:beka|utta|uttha|tana|taana)(?=[\s?？.!]*$)|\b(?:\w{3,}she|malse|thase|jase|aavse|avse|chalse|banse|madse|sudharse)(?=[\s?？.!]*$)/iu;
/**
 * Bengali "na" between two options after a future verb: "flat Rajarhat e nebo na New Town e?",
 * "Bengaluru jabo na Kolkata tei thakbo?" ("pabo na?", "hobe na to?" ask whether not).
 */
export const BENGALI_OR = /(?<=\b\w{2,}(?:bo|be)) na (?!(?:to|ki|keno|kano|tho|naki|hoy|ar)\b)(?=\w{2,})/iu;
const ASKING = new RegExp(
  String.raw`[?？]|(?:^|\s)(?:will|when|what|how|which|why|where|should|shall|can|could|would|tell|please|plz|pls|suggest|advise|${HINDI_QUESTION_WORDS})(?=[\s?,.!।]|$)`,
  "iu",
);

// A sentence that opens with a question word asks, with or without its question mark ("is",
// "do" in English order: "is saal", "do bete hai" are Hinglish, this year, two sons).
const OPENS_A_QUESTION =
  /^(?:and |aur |so |but )?(?:will|when|what|how|which|why|where|should|shall|can|could|does|kya|kab|kaise|kaun|kaunsa|konsa|kyu|kyun|क्या|कब|कैसे|कौन|क्यों)(?=[\s,]|$)|^(?:and |aur |so |but )?(?:is|are)(?= (?!(?:saal|sal|baar|bar|mahine|hafte|liye|wajah|tarah|din|samay|time|waqt)\b))|^(?:and |aur |so |but )?do(?= (?:i|you|we|they|my|our|your|he|she|it)\b)/iu;

// A request to be told or advised.
const REQUEST =
  /\b(batao|bataiye|bataye|bataen|btao|suggest|advise|tell me|please tell|kindly tell|guide me)\b|बताइए|बताइये|बताएं|बताओ|बताएँ|बतायें/iu;

/** Whether a sentence asks (a question, or a request to be told). */
export const asksSomething = (sentence: string): boolean => ASKING.test(sentence);

/**
 * The sentences of a message that ask, when it also tells things on the way ("savings 8 lakh
 * h. cafe kholu kya?"); null when every sentence asks or none does (the whole message is
 * the question).
 */
export function askingSentences(message: string): string[] | null {
  const sentences = sentencesOf(message);
  // With a question mark in the message, a question word in a telling sentence ("what I send
  // home to my parents") does not make it ask; a request to be told still does.
  const marked = sentences.some((s) => /[?？]/u.test(s));
  // The last sentence asks without its question mark too ("is there putra yog? when will we have a baby").
  const asks = (s: string, i: number) =>
    marked
      ? /[?？]/u.test(s) || REQUEST.test(s) || (i === sentences.length - 1 && OPENS_A_QUESTION.test(s))
      : asksSomething(s);
  const asking = sentences.filter(asks);
  return asking.length === 0 || asking.length === sentences.length ? null : asking;
}

// ("something or other", "one or two", "more or less" name no options.)
const OPTIONS_NAMED =
  /(?<!\b(?:something|someone|somebody|one|more|sooner|kuch na kuch|koi na koi))\s(or|ya|yaa|vs|versus)\s(?!(?:other|another|two|less|later|not)\b)|\s(or|ya|yaa|vs|versus)$|^(or|ya|yaa|vs|versus)\s|(?:^|\s)या(?=\s|$)/iu;

/**
 * The clauses that ask, for a message that tells and asks in one sentence ("wife pregnant h
 * aur meri job chali gyi, nayi job kb milegi"; "40 lakh budget h, flat lu ya plot?"): within
 * the asking sentences, the comma-separated (or, spoken without stops, the told and asked)
 * clauses with a question word, when some have none.
 * Null when nothing is left out (the asking sentences, or the whole message, are the question).
 */
export const askingClauses = (message: string): string[] | null =>
  narrowedTo(message, (sentence) => sentence.split(/[,;，]\s*/u).flatMap(spokenClauses));

/**
 * The clauses that ask in a sentence spoken without stops ("hum kanpur se hai | hamare ladke
 * ne engineering kiya hai | kya karein koi upay batao"), commas left whole; else as
 * `askingSentences`. Whom a question is about is read from these: a clause after a comma
 * often asks about someone the clause before it named ("my parents are against it, what
 * should I do").
 */
export const askingSpokenClauses = (message: string): string[] | null => narrowedTo(message, spokenClauses);

/**
 * The clauses told before the first asking clause, nearest first ("… my daughter is in class
 * 12 | she studies day and night | will she score above 90": "she studies…", then "my
 * daughter…"). What a question with no subject, person or period of its own leans on.
 */
export function clausesBefore(message: string, asking: readonly string[]): string[] {
  const clauses = sentencesOf(message).flatMap(spokenClauses);
  const at = clauses.findIndex((c) => c.trim() === asking[0]!.trim());
  return at <= 0 ? [] : clauses.slice(0, at).reverse();
}

// Within a sentence, English words of a question ask only in a question's order ("… will the
// coaching centre run", "why is my marriage late"), not told ("i can earn double", "what I
// send home"); Hindi and Hinglish ones ask where they stand ("… naukri kab lagegi").
const ENGLISH_ASKING = new RegExp(
  String.raw`(?:^|\s)${Q_WORD}\s+(?:i|we|my|he|she|they|it|there|this|our|u|you|is|are|was|will|would|should|can|do|does|did|the|his|her|their|me)(?=\s|$)`,
  "iu",
);
const HINDI_ASKING = new RegExp(String.raw`(?:^|\s)(?:${HINDI_QUESTION_WORDS})(?=[\s?,.!।]|$)`, "iu");

// "ghar waale chahte hai | ki main wapas aaun aur shaadi karu …": a wish told, in the
// subjunctive, does not ask ("shaadi karu?" alone does).
const WISH_TOLD = /^(?:ki|ke|कि)\s/iu;
const SUBJUNCTIVE = /(?<=\s|^)(?:karu|karun|karoon)(?=\s|$)/giu;

/**
 * Whether a clause of a sentence asks: a question mark, a question's opening, a request,
 * options named, a question word in its place; not someone else's question reported, nor a
 * wish told in the subjunctive.
 */
const clauseAsks = (clause: string): boolean =>
  REPORTED.test(clause)
    ? /[?？]/u.test(clause) || REQUEST.test(clause)
    : /[?？]|\bor not\b/iu.test(clause) ||
      OPENS_A_QUESTION.test(clause) ||
      REQUEST.test(clause) ||
      OPTIONS_NAMED.test(clause) ||
      ENGLISH_ASKING.test(clause) ||
      REGIONAL_YES_NO.test(clause) ||
      HINDI_ASKING.test(WISH_TOLD.test(clause) ? clause.replace(SUBJUNCTIVE, " ") : clause);

/** Whether the last clause of a piece spoken without stops asks ("… could not clear my family is poor" does not). */
export const endsAsking = (piece: string): boolean => clauseAsks(spokenClauses(piece).at(-1) ?? piece);

function narrowedTo(message: string, cut: (sentence: string) => string[]): string[] | null {
  const sentences = (askingSentences(message) ?? sentencesOf(message)).map((sentence) => {
    const parts = cut(sentence)
      .map((p) => p.trim())
      .filter((p) => /[\p{L}\p{N}]/u.test(p));
    return { sentence, parts, asking: parts.filter(clauseAsks) };
  });
  if (!sentences.some((s) => s.asking.length > 0)) return askingSentences(message);
  let narrowed = false;
  const clauses = sentences.flatMap(({ sentence, parts, asking }) => {
    if (asking.length === parts.length) return [sentence];
    // A sentence that only tells ("… my son also joined me in the business i want to know"),
    // or the clauses that ask in one that tells too.
    narrowed = true;
    return asking;
  });
  return narrowed ? clauses : askingSentences(message);
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
  // "kya fal deta hai" (gives) is not "devta".
  "deta",
  "deti",
  "dete",
  // "agle kuch saalon me" (years) is not a salon.
  "saalon",
  "saalo",
  // "is it because of Mars?" is the graha, not "marks".
  "mars",
  // "a college seat" is not "sehat" (health).
  "seat",
  "seats",
  // Assamese "2 bosor dhori bisari asu" (searching for two years) is not "bimari".
  "bisari",
  // Bengali and Assamese "kaam kore" (works) is not Korea.
  "kore",
  // "taxes" is not Texas.
  "taxes",
  // "tang aa gaya" (fed up) is not "tangi" (a shortage of money).
  "tang",
  // "we broke up" is told, not "broken" (a troubled asker).
  "broke",
  // "will it be cured" is not "cursed".
  "cured",
  // "kuber yantra" is not "yatra" (a journey), nor the other way round.
  "yantra",
  "yatra",
  // "aadha paisa de denge" (will give) is no dengue.
  "denge",
  // "no contact" is no contract, "being polite" no police.
  "contact",
  "polite",
  // "main" (I) is no typo of "mains" (an exam's paper).
  "main",
  // "ghar bech du?" (sell) is not "btech".
  "bech",
  "bechu",
  // Kota (the city of coaching classes) is not a "koota" of guna milan.
  "kota",
  // "FD kara du" (get it done) is not "karma"; "kis disha me" (direction) is not "diksha".
  "kara",
  "disha",
  // "kaise kare", "shaadi kare ya nahi" (do) is not "karze" (debts).
  "kare",
  // "koi kaam nahi mila" (found) is not "milao" (match them); "bharti" (recruitment) is not "bhakti".
  "mila",
  "bharti",
  // "ladkiyan dikha rahe" (showing) is not "diksha".
  "dikha",
  // "not coming home properly" is not "property".
  "properly",
  // "cancel my subscription" is no cancer; "pranam guruji" is no "panam" (Tamil money).
  "cancel",
  "pranam",
  "pranaam",
  // "selling our ancestral land" is not "swelling".
  "selling",
  // "my fiance" is not France.
  "fiance",
  "fiancee",
]);

/** Typos allowed for a word of this length: none below 5 letters, one up to 8, two from 9. */
const typoBudget = (word: string) => (word.length < 5 ? 0 : word.length < 9 ? 1 : 2);

/**
 * Whether a keyword occurs in normalized text. Devanagari keywords match from a word's
 * start, with any ending (Hindi inflects); Latin ones as whole words ("word*" as a word start), phrases as they stand, and
 * single long words also with a typo or two ("marrige", "carrer").
 */
export function hasWord(normalized: string, keyword: string, fuzzy = true): boolean {
  // From a word's start: "पति" (husband) is not in "करोड़पति" (a millionaire). A keyword is
  // read without its nukta, as normalized text is ("करोड़" finds "करोड़पति").
  if (hasDevanagari(keyword)) return normalized.includes(` ${keyword.replace(NUKTA, "")}`);
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

/** Whole words only, Devanagari too ("मां" is not in "मांगलिक"); "word*" as a word start; without a nukta, as normalized text is. */
export const hasWholeWord = (normalized: string, words: readonly string[]): boolean =>
  words
    .map((w) => w.replace(NUKTA, ""))
    .some((w) => (w.endsWith("*") ? normalized.includes(` ${w.slice(0, -1)}`) : normalized.includes(` ${w} `)));

/** Index of a word or phrase in normalized text (exact), or -1. */
export function wordIndex(normalized: string, keyword: string): number {
  if (hasDevanagari(keyword)) return normalized.indexOf(keyword.replace(NUKTA, ""));
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

// Who the asker is, told before the question: "main Kanpur se hu", "hum darbhanga se hain",
// "मैं कटक से हूं", "I am Selvi from Madurai", "myself Karthik from Trichy", "mera naam pooja h".
const INTRO = new RegExp(
  [
    String.raw`(?:^|\s)(?:main|mai|mein|hum|ham|mhe|moi|ami|मैं|हम)\s+(?:\S+\s+){0,3}?(?:se|su|ton|te|theke|से)\s+(?:hu|hoon|hun|hai|hain|h|haan|bani|baani|thaku|हूं|हूँ|हैं|है)(?=[\s,.!?]|$)`,
    String.raw`(?:^|\s)(?:i am|i'm|im|myself|this is)\s+(?:[\w.]+\s+){0,3}?from\s+[\w.]+`,
    String.raw`(?:^|\s)(?:mera|meri|mor|majha|maro|mharo|मेरा)\s+(?:naam|naav|नाम)\s+\S+(?:\s+(?:hai|h|he|aahe|है))?(?=[\s,.!?]|$)`,
  ].join("|"),
  "giu",
);

/** The message without the asker's self-introduction (where they are from, their name). */
export const withoutIntro = (text: string): string => text.replace(INTRO, " ");
