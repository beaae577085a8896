import { ordinalEn, ordinalHi, signName, type Lang } from "../reading/names.ts";
import { CONSONANTS, VOWEL_SIGNS, VOWELS } from "../../../providers/places/devanagari.ts";
import { isInitialism } from "./builtin-choice.ts";

// The sign of a name's first sound (avakahada letters, simplified for Latin spelling), counted
// from the Moon sign: how two names (cities, firms, colleges) are weighed when no field rule
// applies (builtin-which.ts), and the letters a lucky name starts with (builtin-remedy.ts).

/** Devanagari to a Latin first syllable: consonant (the gazetteer's letters) and vowel sign. */
const DEVA_CONSONANT = CONSONANTS;
/**
 * Vowel letters and signs as the first syllable's vowel: the gazetteer's spellings with ai and
 * au said e and o, and the loanword vowels ऑ and ऍ; ऋ and its sign (ri) are not read as a vowel.
 */
const SAID_AS: Readonly<Record<string, string>> = { ai: "e", au: "o" };
const DEVA_VOWEL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...VOWELS, ...VOWEL_SIGNS, ऑ: "o", ऍ: "e" })
    .filter(([, latin]) => latin !== "ri")
    .map(([letter, latin]) => [letter, SAID_AS[latin] ?? latin]),
);

function firstSyllable(name: string): string {
  // A name of several words sounds by its first ("IIT Bombay" by "IIT").
  const word = name.split(" ")[0]!;
  const first = word.charAt(0);
  if (DEVA_VOWEL[first]) return DEVA_VOWEL[first]!;
  if (DEVA_CONSONANT[first]) {
    const two = word.slice(0, 2).replace(/़/u, "");
    const c = DEVA_CONSONANT[two.charAt(0)] ?? DEVA_CONSONANT[first]!;
    return c + (DEVA_VOWEL[word.replace(/़/u, "").charAt(1)] ?? "a");
  }
  // "Au" is spoken o ("Australia", ऑस्ट्रेलिया), as in Devanagari.
  const w = word
    .toLowerCase()
    .replace(/^au/u, "o")
    .replace(/^w/u, "v")
    .replace(/^q/u, "k")
    .replace(/^x/u, "k")
    .replace(/^z/u, "j");
  // An initialism ("TCS", "IBM") is spoken by its first letter's name: tee, aai, bee.
  if (isInitialism(word)) return LETTER_NAMES[word.charAt(0).toUpperCase()] ?? w.slice(0, 2);
  return w.slice(0, 3);
}
const LETTER_NAMES: Readonly<Record<string, string>> = {
  A: "e",
  B: "bi",
  C: "si",
  D: "di",
  E: "i",
  F: "ef",
  G: "ji",
  H: "ech",
  I: "a",
  J: "je",
  K: "ke",
  L: "el",
  M: "em",
  N: "en",
  O: "o",
  P: "pi",
  Q: "ku",
  R: "ar",
  S: "es",
  T: "ti",
  U: "yu",
  V: "vi",
  W: "da",
  X: "ek",
  Y: "va",
  Z: "je",
};

/** First sounds to signs (0 = Aries), longest first. */
const SOUNDS: readonly [string, number][] = (
  [
    [["chu", "che", "cho", "la", "li", "lu", "le", "lo", "a", "el", "ar", "ech", "ek", "ef", "em", "en", "es"], 0],
    [["i", "u", "e", "o", "va", "vi", "vu", "ve", "vo", "ba", "bi", "bu", "be", "bo", "yu"], 1],
    [["ka", "ki", "ku", "gha", "chh", "ke", "ko", "ha", "hy", "ca", "co", "cu", "cl", "cr", "kr", "kl"], 2],
    [["hi", "hu", "he", "ho", "da", "di", "du", "de", "do", "dr"], 3],
    [["ma", "mi", "mu", "me", "mo", "my"], 4],
    [["to", "pa", "pi", "pu", "sha", "shi", "she", "pe", "po", "pr", "pl"], 5],
    [["ra", "ri", "ru", "re", "ro", "ta", "ti", "tu", "te", "tr", "ty"], 6],
    [["na", "ni", "nu", "ne", "no", "ya", "yi"], 7],
    [["ye", "yo", "bha", "bhi", "bhu", "bhe", "dha", "dhi", "dhu", "pha", "phi", "f", "fa", "fi", "fu", "fe", "fo"], 8],
    [["bho", "ja", "ji", "kha", "khi", "khu", "khe", "kho", "ga", "gi", "gr", "gl"], 9],
    [["gu", "ge", "go", "sa", "si", "su", "se", "so", "sh", "sk", "sp", "st", "sw", "sc", "sm", "sn"], 10],
    [["tha", "thi", "thu", "the", "tho", "jha", "je", "jo", "ju", "cha", "chi", "ce", "ci", "z"], 11],
  ] as const
)
  .flatMap(([list, sign]) => list.map((s) => [s, sign] as [string, number]))
  .sort((a, b) => b[0].length - a[0].length);

