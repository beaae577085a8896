import { detectPeople, THIRD_PERSON } from "./people.ts";
import { spokenClauses } from "./spoken-clauses.ts";
import { askingClauses, askingSentences, clausesBefore, hasAny, normalize, sentencesOf } from "./text.ts";
import { BUSINESS_PARTNER, stripNonTopics } from "./non-topic-words.ts";
import { TOPIC_WORDS } from "./topic-words.ts";
import type { QuestionTopic } from "./types.ts";

// Fixed order of the subjects (the reading is built on the first one that is not "remedies").
export const TOPIC_ORDER: readonly QuestionTopic[] = [
  "compatibility",
  "marriage",
  "children",
  "education",
  "career",
  "money",
  "health",
  "travel",
  "property",
  "spirituality",
  "life_path",
  "remedies",
];

// Verbs and words that make "house"/"ghar" a home one owns, builds or moves into.
const HOME_WORDS = [
  "buy*",
  "bought",
  "purchas*",
  "khareed*",
  "kharid*",
  "own",
  "apna",
  "apni",
  "build*",
  "construct*",
  "banwa*",
  "banana",
  "bana",
  "banaunga",
  "ban*",
  "le paunga",
  "le lunga",
  "lunga",
  "lena",
  // "kaha ghar lu", "कहाँ घर लूँ": where shall I take a home.
  "lu",
  "lun",
  "loon",
  "lelu",
  "लूँ",
  "लूं",
  "new",
  "naya",
  "nayi",
  "sell*",
  "bech*",
  "bik*",
  "rent*",
  "kiraye",
  "shift*",
  "move",
  "renovat*",
  "शिफ्ट",
  "नए",
  "खरीद",
  "बनवा",
  "नया",
  "अपना",
  "बेच",
  "बिक",
  "किराए",
  "बनेगा",
  "बन जा",
  // "Will we get our share of grandfather's house": an inheritance.
  "share",
  "hissa",
  "हिस्सा",
  "inherit*",
  "batwar*",
  "बंटवार*",
  "ancestral",
  "पैतृक",
  // "apne ghar ka sapna": a home of one's own.
  "apne",
  "sapna",
  "सपना",
  // "mera khud ka ghar ho jayega?", "किस्मत में खुद का घर".
  "khud ka",
  "khud ke",
  // Marathi "swatahache ghar" (a home of one's own).
  "swatah*",
  "swatach*",
  // Marathi, Gujarati, Bengali, Telugu and Tamil for taking one: "ghar ghyaycha aahe", "ghar levu che".
  "ghyay*",
  "ghenar",
  "levu",
  // "by 2028 ghar le paayenge?".
  "le paa*",
  "le payenge",
  "le sak*",
  "kinbo",
  "kinte",
  "konal*",
  "vanga*",
  "खुद का",
  "ख़ुद का",
  "खुद के",
];

// "mera aur mere husband ka match kaisa hai": a couple's match is the milan.
const COUPLE_MATCH =
  /\b(husband|wife|pati|patni|partner|boyfriend|girlfriend|fiance|fiancee|mangetar|bf|gf)\b.{0,90}\bmatch\b|\bmatch\b.{0,24}\b(husband|wife|pati|patni|boyfriend|girlfriend|fiance|fiancee|mangetar)\b|(पति|पत्नी|मंगेतर).{0,24}मैच/u;

// "my crush is a Scorpio and i'm Leo, will it work out?": two signs set side by side.
const SIGNS = "aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces";
const SIGN_PAIR = new RegExp(
  `\\b(crush|he|she|bf|gf|boyfriend|girlfriend|partner|husband|wife)( is| s)( a| an)? (${SIGNS})\\b.{0,20}\\b(i m|im|i am|mine is|me)( a| an)? (${SIGNS})\\b`,
  "u",
);

const BUY_A_SHOP =
  /\b(dukaan|dukan|shop) kharid|\b(dukaan|dukan|shop) (ke liye|ki) (jagah|zameen|jameen|plot)\b(?! (badal|badl|change))|\bbuy a shop\b|\b(place|land|plot) for (a |my |the )?shop\b|दुकान खरीद|दुकान (के लिए|की) (जगह|ज़मीन|जमीन|प्लॉट)/u;
const TRIED_ALREADY =
  /\b(kar ke dekh liya|karke dekh liya|kar liya|kar liye|sab kiya|kar chuke|kar chuki|kar chuka|tried|have done|did everything)\b|(कर के|करके) देख लिया|सब किया|कर चुके|कर चुकी/u;
