import { classifySafety } from "../reading/safety.ts";
import { hasAny } from "./text.ts";
import { SYMPTOM_WORDS } from "./topic-words.ts";
import type { OutOfScope, QuestionTopic } from "./types.ts";

const DISTRESS = [
  "worried",
  "worry",
  "worrying",
  "tension",
  "tensed",
  "depressed",
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
  "atka",
  "atki",
  "overthinking",
  "dukh",
  "always fail*",
  "so many losses",
  "lost my job",
  "unemployed",
  "not happening",
  "mann nahi lagta",
  "man nahi lagta",
  "rukawat",
  "itni rukawat",
  "chhod ke chali",
  "chhod kar chali",
  "against my",
  "दुख",
  "बात नहीं करते",
  "नहीं मिल रही",
  "stressed",
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
];

const URGENT = [
  "urgent",
  "urgently",
  "asap",
  "emergency",
  "immediately",
  "right now",
  "reply fast",
  "reply soon",
  "quickly",
  "quick answer",
  "jaldi batao",
  "jaldi bataiye",
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

/** Whether the asker sounds troubled (worry, fear, despair) and whether they press for speed. */
export function detectMood(normalized: string, original: string): { distress: boolean; urgent: boolean } {
  const selfHarm = classifySafety(original) === "self_harm";
  return { distress: selfHarm || hasAny(normalized, DISTRESS), urgent: hasAny(normalized, URGENT) };
}

const CONNECTIVE =
  /^ (?:and|aur|or|but|par|pr|lekin|magar|to|toh|tho|then|so|also|plus|what about|how about|what if|and if|if not|if it|agar nahi|agar na|nahi hua to|nahi hui to|uske baad|iske baad|after that|ok|okay|oh|hmm|acha|accha|achha|thik hai|theek hai|fir|phir|और|तो|लेकिन|पर|अगर नहीं|फिर|उसके बाद|इसके बाद|अच्छा|ठीक है)(?= )/u;
// Pointing at a period or an answer given before: a follow-up whatever it names.
const POINTS_BACK =
  /\b(that period|that time|those months|those dates|that year|us samay|us time|us period|wo samay|woh samay)\b|उस समय|उस अवधि/u;
const LEANS_BACK =
  /\b(exactly|detail|more detail|in detail|elaborate|explain|explain more|more about (it|this|that)|tell me more|same|that period|those months|that time|that year|us time|us samay|us saal|us period|wo time|woh time|iske|uske|iska|uska|isme|usme|is bare|us bare|is baare|us baare|again|also)\b|उस समय|उसके|इसके|इसका|उसका|विस्तार|और बताइए|और बताओ|कौन से महीने|किस महीने/u;
const ANAPHOR = /\b(it|that|this|then|wo|woh|vo|voh|ye|yeh|yah|vah|wah|they|them)\b|यह|वह|ये|वो/u;

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
  const words = normalized.trim().split(" ").filter(Boolean);
  const subjects = topics.filter((t) => t !== "remedies");
  if (CONNECTIVE.test(normalized) && words.length <= 14) return true;
  if (POINTS_BACK.test(normalized)) return true;
  if (LEANS_BACK.test(normalized) && subjects.length === 0) return true;
  if (subjects.length === 0 && !hasHorizon && ANAPHOR.test(normalized) && words.length <= 10) return true;
  if (topics.length === 0 && !hasHorizon && words.length <= 3) return true;
  return false;
}

// How long someone will live, whether they will survive: never predicted.
const DEATH =
  /\b(kab tak (ji|jee|jii)y?e?(nge|ngi|nga|ga|gi|ge)|kab tak zinda|zinda rahenge|zinda rahengi|zinda rahega|how long will (i|he|she|my \w+) live|will (he|she|my \w+) survive|is (his|her) time near|umar lambi|lambi umar|kitni umar)\b|कब तक जिएंगे|कब तक जीवित|उम्र कितनी|आयु कितनी|\b(kitne|kitna|kitni) (saal|sal|din|mahine|varsh|time|samay)( aur)? (ji|jee|jii)\w*|\b(kitne|kitna|kitni) (saal|sal|din|mahine|time|samay)( aur)? (zinda|jivit|jeevit)\b|\bhow many (more )?(years|months|days) (will|would|can|does|do) .{0,30}\b(live|survive|last)\b|कितने (दिन|साल|वर्ष|महीने)( और)? (जीवित|जिएं|जीएं|जियें|ज़िंदा|जिंदा)/u;
// The asker or their own life in the message: "I", "my", "mera", "मेरा".
const PERSONAL = /\b(i|my|me|mine|we|our|mera|meri|mere|mujhe|main|hum|hamara|hamari)\b|मेरा|मेरी|मेरे|मुझे|मैं|हम/u;

const OFF_TOPIC = [
  "cricket",
  "ipl",
  "score",
  "scores",
  "match",
  "gaana",
  "gana",
  "world cup",
  "football",
  "match today",
  "who will win",
  "who won",
  "code",
  "coding",
  "python",
  "javascript",
  "java",
  "program",
  "sql",
  "html",
  "css",
  "function",
  "debug",
  "recipe",
  "cook",
  "weather",
  "rain today",
  "latest news",
  "news today",
  "movie",
  "film",
  "song",
  "lyrics",
  "translate",
  "essay",
  "poem",
  "homework",
  "equation",
  "capital of",
  "prime minister",
  "president",
  "election",
  "joke",
  "pnr",
  "train status",
  "calculate",
  "biryani",
  "bollywood",
  "netflix",
  "chatgpt",
  "pizza",
  "chai",
  "pradhan mantri",
  "petrol",
  "diesel",
  "nifty",
  "sensex",
  "निफ्टी",
  "सेंसेक्स",
  "पेट्रोल",
  "क्रिकेट",
  "स्कोर",
  "मैच",
  "कोड",
  "रेसिपी",
  "मौसम",
  "फिल्म",
  "गाना",
  "चुनाव",
];

// A piece of writing asked for ("write a leave letter for my office"), whoever it is for.
const WRITING = ["write a", "write an", "write me a", "cover letter", "leave letter", "likh do", "likh ke do"];
const ASTROLOGY = [
  "kundli",
  "chart",
  "horoscope",
  "graha",
  "planet",
  "mantra",
  "remedy",
  "upay",
  "rashi",
  "prediction",
];

/**
 * Why a question is not for a reading: not about astrology at all (a cricket score, code),
 * the timing of a death (declined), or a medical matter (symptoms, a disease, medicines).
 */
export function detectOutOfScope(
  normalized: string,
  original: string,
  topics: readonly QuestionTopic[],
  symptom: boolean,
): OutOfScope | null {
  const safety = classifySafety(original);
  if (safety === "death" || DEATH.test(normalized)) return "death_timing";
  if (safety === "illness" || symptom) return "medical";
  const subjects = topics.filter((t) => t !== "remedies");
  if (/\d+ (times|plus|minus|into|multiplied by|divided by) \d+/u.test(normalized)) return "not_astrology";
  if (hasAny(normalized, WRITING, false) && !hasAny(normalized, ASTROLOGY, false)) return "not_astrology";
  // "match" and "score" are a cricket match's, except in a question about a kundli match.
  if (
    !subjects.includes("compatibility") &&
    hasAny(normalized, OFF_TOPIC, false) &&
    (subjects.length === 0 || !PERSONAL.test(normalized))
  )
    return "not_astrology";
  return null;
}

/** Whether the message speaks of a symptom, a medicine or an operation. */
export const mentionsSymptom = (normalized: string): boolean => hasAny(normalized, SYMPTOM_WORDS);
