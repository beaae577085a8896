import { askingSentences, askingSpokenClauses, clausesBefore, hasWholeWord, normalize, wordIndex } from "./text.ts";
import { RELATION_WORDS } from "./relation-words.ts";
import type { PersonMention } from "./types.ts";

/** People other than the asker the question names. */
export function detectPeople(normalized: string): PersonMention[] {
  // "my son's career" names a child, "will I have a son" does not: the child words count
  // only with a possessive, as listed.
  const text = normalized
    .replace(/ (father|mother) in law /g, " in laws ")
    // "my daughter's husband", "beti ka pati": a son-in-law; "bete ki patni": a daughter-in-law.
    .replace(/ (daughter s|beti ka|beti ke|bitiya ka|बेटी का|बेटी के) (husband|pati|पति) /gu, " my daughter s damad ")
    .replace(/ (son s|bete ki|beta ki|बेटे की) (wife|patni|biwi|पत्नी) /gu, " my son s bahu ")
    // "डिलीवरी होने वाली है" (is about to happen) is no would-be spouse.
    .replace(/ होने (वाली|वाले|वाला) (है|हैं|था|थी|थे) /gu, " ")
    // "santoshi mata ka vrat", "jai mata di", "वैष्णो माता": the goddess, not the mother.
    .replace(
      / (santoshi|vaishno|durga|kali|sheetla|shitla|lakshmi|laxmi|saraswati|gayatri|jai|ambe|sherawali|mansa|chinta?purni) (mata|maa|ma|maiya|मैया) /gu,
      " devi ",
    )
    .replace(/ (संतोषी|वैष्णो|दुर्गा|काली|शीतला|लक्ष्मी|सरस्वती|गायत्री|अंबे|शेरावाली) (माता|माँ|मां|मैया) /gu, " देवी ")
    .replace(/ mata (di|rani|ji ka vrat|ke vrat) | माता (दी|रानी) /gu, " devi ")
    // "सासू माँ" is the mother-in-law, not the mother.
    .replace(/ (सासू|सासु|सास|saas|sasu) (माँ|मां|maa|ma|ji|जी) /gu, " सास ")
    // "my business partner", "पार्टनरशिप में दुकान … पार्टनर से": a partner in trade is someone else, not a spouse.
    .replace(/ (business|biz|dukaan|dukan|shop|firm) partners? /gu, " colleague ")
    .replace(/ (पार्टनरशिप|साझेदारी) (.*?) (पार्टनर|पार्टनरों) /gu, " $1 $2 colleague ")
    // Kannada and Malayalam: "nanna tangi ge" (my younger sister), "ente makan-inu" (my son).
    .replace(/ (nanna|namma) (tangi|akka)( ge| gu| ige)? /gu, " my sister ")
    .replace(/ (nanna|namma) (anna|thamma)( ge| gu| ige) /gu, " my brother ")
    .replace(/ (ente|enre) makan( inu| nu| nte| kku| ku)? /gu, " my son ")
    .replace(/ (ente|enre) makal( kku| ku| ude)? /gu, " my daughter ")
    // Telugu "ma abbayi ki" (my son), "maa ammayi" (my daughter).
    .replace(/ (ma|maa|naa|na) abbayi( ki| ku)? /gu, " my son ")
    .replace(/ (ma|maa|naa|na) ammayi( ki| ku)? /gu, " my daughter ")
    // "bf ke ghar wale", "my girlfriend's parents": the partner's family.
    .replace(
      / (bf|gf|boyfriend|girlfriend|partner|ladke|ladki)( ke| s) (ghar wale|gharwale|ghar walo|parents|family) /gu,
      " $1 in laws ",
    )
    // "bhai" and "bro" said to the astrologer ("bhai mera lagna kya hai") are no brother: a
    // brother is "mera bhai", "bhai ki shaadi".
    .replace(
      /(?<! (mera|mere|meri|amar|mor|mo|hamar|apne|apna|chhota|chhote|bada|bade|elder|younger|hamare|humare|uska|uske|unke|ek|do|mausere|chachere|mamere|fufere|tayere)) (bhai|bro|bhaiya)(?= )(?! (ki|ka|ke|ko|ne|se|aur|bhabhi|log|behen|behan|bahan)\b)/gu,
      " ",
    )
    .replace(/ become a (father|mother|parent) | (maa|papa|pita) ban(ungi|unga|oongi|oonga) /gu, " ")
    // "Jai Mata Di", "didi namaskar": a greeting and an address, no mother or sister.
    .replace(/ jai mata di | jai maa | jai mata ki /gu, " ")
    .replace(/^ didi (?=(namaskar|namaste|pranam|pranaam|ji) )/u, " ")
    // "bhai log, mera jee mains …" (guys) and Bengali "nomoskar dada" (sir): said to the
    // reader, no brother or grandfather.
    .replace(/^ (bhai log|bhailog)(?= )/u, " ")
    // "my kids are now grown up, i want to start a bakery": children told as settled, not asked about.
    .replace(
      / (my |our )?(kids|children|bachche|bacche) (are|is|ho gaye|ho gye) (now |all |ab )?(grown up|settled|married|bade|bade ho gaye|independent) /gu,
      " ",
    )
    .replace(/^ (nomoskar|namaskar|namaste|pranam|hello|hi) dada(?= )/u, " $1")
    // Bengali "Dada, amar chakri ta ki thakbe?", "biye kobe hobe dada?": the reader addressed
    // (not "dada ki tabiyat", "dada ji", a grandfather).
    // ("didi canada shift hona chahti hai" opens on a sister.)
    .replace(/^ dada(?= )(?! (ki|ka|ke|ko|ne|se|ji|jee|aur|bhi)\b)/u, " ")
    .replace(/ (dada|didi) $/u, " ")
    // "a SaaS startup" is software, not the mother-in-law (saas).
    .replace(
      / saas (startup|product|company|business|app|platform|tool|software|based|model|sales|idea|firm) /gu,
      " software $1 ",
    )
    // In-laws yet to come ("sasural wale kaise honge") are no one yet, as a partner yet to be found.
    .replace(
      / (sasural|sasuraal|ससुराल)( wale| wala| walon| वाले)? (kaise|kaisa|kaisi|कैसे|कैसा|कैसी) (honge|hoga|hogi|milega|milegi|milenge|होंगे|होगा|होगी|मिलेगा|मिलेगी) /gu,
      " ",
    )
    // Having children is no person ("मेरे बच्चे कब होंगे"), nor is a partner yet to be found
    // ("will I get a girlfriend", "bitiya ke liye achha ladka kab milega").
    .replace(
      / (mere |मेरे )?(bache|bachche|bachhe|baccha|bacha|बच्चे|बच्चा)( kab| कब)? (honge|hoga|hogi|होंगे|होगा|होगी) /gu,
      " ",
    )
    .replace(
      / (get|find|meet|have) (a|an) (good |nice |suitable |right )?(girlfriend|boyfriend|husband|wife|partner|life partner) | (achha|accha|acha|achhi|acchi|sahi|sari|saro|अच्छा|अच्छी) (ladka|ladki|chhokri|chhokro|rishta|jeevansathi|लडका|लडकी|रिश्ता|जीवनसाथी) /gu,
      " ",
    );
  const text2 = text
    .replace(/ (parents|mummy papa|maa baap|mata pita|माता पिता|माँ बाप|मां बाप) /gu, " mother father ")
    // "बेटी ऑस्ट्रेलिया जाना चाहती है": a daughter named first is the asker's.
    .replace(/^ (beti|bitiya|बेटी|बिटिया) /u, " meri beti ")
    .replace(/^ (beta|बेटा) (?!(hoga|hogi|chahiye|hone|होगा|चाहिए|होने) )/u, " mera beta ");
  // In the order the message first names them.
  const firstAt = (words: readonly string[]) =>
    Math.min(...words.map((w) => wordIndex(text2, w)).filter((i) => i >= 0));
  const found = RELATION_WORDS.filter(([, words]) => hasWholeWord(text2, words))
    .map(([relation, words]) => ({ relation, at: firstAt(words) }))
    .sort((a, b) => a.at - b.at)
    .map(({ relation }) => relation);
  // "My son … what field will suit him?": "him" is the son or the father named, not a partner.
  const partnerOnlyAsHim =
    found.includes("partner") && !hasWholeWord(text2.replace(/ him /gu, " "), RELATION_WORDS[0]![1]);
  return found
    .filter((r) => !(r === "partner" && partnerOnlyAsHim && found.length > 1))
    .map((relation) => ({ relation }));
}

