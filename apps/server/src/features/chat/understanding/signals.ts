// The asker's state (distress, urgency) and whether a message leans on the turn before.
// Whether a question is for a reading at all is out-of-scope.ts.
import { classifySafety } from "../reading/safety.ts";
import { hasAny } from "./text.ts";
import { SLEEPLESS_WORDS } from "./topic-words.ts";
import type { QuestionTopic } from "./types.ts";

const DISTRESS = [
  // "मेरा मन बहुत उदास रहता है, कुछ अच्छा नहीं लगता", "ro ro ke bura haal hai".
  "उदास",
  "udaas",
  "udas",
  "कुछ अच्छा नहीं लगता",
  "kuch acha nahi lagta",
  "kuch accha nahi lagta",
  "kuch achha nahi lagta",
  "ro ro",
  "रो रो",
  "bura haal",
  "बुरा हाल",
  // Bengali "khub chape achi" (under great pressure), "klanto hoye gechi" (worn out).
  "chape achi",
  "klanto hoye",
  "devastated",
  "shattered",
  // "lost a lot, I can't even sleep": sleep lost to worry (a plain "I can't sleep" asks about sleep).
  "can t even sleep",
  "cannot even sleep",
  "humiliat*",
  "lot of pressure",
  "so much pressure",
  "bahut struggle",
  "halat bahut kharab",
  "halat kharab",
  "akelapan*",
  "अकेलापन",
  "समझ नहीं आ रहा",
  "samajh nahi aa raha",
  "kuch samajh nahi",
  "बहुत याद आती",
  "टूट चुकी",
  "टूट चुका",
  "toot gaya",
  "toot gayi",
  "worried",
  // ("panic*" as a word start: "panicking" would also match "picking", "panic" the water, "pani".)
  "panic*",
  "exhausting",
  "everything has gone wrong",
  "everything is going wrong",
  "getting to me",
  // Bengali "khub bhoy lagche" (I am very scared).
  "bhoy lag*",
  "worry",
  "worrying",
  "tension",
  // Punjabi "bahut fikar rehndi aa".
  "bahut fikar",
  "bahut fikr",
  "tensed",
  "टेंशन",
  "depressed",
  "feel very low",
  "feeling very low",
  "feel so low",
  "breaks my heart",
  "cant stop crying",
  "can t stop crying",
  "depression",
  "sad",
  "upset",
  "scared",
  "afraid",
  "fear",
  "anxious",
  "anxiety",
  "hopeless",
  "helpless",
  "frustrated",
  "fed up",
  "tired of",
  "crying",
  "cry",
  "lost hope",
  "broken",
  "heartbroken",
  "cant take",
  "can t take",
  "nothing is working",
  "nothing is going right",
  "nothing going right",
  "kuch bhi sahi nahi",
  "kuch sahi nahi",
  "sab kuch kharab",
  "sab kharab",
  "sab ulta",
  "sab kuch ulta",
  "सब कुछ खराब",
  "सब उल्टा",

  "कुछ भी ठीक नहीं",
  "nothing works",
  "struggling",
  // A parent in intensive care, a survival asked about: fear whether or not it is said.
  "icu",
  "ventilator",
  "bachenge ya nahi",
  "बचेंगे या नहीं",
  "suffering",
  "miserable",
  "lonely",
  "desperate",
  "stuck",
  "giving up",
  "give up",
  "please help",
  "nobody loves",
  "no one loves",
  // "5 saal se atka hai" (stuck for years); "atka hua payment" is only a payment due.
  "se atka",
  "atki",
  "overthinking",
  "dukh",
  "always fail*",
  "so many losses",
  "lost my job",
  "unemployed",
  "not happening",
  // Listless about everything ("aajkal man nahi lagta kisi kaam me"), not about one thing
  // ("padhai me mann nahi lagta, concentration kaise badhaye"); "itni rukawat", not one hurdle told.
  "man nahi lagta kisi",
  "mann nahi lagta kisi",
  "kisi kaam me man nahi",
  "kisi kaam me mann nahi",
  "itni rukawat",
  "chhod ke chali",
  "chhod kar chali",
  "against my",
  "दुख",
  "बात नहीं करते",
  "नहीं मिल रही",
  "stressed",
  "bahut stress",
  "so much stress",
  "stress hai",
  "bardasht nahi",
  "बर्दाश्त नहीं",
  "left behind",
  // Bengali "khub kosto hocche" (it hurts a lot).
  "kosto",
  "pareshan",
  "pareshaan",
  "presan",
  "dukhi",
  "dar lag*",
  "darr",
  "ghabra*",
  "chinta",
  "tanav",
  "toot gaya",
  "toot gayi",
  "thak gaya",
  "thak gayi",
  "thak gaye",
  // Crying every day; a burden "killing me".
  "roti hu",
  "roti hoon",
  "rota hu",
  "rota hoon",
  "ro rahi",
  "ro raha",
  "रोती हूं",
  "रोती हूँ",
  "रोता हूं",
  "रोता हूँ",
  "roti hai",
  "rota hai",
  "रोती है",
  "रोता है",
  "killing me",
  // Sleepless with worry ("raat ko neend nahi aati"): trouble; a symptom only when it is the
  // whole complaint (mentionsSymptom below).
  ...SLEEPLESS_WORDS,
  "nervous",
  "sahi kyu nahi",
  "ulta pulta",
  "feel lost",
  "completely lost",
  "dukhi hu",
  "दुःखी",
  "mann uth gaya",
  "man uth gaya",
  "kalesh",
  "कलेश",
  "losing hope",
  "thak chuka",
  "thak chuki",
  "exhausted",
  "samajh nahi aa raha",
  "samajh nahi aata",
  "kuch bhi thik nahi",
  "kuch bhi theek nahi",
  "kuch thik nahi",
  "akeli pad",
  "akela pad",
  "bahut akeli",
  "bahut akela",
  "bahut bura",
  "rona",
  "ro rahi",
  "ro raha",
  "pagal ho",
  "परेशान",
  "दुखी",
  "चिंता",
  "डर",
  "घबरा",
  "तनाव",
  "निराश",
  "हताश",
  "टूट",
  "रो रह",
  "थक गय",
  "अशांत",
  "परेसान",
  "थक गए",
  "थक चुके",
  "tang aa gaya",
  "tang aa gayi",
  "तंग आ गय",
  "ashant",
  "going wrong",
  // "डॉक्टर ने जवाब दे दिया है": the doctors have given up.
  "जवाब दे दिया",
  "jawab de diya",
  // A broken engagement, a marriage coming apart, harassment at work.
  "engagement broke",
  "engagement broken",
  "engagement toot*",
  "sagai toot*",
  "सगाई टूट",
  "rishta toot*",
  "रिश्ता टूट",
  "falling apart",
  "harass*",
  "running away",
  "cursed",
  "पिस रह",
  "dara diya",
  "डरा दिया",
  "parchi na",
];
// Crying, broken-hearted, worried faces.
const SAD_EMOJI =
  /[\u{1F622}\u{1F62D}\u{1F494}\u{1F61E}\u{1F614}\u{1F97A}\u{1F629}\u{1F62B}\u{1F61F}\u{1F630}\u{1F625}]/u;