const PUJA_PATH = /\b(puja|pooja) path\b(?! se\b)|पूजा पाठ(?! से)|\b(puja|pooja) (me|mein|mai) (man|mann)\b|पूजा में मन/u;
// "क्या पूजा-पाठ से मेरी नौकरी वापस आ सकती है?": worship as the means to a thing asked is a remedy.
const PUJA_AS_MEANS = /\b(puja|pooja)( path)? se\b|पूजा( पाठ)? से/u;
// "kis devi ki pooja karu?": a deity to worship is devotion, not a remedy asked for.
const DEITY_TO_PICK =
  /\b(kis|kaun|kaunsi|konsi|kaunse|konse|which) (devi|devta|devata|deity|bhagwan|bhagvan|god)\b|(किस|कौन सी|कौनसी|कौन से) (देवी|देवता|भगवान)/u;

// A court case has no subject of its own, whatever it is over ("property ka case", "तलाक का केस").
const COURT_CASE =
  /\b(jail|jel|arrest\w*|bail|jhootha case|jhutha case|false case|case laga\w*|fir darj)\b|जेल|झूठा केस|\b(court|adalat|kachehri|kachahri|mukadma|mukadama|mukadme|lawsuit|litigation)\b|\b(property|zameen|jameen|land|criminal|civil|legal|police|fir|dowry|dahej) (ka |ki |ke )?(case|cases|kesh)\b|\b(case|kesh) (chal|jeet|haar|ka faisla|ka result|win|lose)|\b(win|lose|won|lost) (the |my |this |our )?case\b|(?<!\bin )\b(ye|yeh|this) (case|kesh) (kab|khatam|ka faisla|will|kitne)\b|कोर्ट|अदालत|मुकदम|(?<= )केस(?= |$)/u;
const PROFIT_LOSS =
  /\b(ghata|ghaata|ghate|loss|losses|profit|profits|munafa|munafe|fayda|faida|faayda|labh|labham|aamdani|amdani|income|loan|karza|karz|udhar|udhaar|funding|nuksan|nuksaan|debt|debts|nafa|nafo|naffo|kamai|losing|revenue|turnover|profitable|dena shodh\w*)\b|कमाई|नुकसान|नुक़सान|घाटा|घाटे|मुनाफ|फायदा|फ़ायदा|लाभ|आमदनी|कर्ज|लोन|उधार|नफा|नफ़ा/u;
// Closing the business down: "band kar du", "shut it down", "इसे बंद कर दूं".
// The business itself asked after ("vyapar kab chalega 3 saal se ghata ho raha h"): the loss is told.
const BUSINESS_RUNS = /\b(kab|kb) (chalega|chalegi|chal jayega|chal payega|jamega|jam jayega)\b|कब (चलेगा|चलेगी|जमेगा)/u;
const CLOSING_IT = /\b(band|bandh) (kar|kr)( \w+)?\b|\b(close|shut)( it| down| the \w+| my \w+)\b|बंद (कर|करूं|करूँ|करू)/u;
const BUSINESS_SETTING =
  /\b(dukan|dukaan|business|bijness|vyapar|vyapaar|dhandha|dhandhe|shop|restaurant|bakery|kaarkhana|karkhana|gumti|factory|boutique|firm|tiffin service|startup|dhandho)\b|दुकान|व्यापार|व्यवसाय|धंधा|धंधे|कारखाना|बिज़नेस|बिजनेस/gu;
/** A court's verdict asked for ("faisla kab aayega", "फैसला कब तक आएगा"). */
const VERDICT = /\b(faisla|faisle|fesla|verdict|judge?ment)\b|फैसला|फ़ैसला|फैसले|निर्णय/u;
// "तलाक का केस चल रहा है, बच्चे की कस्टडी मिलेगी?": custody is the court's, even in a divorce.
const CUSTODY = /\bcustody\b|कस्टडी/u;
// "court marriage karu ya ghar walo ko manau?": a marriage, not a court case.
const COURT_MARRIAGE = /\bcourt (marriage|shaadi|shadi|vivah)\b|कोर्ट (मैरिज|शादी|विवाह)/u;
// "mera beta 30 ka ho gaya, uska lagna kab hoga": a son or daughter named is the one asked
// about, not a child to come ("beta hoga?" keeps children).
const CHILD_NAMED =
  /\b(my|mera|mere|meri|our|hamara|hamare|hamari) (son|daughter|beta|bete|beti|bitiya|bachcha|bacha|bachche)\b|\b(son|daughter|beta|bete|beti|bitiya)( s| ka| ki| ke| ko| ne)\b|(मेरा|मेरी|मेरे|हमारा|हमारी) (बेटा|बेटी|बेटे|बच्चा|बच्चे|बिटिया)|(बेटे|बेटी|बिटिया) (का|की|के|को|ने)/gu;
