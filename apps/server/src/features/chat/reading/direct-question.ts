import { GRAHAS, SIGN_NAMES, type Graha } from "@graha/jyotish";
import { sentencesOf } from "../understanding/text.ts";

/** A plain fact question the reply must answer exactly. */
export type DirectKind =
  | "moon_sign"
  | "sun_sign"
  | "ascendant"
  | "nakshatra"
  | "mahadasha"
  | "placement"
  | "sade_sati"
  | "saturn_return"
  | "mangal_dosha"
  | "kaal_sarp"
  | "pitru_dosha"
  | "house"
  | "yogas"
  | "graha_strength"
  | "atmakaraka"
  | "combust"
  | "yogakaraka";

export interface DirectQuestion {
  readonly kind: DirectKind;
  /** For "placement": the graha asked about; for "mahadasha", the graha whose mahadasha is named. */
  readonly graha?: Graha;
  /** For "house": the house asked about, 1–12; for "placement", the house the question puts the graha in ("Venus in 5th house"). */
  readonly house?: number;
  /** For "yogas": the yoga asked about (the engine's key), or none for "which yogas do I have". */
  readonly yoga?: string;
  /** For "placement": the sign the question puts the graha in ("Is my Moon in Scorpio?"), 0–11. */
  readonly sign?: number;
  /** For "house": its strength is asked ("Is my 7th house weak?"); for "graha_strength", the strong ones are asked first. */
  readonly strength?: true;
  /**
   * Set for a placement's meaning asked ("what does Venus in my 5th house mean?") and for a
   * yoga asked about: answered with the fact, though the question is not a fact question in
   * form (it asks to describe, or yes or no).
   */
  readonly meaning?: true;
  /**
   * Set for Saturn's transit asked about ("is Saturn's transit bad for me now?"): answered with
   * the Sade Sati facts, but the question is not a fact question in form (it asks yes/no, or how).
   */
  readonly transit?: true;
  /**
   * Set when the fact is asked of someone else ("does she have chevvai dosham?", "बेटी की
   * राशि क्या है"): it is in their own chart, which the chat does not have.
   */
  readonly ofOther?: true;
  /**
   * For "placement": the dignity the question names ("is my Jupiter exalted?", "shani neech
   * ka hai kya", "exalted or debilitated?"), answered yes, no or "neither" first.
   */
  readonly dignity?: "exalted" | "debilitated" | "either";
}

// Names a user may give a graha, in English, Hinglish and Hindi.
const GRAHA_WORDS: Readonly<Record<Graha, readonly string[]>> = {
  sun: ["sun", "surya", "suraj", "सूर्य", "सूरज"],
  moon: ["moon", "chandra", "chandrama", "चंद्र", "चंद्रमा", "चन्द्र", "चन्द्रमा"],
  mars: ["mars", "mangal", "मंगल"],
  mercury: ["mercury", "budh", "budha", "बुध"],
  jupiter: ["jupiter", "guru", "brihaspati", "गुरु", "बृहस्पति"],
  venus: ["venus", "shukra", "shukr", "शुक्र"],
  saturn: ["saturn", "shani", "sani", "शनि"],
  rahu: ["rahu", "राहु"],
  ketu: ["ketu", "केतु"],
};

const ASK =
  /\b(what|which|where|how|tell|kya|kaise|kaisa|kaisi|kaun|kaunsa|kaunsi|konsa|konsi|kahan|kaha|kis|batao|bataiye|bataye|enna|enti|is my|is there|are there|do i have|does my)\b|क्या|कौन|कहाँ|कहां|बताओ|बताइए|बताएं|बताइये|किस|कैसा|कैसी|कैसे/u;

const has = (text: string, re: RegExp) => re.test(text);

// A graha asked about as a whole: "tell me about my venus", "shukra ke baare me batao".
const GRAHA_ABOUT = /\b(tell me about|about my|explain my|describe my)\b|\b(baare|bare) (me|mein|main)\b|के बारे में/u;