const URGENT = [
  // Pressing for the reply ("reply quickly", "pls tell quick"), not the matter ("a job quickly").
  "reply quick*",
  "answer quick*",
  "tell quick*",
  "reply soon",
  "at the earliest",
  "आवश्यक",
  "urgent",
  "urgently",
  "asap",
  "emergency",
  "immediately",
  "reply fast",
  "tell fast",
  "answer fast",
  "fast reply",
  "fast batao",
  "batao fast",
  "btao jldi",
  "jldi btao",
  "jaldi btao",
  "btao jaldi",
  "batao jaldi",
  "quick answer",
  "jaldi batao",
  "jaldi bataiye",
  // Punjabi "jaldi dasso ji".
  "jaldi dasso",
  "jaldi dasseyo",
  "bataiye jaldi",
  "बताइए जल्दी",
  "बताओ जल्दी",
  "jaldi bolo",
  "jaldi reply",
  "turant",
  "abhi batao",
  "abhi bataiye",
  "please hurry",
  "तुरंत",
  "जल्दी बता",
  "अभी बता",
];

// "job karu ya business? samajh nahi aa raha": between two options, not knowing which is
// indecision; "kuch samajh nahi aa raha" (nothing makes sense) stays trouble.
const OPTIONS = /\b(ya|or)\b| या /u;
const UNDECIDED = /(?<!\b(kuch|bilkul) )\bsamajh (nahi|nhi) (aa raha|aa rha|aata)\b|(?<!कुछ )समझ नहीं आ (रहा|रही)/gu;

/** Whether the words of the message tell of trouble (worry, fear, despair, sleeplessness). */
export const soundsTroubled = (normalized: string): boolean =>
  hasAny(
    (OPTIONS.test(normalized) ? normalized.replace(UNDECIDED, " ") : normalized)
      .replace(LEGAL_AGAINST, " ")
      .replace(OTHERS_WORRY, " "),
    DISTRESS,
  );