// A divorce case is the marriage's.
const DIVORCE = /\b(divorce\w*|talaq|talak)\b|तलाक/u;
// "shaadi ke baad canada ja paungi?": the marriage is the setting when something else is asked.
// (and a marriage done, told: "बेटी की शादी हो चुकी", "beti ki shaadi ho gayi hai")
const AFTER_MARRIAGE =
  /\bho (gaye|gaye hain|gaye h|gye) (shaadi|shadi) ko\b|(शादी|विवाह) (हो चुकी|हो गई|हो गयी)|\b(shaadi|shadi) (ho chuki|ho gayi|ho gai)\b|\b(shaadi|shadi|marriage|vivah) (ke baad|ke bad)\b|\bafter (my |our |the )?(marriage|wedding)\b|(शादी|विवाह) के बाद|\b(shaadi|shadi) (ko|ke) \d+ (saal|sal|years?)\b|\bmarried (for )?\d+ (years?|yrs)\b|(शादी|विवाह) (को|के) \d+ (साल|वर्ष)|\b(shaadi|shadi) (को|के) \d+ (saal|sal)\b|\b(byah|biyah|vyah|viah) (ne|ko|ke) \d+ (baras|saal|sal)\b/gu;
// Sleeplessness is the asker's trouble when something else is asked ("will she come back? i can't sleep").
const SLEEP = /\b(sleep|sleeping|neend|nind|insomnia)\b|नींद/gu;

// "pati ka swabhav", "मेरा होने वाला पति कैसा होगा? स्वभाव कैसा रहेगा?": the spouse's nature.
const SPOUSE_NATURE =
  /\b(pati|patni|husband|wife|spouse)\b.{0,60}\b(swabhav|nature)\b|(पति|पत्नी|जीवनसाथी).{0,60}स्वभाव/u;

/** Rahu kaal and the other times of a day's panchang. */
export const PANCHANG_TIME =
  /\b(rahu ?ka+l(am)?|rahukaal\w*|yamagand\w*|gulika?\w*|choghadiya|abhijit)\b|राहु ?काल|राहुकाल|चौघडिया|यमगंड|गुलिक/u;
const MEANS = /\b(savings?|bachat|loan|lakh|lakhs|budget|capital|funds?)\b|बचत|लोन|लाख/u;
// "ek ladki pasand hai college me", "office me sab": a place is the setting when something else is asked.
const IN_PLACE =
  /\b(college|school|office|class|coaching|tuition) (me|mein|main|mai)\b|\b(in|at|from) (the |his |her |my )?(office|college|school)\b|(कॉलेज|स्कूल|ऑफिस) में/gu;

/** "why is this happening", "aisa kyu ho raha": the matter told just before the question. */
const THIS_HAPPENING = /\b(?:this|it) (?:is )?happening\b|\b(?:aisa|ye|yeh) (?:kyu|kyun|kyon)\b|ऐसा क्यों/u;

const TAKE_IT = /\b(take|accept|join) (it|this|that|the offer|this offer|that offer)\b/u;
const MONEY_NAMED = /\b(lakh|lakhs|crore|crores|stocks?|shares?|trading|loss|losses|money|paisa|paise|rupees|rs)\b/u;

// "my future husband's profession", "होने वाली पत्नी कैसी होगी": the spouse to come is the 7th
// house's matter, whatever of them is asked.
const FUTURE_SPOUSE =
  /\b(future|would be|to be) (husband|wife|spouse|life partner)\b|\bhone (wal[aei]|val[aei]) (husband|wife|pati|patni|jeevansathi|jivansathi)\b|होने (वाले|वाला|वाली) (पति|पत्नी|जीवनसाथी)/u;

// "Why do we keep fighting all the time?", "hum dono roz ladte hai": a couple's quarrels, when
// no one else of the family is named.
const COUPLE_QUARREL =
  /\b(we|hum|ham)( two| both| dono)? (keep |always |constantly |often |still |roz |hamesha |bahut )?(fight|fighting|argue|arguing|quarrel\w*|ladte|jhagadte|jhagda karte)\b|\b(fights?|arguments?|quarrels?) between us\b|\b(hamare|humare) (beech|bich) (jhagd\w*|ladai|kalesh)\b|हमारे (बीच|बिच) (झगड़\S*|झगड\S*|लड़ाई|कलह)|हम (दोनों )?(रोज़ |रोज |हमेशा )?(लड़ते|झगड़ते)/u;
const FAMILY_NAMED =
  /\b(brother|sister|bhai|behen|bahan|parents|mother|father|maa|papa|mummy|saas|sasur|family|parivar|friends?|dost|colleague\w*|boss|neighbou?rs?|padosi)\b|भाई|बहन|माता|पिता|सास|ससुर|परिवार|दोस्त|पड़ोसी/u;

// "bhagya me", "kismat mein", "भाग्य में": what is in one's fate.
const IN_FATE =
  /\b(bhagya|bhagy|kismat|naseeb|nasib) (me|mein|main)\b|\bin my (destiny|fate|luck|kismat)\b|(भाग्य|किस्मत|नसीब) में/u;