// "he", "her", "uski", "उनकी": someone the message named before the sentence that asks.
export const THIRD_PERSON =
  /\b(he|she|him|his|her|hers|them|their|uska|uski|uske|usko|use|usi|unka|unki|unke|unko|vo|voh|woh|wo|ohnu|ohda|ohdi|ohde|onu|ona|tyacha|tyachi|tichi|tyala|tila)\b|(?:^|\s)(वह|वो|उसका|उसकी|उसके|उसे|उसको|उसी|उन्हें|उनका|उनकी|उनके|उनको|उनसे|उससे)(?=[\s,?।]|$)/iu;
// "will i clear all of them" (the backlogs), "pay them off": things, not people.
const THEM_AS_THINGS =
  /\b(all|both|any|some|none|each|most|one|two|three) of them\b|\b(clear|pass|finish|complete|repay|pay|solve|sell|buy|close)( all| both)? them\b|\bpay them off\b/giu;
const COUPLE_MATTER =
  /\b(marry|married|marriage|wedding|shaadi|shadi|vivah|divorce|separate|talaq|baby|babies|child|children|kids|bachcha|bachche|bacche|santan|pregnan\w*|conceive|relationship|rishta|rishte|jhagda|jhagde|fight|fights|love|compatible|together|saath|jodi|future together|ghar basa\w*|health|sehat|dono|both)\b|शादी|विवाह|तलाक|बच्च|संतान|रिश्त|झगड|साथ|सेहत|दोनों/iu;
