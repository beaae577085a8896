// Whether a question is for a reading at all: not astrology (a recipe, a cricket score,
// code), the timing of a death (declined), or a medical matter (see a doctor).
import { stripNonTopics } from "./non-topic-words.ts";
import { classifySafety } from "../reading/safety.ts";
import { soundsTroubled } from "./signals.ts";
import { askingSentences, hasAny, normalize } from "./text.ts";
import { detectQuestionTopics } from "./topics.ts";
import { ABOUT_APP, ASTROLOGY, GENERAL_KNOWLEDGE, OFF_TOPIC, READING_WORDS, WRITING } from "./out-of-scope-words.ts";
import { SLEEPLESS_WORDS, SYMPTOM_WORDS, WEARY_WORDS } from "./topic-words.ts";
import type { OutOfScope, QuestionTopic } from "./types.ts";

// How long someone will live, whether they will survive: never predicted.
const DEATH =
  /\b(kab tak (ji|jee|jii)y?e?(nge|ngi|nga|ga|gi|ge)|kab tak zinda|zinda rahenge|zinda rahengi|zinda rahega|how long will (i|he|she|my \w+) live|how long (i|he|she|my \w+) will live|will (he|she|my (?!(?:job|jobs|business|shop|company|startup|marriage|relationship|career|savings|investment|crops?|plants?)\b)\w+) survive|is (his|her) time near|umar lambi|lambi umar|(?:aa?yush?u|aa?yussu) (?:entha|ethra|evvalavu|eshtu)|lambi (?:aayu|ayu|umr)|(?:aayu|ayu|umr) lambi|(?:i|he|she|husband|wife|pati|papa|mummy|father|mother|son|daughter|beta|beti|dad|mom) (?:have|has|get) (?:a )?long life|kitni umar|(umar|umr|aayu|ayu) kitni)\b|कब तक (जिए|जीए|जिये|जीये|जियें|जिएँ|जीवित|ज़िंदा|जिंदा)|उम्र कितनी|आयु कितनी|(?:लंबी|लम्बी) (?:आयु|उम्र)|(?:आयु|उम्र) (?:लंबी|लम्बी)|\b(kitne|kitna|kitni) (saal|sal|din|mahine|varsh|time|samay)( aur)? (ji|jee|jii)\w*|\b(kitne|kitna|kitni) (saal|sal|din|mahine|time|samay)( aur)? (zinda|jivit|jeevit)\b|\bhow many (more )?(years|months|days) (will|would|can|does|do) .{0,30}\b(live|survive|last)\b|\bhow (many|much) (more )?(years|months|days|time) (does|do|will) (he|she|my \w+) (have|have left)\b|कितने (दिन|साल|वर्ष|महीने)( और)? (जीवित|जिएं|जीएं|जियें|जिएँ|जीएँ|जियें|जिएग|जिएंग|जिएँग|ज़िंदा|जिंदा)|\b(kitne|kitna|kitni) (din|mahine|saal|sal|time|samay)( aur)? (hai|hain|h|bache|bacha|baki|baaki) (unke|uske|inke|iske) (paas|pas)\b|(कितना|कितने) (समय|टाइम|दिन|महीने|साल)( और)? (है|हैं|बचा|बचे)( है| हैं)? (उनके|उसके|इनके|इसके) पास|\bdanger to (my |his |her |the )?(\w+ ){0,2}life\b|\bhow much (more )?time (does |do )?(she|he|they|my \w+) (has|have|has got) left\b|\b(time|years|months|days) (she|he|they|my \w+) (has|have)( got)? left\b|\b(papa|mummy|maa|dadi|dada|nani|nana|pitaji|mataji|husband|pati)( \w+){0,2} (kitne|kitna) (din|saal|sal|mahine) aur (hai|hain|h)\b|(पापा|मम्मी|माँ|मां|दादी|दादा|नानी|नाना|पिताजी|माताजी|पति)( \S+){0,2} (कितने|कितना) (दिन|साल|महीने) और (हैं|है)|\b(kitna|kitne) (samay|time|din) (aur )?(bacha|bache|baki|baaki)\b|\baur (kitna|kitne|kitni)( \w+)? (ji|jee|jii)\w*|\b(jaan|jan) (ko|ka) khatra\b|जान (को|का) खतरा|(बीमारी|रोग|कैंसर) से बच|\b(bimari|beemari|cancer|disease|illness) se bach\w*|\b(dadi|dada|nani|nana|maa|mummy|papa|pitaji|mother|father|grandmother|grandfather)\b[^?]{0,30}\bbach (payegi|payega|payenge|paayegi|paayega|jayegi|jayega|jayenge)\b|(दादी|दादा|नानी|नाना|मां|माँ|पापा|पिताजी|पिता|माता)[^?]{0,30}बच (पाएंगी|पाएंगे|पाएगी|पाएगा|पायेंगी|पायेगी|जाएंगी|जाएगी|जाएगा)|(वो|वह|वे|दादी|दादा|नानी|नाना|मां|माँ|पापा|पिताजी|पिता|माता)[^?।]{0,20}(कितने|कितना) (दिन|साल|महीने) और (रहेंगी|रहेंगे|रहेगी|रहेगा)|\b(vo|wo|woh|ve|dadi|dada|nani|nana|maa|mummy|papa|pitaji)\b[^?]{0,20}\b(kitne|kitna) (din|saal|sal|mahine) aur (rahenge|rahengi|rahega|rahegi)\b/u;
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
  // "Is this app free?", "app me recharge kaise karu": the app, not a chart ("Just downloaded
  // the app. What can you tell me about my chart?" asks for a reading).
  if (subjects.length === 0 && asksAboutApp(normalized) && !hasAny(normalized, READING_WORDS, false))
    return "not_astrology";
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
  // (Read without the words that only look like an illness: Odia "chakiri pain", a job's "for".)
  hasAny(stripNonTopics(normalized), SYMPTOM_WORDS) ||
  (topics.filter((t) => t !== "health" && t !== "remedies").length === 0 &&
    hasAny(normalized, [...SLEEPLESS_WORDS, ...WEARY_WORDS]));

/** Whether a message asks about the app itself: its price, refunds, how to ask, whether it is real. */
export const asksAboutApp = (normalized: string): boolean => hasAny(normalized, ABOUT_APP, false);