// "ghar wale bahut pareshan ne", "ammakku valiya tension aanu", "my mother is worried about her
// pension": someone else's worry, told; the asker's own words say whether they are troubled.
const OTHERS_WORRY =
  /\b(parents|mother|father|mummy|mumma|papa|maa|mom|dad|ammakku|amma|appa|ghar wale|gharwale|ghar vale|family|wife|husband|pati|patni)( is| are| bhi| ko| ki)?( very| bahut| bohot| bahot| valiya| so| too| really)? (worried|pareshan|tension|tensed|upset|chintit)( aanu| ne| hai| hain| h)?\b/gu;

// "the case against my landlord": a suit filed, not the asker's family against them ("against my love marriage").
const LEGAL_AGAINST = /\b(case|complaint|fir|petition|suit|notice) (filed )?against my\b/gu;

/** Whether the asker sounds troubled (worry, fear, despair) and whether they press for speed. */
export function detectMood(normalized: string, original: string): { distress: boolean; urgent: boolean } {
  const selfHarm = classifySafety(original) === "self_harm";
  return {
    distress: selfHarm || soundsTroubled(normalized) || SAD_EMOJI.test(original),
    urgent: hasAny(normalized, URGENT),
  };
}

const CONNECTIVE =
  /^ (?:and|aur|ar(?! koto)|aar(?! koto)|matlab|mtlb|means|you mean|or|but|par|pr(?! (?:milega|milegi|mil|kab|hoga|hogi|application|visa|card|ke liye|approval|status|file))|lekin|magar|to|toh|tho|then|so|also|plus|what about|how about|what if|and if|if not|if it|agar nahi|agar na|nahi hua to|nahi hui to|uske baad|iske baad|after that|ok|okay|oh|hmm|acha|accha|achha|thik hai|theek hai|fir|phir|और|तो|लेकिन|पर|अगर नहीं|फिर|उसके बाद|इसके बाद|अच्छा|ठीक है)(?= )/u;
// Pointing at a period or an answer given before: a follow-up whatever it names.
const POINTS_BACK =
  /\b(that period|that time|those months|those dates|that year|us samay|us time|us period|wo samay|woh samay)\b|उस समय|उस अवधि/u;
const LEANS_BACK =
  /\b(exactly|exact date(?! of)|exact dates|exact month|exact months|detail|more detail|in detail|elaborate|explain|explain more|more about (it|this|that)|tell me more|same|that period|those months|that time|that year|us time|us samay|us saal|us period|wo time|woh time|iske|uske|iska|uska|isme|usme|is bare|us bare|is baare|us baare|again|also|haan ya na|haan ya nahi|han ya na|yes or no|bas itna|seedha batao|straight answer)\b|हाँ या ना|हां या ना|उस समय|उसके|इसके|इसका|उसका|विस्तार|और बताइए|और बताओ|कौन से महीने|किस महीने/u;
const ANAPHOR = /\b(it|that|this|then|wo|woh|vo|voh|ye|yeh|yah|vah|wah|they|them)\b|यह|वह|ये|वो/u;

const THANKS_FIRST =
  /^ (?:thx|thanks|thank you|thank u|thanku|ty|dhanyavad|dhanyawad|shukriya)(?: (?:sir|ji|mam|madam|guruji|pandit ji))? /u;

/**
 * Whether the message leans on the previous turn: it opens with a connective ("and if it
 * doesn't happen this year?", "aur agle saal?"), asks for more of the same ("which months
 * exactly?"), or is a bare question with no subject of its own ("kab?", "why?").
 */
export function detectRefersBack(
  normalized: string,
  topics: readonly QuestionTopic[],
  isFact: boolean,
  hasHorizon: boolean,
): boolean {
  if (isFact) return false;
  // "thx sir, aur kuch upay?": thanks before a connective.
  normalized = normalized.replace(THANKS_FIRST, " ");
  const words = normalized.trim().split(" ").filter(Boolean);
  const subjects = topics.filter((t) => t !== "remedies");
  if (CONNECTIVE.test(normalized) && words.length <= 14) return true;
  if (POINTS_BACK.test(normalized)) return true;
  if (LEANS_BACK.test(normalized) && subjects.length === 0) return true;
  if (subjects.length === 0 && !hasHorizon && ANAPHOR.test(normalized) && words.length <= 10) return true;
  if (topics.length === 0 && !hasHorizon && words.length <= 3) return true;
  return false;
}
