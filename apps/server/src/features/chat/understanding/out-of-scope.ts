// Whether a question is for a reading at all: not astrology (a recipe, a cricket score,
// code), the timing of a death (declined), or a medical matter (see a doctor).
import { classifySafety } from "../reading/safety.ts";
import { soundsTroubled } from "./signals.ts";
import { askingSentences, hasAny, normalize } from "./text.ts";
import { detectQuestionTopics } from "./topics.ts";
import { SLEEPLESS_WORDS, SYMPTOM_WORDS, WEARY_WORDS } from "./topic-words.ts";
import type { OutOfScope, QuestionTopic } from "./types.ts";

// How long someone will live, whether they will survive: never predicted.
const DEATH =
  /\b(kab tak (ji|jee|jii)y?e?(nge|ngi|nga|ga|gi|ge)|kab tak zinda|zinda rahenge|zinda rahengi|zinda rahega|how long will (i|he|she|my \w+) live|how long (i|he|she|my \w+) will live|will (he|she|my \w+) survive|is (his|her) time near|umar lambi|lambi umar|kitni umar|(umar|umr|aayu|ayu) kitni)\b|कब तक (जिए|जीए|जिये|जीये|जियें|जिएँ|जीवित|ज़िंदा|जिंदा)|उम्र कितनी|आयु कितनी|\b(kitne|kitna|kitni) (saal|sal|din|mahine|varsh|time|samay)( aur)? (ji|jee|jii)\w*|\b(kitne|kitna|kitni) (saal|sal|din|mahine|time|samay)( aur)? (zinda|jivit|jeevit)\b|\bhow many (more )?(years|months|days) (will|would|can|does|do) .{0,30}\b(live|survive|last)\b|\bhow (many|much) (more )?(years|months|days|time) (does|do|will) (he|she|my \w+) (have|have left)\b|कितने (दिन|साल|वर्ष|महीने)( और)? (जीवित|जिएं|जीएं|जियें|जिएँ|जीएँ|जियें|जिएग|जिएंग|जिएँग|ज़िंदा|जिंदा)|\b(kitne|kitna|kitni) (din|mahine|saal|sal|time|samay)( aur)? (hai|hain|h|bache|bacha|baki|baaki) (unke|uske|inke|iske) (paas|pas)\b|(कितना|कितने) (समय|टाइम|दिन|महीने|साल)( और)? (है|हैं|बचा|बचे)( है| हैं)? (उनके|उसके|इनके|इसके) पास|\bdanger to (my |his |her |the )?(\w+ ){0,2}life\b|\bhow much (more )?time (does |do )?(she|he|they|my \w+) (has|have|has got) left\b|\b(time|years|months|days) (she|he|they|my \w+) (has|have)( got)? left\b|\b(papa|mummy|maa|dadi|dada|nani|nana|pitaji|mataji|husband|pati)( \w+){0,2} (kitne|kitna) (din|saal|sal|mahine) aur (hai|hain|h)\b|(पापा|मम्मी|माँ|मां|दादी|दादा|नानी|नाना|पिताजी|माताजी|पति)( \S+){0,2} (कितने|कितना) (दिन|साल|महीने) और (हैं|है)|\b(kitna|kitne) (samay|time|din) (aur )?(bacha|bache|baki|baaki)\b|\b(jaan|jan) (ko|ka) khatra\b|जान (को|का) खतरा|(बीमारी|रोग|कैंसर) से बच|\b(bimari|beemari|cancer|disease|illness) se bach\w*|\b(dadi|dada|nani|nana|maa|mummy|papa|pitaji|mother|father|grandmother|grandfather)\b[^?]{0,30}\bbach (payegi|payega|payenge|paayegi|paayega|jayegi|jayega|jayenge)\b|(दादी|दादा|नानी|नाना|मां|माँ|पापा|पिताजी|पिता|माता)[^?]{0,30}बच (पाएंगी|पाएंगे|पाएगी|पाएगा|पायेंगी|पायेगी|जाएंगी|जाएगी|जाएगा)|(वो|वह|वे|दादी|दादा|नानी|नाना|मां|माँ|पापा|पिताजी|पिता|माता)[^?।]{0,20}(कितने|कितना) (दिन|साल|महीने) और (रहेंगी|रहेंगे|रहेगी|रहेगा)|\b(vo|wo|woh|ve|dadi|dada|nani|nana|maa|mummy|papa|pitaji)\b[^?]{0,20}\b(kitne|kitna) (din|saal|sal|mahine) aur (rahenge|rahengi|rahega|rahegi)\b/u;