/** The sign (0–11) of a name's first sound, or null when it cannot be read. */
export function nameSign(word: string): number | null {
  const syl = firstSyllable(word);
  const hit = SOUNDS.find(([s]) => syl.startsWith(s));
  if (hit) return hit[1];
  // A consonant cluster or a rare start: its first letter's commonest row.
  const one = SOUNDS.find(([s]) => s.length === 2 && s[0] === syl[0]);
  return one ? one[1] : null;
}

/** How a count from the Moon sign weighs (1 = the Moon's own sign): 11th best … the 8th worst; two names tie only in one sign. */
const COUNT_RANK: Readonly<Record<number, number>> = {
  11: 11,
  9: 10,
  5: 9,
  10: 8,
  3: 7,
  4: 6,
  7: 5,
  1: 4,
  2: 3,
  12: 2,
  6: 1,
  8: 0,
};
export const STRAINED = [2, 6, 8, 12];

/** The name's sign counted from the Moon sign, 1–12, and its weight. */
export function nameCount(word: string, moonSign: number): { sign: number; count: number; rank: number } | null {
  const sign = nameSign(word);
  if (sign === null) return null;
  const count = ((sign - moonSign + 12) % 12) + 1;
  return { sign, count, rank: COUNT_RANK[count]! };
}

const countWord = (count: number, L: Lang) => (L === "en" ? ordinalEn(count) : ordinalHi(count));

/** What a count from the Moon sign means, in the reply's words. */
const COUNT_MEANING: Readonly<Record<number, { en: string; hi: string }>> = {
  1: { en: "your Moon sign itself, familiar ground", hi: "आपकी चंद्र राशि ही, परिचित भूमि" },
  2: { en: "a strained count, of spending before gain", hi: "कठिन गिनती, लाभ से पहले ख़र्च की" },
  3: { en: "the count of effort that pays", hi: "फल देने वाले परिश्रम की गिनती" },
  4: { en: "the count of home and ease", hi: "घर और सुख की गिनती" },
  5: { en: "a count of blessing", hi: "आशीर्वाद की गिनती" },
  6: { en: "a strained count, of friction", hi: "कठिन गिनती, टकराव की" },
  7: { en: "the count of partners and dealings", hi: "साझेदारी और व्यवहार की गिनती" },
  8: { en: "the hardest count, of upheaval", hi: "सबसे कठिन गिनती, उथल-पुथल की" },
  9: { en: "the count of fortune", hi: "भाग्य की गिनती" },
  10: { en: "the count of work and standing", hi: "कर्म और प्रतिष्ठा की गिनती" },
  11: { en: "the count of gains, the best there is", hi: "लाभ की गिनती, सबसे अच्छी" },
  12: { en: "a strained count, of loss and distance", hi: "कठिन गिनती, हानि और दूरी की" },
};

/**
 * The first sounds of each sign's names (the avakahada letters), as people write them; in
 * Latin letters without those two signs share (ट and त are both "Ta", ड and द both "Da").
 */
const SIGN_SOUNDS: readonly { readonly en: string; readonly hi: string }[] = [
  { en: "Chu, Che, Cho, La, Li, Lu, Le, Lo, A", hi: "चू, चे, चो, ला, ली, लू, ले, लो, अ" },
  { en: "I, U, E, O, Va, Vi, Vu, Ve, Vo", hi: "इ, उ, ए, ओ, वा, वी, वू, वे, वो" },
  { en: "Ka, Ki, Ku, Gha, Chha, Ke, Ko, Ha", hi: "का, की, कू, घ, छ, के, को, हा" },
  { en: "Hi, Hu, He, Ho", hi: "ही, हू, हे, हो, डा, डी, डू, डे, डो" },
  { en: "Ma, Mi, Mu, Me, Mo", hi: "मा, मी, मू, मे, मो, टा, टी, टू, टे" },
  { en: "Pa, Pi, Pu, Pe, Po, Sha", hi: "टो, पा, पी, पू, ष, ण, ठ, पे, पो" },
  { en: "Ra, Ri, Ru, Re, Ro", hi: "रा, री, रू, रे, रो, ता, ती, तू, ते" },
  { en: "Na, Ni, Nu, Ne, No, Ya, Yi, Yu", hi: "तो, ना, नी, नू, ने, नो, या, यी, यू" },
  { en: "Ye, Yo, Bha, Bhi, Bhu, Dha, Pha, Bhe", hi: "ये, यो, भा, भी, भू, धा, फा, ढा, भे" },
  { en: "Bho, Ja, Ji, Khi, Khu, Khe, Kho, Ga, Gi", hi: "भो, जा, जी, खी, खू, खे, खो, गा, गी" },
  { en: "Gu, Ge, Go, Sa, Si, Su, Se, So", hi: "गू, गे, गो, सा, सी, सू, से, सो, दा" },
  { en: "Tha, Jha, Cha, Chi", hi: "दी, दू, थ, झ, दे, दो, चा, ची" },
];