// ("sani", as Tamil and Telugu write it: "Sani peyarchi", Saturn's transit.)
const SATURN = /\b(saturn|saturn's|shani|shanidev|sani)\b|शनि/u;
const SATURN_RETURN =
  /\b(saturn s|saturns|saturn|shani) return\b|\bshani (ki )?(wapsi|vapsi)\b|शनि (की )?वापसी|सैटर्न रिटर्न/u;
const NOW_OR_TRANSIT =
  /\b(transit|transiting|gochar|peyarchi|right now|currently|these days|at present|abhi|aajkal|aaj kal|bhari|heavy)\b|गोचर|इस समय|अभी|आजकल|भारी/u;

function mentionedGrahas(text: string): Graha[] {
  return GRAHAS.filter((g) =>
    GRAHA_WORDS[g].some((w) =>
      (/[a-z]/.test(w) ? new RegExp(`\\b${w}\\b`) : new RegExp(`(?<![\\p{L}\\p{M}])${w}(?![\\p{L}\\p{M}])`, "u")).test(
        text,
      ),
    ),
  );
}

/** The graha whose mahadasha is named: "Rahu mahadasha", "shani ki dasha", "गुरु की महादशा", "the mahadasha of Venus". */
function dashaLordNamed(text: string): Graha | undefined {
  return GRAHAS.find((g) =>
    GRAHA_WORDS[g].some((w) =>
      (/[a-z]/.test(w)
        ? new RegExp(
            String.raw`\b${w}(?:'s| s| ki| ka| ke)? (?:maha ?dasha|mahadasa|dasha|dasa)\b|\b(?:maha ?dasha|dasha) of (?:the )?${w}\b`,
          )
        : new RegExp(String.raw`(?<![\p{L}\p{M}])${w} (?:की )?(?:महादशा|दशा)`, "u")
      ).test(text),
    ),
  );
}

// Someone else's fact: a third person or a relative's possessive, with no "I" or "my" beside it.
const THIRD_PERSON =
  /\b(she|he|her|his|uska|uski|uske|unka|unki|unke)\b|\b(son|daughter|husband|wife|brother|sister)'?s\b|\b(beti|bete|beta|pati|patni|bhai|behen|bahan) (ki|ka|ke)\b|उसकी|उसका|उसके|उनकी|उनका|उनके|(बेटी|बेटे|पति|पत्नी|भाई|बहन) (की|का|के)/u;
// "meri beti", "my husband": a relative of the asker's, whose own fact it is.
const RELATIVE =
  /\b(my|mera|meri|mere|our|hamari|hamara|hamare) (beti|bete|beta|bitiya|son|daughter|husband|wife|pati|patni|bhai|behen|bahan|brother|sister|papa|mummy|father|mother)\b|(मेरी|मेरा|मेरे|हमारी|हमारा) (बेटी|बेटे|बेटा|पति|पत्नी|भाई|बहन|पापा|माँ|मां)/gu;
const FIRST_PERSON = /\b(i|my|me|am|mera|meri|mere|main|mai|mujhe|mujhme)\b|मेरा|मेरी|मेरे|मैं|मुझे|मुझमें/u;

/**
 * The direct fact questions in a message: "what is my moon sign / ascendant / lagna /
 * nakshatra / current mahadasha", "where is Venus" (English, Hinglish, Hindi).
 */
export function detectDirectQuestions(question: string): DirectQuestion[] {
  const found = directQuestionsIn(question.toLowerCase());
  if (found.length === 0) return found;
  // Asked of someone else when every sentence that asks a fact speaks of them, not of oneself.
  const sentences = sentencesOf(question.toLowerCase()).filter((s) => directQuestionsIn(s).length > 0);
  const aboutOther = (s: string) => {
    const own = s.replace(RELATIVE, " ");
    return (THIRD_PERSON.test(s) || own !== s) && !FIRST_PERSON.test(own);
  };
  const ofOther = sentences.length > 0 && sentences.every(aboutOther);
  return ofOther ? found.map((q) => ({ ...q, ofOther: true as const })) : found;
}

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  पहले: 1,
  दूसरे: 2,
  तीसरे: 3,
  चौथे: 4,
  पांचवें: 5,
  पाँचवें: 5,
  छठे: 6,
  सातवें: 7,
  आठवें: 8,
  नौवें: 9,
  दसवें: 10,
  ग्यारहवें: 11,
  बारहवें: 12,
  पहला: 1,
  दूसरा: 2,
  तीसरा: 3,
  चौथा: 4,
  पांचवां: 5,
  पाँचवाँ: 5,
  छठा: 6,
  सातवां: 7,
  सातवाँ: 7,
  आठवां: 8,
  आठवाँ: 8,
  नौवां: 9,
  नौवाँ: 9,
  दसवां: 10,
  दसवाँ: 10,
  ग्यारहवां: 11,
  ग्यारहवाँ: 11,
  बारहवां: 12,
  बारहवाँ: 12,
};
const HOUSE_NUMBER = String.raw`(\d{1,2}|${Object.keys(ORDINAL_WORDS).join("|")})(?:st|nd|rd|th|वें|va|vaan|wa|wan)?`;
// "Tell me about my 10th house", "mera 7th house kaisa hai", "सातवें भाव के बारे में बताइए":
// the house itself asked about (not a graha's house, which is a placement).
const HOUSE_ASKED = new RegExp(
  String.raw`\b(?:tell me about|explain|describe|what does|what about|how is|analy[sz]e)\b[^?]*?\b${HOUSE_NUMBER} house\b|\b(?:is|kya) (?:my |mera |meri )?${HOUSE_NUMBER} (?:house|bhav|bhaav|ghar) (?:strong|weak|good|bad|afflicted|empty|kamzor|kamjor|majboot|mazboot|khali|accha|acha|kharab)\b|(?:^|\s)${HOUSE_NUMBER} (?:house|bhav|bhaav|ghar|भाव|घर)(?=[\s?.,!।]|$)[^?]*?(?:kaisa|kaisi|batao|bataiye|explain|ke bare|के बारे|कैसा|बताइए|बताओ|क्या कहता)`,
  "u",
);

