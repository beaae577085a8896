// Direct answers to questions that name no options but still ask "which": the career field
// ("What is the best career field for me?", "kaunsa business karu", "किस क्षेत्र में"), the
// lucky colour ("which colour is lucky for me") and the deity ("which deity should I worship");
// and one that asks to describe a person: the spouse's nature ("pati ka swabhav kaisa rahega").
import type { Bi } from "./builtin-phrases.ts";
import type { Graha } from "@graha/jyotish";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { dayMonth, houseName, joinList, monthYear, signName, type Lang } from "../reading/names.ts";
import type { PlacementFact, ReadingContext } from "../reading/reading-context.ts";
import { derivedWho } from "./builtin-derived.ts";
import { cap, grahaName } from "./builtin-text.ts";
import { CAREER_FIELDS } from "./builtin-topic-rules.ts";
import SPOUSE_NATURE from "./spouse-nature.json" with { type: "json" };

/** The grahas a career reading describes: the 10th lord and the 10th house's occupants, two at most. */
export const careerGrahas = (c: ReadingContext): Graha[] => {
  const m = c.topicHouses[0]!;
  return [...new Set<Graha>([m.lord, ...m.occupants])].slice(0, 2);
};

/** The fields the career grahas stand for, as one phrase. */
export const careerFields = (c: ReadingContext, L: Lang): string =>
  careerGrahas(c)
    .map((g) => CAREER_FIELDS[g][L])
    .join(L === "en" ? ", or " : ", या ");

/** "Fields such as teaching, law, finance … suit you best, Asha: Jupiter, lord of your 10th house, sits in …". */
export function fieldsLead(c: ReadingContext, L: Lang, name: string): string {
  const m = c.topicHouses[0]!;
  const p = c.planets[m.lord];
  // A graha sitting in the 10th house shapes the work too.
  const [, sitting] = careerGrahas(c);
  const too = sitting
    ? L === "en"
      ? `, and ${grahaName(sitting, L)} sits in the ${houseName(m.house, L)} itself`
      : `, और ${grahaName(sitting, L)} स्वयं ${houseName(m.house, L)} में बैठे हैं`
    : "";
  // "Which career for my daughter?": the fields suit her, read by the derived house.
  const who = derivedWho(c, L);
  return L === "en"
    ? `Fields such as ${careerFields(c, L)} suit ${who ?? "you"} best${name}: ${grahaName(m.lord, L)}, lord of your ${houseName(m.house, L)}, sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}${too}.`
    : `${careerFields(c, L)} जैसे क्षेत्र ${who ? `${who} के लिए` : "आपके लिए"} सबसे अनुकूल हैं${name}: ${houseName(m.house, L)} के स्वामी ${grahaName(m.lord, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi})${too}।`;
}

/**
 * Each graha's colour, as astrologers in India give it, its deity, as worship for it is
 * commonly offered, and its number (1 the Sun … 9 Mars, as Indian numerology counts them).
 */
const OF_GRAHA: Readonly<
  Record<Graha, { colour: { en: string; hi: string }; deity: { en: string; hi: string }; number: number }>
> = {
  sun: { colour: { en: "saffron", hi: "केसरिया" }, deity: { en: "Surya Dev", hi: "सूर्य देव" }, number: 1 },
  moon: { colour: { en: "white", hi: "सफ़ेद" }, deity: { en: "Lord Shiva", hi: "भगवान शिव" }, number: 2 },
  mars: { colour: { en: "red", hi: "लाल" }, deity: { en: "Hanuman ji", hi: "हनुमान जी" }, number: 9 },
  mercury: { colour: { en: "green", hi: "हरा" }, deity: { en: "Lord Ganesha", hi: "गणेश जी" }, number: 5 },
  jupiter: { colour: { en: "yellow", hi: "पीला" }, deity: { en: "Lord Vishnu", hi: "भगवान विष्णु" }, number: 3 },
  venus: {
    colour: { en: "white and cream", hi: "सफ़ेद और क्रीम" },
    deity: { en: "Goddess Lakshmi", hi: "माँ लक्ष्मी" },
    number: 6,
  },
  saturn: { colour: { en: "dark blue", hi: "गहरा नीला" }, deity: { en: "Shani Dev", hi: "शनि देव" }, number: 8 },
  rahu: { colour: { en: "smoky grey", hi: "धूसर" }, deity: { en: "Goddess Durga", hi: "माँ दुर्गा" }, number: 4 },
  ketu: { colour: { en: "grey-brown", hi: "भूरा-धूसर" }, deity: { en: "Lord Ganesha", hi: "गणेश जी" }, number: 7 },
};