// Someone's future, the asker's too: "her future", "uska bhavishya", "पोती का भविष्य", "tell me
// about my future", "mera future kaisa hai" (a life as a whole, with no subject named).
const PERSON_FUTURE =
  /\b(my|mera|meri|mere|apna|her|his|their|uska|uski|iska|iski|unka|unki|(sons?|daughters?|grandson|granddaughter|beta|bete|beti|bitiya|bachche|bacche|bache|baby|kids?|children|pota|poti|nati|natin)( s| ka| ki| ke)?) (future|bhavishya)\b|\b(beta|bete|beti|bitiya|son|daughter|bachche|bacche)( \S+){0,3} settle\w*\b|(मेरा|मेरे|उसका|उसके|इसका|इसके|उनका|उनके|बेटे का|बेटी का|बच्चे का|बच्चों का|पोते का|पोती का|नाती का|नातिन का) भविष्य/u;

// A child to come: "beta hoga ya beti", "मेरे बच्चे कब होंगे", "bachche ki planning", "will I have a son".
const CHILD_TO_COME =
  /(बच्चा|संतान) नहीं (हो रहा|हो रही|हुआ|हुई)|(पोते|पोती|pote|poti) (का|ka) (मुँह|मुंह|munh|muh)|\b(son|daughter|beta|bete|beti|bachcha|bacha|bachha|bachhe|bachche|bache|bacche|baccha|baby|kids?)( \S+){0,2} (hoga|hogi|honge|hongi|hua|hui|hue|kab|plan\w*|conceive\w*)\b|\b(have|having|get|conceive|plan|planning for) (a |an |another )?(son|daughter|baby|kids?)\b|(बेटा|बेटी|बेटे|बच्च\S*|पुत्र|पुत्री|संतान)(\s\S+){0,2}\s(होगा|होगी|होंगे|होंगी|हुआ|हुई|हुए|कब|प्लान\S*)/u;

// An entrance exam named in a message: "selection" there is a seat, not a job.
const ENTRANCE = /\b(neet|jee|cat|gate|clat|cuet|nata|entrance|board exam|boards)\b|नीट|जेईई/u;
const SELECTION = /\b(selection|select\w*|qualify|qualif\w*)\b|सिलेक्शन|चयन/u;

/** Whether normalized text speaks of a court case ("property ka case", "ye case kab khatam hoga"). */
export const speaksOfCourtCase = (normalized: string): boolean => COURT_CASE.test(normalized);

/** Whether a marriage is named only as a time ("क्या शादी के बाद ठीक हो जाएगा?": after it, not it). */
export const marriageOnlyAsTime = (normalized: string): boolean =>
  AFTER_MARRIAGE.test(normalized) &&
  !readTopics(stripNonTopics(normalized.replace(AFTER_MARRIAGE, " "))).includes("marriage");

/** The subjects of a question (none for a plain fact question or a question about time alone). */
export function detectQuestionTopics(normalized: string): QuestionTopic[] {
  // ("settle a land dispute with my uncle out of court": a settlement, not a court case.)
  const courtCase = COURT_CASE.test(normalized.replace(/\bout of court\b/gu, " "));
  // ("beti ka divorce case chal raha hai court me, faisla kab tak aayega": the court's verdict.)
  if (
    (courtCase && (!DIVORCE.test(normalized) || VERDICT.test(normalized)) && !COURT_MARRIAGE.test(normalized)) ||
    CUSTODY.test(normalized)
  ) {
    return hasAny(normalized, TOPIC_WORDS.remedies.strong) ? ["remedies"] : [];
  }
  const topics = readTopics(stripNonTopics(normalized));
  // "mere husband ka business partner dhoka dega?": with nothing else asked, the business.
  const spouseNamedOnly =
    topics.join() === "marriage" && !hasAny(stripNonTopics(normalized), TOPIC_WORDS.marriage.strong);
  if ((topics.length === 0 || spouseNamedOnly) && BUSINESS_PARTNER.test(normalized)) {
    return readTopics(stripNonTopics(normalized.replace(BUSINESS_PARTNER, " business ")));
  }
  // What is the setting (a marriage already made, sleepless nights) gives way to what is asked.
  for (const setting of [AFTER_MARRIAGE, SLEEP, CHILD_NAMED, IN_PLACE]) {
    const without = readTopics(stripNonTopics(normalized.replace(setting, " ")));
    if (without.some((t) => t !== "remedies") && without.length < topics.length) return without;
  }
  return topics;
}