// "lagnesh kaha baitha hai", "where is my 7th lord", "सातवें भाव का स्वामी कहाँ है": a house's
// lord asked about, answered with its house.
const LAGNA_LORD =
  /\b(lagnesh|lagnesh?a|lagna lord|lagna ka swami|ascendant lord|lord of (my )?(lagna|ascendant))\b|लग्नेश|लग्न का स्वामी/u;
const HOUSE_LORD = new RegExp(
  String.raw`(?:^|\s)${HOUSE_NUMBER} (?:house )?lord\b|(?:^|\s)${HOUSE_NUMBER} (?:bhav|bhaav|ghar) (?:ka|ke) swami\b|(?:^|\s)${HOUSE_NUMBER} भाव (?:का|के) स्वामी`,
  "u",
);

// "which planets are in my 12th house", "12वें भाव में कौन से ग्रह हैं": who sits in a house.
const HOUSE_OCCUPANTS = new RegExp(
  String.raw`\b(?:which|what|any) (?:planets?|grahas?|grah)\b[^?]*?\b${HOUSE_NUMBER} (?:house|bhav|bhaav|ghar)\b|(?:^|\s)${HOUSE_NUMBER} (?:house|bhav|bhaav|ghar|भाव|घर) (?:me|mein|main|में) (?:kaun|kon|kaunse|konse|koi|कौन|कोई)`,
  "u",
);

/** The house a message asks about as a whole (or whose lord or occupants it asks about), or undefined. */
function houseAsked(text: string): number | undefined {
  if (LAGNA_LORD.test(text)) return 1;
  const m = HOUSE_ASKED.exec(text) ?? HOUSE_LORD.exec(text) ?? HOUSE_OCCUPANTS.exec(text);
  const word = m?.slice(1).find(Boolean);
  if (!word) return undefined;
  const n = ORDINAL_WORDS[word] ?? Number(word.replace(/\D/g, ""));
  return n >= 1 && n <= 12 ? n : undefined;
}

// "what does Venus in 5th house mean for me?", "shukra 5th house me kya fal deta hai": a
// placement's meaning, answered with where the graha really sits.
const PLACEMENT_MEANING = new RegExp(
  String.raw`(?:^|\s)(?:in (?:my |the )?|)${HOUSE_NUMBER} (?:house|bhav|bhaav|ghar|भाव|घर)\b[^?]*?\b(?:mean|means|meaning|effect|effects|result|results|fal|phal|matlab|deta|deti|karta)\b|${HOUSE_NUMBER} (?:house|bhav|bhaav|ghar|भाव|घर)[^?]*?(?:मतलब|फल|असर|प्रभाव)`,
  "u",
);