// "dadi ki tabiyat bahut kharab hai hospital mein hai … bachengi ki nahi?": whether someone gravely
// ill will survive (not "paisa bachega ki nahi", money saved).
const SURVIVE_ASKED =
  /\bwhen will (she|he|my \w+) (go|pass|pass away|leave us)\b|\bbach (payegi|payega|payenge|paayegi|paayega|jayegi|jayega|jayenge)\b|\bbach(engi|enge|egi|ega|ogi|oge)\b|बच(ेंगी|ेंगे|ेगी|ेगा) (कि|या) नहीं/u;
const GRAVELY_ILL =
  /\b(very sick|given up|gave up|hospital|icu|ventilator|serious|critical|tabiyat bahut kharab|tabiyat kharab|bimar|beemar|coma)\b|अस्पताल|आईसीयू|वेंटिलेटर|गंभीर|तबीयत (बहुत )?खराब|बीमार/u;
// The asker or their own life in the message: "I", "my", "mera", "मेरा".
// (Bhojpuri "hamar", Bengali "amar", "amader", Assamese "mor", "moi", Odia "mo", "mora".)
const PERSONAL =
  /\b(i|my|me|mine|we|our|mera|meri|mere|mujhe|main|hum|hamara|hamari|hamar|amar|amader|aamar|mor|moi|mo|mora)\b|मेरा|मेरी|मेरे|मुझे|मैं|हम/u;