function readTopics(text: string): QuestionTopic[] {
  const strong = new Set<QuestionTopic>();
  for (const topic of TOPIC_ORDER) if (hasAny(text, TOPIC_WORDS[topic].strong)) strong.add(topic);
  const weak = new Set<QuestionTopic>();
  for (const topic of TOPIC_ORDER) {
    const words = TOPIC_WORDS[topic].weak;
    if (!words || strong.has(topic) || !hasAny(text, words)) continue;
    if (topic === "property") {
      if (hasAny(text, HOME_WORDS)) strong.add(topic);
      continue;
    }
    // A son or daughter named is a child who is; one to come ("beta hoga?") is having children.
    if (topic === "children") {
      if (CHILD_TO_COME.test(text)) weak.add(topic);
      continue;
    }
    weak.add(topic);
  }
  const subjects = [...strong].filter((t) => t !== "remedies");
  if (subjects.length === 0) for (const t of weak) strong.add(t);
  // "My daughter is 3 years old. How will her future be?", "tell me my future": a life as a whole.
  // ("my kids future": the children there are, their lives, not having children.)
  if (PERSON_FUTURE.test(text) && [...strong].every((t) => t === "children")) {
    strong.delete("children");
    strong.add("life_path");
  }
  if (COUPLE_MATCH.test(text) || SIGN_PAIR.test(text)) strong.add("compatibility");
  // "kirane ki dukan hai … ghata kab band hoga", "will my new restaurant make profit?",
  // "business mein loss kyu ho raha hai": a business's profit, loss, loan or income is money;
  // the business is where it is made (the label rules' "money (profit and loss)").
  // ("मोबाइल की दुकान घाटे में चल रही है, क्या इसे बंद कर दूं?": closing the shop is the work's.)
  if (
    strong.has("money") &&
    strong.has("career") &&
    PROFIT_LOSS.test(text) &&
    !hasAny(text.replace(BUSINESS_SETTING, " "), TOPIC_WORDS.career.strong)
  )
    strong.delete(CLOSING_IT.test(text) || BUSINESS_RUNS.test(text) ? "money" : "career");
  // "दुकान खरीदने के लिए": a shop to buy is property, not the business run in it.
  if (BUY_A_SHOP.test(text)) {
    strong.delete("career");
    strong.add("property");
  }
  // "sab kar ke dekh liya, puja path, daan. phir bhi bete ki shaadi nahi ho rahi": worship
  // already tried is told, not asked about.
  if (
    strong.has("spirituality") &&
    TRIED_ALREADY.test(text) &&
    [...strong].some((t) => t !== "spirituality" && t !== "remedies")
  )
    strong.delete("spirituality");
  // "puja-path me mann nahi lagta": devotion, not a remedy asked for.
  if (PUJA_PATH.test(text) || DEITY_TO_PICK.test(text)) strong.delete("remedies");
  else if (PUJA_AS_MEANS.test(text) && [...strong].some((t) => t !== "spirituality" && t !== "remedies")) {
    strong.delete("spirituality");
    strong.add("remedies");
  }
  if (FUTURE_SPOUSE.test(text)) spouseToCome(strong);
  if (strong.size === 0 && COUPLE_QUARREL.test(text) && !FAMILY_NAMED.test(text)) strong.add("marriage");
  // "Are we compatible for marriage" asks for the milan.
  if (strong.has("compatibility")) strong.delete("marriage");
  // "pati ka swabhav" asks about the spouse (the 7th house), not the asker's own nature.
  if (SPOUSE_NATURE.test(text)) strong.delete("life_path");
  // "क्या मेरे भाग्य में सरकारी नौकरी है?": the job is asked, fate is only how it is asked.
  if (IN_FATE.test(text) && [...strong].some((t) => t !== "life_path" && t !== "remedies")) strong.delete("life_path");
  return TOPIC_ORDER.filter((t) => strong.has(t));
}

/** The spouse to come's work or wealth is the marriage's matter (the 7th house). */
function spouseToCome(topics: Set<QuestionTopic>): void {
  if (topics.has("compatibility") || !(topics.has("career") || topics.has("money"))) return;
  topics.delete("career");
  topics.delete("money");
  topics.add("marriage");
}

/**
 * The subjects asked about: those of the sentences that ask, when a message also tells things
 * on the way ("bhai naukri chhod ke cafe kholu kya? savings 8 lakh h": the savings are not
 * asked about). A message whose question names no subject of its own ("kab hogi?", "koi upay?")
 * takes the subjects of the whole message, unless it asks for a chart fact ("kya main manglik
 * hu? ek rishta isi wajah se toot gaya").
 */