// "which planet is weak in my chart?", "कौन सा ग्रह कमजोर है?", "konsa graha kharab hai": the grahas
// by their dignity, named.
const GRAHA_STRENGTH =
  /\b(which|what|kaunsa|konsa|kaun sa|kon sa|kaunse|konse|kaun se|kon se) (planets?|grahas?|grah)\b[^?]{0,40}\b(weak|strong|strongest|weakest|bad|malefic|kamzor|kamjor|majboot|mazboot|kharab|bura|acha|accha|achha)\b|\b(weak|strong|strongest|weakest|kamzor|kamjor|kharab) (planets?|grahas?|grah)\b|(कौन सा|कौनसा|कौन से|कौनसे) ग्रह[^?]{0,30}(कमज़ोर|कमजोर|मज़बूत|मजबूत|खराब|ख़राब|बुरा|अच्छा)|(कमज़ोर|कमजोर|मज़बूत|मजबूत|खराब) ग्रह/u;

// (the asker's own chart: "pet me dard rehta hai, kaunsa grah kharab hai" asks the cause of a complaint)
const OWN_CHART = /\b(chart|kundli|kundali|horoscope|my|mera|meri|mere)\b|कुंडली|मेरा|मेरी|मेरे/u;
const STRONG_ASKED = /\b(strong|strongest|majboot|mazboot|acha|accha|achha)\b|मज़बूत|मजबूत|अच्छा/u;
const WEAK_ASKED = /\b(weak|weakest|bad|malefic|kamzor|kamjor|kharab|bura)\b|कमज़ोर|कमजोर|खराब|बुरा/u;

// A graha put in a house: "shani is in 8th house", "mangal 7th house me".
const HOUSE_PUT = new RegExp(String.raw`(?:^|\s)${HOUSE_NUMBER} (?:house|bhav|bhaav|ghar|भाव|घर)(?![\p{L}\p{M}])`, "u");

// The classical yogas by name ("raj yog", "गजकेसरी"), and a question for the chart's yogas at all.
const YOGA_NAMES: readonly [string, RegExp][] = [
  ["vipareeta-raja", /\b(vip(a|e)?ree?ta?|vipreet|viprit) raj\w*|विपरीत राज/u],
  ["raja", /\b(raj|raja|raaj) ?yog\w*|\brajyog\w*|राज ?योग/u],
  ["dhana", /\b(dhan|dhana) ?yog\w*|धन ?योग/u],
  ["gajakesari", /\bgaja? ?kesari\w*|गज ?केसरी/u],
  ["budhaditya", /\bbudh ?aditya\w*|बुधादित्य/u],
  ["chandra-mangala", /\bchandra ?mangal\w*|चंद्र ?मंगल योग/u],
  ["kemadruma", /\bkemadrum\w*|केमद्रुम/u],
  ["ruchaka", /\bruchak\w*|रुचक/u],
  ["bhadra", /\bbhadra yog\w*|भद्र योग/u],
  ["hamsa", /\bhamsa yog\w*|\bhans yog\w*|हंस योग/u],
  ["malavya", /\bmalav?ya\w*|मालव्य/u],
  ["shasha", /\bshash?a yog\w*|शश योग/u],
];
const ANY_YOGA =
  /\b(which|what|any|kaun ?se|kon ?se|konse|kaunse|koi|special|good|shubh|panch ?maha ?purush\w*)\b[^?]{0,20}\b(yogas?|yogs?)\b[^?]{0,30}\b(chart|kundli|kundali|horoscope)\b|\b(yogas|yogs) (in|are in|present in) (my )?(chart|kundli|kundali)\b|(कुंडली|कुंडलीमें) में (कौन से|कौनसे|कोई) (\S+ )?योग|पंच ?महापुरुष/u;

// "Is there any yoga for spiritual growth in my chart?", "any yoga for children next year?":
// whether the matter is promised, a reading of that matter, not the list of the chart's yogas.
const YOGA_FOR_A_MATTER =
  /\b(yogas?|yogs?) (for|of) (a |an |my )?(spiritual\w*|children|child|kids|baby|santan|marriage|love|foreign|abroad|travel|settlement|wealth|money|dhan|job|career|government|govt|business|property|house|home|education|studies|success|fame|health)\b/u;

// "Is my 7th house weak?", "kya mera 10th ghar majboot hai": the house's strength asked.
const HOUSE_STRENGTH =
  /\b(strong|weak|good|bad|afflicted|kamzor|kamjor|majboot|mazboot|accha|acha|kharab)\b|मज़बूत|मजबूत|कमज़ोर|कमजोर/u;