/** A question for a lucky colour. */
export const ASKS_COLOUR = /\b(colou?rs?|rang)\b|रंग|कलर/iu;

/** "Green is your colour, Asha, the colour of Mercury …" — the colour of the graha the remedy is for. */
export function colourLine(g: Graha, L: Lang, name: string): string {
  const colour = OF_GRAHA[g].colour[L];
  return L === "en"
    ? `${cap(colour)} is your colour${name}: it is the colour of ${grahaName(g, L)}, whose remedy follows.`
    : `${colour} रंग आपके लिए शुभ है${name}: यह ${grahaName(g, L)} का रंग है, जिनका उपाय आगे है।`;
}

/** A question for a lucky number ("lucky number", "shubh ank", "शुभ अंक"). */
export const ASKS_NUMBER =
  /\blucky (number|numbers|no|ank)\b|\b(number|numbers|ank) (is|are|will be) lucky\b|\bshubh (ank|number)\b|शुभ अंक|लकी नंबर/iu;

/** "5 is your number, Asha: it is Mercury's, whose remedy follows." */
export function numberLine(g: Graha, L: Lang, name: string): string {
  const n = OF_GRAHA[g].number;
  return L === "en"
    ? `${n} is your number${name}: it is the number of ${grahaName(g, L)}, whose remedy follows.`
    : `${n} आपका शुभ अंक है${name}: यह ${grahaName(g, L)} का अंक है, जिनका उपाय आगे है।`;
}

/** A question for a lucky day ("lucky day", "shubh din", "शुभ दिन" of the week). */
export const ASKS_DAY = /\blucky (day|days|din|vaar|var)\b|\bshubh (din|vaar|var)\b|शुभ (दिन|वार)|लकी (डे|दिन)/iu;

const DAY_OF: Readonly<Record<Graha, Bi>> = {
  sun: { en: "Sunday", hi: "रविवार" },
  moon: { en: "Monday", hi: "सोमवार" },
  mars: { en: "Tuesday", hi: "मंगलवार" },
  mercury: { en: "Wednesday", hi: "बुधवार" },
  jupiter: { en: "Thursday", hi: "गुरुवार" },
  venus: { en: "Friday", hi: "शुक्रवार" },
  saturn: { en: "Saturday", hi: "शनिवार" },
  rahu: { en: "Saturday", hi: "शनिवार" },
  ketu: { en: "Tuesday", hi: "मंगलवार" },
};

const WEEKDAY_NUMBER: Readonly<Record<Graha, number>> = {
  sun: 0,
  moon: 1,
  mars: 2,
  mercury: 3,
  jupiter: 4,
  venus: 5,
  saturn: 6,
  rahu: 6,
  ketu: 2,
};
/** Longest period asked for which the remedy's days are listed one by one. */
const DAYS_LISTED_UP_TO = 45;

/**
 * "Rahu shanti ki puja june me karwa sakte hai?": a remedy asked for a short period gets the
 * days of its graha inside it ("Yes, Asha: Saturdays 6, 13, 20 and 27 Jun 2026 …"), or "".
 */