export function askedTopics(text: string, isFact: (sentence: string) => boolean): QuestionTopic[] {
  let topics = askedSubjects(text, isFact);
  // "I got an offer from Dubai, should I take it or stay in my current job?": "it" is the offer
  // told before, and taking it is the move abroad.
  const asking = askingClauses(text) ?? askingSentences(text) ?? [text];
  if (TAKE_IT.test(normalize(asking.join(" "))) && detectQuestionTopics(normalize(text)).includes("travel"))
    topics = TOPIC_ORDER.filter((t) => topics.includes(t) || t === "travel");
  // "Describe my future husband. How will he look, what will be his profession?": "he" is the
  // spouse to come, named in the sentence before.
  if (FUTURE_SPOUSE.test(normalize(text))) {
    const set = new Set(topics);
    spouseToCome(set);
    topics = TOPIC_ORDER.filter((t) => set.has(t));
  }
  // "pooja karte waqt dhyan bhatakta hai, kaunsa mantra padhu?": a remedy asked in the clause
  // that asks stays asked, whatever the sentence around it is about.
  const clauses = askingClauses(text);
  const remedyAsked = clauses?.some((s) => detectQuestionTopics(normalize(s)).includes("remedies")) ?? false;
  return remedyAsked && !topics.includes("remedies")
    ? TOPIC_ORDER.filter((t) => topics.includes(t) || t === "remedies")
    : topics;
}

function askedSubjects(text: string, isFact: (sentence: string) => boolean): QuestionTopic[] {
  // "lost 6 lakh in stocks. will i recover it?", "stocks 30% down, end of year tak recover hoga?":
  // what is recovered is the money the message names (not someone recovering from an illness).
  const recovered = MONEY_NAMED.test(normalize(text))
    ? text.replace(/\b(recover\w*)(?: (?:it|them|that))?\b(?! from)/giu, "$1 the loss")
    : text;
  // "F1 visa ka slot hi nahi mil raha, interview kab tak ho jayega?": the visa's interview.
  const message = VISA.test(recovered)
    ? recovered.replace(/(?<!\b(?:job|naukri|company|hr) )\binterview\b/giu, "visa interview")
    : recovered;
  const whole = detectQuestionTopics(normalize(message));
  // The clauses that ask, when they name a subject ("wife pregnant h aur meri job chali gyi,
  // nayi job kb milegi"); otherwise the sentences that ask ("mujhe PCOD hai, ye theek hoga kya?").
  const clauses = askingClauses(message);
  const inClauses = clauses?.flatMap((s) => detectQuestionTopics(normalize(s))) ?? [];
  const sentences = askingSentences(message);
  const asking = inClauses.some((t) => t !== "remedies") ? clauses : sentences;
  // "main janna chahta hu ki … kya main manglik hu": a chart fact asked after a story told.
  if (clauses && inClauses.length === 0 && clauses.every(isFact)) return [];
  // One sentence that tells and then asks with no subject ("naya ghar bana rahe, paise ki kami
  // se kaam ruka h, kab tak pura hoga ghar?"): the message's, less the means told.
  if (!asking) {
    // Spoken without stops, a question with no subject ("… pichhle do mahine se raat ko neend
    // nahi aati aur seene me dard rehta hai | kya ye graho ki wajah se hai") is about the
    // matter told just before it.
    // ("… papa ka BP bhi isi tension me badh gaya hai | aap batao ye case kab khatam hoga":
    // a court case, which has no subject.)
    const courtCase = clauses?.some((c) => speaksOfCourtCase(normalize(c)));
    // ("bhaiya teen saal se dubai me … | batai bhaiya ke wapas aana kab hoi": coming back from abroad.)
    if (clauses?.some((c) => RETURNING.test(normalize(c))) && whole.includes("travel")) return ["travel"];
    const told = clauses && !courtCase && toldJustBefore(message, clauses);
    if (told)
      return visaFirst(
        message,
        inClauses.includes("remedies") ? TOPIC_ORDER.filter((t) => told.includes(t) || t === "remedies") : told,
      );
    return visaFirst(message, clauses ? withoutMeans(message, whole) : whole);
  }
  const asked = new Set(asking.flatMap((s) => detectQuestionTopics(normalize(s))));
  if ([...asked].every((t) => t === "remedies")) {
    if (asked.size === 0 && asking.every(isFact)) return [];
    // "… ab main janna chahta hu ki agle teen mahine mere liye kaise rahenge": a period asked
    // about as a whole, whatever the message told on the way.
    // ("आने वाले छह महीने उनके लिए कैसे रहेंगे?" after his wife's health is her health's.)
    if (
      asked.size === 0 &&
      !THIRD_PERSON.test(asking.join(" ")) &&
      asking.every((s) => PERIOD_AS_A_WHOLE.test(normalize(s)))
    )
      return [];
    // The question names no subject but someone ("क्या वो कभी सुधरेंगे?" after "मेरे पति शराब
    // पीते हैं … बच्चे डरे रहते हैं"): the subject of the sentence that named them.
    // ("My son is 32, working in Singapore. Many proposals rejected. Why is this happening to
    // him?": "this" is the matter told just before, not where he works.)
    const ofPerson = THIRD_PERSON.test(asking.join(" "))
      ? ((THIS_HAPPENING.test(normalize(asking.join(" "))) ? toldJustBefore(message, asking) : null) ??
        subjectOfFirstNamed(message))
      : [];
    // A remedy asked for that person's matter stays asked ("uske liye koi upay batao").
    if (ofPerson.length > 0)
      return visaFirst(
        message,
        TOPIC_ORDER.filter((t) => ofPerson.includes(t) || asked.has(t)),
      );
    // A time of the day's panchang asked ("rahu kalam today what time? have to sign property
    // registration"): what it is for is told, not asked.
    if (asking.some((s) => PANCHANG_TIME.test(normalize(s)))) return [];
    // The question names no subject ("bhejna sahi rahega?", "will she be able to buy it?",
    // "cafe kholu kya? savings 8 lakh h"): the message's, where money told on the way (a loan,
    // savings) is the means, not the subject; a remedy asked ("कौन सा मंत्र जपूं?") stays asked.
    const subjects = withoutMeans(message, whole);
    return visaFirst(
      message,
      asked.has("remedies") ? TOPIC_ORDER.filter((t) => subjects.includes(t) || t === "remedies") : subjects,
    );
  }
  // "is baar selection hoga kya?" after NEET: the seat is studies.
  if (
    asked.size === 1 &&
    asked.has("career") &&
    asking.some((s) => SELECTION.test(normalize(s))) &&
    ENTRANCE.test(normalize(message))
  ) {
    return ["education"];
  }
  // "I applied for US DV lottery. Will I get selected?": the visa's selection.
  if (
    asked.size === 1 &&
    asked.has("career") &&
    asking.some((s) => SELECTION.test(normalize(s))) &&
    VISA_DRAW.test(message)
  )
    return ["travel"];
  // Studying abroad is studies and going abroad, wherever the country or the studies are named
  // (in one clause of a message spoken without stops: "marad dubai me driver hai … beta dasvi
  // me pass ho jaai ki na" is the son's class 10 at home).
  if (asked.has("education") && whole.includes("travel") && studiesAbroadTold(message)) asked.add("travel");
  // ("son is in Australia on student visa. Will he get PR there?": settling, after studies.)
  if (
    asked.has("travel") &&
    whole.includes("education") &&
    !asking.some((s) => SETTLING.test(normalize(s))) &&
    GOING_TO_STUDY.test(normalize(message).replace(STUDIES_DONE, " ")) &&
    studiesAbroadTold(message)
  )
    asked.add("education");
  // "bhai dubai jana chahta hai, wahan kaam milega?": work or studies "there" (or "here", against
  // going) are abroad, where the message goes.
  if (
    (asked.has("career") || asked.has("education")) &&
    !asked.has("travel") &&
    whole.includes("travel") &&
    asking.some(
      (s) =>
        THERE.test(normalize(s)) ||
        OR_STAY_HERE.test(normalize(s)) ||
        (HERE.test(normalize(s)) && RETURNING.test(normalize(s))),
    )
  )
    asked.add("travel");
  // "usko naukri ke liye abroad jana hai, uk ya germany?": going abroad for work is the work too.
  if (asked.has("travel") && !asked.has("career") && whole.includes("career") && WORK_ABROAD.test(normalize(message)))
    asked.add("career");
  return visaFirst(
    message,
    TOPIC_ORDER.filter((t) => asked.has(t)),
  );
}