// "Is my Moon in Scorpio?": the sign a graha is put in, by its English or Sanskrit name.
const SIGN_HINGLISH = [
  "mesh",
  "vrish",
  "mithun",
  "kark",
  "singh",
  "kanya",
  "tula",
  "vrishchik",
  "dhanu",
  "makar",
  "kumbh",
  "meen",
];
const SIGN_WORDS = SIGN_NAMES.flatMap((n, i) =>
  [n.en, n.sanskrit, SIGN_HINGLISH[i]!].map((w) => [w.toLowerCase(), i] as const),
);
function signPut(text: string): number | undefined {
  const m = /\bin ([a-z]+)\b|\b([a-z]+) (?:me|mein) (?:hai|h|hain)\b/u.exec(text);
  const word = m?.[1] ?? m?.[2];
  return word ? SIGN_WORDS.find(([w]) => w === word)?.[1] : undefined;
}

// "is my Jupiter exalted or debilitated?", "shani neech ka hai kya", "क्या गुरु उच्च का है": a dignity named.
// (Not "uchch shiksha", higher studies: the Hindi words count before "ka", "rashi", "mein".)
const EXALTED_NAMED =
  /\b(exalted|exaltation)\b|\b(uchh?a?|ucch?a?|uchch?a?) (ka|ki|ke|rashi|me|mein|hai)\b|उच्च (का|की|के|राशि|में|है)/u;
const DEBILITATED_NAMED =
  /\b(debilitated|debilitation)\b|\b(neech|neecha|nich|nicha) (ka|ki|ke|rashi|me|mein|hai|bhang\w*)\b|नीच (का|की|के|राशि|में|है|भंग)/u;
const DIGNITY_NAMED = new RegExp(`${EXALTED_NAMED.source}|${DEBILITATED_NAMED.source}`, "u");
function dignityNamed(text: string): DirectQuestion["dignity"] {
  const exalted = EXALTED_NAMED.test(text);
  const debilitated = DEBILITATED_NAMED.test(text);
  return exalted && debilitated ? "either" : exalted ? "exalted" : debilitated ? "debilitated" : undefined;
}

const REMEDY_ASKED = /\b(remed(y|ies)|upay|upaay|totka|solution|nivaran|shanti)\b|उपाय|निवारण|शांति/u;