export function remedyDaysLine(g: Graha, from: string, to: string, L: Lang, name: string): string {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000) {
    if (dates.length === 0 && end - t > DAYS_LISTED_UP_TO * 86_400_000) return "";
    if (new Date(t).getUTCDay() === WEEKDAY_NUMBER[g]) dates.push(new Date(t).toISOString().slice(0, 10));
  }
  if (dates.length === 0) return "";
  const sameMonth = dates.every((d) => d.slice(0, 7) === dates[0]!.slice(0, 7));
  const listed = sameMonth
    ? `${joinList(
        dates.map((d) => String(Number(d.slice(8, 10)))),
        L,
      )} ${monthYear(dates[0]!, L)}`
    : joinList(
        dates.map((d) => dayMonth(d, L)),
        L,
      );
  const day = DAY_OF[g][L];
  const one = dates.length === 1;
  return L === "en"
    ? `Yes${name}: ${day}${one ? "" : "s"} ${listed} suit${one ? "s" : ""} it, ${day} being the day of ${grahaName(g, L)}.`
    : `हाँ${name}: ${listed} (${day}) इसके लिए उपयुक्त ${one ? "है" : "हैं"}, क्योंकि ${day} ${grahaName(g, L)} का दिन है।`;
}

/** "Wednesday is your day, Asha: it is Mercury's day, whose remedy follows." */
export function dayLine(g: Graha, L: Lang, name: string): string {
  const day = DAY_OF[g][L];
  return L === "en"
    ? `${day} is your day${name}: it is the day of ${grahaName(g, L)}, whose remedy follows.`
    : `${day} आपके लिए शुभ दिन है${name}: यह ${grahaName(g, L)} का दिन है, जिनका उपाय आगे है।`;
}

/** A question for the deity to worship ("which deity", "ishta dev", "kis bhagwan ki puja"). */
export const ASKS_DEITY =
  /\b(deity|deities|ishta? ?dev\w*|kuldev\w*|(kis|kaun ?se|konse|kaunsi|konsi) (bhagwan|bhagvan|devta|devi|bhagwan ji)|(which|what) (god|goddess)|god (should|to|do) (i|we)? ?(worship|pray))\b|इष्ट ?देव|कुलदेव|(किस|कौन से|कौनसे) (भगवान|देवता|देवी)/iu;

/**
 * "Shani Dev suits you best, Asha: Saturn, lord of your 9th house (dharma and devotion), sits
 * in …" — the deity of the 9th lord, the house a spiritual reading starts from.
 */
export function deityLead(ninthLord: PlacementFact, L: Lang, name: string): string {
  const p = ninthLord;
  const lord = p.graha;
  const deity = OF_GRAHA[lord].deity[L];
  return L === "en"
    ? `${deity} suits you best${name}: ${grahaName(lord, L)}, lord of your ${houseName(9, L)}, the house of dharma and devotion, sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}.`
    : `${deity} की उपासना आपके लिए सबसे उपयुक्त है${name}: धर्म और भक्ति के ${houseName(9, L)} के स्वामी ${grahaName(lord, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi})।`;
}

/** How many times to chant ("महामृत्युंजय मंत्र का जाप रोज कितनी बार करना चाहिए?"). */
const ASKS_MANTRA_COUNT = /\b(kitni baar|kitne baar|kitni bar|how many times)\b|कितनी बार|कितने बार/iu;
// (A chalisa or a path has counts of its own: only a mantra's japa is answered with a mala.)
const MANTRA_NAMED = /\b(mantra|mantras|jaap|jap)\b|मंत्र|मन्त्र|जाप/iu;
/** Whether the question asks how many times to chant a mantra. */
export const asksMantraCount = (question: string) => ASKS_MANTRA_COUNT.test(question) && MANTRA_NAMED.test(question);