// "what should i do", "ab kya karu", "क्या करूं": what to do about the matter told, and for whom.
const WHAT_TO_DO =
  /^\s*(?:so |and |ab |to )?(?:what (?:should|can|do|shall) (?:i|we) do|what to do|kya kar(?:u|un|oon|e|en|ein)|क्या (?:करूं|करूँ|करें))[\s?.!]*$/iu;
// "we", "हमारा": the asker with their partner, when the message names one.
const WE =
  /\b(we|our|asi|assi|asin|saanu|sanu|hum|hamara|hamari|hamare|humara|humari|humare)\b|(?:^|\s)(हम|हमारा|हमारी|हमारे|हमें)(?=[\s,?।]|$)/iu;
// Marrying asked about ("if we marry", "hamari shaadi"), not a marriage of some years told ("shaadi ko 5 saal ho gaye").
// ("will we get divorced?", "hum alag ho jayenge?": the two of a marriage, parting.)
const WEDDING =
  /\b(marry|married|marriage|wedding|shaadi|shadi|vivah|divorce|divorced|separate|separated|split up|talaq|talak|alag)\b|शादी|विवाह|तलाक|अलग/iu;
const MARRIED_FOR =
  /\b(shaadi|shadi|marriage|vivah) (ko|ke) \S+ (saal|sal|years?|mahine|months)\b|(शादी|विवाह) को \S+ (साल|वर्ष|महीने)/giu;
// "I", "my", "mera", "मुझे", "kholu ya nahi" (should I open): the asker's own matter.
// The asker: English, Hindi, Punjabi, and "enakku" (Tamil), "naaku" (Telugu), "nanage" (Kannada),
// "enikku", "ente" (Malayalam), "amar" (Bengali), "majha", "mala" (Marathi), "maru" (Gujarati).
const FIRST_PERSON =
  /\b(i|i'm|im|i'll|me|my|mine|myself|mai|main|mein|mujhe|mujhko|mainu|menu|mera|meri|mere|hu|hoon|hun|enakku|ennoda|naaku|naku|nanage|nange|enikku|ente|amar|amake|majha|maza|mazha|mala|maru|mari|mane)\b|\b\w{3,}(u|un|oon) (ya|kya)\b|(?:^|\s)(मैं|मुझे|मुझको|मेरा|मेरी|मेरे)(?=[\s,?।]|$)/iu;

/**
 * The others the question is about: those the sentences that ask name, when a message also
 * tells things on the way ("my parents are pushing me to marry … should I wait for a new
 * project?" is about no one else). A question that names no one but speaks of "him", "her"
 * is about the first one the message named ("My son is 27 … Should he take the offer?");
 * "we" is the asker and their partner; "I", "my" the asker alone; a question that speaks of
 * no one ("kab sudhrega?", "क्या करें?", "will things improve") leans on the whole message.
 */