function directQuestionsIn(text: string): DirectQuestion[] {
  const out: DirectQuestion[] = [];
  // Sade Sati and Mangal dosha are answered whenever named ("am I manglik", "sade sati kab khatam hogi").
  if (has(text, /\b(sade ?sati|sadhe ?sati|saade ?saati|dhaiya|dhaiyya|panoti)\b|साढ़ेसाती|साढ़े साती|साढ़े-साती|ढैया|ढैय्या/u))
    out.push({ kind: "sade_sati" });
  // "When does my Saturn return start?", "saturn return chal raha hai kya": Saturn back in its birth sign.
  else if (has(text, SATURN_RETURN)) out.push({ kind: "saturn_return" });
  // "Is Saturn's transit bad for me right now?", "shani ka gochar", "शनि भारी है क्या": answered from Saturn's transit.
  else if (has(text, SATURN) && has(text, NOW_OR_TRANSIT)) out.push({ kind: "sade_sati", transit: true });
  if (
    has(
      text,
      /\b(manglik|mangalik|mangal dosh|mangal dosha|kuja dosha|kuja dosh|chevvai dosh\w*|sevvai dosh\w*)\b|मांगलिक|मंगली|मंगल दोष/u,
    )
  )
    out.push({ kind: "mangal_dosha" });
  // "मेरी कुंडली में कौन सा दोष है?", "koi dosh hai kya meri kundli me": each dosha the chart is checked for.
  // (Not "koi grah dosh hai?" after a trouble told, nor a dosha in a match.)
  const anyDosha =
    has(
      text,
      /\b(kaun ?sa|kon ?sa|konsa|kaunsa|koi|which|any)\b[^?]{0,15}\b(dosh|dosha|doshas)\b|(कौन सा|कौनसा|कोई)[^?]{0,15}दोष/u,
    ) &&
    has(text, /\b(kundli|kundali|chart|horoscope)\b|कुंडली|कुण्डली/u) &&
    !has(text, /\b(grah|graha|grahon|matching|milan|match|our|hamari|humari|dono)\b|ग्रह|मिलान|हमारी|दोनों/u);
  if (anyDosha && !out.some((d) => d.kind === "mangal_dosha")) out.push({ kind: "mangal_dosha" });
  if (anyDosha || has(text, /\b(kaal ?sarp|kal ?sarp|kalsarp|kaalsarp)\b|काल ?सर्प|कालसर्प/u))
    out.push({ kind: "kaal_sarp" });
  if (anyDosha || has(text, /\b(pitru|pitra|pitri|pitr) ?dosh\w*\b|पितृ ?दोष|पित्र ?दोष/u))
    out.push({ kind: "pitru_dosha" });
  if (has(text, GRAHA_STRENGTH) && has(text, OWN_CHART))
    out.push({
      kind: "graha_strength",
      ...(has(text, STRONG_ASKED) && !has(text, WEAK_ASKED) ? { strength: true } : {}),
    });
  // "is my Venus combust?", "shukra ast hai kya", "कौन सा ग्रह अस्त है": a graha within the
  // Sun's orb (not "अस्त-व्यस्त", upset). With no graha named, every combust one is listed.
  const combustGrahas = mentionedGrahas(text).filter((g) => g !== "sun");
  if (
    has(text, /\bcombust\w*|\b(asta|ast|asth)\b(?! ?[-‐]? ?vyast)|अस्त(?! ?[-‐]? ?व्यस्त)(?![\p{L}\p{M}])/u) &&
    (combustGrahas.length > 0 || has(text, /\bcombust\w*|\b(planets?|grahas?|grah)\b|ग्रह/u))
  ) {
    if (combustGrahas.length === 0) out.push({ kind: "combust" });
    for (const graha of combustGrahas) out.push({ kind: "combust", graha });
  }
  // "which is my yogakarak planet", "योगकारक ग्रह कौन सा है".
  if (has(text, /\byog[a]? ?kar[a]?k[a]?\b|योग ?कारक/u)) out.push({ kind: "yogakaraka" });
  // A short message naming a fact ("my lagna?", "nakshatra") is a question about it too.
  if (!has(text, ASK) && !text.includes("?") && text.split(/\s+/).filter(Boolean).length > 5) return out;
  // Marathi "lagna kab hoga", "ani lagna?" and Gujarati "dikri nu lagna kyare thase", "maru lagna
  // nakki thai jase?" are a marriage, not the ascendant.
  if (
    has(
      text,
      /\b(ascendant|lagna|lagn|rising sign)\b(?! (kab|kadhi|hoga|hogi|honar|hoil|zala|kyare|thase|thashe|kyarey|nakki|thai|jase|ma|mate))(?<!\b(nu|na|ni|cha|chi|che|maru|mara|maza|majha|majhe|ani) lagna)|लग्न(?! (कधी|होणार|कब))/u,
    )
  )
    out.push({ kind: "ascendant" });
  if (has(text, /\b(atma ?karaka|aatma ?karaka|atmakarak|soul planet)\b|आत्म ?कारक/u)) out.push({ kind: "atmakaraka" });
  // (Tamil and Telugu "nakshatram", "natchathiram".)
  if (has(text, /\b(nakshatra|nakshatr|nakshatram|natchathiram|birth star)\b|नक्षत्र/u)) out.push({ kind: "nakshatra" });
  // ("what is the remedy for rahu dasa?" asks a remedy, not which dasha runs.)
  // ("Will my Jupiter mahadasha be good?": the mahadasha of the graha named, running or not.)
  if (has(text, /\b(maha ?dasha|mahadasa|dasha|dasa)\b|महादशा|दशा/u) && !has(text, REMEDY_ASKED)) {
    const named = dashaLordNamed(text);
    out.push(named ? { kind: "mahadasha", graha: named } : { kind: "mahadasha" });
  }
  // ("what is my son sign": the sun sign, typed by a phone's autocorrect.)
  const sunSign = has(text, /\b(sun|son) sign\b|सूर्य राशि|surya rashi/u);
  if (sunSign) out.push({ kind: "sun_sign" });
  // "गुरु किस राशि में है?": the sign another graha is in, not the moon sign.
  const grahaSign =
    mentionedGrahas(text).some((g) => g !== "moon") &&
    has(text, /\b(kis|which|konsi|kaunsi|kon si|kaun si) (rashi|raashi)\b|(किस|कौन सी|कौनसी) राशि/u);
  const moonSign =
    has(text, /\b(moon sign|rashi|raashi|rasi|zodiac sign|chandra rashi)\b|राशि/u) &&
    !grahaSign &&
    !(sunSign && !/moon|chandra|चंद्र/u.test(text));
  if (moonSign) out.push({ kind: "moon_sign" });
  const asksWhere =
    has(text, DIGNITY_NAMED) ||
    has(
      text,
      // "is my Jupiter strong?" asks for its placement and dignity too.
      // "Is my Moon in Scorpio?": the graha's sign or house put to the chart; "my friend said my
      // shani is in 8th house, is that true?", "mangal 7th house me hai, ye sach hai kya?": a
      // placement someone claimed, checked.
      /\b(is (that|it|this) (true|correct|right)|(ye|yeh|kya ye|kya yeh|kya) (sach|sahi|such|true|correct) (hai|h)|(sach|sahi|such|true|correct) (hai|h) kya)\b|सच है|सही है|(मेरा|मेरी|मेरे) (सूर्य|चंद्र|चंद्रमा|मंगल|बुध|गुरु|बृहस्पति|शुक्र|शनि|राहु|केतु) [^?]{0,30}में (है|हैं)|\b(is|kya) (my |mera |meri )?(sun|moon|mars|mercury|jupiter|venus|saturn|rahu|ketu|surya|chandra|mangal|budh|guru|shukra|shani) ((\w+ )?(in|me|mein))\b|\bwhere\b|\bin which (house|sign|bhava|bhav|rashi)\b|\bwhich (house|sign|bhava|bhav)\b|\bplaced\b|\bkahan\b|\bkaha\b|\bkis (ghar|bhav|rashi)\b|\b(kaunse|konse|kaun se|kon se|kaunsa|konsa|kaunsi|konsi) (ghar|bhav|house|rashi)\b|\b(strong|weak|kamzor|kamjor|majboot|mazboot)\b|कहाँ|कहां|किस भाव|किस राशि|किस घर|(कौनसे|कौन से) (घर|भाव)|(कौनसी|कौन सी) राशि|मज़बूत|मजबूत|कमज़ोर|कमजोर/u,
    );
  const house = mentionedGrahas(text).length === 0 ? houseAsked(text) : undefined;
  if (house) out.push({ kind: "house", house, ...(HOUSE_STRENGTH.test(text) ? { strength: true as const } : {}) });
  const yoga = YOGA_NAMES.find(([, re]) => re.test(text))?.[0];
  if (yoga) out.push({ kind: "yogas", yoga, meaning: true });
  else if (ANY_YOGA.test(text) && !has(text, /kaal ?sarp|kal ?sarp|काल ?सर्प/u) && !has(text, YOGA_FOR_A_MATTER))
    out.push({ kind: "yogas", meaning: true });
  // A placement's meaning asked ("what does Venus in 5th house mean?"): where it really sits.
  const meant = PLACEMENT_MEANING.exec(text);
  const grahas = mentionedGrahas(text);
  if (meant && grahas.length === 1 && !asksWhere) {
    const word = meant.slice(1).find(Boolean)!;
    const n = ORDINAL_WORDS[word] ?? Number(word.replace(/\D/g, ""));
    out.push({ kind: "placement", graha: grahas[0]!, meaning: true, ...(n >= 1 && n <= 12 ? { house: n } : {}) });
  } else if (grahas.length === 1 && !asksWhere && GRAHA_ABOUT.test(text) && !has(text, REMEDY_ASKED))
    // "tell me about my venus", "mere shukra ke baare me batao": where it sits and what it means.
    out.push({ kind: "placement", graha: grahas[0]!, meaning: true });
  if (asksWhere) {
    // "my shani is in 8th house, is that true?": the house one graha is put in, checked.
    const put = grahas.length === 1 ? HOUSE_PUT.exec(text)?.[1] : undefined;
    const putHouse = put === undefined ? undefined : (ORDINAL_WORDS[put] ?? Number(put.replace(/\D/g, "")));
    for (const graha of mentionedGrahas(text)) {
      // "moon sign" / "sun sign" already answered above.
      if ((graha === "moon" && moonSign) || (graha === "sun" && sunSign)) continue;
      // ("is my Venus combust in my chart?": the combustion answer says where it sits.)
      if (out.some((d) => d.kind === "combust" && d.graha === graha)) continue;
      const sign = signPut(text);
      const dignity = dignityNamed(text);
      out.push({
        kind: "placement",
        graha,
        ...(sign === undefined ? {} : { sign }),
        ...(dignity ? { dignity } : {}),
        ...(putHouse !== undefined && putHouse >= 1 && putHouse <= 12 ? { house: putHouse } : {}),
      });
    }
  }
  return out;
}