/** The traditional count: one mala of 108, or a shorter steady count. */
export function mantraCountLead(L: Lang, name: string): string {
  return L === "en"
    ? `108 times, one full mala, is the traditional count${name}; on a busy day 11 or 21 said with attention is better than 108 said in a hurry. Keep the same time each day, the morning if you can.`
    : `108 बार, यानी एक पूरी माला, पारंपरिक संख्या है${name}; व्यस्त दिन 11 या 21 बार ध्यान से जपना जल्दबाज़ी में 108 बार से बेहतर है। रोज़ एक ही समय रखें, हो सके तो सुबह।`;
}

/** How many fasts to keep ("सोमवार के व्रत कितने रखने चाहिए शादी के लिए?"). */
const FAST_COUNT =
  /\b(kitne|kitni|how many)\b[^?]{0,30}\b(vrat|fasts?|upvas)\b|\b(vrat|fasts?|upvas)\b[^?]{0,30}\b(kitne|kitni|how many)\b|कितने[^?]{0,30}(व्रत|उपवास)|(व्रत|उपवास)[^?]{0,30}कितने/iu;
const MONDAY = /\b(somvar|somwar|monday|mondays)\b|सोमवार/iu;
/** Whether the question asks how many fasts to keep. */
export const asksFastCount = (question: string) => FAST_COUNT.test(question);

/** The traditional counts: sixteen Mondays (Solah Somvar), else 11 or 21 weeks. */
export function fastCountLead(question: string, L: Lang, name: string): string {
  const monday = MONDAY.test(question);
  if (L === "en")
    return `${monday ? "Sixteen Mondays (Solah Somvar) is the traditional count" : "11 or 21 weeks is the usual count"}${name}; keep each fast simply, with fruit or one meal, and let your health come first: a fast is a discipline, not a payment.`;
  return `${monday ? "सोलह सोमवार पारंपरिक संख्या है" : "11 या 21 सप्ताह सामान्य संख्या है"}${name}; हर व्रत सादगी से रखें, फल या एक समय भोजन के साथ, और सेहत को पहले रखें: व्रत एक साधना है, कोई भुगतान नहीं।`;
}

/** Black magic feared ("किसी ने कुछ करवा दिया है घर पर, क्या ये सच है?", "kala jadu", "black magic"). */
export const FEARS_BLACK_MAGIC =
  /\b(kisi ne kuch (karwa|karva|kara|kar) (diya|diye|di)|jadu ?tona|jaadu ?tona|kala jadu|kaala jaadu|black magic|tona totka)\b|किसी ने कुछ (करवा|करा|कर) (दिया|दी)|जादू[ -]?टोना|काला जादू|टोना[ -]?टोटका/iu;

/** Said plainly: no chart shows black magic, and no one needs to be paid to remove it. */
export function blackMagicLead(L: Lang, name: string): string {
  return L === "en"
    ? `No chart shows black magic${name}, and no one needs to be paid to remove it. Hard stretches come with the periods a chart runs through, and they pass; a steady routine helps, and so does talking to someone you trust if the worry grows.`
    : `कोई कुंडली जादू-टोना नहीं दिखाती${name}, और इसे "हटाने" के लिए किसी को पैसे देने की ज़रूरत नहीं है। कठिन दौर कुंडली की अवधियों के साथ आते हैं और बीत जाते हैं; नियमित दिनचर्या मदद करती है, और चिंता बढ़े तो किसी भरोसेमंद व्यक्ति से बात करें।`;
}

/** A direction asked ("kis disha mein ladki milegi", "which direction is good for my job"). */
export const ASKS_DIRECTION = /\b(disha|dishaa|direction|kis taraf|kidhar se|which side)\b|दिशा/iu;

// The classical rule of directions: fire signs east, earth south, air west, water north.
const DIRECTIONS: readonly { en: string; hi: string; element: Bi }[] = [
  { en: "east", hi: "पूर्व", element: { en: "fire", hi: "अग्नि" } },
  { en: "south", hi: "दक्षिण", element: { en: "earth", hi: "पृथ्वी" } },
  { en: "west", hi: "पश्चिम", element: { en: "air", hi: "वायु" } },
  { en: "north", hi: "उत्तर", element: { en: "water", hi: "जल" } },
];