/** Going abroad for work ("naukri ke liye abroad jana hai", "job ke liye videsh"). */
const WORK_ABROAD =
  /\b(job|work) offer\b|\b(naukri|job|kaam|work) (ke liye|for) (abroad|videsh|bahar|foreign)\b|(नौकरी|काम) के लिए (विदेश|बाहर)/u;

// "agle teen mahine kaise rahenge", "how will this year be for me", "आने वाला साल कैसा रहेगा".
const PERIOD_AS_A_WHOLE = new RegExp(
  String.raw`(?=.*\b(?:agle|agla|agli|next|coming|aane wale|aane wala|is|iss|this)\s+(?:\S+\s+)?(?:din|dino|hafte|mahine|mahino|months?|saal|sal|years?|weeks?|varsh)\b|.*(?:अगले|अगला|आने वाले|आने वाला|इस)\s+(?:\S+\s+)?(?:दिन|हफ्ते|महीने|साल|वर्ष))` +
    String.raw`.*(?:\b(?:kaise|kaisa|kaisi|how)\b|कैसा|कैसे|कैसी)`,
  "u",
);

// Going abroad to study ("planning MS in the US", "london padhne jana"), not children at school there.
/** Coming back ("wapas aana kab hoi", "kab lautega", "when will he come back"). */
const RETURNING =
  /\b(wapas|vapas|waapas) (aana|aane|aa|aayega|aayegi|aaega|ayega|aai|aaye|aa jayega|aa payega)\b|\blaut\w*\b|\bcome back\b|\bcoming back\b|वापस (आना|आएगा|आएगी|आ)|लौट/u;