export function askedPeople(message: string, subjectsOf: (clause: string) => readonly string[]): PersonMention[] {
  const asking = askingSpokenClauses(message);
  // Spoken without stops, a question that names its own subject but no one ("… papa gaon me
  // kheti karte hai … ye batao railway ki naukri milegi ya nahi") is about whoever the nearest
  // told clause on that subject was about: the asker there ("group D aur NTPC dono ka form
  // bhara hai"), someone named there ("छोटा बेटा पढ़ाई में मन नहीं लगाता | दसवीं बोर्ड में पास
  // होगा कि नहीं"). One with no subject ("papa ka pension ka kaam atka hai kab tak ho jayega")
  // is the matter told, and whose it is.
  const spoken =
    asking !== null &&
    asking.join(" ") !== askingSentences(message)?.join(" ") &&
    asking.some((c) => subjectsOf(c).length > 0);
  const people = spoken
    ? (toldOnTheSubject(message, asking, subjectsOf) ?? peopleAsked(message, asking))
    : peopleAsked(message, asking);
  // "Will my parents accept if we marry?": the partner "we" marry is asked about too.
  const question = asking?.join(" ").replace(MARRIED_FOR, " ") ?? "";
  const couple = WE.test(question) && WEDDING.test(question);
  return couple && !people.some((p) => p.relation === "partner") ? [...people, { relation: "partner" }] : people;
}

/**
 * For a spoken question that names no one (nor "he", "we", "dono"): [] when it says "I", "my";
 * else the people of the nearest told clause before it on the same subject ([] when that
 * clause is the asker's own). Null when the question names someone itself or no told clause
 * shares its subject.
 */
function toldOnTheSubject(
  message: string,
  asking: string[],
  subjectsOf: (clause: string) => readonly string[],
): PersonMention[] | null {
  const question = asking.join(" ");
  if (
    THOSE_TOLD.test(question) ||
    THIRD_PERSON.test(question.replace(THEM_AS_THINGS, " ")) ||
    WE.test(question) ||
    detectPeople(normalize(question)).length > 0
  )
    return null;
  if (FIRST_PERSON.test(question)) return [];
  const asked = new Set(asking.flatMap(subjectsOf));
  const told = clausesBefore(message, asking).find((clause) => subjectsOf(clause).some((t) => asked.has(t)));
  return told === undefined ? null : detectPeople(normalize(told));
}

// "dono ki jodi banegi?", "kya ye shaadi safal rahegi?": the two, or the match, the message told of.
// A match asked for ("kundli milti hai ya nahi", "gun milan") is between the two the message told of.
const THOSE_TOLD =
  /\b(dono|donon|both|ye shaadi|yeh shaadi|ye rishta|yeh rishta|is rishte|this marriage|this match|this alliance|kundli mil\w*|kundali mil\w*|kundli match\w*|gun milan|gun milte|gunas?|compatib\w*)\b|(?:^|\s)(दोनों|यह शादी|ये शादी|यह रिश्ता|ये रिश्ता|इस रिश्ते|कुंडली मिल\S*|गुण मिल\S*)(?=[\s,?।]|$)/iu;

function peopleAsked(message: string, asking: string[] | null): PersonMention[] {
  const whole = detectPeople(normalize(message));
  if (!asking || whole.length === 0) return whole;
  const question = asking.join(" ");
  // ("kya hum dono ki kundli milti hai": the asker and the partner, not the family told of.)
  if (THOSE_TOLD.test(question)) return WE.test(question) ? whole.filter((p) => p.relation === "partner") : whole;
  const named = detectPeople(normalize(question.replace(/\bhim\b/giu, " ")));
  if (named.length > 0) return named;
  if (THIRD_PERSON.test(question.replace(THEM_AS_THINGS, " "))) {
    // "their visa" is both parents'; "his health" is the father's, not the mother's, when the
    // message named "my parents".
    if (/\b(they|them|their|theirs)\b/iu.test(question)) return whole;
    const not = /\b(he|him|his)\b/iu.test(question) ? "mother" : /\b(she|her|hers)\b/iu.test(question) ? "father" : "";
    return whole.filter((p) => p.relation !== not).slice(0, 1);
  }
  // "will we have a baby?", "hamara rishta tikega?": the couple; "when will our own house be
  // built?", "asi apna ghar kado bana sakange": the household, the asker's own matter.
  if (WE.test(question)) return COUPLE_MATTER.test(question) ? whole.filter((p) => p.relation === "partner") : [];
  // "my son has high fever since 3 days | what should i do": the asker's part in the matter told.
  if (WHAT_TO_DO.test(question)) return whole;
  return FIRST_PERSON.test(question) ? [] : whole;
}