/** A name to choose ("nayi dukaan ka naam kya rakhu?", "lucky name for my business"). */
export const ASKS_NAME =
  /\b(naam|name) kya rakh\w*|\bkya naam rakh\w*|\blucky (naam|name)\b|\bshubh naam\b|नाम क्या रख|शुभ नाम|लकी नाम/iu;

/**
 * "A name beginning with Gu, Ge, Go … (Aquarius, the 11th from your Moon sign, the count of
 * gains) or Ma, Mi, Mu … (Leo, the 9th) suits you best": the two best counts from the Moon
 * sign, as names are weighed against a chart elsewhere (namePairPhrase).
 */
export function luckyNameLine(moonSign: number, L: Lang, name: string): string {
  const [a, b] = [11, 9].map((count) => ({ count, sign: (moonSign + count - 1) % 12 }));
  return L === "en"
    ? `A name beginning with ${SIGN_SOUNDS[a!.sign]!.en} (${signName(a!.sign, L)}, the 11th from your Moon sign, ${COUNT_MEANING[11]!.en}) or with ${SIGN_SOUNDS[b!.sign]!.en} (${signName(b!.sign, L)}, the 9th, ${COUNT_MEANING[9]!.en}) suits you best${name}.`
    : `${SIGN_SOUNDS[a!.sign]!.hi} से शुरू होने वाला नाम (${signName(a!.sign, L)} राशि, आपकी चंद्र राशि से ग्यारहवीं, ${COUNT_MEANING[11]!.hi}) या ${SIGN_SOUNDS[b!.sign]!.hi} से शुरू होने वाला नाम (${signName(b!.sign, L)} राशि, नौवीं, ${COUNT_MEANING[9]!.hi}) आपके लिए सबसे शुभ है${name}।`;
}

/**
 * The name-sign reasons for a chosen name over another: "Pune's name-sign is Virgo, the 10th
 * from your Moon sign, the count of work and standing; Hyderabad's is Gemini, the 7th, good
 * as well but a step behind." Null when a name cannot be read.
 */
export function namePairPhrase(win: string, lose: string, moonSign: number, L: Lang): string | null {
  const [w, l] = [nameCount(win, moonSign), nameCount(lose, moonSign)];
  if (!w || !l) return null;
  const wGood = !STRAINED.includes(w.count);
  const lGood = !STRAINED.includes(l.count);
  const compare = lGood
    ? { en: "good as well, but a step behind", hi: "वह भी अच्छी है, पर एक क़दम पीछे" }
    : wGood
      ? COUNT_MEANING[l.count]!
      : { en: `${COUNT_MEANING[l.count]!.en}, heavier still`, hi: `${COUNT_MEANING[l.count]!.hi}, और भी भारी` };
  const wIs =
    w.count === 1
      ? L === "en"
        ? `${win}'s name-sign is ${signName(w.sign, L)}, ${COUNT_MEANING[1]!.en}`
        : `${win} के नाम की राशि ${signName(w.sign, L)} है, ${COUNT_MEANING[1]!.hi}`
      : L === "en"
        ? `${win}'s name-sign is ${signName(w.sign, L)}, the ${countWord(w.count, L)} from your Moon sign, ${COUNT_MEANING[w.count]!.en}`
        : `${win} के नाम की राशि ${signName(w.sign, L)} है, जो आपकी चंद्र राशि से ${countWord(w.count, L)} स्थान पर है: ${COUNT_MEANING[w.count]!.hi}`;
  const lIs =
    L === "en"
      ? `${lose}'s is ${signName(l.sign, L)}, ${l.count === 1 ? "your Moon sign itself" : `the ${countWord(l.count, L)}`}, ${compare.en}`
      : `${lose} की राशि ${signName(l.sign, L)} है, ${l.count === 1 ? "चंद्र राशि ही" : `${countWord(l.count, L)} स्थान`}: ${compare.hi}`;
  return L === "en" ? `${wIs}; ${lIs}.` : `${wIs}; ${lIs}।`;
}

/** Both names in one sign: said plainly. */
export function sameSignPhrase(a: string, b: string, moonSign: number, L: Lang): string | null {
  const n = nameCount(a, moonSign);
  if (!n) return null;
  return L === "en"
    ? `both names fall in ${signName(n.sign, L)}, ${n.count === 1 ? "your Moon sign itself" : `the ${countWord(n.count, L)} from your Moon sign`}.`
    : `दोनों नामों की राशि ${signName(n.sign, L)} है, ${n.count === 1 ? "जो आपकी चंद्र राशि ही है" : `जो आपकी चंद्र राशि से ${countWord(n.count, L)} स्थान पर है`}।`;
}
