/**
 * Latin spellings to look a place written in Devanagari up by ("पटना" → "patna"), for the
 * offline gazetteer, which knows only Latin names. Letters are transliterated as Hindi is
 * pronounced: the inherent "a" is dropped at the end of a word and between a vowel-consonant
 * and a consonant-vowel (पटना: pa-ṭa-nā → patna). Both that spelling and the one keeping
 * the middle "a" (वाराणसी → varanasi) are tried, each also with "ay" written "ai" (जयपुर →
 * jaipur). Cities whose English name strays further (लखनऊ → Lucknow) are listed.
 */

/** Each consonant letter as its Latin spelling (the chat's name-sign reading uses it too). */
export const CONSONANTS: Readonly<Record<string, string>> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
/** A consonant followed by the nukta sign. */
const NUKTA_CONSONANTS: Readonly<Record<string, string>> = {
  क: "q",
  ख: "kh",
  ग: "g",
  ज: "z",
  ड: "r",
  ढ: "rh",
  फ: "f",
};
/** Each vowel letter as its Latin spelling (the chat's name-sign reading uses it too). */
export const VOWELS: Readonly<Record<string, string>> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऋ: "ri",
};
/** Each vowel sign (after a consonant) as its Latin spelling. */
export const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  "ा": "a",
  "ि": "i",
  "ी": "i",
  "ु": "u",
  "ू": "u",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ृ": "ri",
};
const NASALS = new Set(["ं", "ँ"]);
const VIRAMA = "्";
const NUKTA = "़";
const SCHWA = "ə";

/** Big cities whose usual English spelling is not what their Hindi name reads as. */
const KNOWN: Readonly<Record<string, string>> = {
  दिल्ली: "Delhi",
  "नई दिल्ली": "New Delhi",
  लखनऊ: "Lucknow",
  इंदौर: "Indore",
  इन्दौर: "Indore",
  अहमदाबाद: "Ahmedabad",
  हैदराबाद: "Hyderabad",
  ग्वालियर: "Gwalior",
  गुड़गांव: "Gurgaon",
  गुरुग्राम: "Gurgaon",
  कोच्चि: "Kochi",
  बनारस: "Varanasi",
  प्रयागराज: "Allahabad",
  इलाहाबाद: "Allahabad",
  बड़ौदा: "Vadodara",
  वडोदरा: "Vadodara",
  देहरादून: "Dehra Dun",
  मेरठ: "Meerut",
  जोधपुर: "Jodhpur",
  उदयपुर: "Udaipur",
  रायपुर: "Raipur",
  // Bihar, Odisha, Bengal and Assam.
  कटक: "Cuttack",
  भुवनेश्वर: "Bhubaneshwar",
  गुवाहाटी: "Guwahati",
  हावड़ा: "Howrah",
  मुजफ्फरपुर: "Muzaffarpur",
  बालासोर: "Balasore",
  आरा: "Arrah",
  छपरा: "Chapra",
  पूर्णिया: "Purnia",
};

interface Syllable {
  consonant: string;
  vowel: string;
  nasal: boolean;
}

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const last = out.at(-1);
    if (CONSONANTS[ch] !== undefined) {
      const nukta = chars[i + 1] === NUKTA;
      if (nukta) i++;
      out.push({
        consonant: (nukta ? NUKTA_CONSONANTS[ch] : undefined) ?? CONSONANTS[ch]!,
        vowel: SCHWA,
        nasal: false,
      });
    } else if (VOWELS[ch] !== undefined) out.push({ consonant: "", vowel: VOWELS[ch]!, nasal: false });
    else if (last && VOWEL_SIGNS[ch] !== undefined) last.vowel = VOWEL_SIGNS[ch]!;
    else if (last && ch === VIRAMA) last.vowel = "";
    else if (last && NASALS.has(ch)) last.nasal = true;
  }
  return out;
}

// The anusvara sounds "m" before p, b and m (मुंबई → mumbai), "n" elsewhere.
const nasalBefore = (next: Syllable | undefined) => (next && /^[pbm]/.test(next.consonant) ? "m" : "n");
const spell = (units: readonly Syllable[]) =>
  units
    .map((u, i) => `${u.consonant}${u.vowel === SCHWA ? "a" : u.vowel}${u.nasal ? nasalBefore(units[i + 1]) : ""}`)
    .join("");

/** The word's Latin spelling, with or without the medial inherent vowels dropped. */
function transliterateWord(word: string, dropMedial: boolean): string {
  const units = syllables(word);
  const last = units.at(-1);
  if (units.length > 1 && last && last.vowel === SCHWA && !last.nasal) last.vowel = "";
  if (dropMedial) {
    for (let i = units.length - 2; i >= 1; i--) {
      const [before, unit, after] = [units[i - 1]!, units[i]!, units[i + 1]!];
      if (unit.vowel === SCHWA && !unit.nasal && before.vowel !== "" && after.consonant !== "" && after.vowel !== "") {
        unit.vowel = "";
      }
    }
  }
  return spell(units);
}

/** Latin spellings to try for a place name written in Devanagari, likeliest first (empty for a Latin name). */
export function latinSpellings(place: string): string[] {
  const text = place.trim();
  if (!/[\u0900-\u097F]/u.test(text)) return [];
  const known = KNOWN[text];
  const words = text.split(/\s+/u);
  const spelled = [true, false].map((drop) => words.map((w) => transliterateWord(w, drop)).join(" "));
  const all = [...(known ? [known.toLowerCase()] : []), ...spelled.flatMap((s) => [s, s.replace(/ay/g, "ai")])];
  return [...new Set(all)];
}