/** "Here", said from abroad, weighed against coming back ("doing masters in germany … will i get a job here or will i have to come back"). */
const HERE = /\bhere\b(?! in india)/u;
/** "There": the place the message named before the question. */
// "Qatar jaana chahte hai, jayein ya yahin kaam dhundein?": staying here weighed against going.
const OR_STAY_HERE = /\b(ya|or) (yahin|yahi|yaheen|idhar|here|stay here)\b|या (यहीं|यही|इधर)/u;
const THERE = /\b(wahan|wahaan|vahan|vahaan|waha|vaha|udhar|there)\b|वहाँ|वहां|वहा\b|उधर/u;

// Studies finished before the work abroad ("पढ़ाई पूरी होने के बाद जर्मनी में नर्स की नौकरी") are no going to study.
// (Nor a course finished, a student visa one is on, or a final year: "he finished his course
// last month and now looking for job there", "student visa pe hu … cookery course kiya hai".)
const STUDIES_DONE =
  /\b(padhai|study|studies) (puri|poori|khatam|complete|completed|finish\w*)\b|\b(finished|completed|done) (his |her |my )?(course|ms|masters|studies|degree)\b|\bcourse (kiya|kar liya|complete)\b|\bstudent visa (pe|par|on) (hu|hoon|hai|h|am)\b|\bi am on (a )?student visa\b|\bfinal year\b|पढाई (पूरी|खत्म)/gu;
/** Settling abroad asked ("will he get PR", "citizenship", "green card"). */
const SETTLING = /\b(pr|permanent residen\w*|citizenship|green card)\b/u;
const GOING_TO_STUDY =
  /\b(padhne|padhai|study|studies|studying|ms|masters|bachelors|mba|phd|admission|university|student visa|study visa)\b|पढने|पढाई|एडमिशन/u;

/**
 * The subjects of the nearest clause before the question that names one, for a message spoken
 * without stops (null otherwise, or when no clause before it names a subject).
 */
function toldJustBefore(message: string, asking: string[]): QuestionTopic[] | null {
  for (const clause of clausesBefore(message, asking)) {
    const topics = detectQuestionTopics(normalize(clause)).filter((t) => t !== "remedies");
    if (topics.length > 0) return topics;
  }
  return null;
}

/** Whether a clause of the message names both studies and going abroad (one clause, when spoken without stops). */
const studiesAbroadTold = (message: string): boolean =>
  sentencesOf(message)
    .flatMap(spokenClauses)
    .some((clause) => {
      const topics = detectQuestionTopics(normalize(clause));
      return topics.includes("travel") && topics.includes("education");
    }) ||
  // ("My son wants to study in Australia. Will he get admission?": the studies asked, the country told.)
  sentencesOf(message).length > 1;

/** The subjects less money told as the means (a loan, savings) of a home, studies, travel or a venture. */
function withoutMeans(message: string, topics: QuestionTopic[]): QuestionTopic[] {
  const means =
    topics.includes("money") &&
    (topics.some((t) => t === "property" || t === "education" || t === "travel") ||
      (topics.includes("career") && MEANS.test(normalize(message))));
  return means ? topics.filter((t) => t !== "money") : topics;
}

/** The subjects of the first sentence that names someone and a subject ("मेरे पति शराब पीते हैं": marriage). */
function subjectOfFirstNamed(message: string): QuestionTopic[] {
  for (const sentence of sentencesOf(message)) {
    const normalized = normalize(sentence);
    const people = detectPeople(normalized);
    if (people.length === 0) continue;
    const topics = detectQuestionTopics(normalized);
    // "my husband drinks and fights with me, kids are scared. will he ever change?": "he" is the
    // husband; the children there are the setting.
    if (
      topics.join() === "children" &&
      people.some((p) => p.relation === "partner") &&
      !CHILD_TO_COME.test(normalized) &&
      !HAVING_A_CHILD.test(normalized)
    )
      return ["marriage"];
    if (topics.length > 0) return topics;
  }
  return [];
}

const HAVING_A_CHILD = /\b(baby|pregnan\w*|conceiv\w*|santan|santaan|ivf)\b|संतान|गर्भ/u;

// "will my student visa come": the visa is what is asked, before the studies it is for.
const VISA = /\b(visa|visas)\b|वीज़ा|वीजा/iu;
const VISA_DRAW = /\b(visa|visas|dv|green card|h1b|h-1b|lottery)\b|वीज़ा|वीजा/iu;
const visaFirst = (message: string, topics: QuestionTopic[]): QuestionTopic[] =>
  topics.includes("travel") && VISA.test(message) ? ["travel", ...topics.filter((t) => t !== "travel")] : topics;