/**
 * "The east, Asha, by the classical rule of directions: Sagittarius, the sign on the house of
 * marriage, is a fire sign …" — the direction of the sign on the matter's house.
 */
export function directionLead(c: ReadingContext, L: Lang, topic: string, name: string): string {
  const house = c.topicHouses[0]!;
  const d = DIRECTIONS[house.signIndex % 4]!;
  return L === "en"
    ? `The ${d.en}${name}, by the classical rule of directions: ${signName(house.signIndex, L)}, the sign on the house of ${topic}, is a ${d.element.en} sign, and ${d.element.en} signs point ${d.en}. Take it as a gentle pointer, not a limit.`
    : `${d.hi} दिशा${name}, दिशाओं के शास्त्रीय नियम से: ${topic} के भाव में ${signName(house.signIndex, L)} राशि है, जो ${d.element.hi} तत्व की राशि है, और उसकी दिशा ${d.hi} है। इसे एक संकेत मानें, सीमा नहीं।`;
}

/** "is it because of Rahu?", "क्या राहु की वजह से …": whether a named graha is the cause, yes or no. */
export const ASKS_GRAHA_CAUSE = /\b(because of|due to|ki wajah se|ki vajah se|ke karan|ke kaaran)\b|की वजह से|के कारण/iu;

/**
 * "Yes, it plays a part, Asha: Rahu aspects your 4th house, the house of education …" or "Not
 * mainly: Rahu sits in your 12th house and does not touch your 4th house …" — whether the graha
 * named sits in, aspects or rules the house of the matter asked about.
 */
export function grahaCauseLead(c: ReadingContext, L: Lang, topic: string, g: Graha, name: string): string {
  const main = c.topicHouses[0]!;
  const house = houseName(main.house, L);
  const how = main.occupants.includes(g)
    ? { en: `sits in your ${house}`, hi: `आपके ${house} में बैठे हैं` }
    : main.aspectedBy.includes(g)
      ? { en: `aspects your ${house}`, hi: `की दृष्टि आपके ${house} पर है` }
      : main.lord === g
        ? { en: `rules your ${house}`, hi: `आपके ${house} के स्वामी हैं` }
        : null;
  const p = c.planets[g];
  if (how)
    return L === "en"
      ? `Yes, it plays a part${name}: ${grahaName(g, L)} ${how.en}, the house of ${topic}, so it colours this matter; effort and routine still decide most of it.`
      : `हाँ, इसकी भूमिका है${name}: ${grahaName(g, L)} ${how.hi}, जो ${topic} का भाव है, इसलिए यह विषय उससे प्रभावित होता है; फिर भी ज़्यादातर आपका प्रयास और दिनचर्या तय करते हैं।`;
  return L === "en"
    ? `Not mainly${name}: ${grahaName(g, L)} sits in your ${houseName(p.house, L)} and does not touch your ${house}, the house of ${topic}.`
    : `मुख्य रूप से नहीं${name}: ${grahaName(g, L)} आपके ${houseName(p.house, L)} में हैं और आपके ${house} को, जो ${topic} का भाव है, नहीं छूते।`;
}