const OFF_TOPIC = [
  "cricket",
  "ipl",
  "आईपीएल",
  // IPL sides by their short names ("aaj RCB jeetegi kya").
  "rcb",
  "csk",
  "kkr",
  "srh",
  "pbks",
  "lsg",
  "score",
  "scores",
  "match",
  "gaana",
  "gana",
  "world cup",
  "football",
  "match today",
  // A cricketer's runs and wickets ("virat kohli ki agli century kab aayegi").
  "century",
  "half century",
  "wicket",
  "wickets",
  "innings",
  "t20",
  "odi",
  "virat kohli",
  "kohli ki",
  "dhoni",
  "bumrah",
  "rohit sharma",
  "who will win",
  "kaun jeetega",
  "kon jeetega",
  "kaun jitega",
  "kon jitega",
  "india vs",
  // Memes and coding practice ("koi accha engineering meme bhejo", "leetcode pe DP").
  "meme",
  "memes",
  "leetcode",
  "hackerrank",
  "codeforces",
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
  "mausam",
  "mosam",
  "baarish",
  "barish",
  "snow",
  "will it rain",
  "rain today",
  "latest news",
  "taza khabar",
  "taaza khabar",
  "ताजा खबर",
  "समाचार",
  "samachar",
  "headlines",
  "news today",
  // Shopping advice: "a good phone under 20000, redmi or samsung?".
  "redmi",
  "samsung",
  "iphone",
  "oneplus",
  "phone under",
  "laptop under",
  // Elections and who will rule: "2029 me phir se Modi ji PM banenge?".
  "election",
  "elections",
  "chunav",
  "चुनाव",
  "prime minister",
  "pradhanmantri",
  "प्रधानमंत्री",
  "mukhyamantri",
  "मुख्यमंत्री",
  "modi",
  "मोदी",
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
  "distance between",
  "how far is",
  "population of",
  "full form",
  "who invented",
  // Schoolwork explained ("explain newton's third law in simple words").
  "newton",
  "third law",
  "theorem",
  "derivation",
  "who discovered",
  "prime minister",
  "president",
  "election",
  "joke",
  "pnr",
  "train status",
  "calculate",
  "ट्रेन कितने",
  "ट्रेन कब",
  "पहली ट्रेन",
  "ट्रेन का समय",
  "train timing",
  "train time",
  "battery",
  "laptop",
  "excel",
  "vlookup",
  "spreadsheet",
  "powerpoint",
  "wifi",
  "charger",
  // Holi's sweets and snacks: "How do I make gujiya at home?"
  "gujiya",
  "गुजिया",
  "khoya",
  "thandai",
  "samosa",
  "pakode",
  "pakora",
  "halwa",
  "हलवा",
  "kheer",
  "खीर",
  // A TV serial's next episode ("anupama serial me aage kya hoga").
  "serial",
  "episode",
  "सीरियल",
  "biryani",
  "rajma",
  "paneer",
  "pressure cooker",
  "paratha",
  "dosa",
  "idli",
  "cake",
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

// General knowledge, schoolwork and cooking asked for: off-topic even with "my son is asking"
// or "ghar pe", unless the chart is named.
const GENERAL_KNOWLEDGE = [
  "full form",
  "capital of",
  "distance between",
  "how far is",
  "population of",
  "who invented",
  "who discovered",
  "homework",
  "होमवर्क",
  "recipe",
  "रेसिपी",
  "history of",
  "why is the",
  "why are the",
  // Tomorrow's weather, whatever trip it is for ("kal delhi me barish hogi kya, bahar jana hai").
  "barish hogi",
  "baarish hogi",
  "बारिश होगी",
  "will it rain",
  "rain tomorrow",
  "kaise banaye",
  "कैसे बनाएं",
  "kaise banate",
  // The monsoon's coming and a mandi's prices ("आज मंडी में सोयाबीन का भाव क्या चल रहा है").
  "मानसून",
  "monsoon",
  "मंडी में",
  "mandi me",
  "mandi bhav",
  "mandi ka bhav",
  "मंडी भाव",
  "मंडी का भाव",
  // "मिस्टी दोई घर पर कैसे जमाएँ?" (setting curd), "bihar ke pehle CM kaun the".
  "कैसे जमाएं",
  "कैसे जमाएँ",
  "kaise jamaye",
  "kaise jamate",
  "pehle cm",
  "pahle cm",
  "first cm",
  "first chief minister",
  "pehle pm",
  "pahle pm",
  "first prime minister",
  "first president",
  "pehle pradhan mantri",
  "pehle rashtrapati",
  "पहले मुख्यमंत्री",
  "पहले प्रधानमंत्री",
  "पहले राष्ट्रपति",
  "banane ki vidhi",
  "banane ka tarika",
  "बनाने की विधि",
  "बनाने का तरीका",
];

// A piece of writing asked for ("write a leave letter for my office"), whoever it is for.
const WRITING = [
  "write a",
  "write an",
  "write me a",
  "write my",
  "sop likh",
  "resume likh",
  "cover letter",
  "leave letter",
  "likh do",
  "likh ke do",
];
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

// Words of a reading: a question with one of them is for the astrologer, whatever else it lacks.
const READING_WORDS = [
  ...ASTROLOGY,
  "kundali",
  "janam",
  "patri",
  "patrika",
  "zodiac",
  "sign",
  "lagna",
  "ascendant",
  "dasha",
  "mahadasha",
  "antardasha",
  "gochar",
  "transit",
  "dosh",
  "dosha",
  "manglik",
  "sade sati",
  "sadesati",
  "shani",
  "rahu",
  "ketu",
  "guru",
  "mangal",
  "budh",
  "shukra",
  "surya",
  "chandra",
  "sun",
  "moon",
  "mars",
  "mercury",
  "jupiter",
  "venus",
  "saturn",
  "house",
  "bhav",
  "yog",
  "yoga",
  "muhurat",
  "muhurt",
  "shubh",
  "panchang",
  "nakshatra",
  "gemstone",
  "ratna",
  "puja",
  "pooja",
  "vrat",
  "fast",
  "case",
  "court",
  "faisla",
  "luck",
  "lucky",
  "bhagya",
  "kismat",
  "future",
  "bhavishya",
  "कुंडली",
  "राशि",
  "ग्रह",
  "दशा",
  "शनि",
  "राहु",
  "केतु",
  "गुरु",
  "मंगल",
  "योग",
  "दोष",
  "मुहूर्त",
  "उपाय",
  "भाग्य",
  "भविष्य",
  "किस्मत",
  "रत्न",
  "मंत्र",
  "भाव",
  "स्वामी",
  "पूजा",
  "व्रत",
  // Home and family: "what is the reason for fights at home", "घर में कलह".
  "home",
  "ghar",
  "family",
  "parivar",
  "घर",
  "परिवार",
];
// The asker as the verb's subject: "pehen sakta hu", "kahan shift karu", "पहनूं", "करूं".
const FIRST_PERSON = /\b(hu|hoon|hun)\b|\b\w{2,}(u|un|oon)\b|(हूं|हूँ)|(ूं|ूँ|ऊं|ऊँ)(?= )/u;
// A prediction asked for: a future verb ("hoga", "milegi", "होगी", "will").
// (Bengali, Assamese and Odia futures: "cholbe", "hobe", "hobo", "pabo", "hebo", "aasiba".)
const FUTURE =
  /\b(will|shall|gonna)\b|\b(hobe|hobo|hoibo|hebo|cholbe|chalbe|pabo|pabe|pam|paibi|aasiba|asiba|milbe|hoi)\b|\b\w{2,}(ega|egi|enge|ogi|oge|unga|ungi|enga|egaa)\b|\b(hoga|hogi|honge|rahega|rahegi|rahenge)\b|(गा|गी|गे)(?= )/u;

/** "I'm planning a trip with my college friends. What's the weather like there?": the question asks only the weather. */
function asksOnlyOffTopic(original: string): boolean {
  const asked = askingSentences(original)?.map(normalize);
  return !!asked && asked.every((s) => hasAny(s, PLAINLY_OFF_TOPIC, false) && detectQuestionTopics(s).length === 0);
}

// Off-topic words that are never a reading's ("score" may be an exam's, "match" a kundli's).
const PLAINLY_OFF_TOPIC = OFF_TOPIC.filter((w) => !["score", "scores", "match", "program", "function"].includes(w));

/**
 * Why a question is not for a reading: not about astrology at all (a cricket score, code),
 * the timing of a death (declined), or a medical matter (symptoms, a disease, medicines).
 * `open` says the message stands on its own: no period, no chart fact asked, no lean on the
 * turn before (a bare "kab?" is a follow-up, not off-topic).
 */
export function detectOutOfScope(
  normalized: string,
  original: string,
  topics: readonly QuestionTopic[],
  symptom: boolean,
  open = false,
): OutOfScope | null {
  const safety = classifySafety(original);
  if (safety === "death" || DEATH.test(normalized) || (SURVIVE_ASKED.test(normalized) && GRAVELY_ILL.test(normalized)))
    return "death_timing";
  if (safety === "illness" || symptom) return "medical";
  const subjects = topics.filter((t) => t !== "remedies");
  if (
    /\d+ (times|plus|minus|into|multiplied by|divided by) \d+/u.test(normalized) ||
    /\d\s*(%|percent\b|pratishat\b|प्रतिशत)\s*(of|ka|का)\s*\d/iu.test(original)
  )
    return "not_astrology";
  // "why do we celebrate Holi" asks the world; "why do we keep fighting" (a subject) asks of a couple.
  if (
    (hasAny(normalized, WRITING, false) ||
      hasAny(normalized, GENERAL_KNOWLEDGE, false) ||
      (subjects.length === 0 && /\bwhy do we\b/u.test(normalized))) &&
    !hasAny(normalized, ASTROLOGY, false)
  )
    return "not_astrology";
  // "match" and "score" are a cricket match's, except in a question about a kundli match.
  // (Bengali "kholte chai", "jete chay": wanting to open, to go, not tea.)
  if (
    !subjects.includes("compatibility") &&
    hasAny(normalized.replace(/\b\w+te (chai|chay)\b/gu, " "), OFF_TOPIC, false) &&
    (subjects.length === 0 || !PERSONAL.test(normalized) || asksOnlyOffTopic(original))
  )
    return "not_astrology";
  // Nothing of the asker's, no subject, no prediction asked for, no trouble told, no "why" (a
  // reason in one's life) and no word of a reading
  // ("paneer butter masala kaise banate hai", "भारत की राजधानी क्या है?", "आज की ताज़ा खबरें बताओ").
  if (
    open &&
    topics.length === 0 &&
    normalized.trim().split(" ").length >= 3 &&
    !PERSONAL.test(normalized) &&
    !FIRST_PERSON.test(normalized) &&
    !FUTURE.test(normalized) &&
    !hasAny(normalized, READING_WORDS, false) &&
    !soundsTroubled(normalized)
  )
    return "not_astrology";
  return null;
}

/**
 * Whether the message speaks of a symptom, a medicine or an operation; sleeplessness and
 * tiredness only when they are the whole complaint (no subject asked about).
 */
export const mentionsSymptom = (normalized: string, topics: readonly QuestionTopic[] = []): boolean =>
  hasAny(normalized, SYMPTOM_WORDS) ||
  (topics.filter((t) => t !== "health" && t !== "remedies").length === 0 &&
    hasAny(normalized, [...SLEEPLESS_WORDS, ...WEARY_WORDS]));