/** A question about the spouse's nature ("pati ka swabhav", "how will my wife be", "पत्नी का स्वभाव"). */
export const ASKS_SPOUSE_NATURE =
  /\b(husband|wife|spouse|partner|pati|patni|jeevan ?sathi|life ?partner)('?s)? (ka |ki |ke )?(nature|swabhav|swabhaav|behaviou?r|vyavhar|personality)\b|\b(nature|swabhav|personality) of my (future )?(husband|wife|spouse|partner)\b|\bhow will (be )?my (future )?(husband|wife|spouse|life partner)( be)?\b|(पति|पत्नी|जीवनसाथी) (का|की) (स्वभाव|व्यवहार)|(पति|पत्नी|जीवनसाथी) कैसा|कैसा होगा मेरा (पति|जीवनसाथी)|कैसी होगी मेरी पत्नी/iu;

const SPOUSE_WORDS = {
  husband: { en: "husband", hi: "पति" },
  wife: { en: "wife", hi: "पत्नी" },
  partner: { en: "partner", hi: "जीवनसाथी" },
} as const;

/**
 * "Your husband's nature, as your chart shows it, Asha: open, principled and optimistic …;
 * Sagittarius is on your 7th house, and Jupiter, its lord, sits in …" — the 7th sign's nature.
 */
export function spouseNatureLead(c: ReadingContext, L: Lang, name: string): string | null {
  const seventh = c.topicHouses.find((h) => h.house === 7);
  if (!seventh) return null;
  const q = c.question;
  const who = /\b(wife|patni)\b|पत्नी/iu.test(q) ? "wife" : /\b(husband|pati)\b|पति/iu.test(q) ? "husband" : "partner";
  const spouse = SPOUSE_WORDS[who][L];
  const nature = SPOUSE_NATURE[seventh.signIndex]![L];
  const p = c.planets[seventh.lord];
  return L === "en"
    ? `Your ${spouse}'s nature, as your chart shows it${name}: ${nature}. ${cap(signName(seventh.signIndex, L))} is on your ${houseName(7, L)}, the house of marriage, and ${grahaName(seventh.lord, L)}, its lord, sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}.`
    : `आपकी कुंडली के अनुसार ${spouse} का स्वभाव${name}: ${nature}। आपके ${houseName(7, L)} (विवाह के भाव) में ${signName(seventh.signIndex, L)} राशि है, और उसके स्वामी ${grahaName(seventh.lord, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi})।`;
}

/** "mera crush mujhe pasand karta hai kya?", "does she love me?": what another person feels. */
export const ASKS_FEELINGS =
  /\b(does|do|will) (he|she|they|my \w+) (really |still |ever )?(like|love|care about|miss|think about) (me|us)\b|\b(crush|wo|woh|vo|voh|partner|boyfriend|girlfriend|bf|gf|ex)\b.{0,20}\b(mujhe|mujhse|hame|humein) (pasand|pyar|pyaar|yaad) (karta|karti|karte)\b|(मुझे|मुझसे|हमें) (पसंद|प्यार|याद) (करता|करती|करते)/iu;

/** The answer to another person's feelings: the chart shows the asker's side of love, not theirs. */
export function feelingsLead(L: Lang, name: string, reason: string): string {
  return L === "en"
    ? `A chart cannot read what another person feels${name}; what it shows is your side of love: ${reason}.`
    : `किसी दूसरे के मन की बात कुंडली नहीं पढ़ सकती${name}; वह आपके प्रेम-जीवन का पक्ष दिखाती है: ${reason}।`;
}

/** Harassment, bullying or abuse at work told in the question. */
export const HARASSED =
  /\b(harass\w*|bully\w*|bullied|abus\w*|toxic|torture\w*|humiliat\w*|insult\w*|apmaan|apman|beizzat\w*|zaleel)\b|उत्पीड़न|प्रताड़|अपमान/iu;

/** Where harassment at work can be raised: said before any timing. */
export const RAISE_HARASSMENT: Bi = {
  en: "your safety and dignity come first, and harassment at work can be raised with HR (sexual harassment with your company's Internal Committee).",
  hi: "आपकी सुरक्षा और सम्मान सबसे पहले हैं, और कार्यस्थल पर उत्पीड़न की शिकायत HR से (यौन उत्पीड़न हो तो कंपनी की आंतरिक समिति से) की जा सकती है।",
};
