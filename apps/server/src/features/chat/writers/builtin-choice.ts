import type { Graha } from "@graha/jyotish";
import type { Lang } from "../reading/names.ts";
import { spokenClauses } from "../understanding/spoken-clauses.ts";
import { BENGALI_OR, sentencesOf } from "../understanding/text.ts";

// Two options named in a question that builtin-options.ts has no pair rule for (issue #12):
// two cities, two companies, two colleges ("Delhi or Bangalore?", "TCS offer or the Infosys
// one"), or two fields of study or work ("MBA ya MS", "medical or engineering", "IT ya
// banking", "flat or plot").
//
// A field is weighed by its karaka, the graha that signifies it (Mars for engineering and
// land, Mercury for computers and trade, Jupiter for finance, law and research, the Sun
// for medicine, management and government, Venus for the arts, clothes and a built home,
// the Moon for food, Saturn for iron, machines and transport): the better placed karaka
// wins. A name (a place, a firm, a college) is weighed the way astrologers in India weigh
// a city or a firm for someone: the sign of the name's first sound (the avakahada letters)
// counted from the asker's Moon sign; 2nd, 6th, 8th and 12th counts are strained, the 11th,
// 9th, 5th and 10th the best.

export interface NamedOption {
  /** As the reply shows it: "Bangalore", "TCS", "MBA". */
  readonly label: string;
  readonly karaka?: Graha;
  /** The field the karaka stands for, in the reply's language ("engineering", "इंजीनियरिंग"). */
  readonly field?: string;
}

// (Marathi "ya varshi" is "this year", as in form.ts: "ghar ghyaycha aahe, ya varshi yog aahe ka?")
const OR =
  /\s(?:or|ya(?! (?:varshi|varshat|mahinyat|mahinyaat|athavdyat|aathavdyat|velela)\b)|yaa|vs\.?|versus|या)\s/iu;
// "wipro ka offer hai aur accenture ka bhi, kaunsa lu": two names joined by "and" before "which".
export const WHICH = /\b(?:kaunsa|konsa|kaun sa|kon sa|kaunsi|konsi|which)\b|कौन सा|कौनसा|कौन सी/iu;
const AND = /\s(?:aur|and|और)\s/iu;

/** Where a question's two options part: its "or", or an "and" before its "which". */
function optionBreak(question: string): { at: RegExpExecArray; text: string } | null {
  const or = OR.exec(question) ?? BENGALI_OR.exec(question);
  if (or) return { at: or, text: question };
  const which = WHICH.exec(question);
  const text = which ? question.slice(0, which.index) : "";
  // Only the clause just before the "which": "my father has a hardware shop and wants me to sit
  // there … so tell me which career suits me" names no options.
  const sentence = sentencesOf(text).at(-1) ?? "";
  const clause = spokenClauses(sentence).at(-1) ?? sentence;
  const start = Math.max(0, text.lastIndexOf(clause));
  // "class 10 and confused between science and commerce": the "and" after "between".
  const between = /\bbetween\s/iu.exec(text.slice(start));
  const from = start + (between ? between.index + between[0].length : 0);
  const and = AND.exec(text.slice(from));
  if (!and) return null;
  and.index += from;
  return { at: and, text };
}

/** Whether a question names two options with "and" before its "which" (it has no "or"). */
export const pairedByAnd = (question: string): boolean => !OR.test(question) && optionBreak(question) !== null;
// "… or not", "ya nahi", "या नहीं": a yes-or-no question, not two options. JavaScript's \b
// knows only Latin letters, so the word's end is a space, a mark or the end of the text.
const NOT_OPTION = /^\s*(not|nahi|nahin|nhi|nhin|nai|na|नहीं|नही|ना)(?=[\s?!.,;।]|$)/iu;

// Words around an option that are not the option ("the TCS offer", "IT me jana chahiye").
const FILLER = new Set(
  (
    "the a an in to at for with of from my me mai main mein me, should shall i we take join choose pick go move shift " +
    "offer offers one company companies firm college colleges university city cities place course courses field stream " +
    "branch side option wala wali wale vala vali waala waali ka ki ke ko se me mein mai karu karun karoon karna karni " +
    "lu lun loon lena leni jau jaun jana jaana jaau chahiye chuno chunu chunun better best good suits suit which kaunsa " +
    "konsa kaunsi konsi kya mujhe do doing study studying padhu padhun padhna job jobs naukri buy kharidu kharidun " +
    "lelu le lo hai h is be will would get stay remain continue keep rahu rahun rahna meri mera mere hamari hamara " +
    // ("dhaba kholan ya dairy farm": opening one is no option.)
    "kholan kholna kholu kholun kholoon khol open opening start starting " +
    "dono both rakhu rakhun vrat fast fasting keep upvas just simply only bas sirf dilaye dilayen dilau karwaye karaye karwau karwaun karau karaun dilwau dilwaun " +
    // ("Sir mujhe IT sector me jana chahiye ya banking me?": the greeting and "sector" are no option.)
    "sector industry line profession sir madam mam maam ji guruji panditji hello hi namaste pranam " +
    // ("take the bangalore transfer or stay in chennai": the transfer is how, the city is the option.)
    "transfer posting " +
    // (Bengali "Rajarhat e nebo na New Town e": in, take, go, stay, for.)
    "e te tei er jonno nebo jabo thakbo korbo kinbo hobe"
  ).split(/\s+/),
);
const DEVANAGARI_FILLER = new Set(
  "में से का की के को करूं करूँ लूं लूँ दिलाएँ दिलाएं दिलाऊँ दिलाऊं करवाएँ करवाएं कराएँ कराएं जाऊं जाऊँ जाना चाहिए कौन सा सी बेहतर अच्छा है या मुझे क्या करनी करना नौकरी ऑफर ऑफ़र कंपनी कॉलेज शहर कोर्स जॉइन रखूं रखूँ व्रत उपवास ले लें करे करें पढ़े पढे".split(
    /\s+/,
  ),
);

const WEEKDAYS: readonly [RegExp, Graha, string, string][] = [
  [/^(sunday|ravivar|raviwar|itwar)$|रविवार|इतवार/iu, "sun", "Sunday", "रविवार"],
  [/^(monday|somvar|somwar)$|सोमवार/iu, "moon", "Monday", "सोमवार"],
  [/^(tuesday|mangalvar|mangalwar)$|मंगलवार/iu, "mars", "Tuesday", "मंगलवार"],
  [/^(wednesday|budhvar|budhwar)$|बुधवार/iu, "mercury", "Wednesday", "बुधवार"],
  [/^(thursday|guruvar|guruwar|brihaspativar)$|गुरुवार|बृहस्पतिवार/iu, "jupiter", "Thursday", "गुरुवार"],
  [/^(friday|shukravar|shukrawar)$|शुक्रवार/iu, "venus", "Friday", "शुक्रवार"],
  [/^(saturday|shanivar|shaniwar)$|शनिवार/iu, "saturn", "Saturday", "शनिवार"],
];

/** Whether both options are days of the week ("Monday's fast or Thursday's?"). */
export const bothWeekdays = (pair: readonly [NamedOption, NamedOption]): boolean =>
  pair.every((o) => WEEKDAYS.some(([re]) => re.test(o.label)));

/** Fields of study and work by their karaka; the first pattern that matches an option wins. */
const FIELDS: readonly { re: RegExp; karaka: Graha; en: string; hi: string }[] = [
  { re: /^(mba|management|pgdm|bba)$|मैनेजमेंट|एमबीए/iu, karaka: "sun", en: "management", hi: "प्रबंधन" },
  {
    re: /^(medical|medicine|mbbs|neet|doctor|bds|nursing|pharmacy|pharma|pcb|biology|bio)$|मेडिकल|डॉक्टर|बायोलॉजी/iu,
    karaka: "sun",
    en: "medicine",
    hi: "चिकित्सा",
  },
  {
    re: /^(upsc|ias|ips|civil|government|govt|sarkari|ssc|psc)$|सरकारी|यूपीएससी/iu,
    karaka: "sun",
    en: "government service",
    hi: "सरकारी सेवा",
  },
  {
    re: /^(engineering|engineer|btech|b\.tech|mtech|m\.tech|iit|mechanical|civil engineering|mechanical engineering|electrical engineering|jee|pcm|maths|mathematics)$|इंजीनियर|गणित/iu,
    karaka: "mars",
    en: "engineering",
    hi: "इंजीनियरिंग",
  },
  {
    re: /^(army|navy|air force|airforce|defence|defense|police|nda|cds|military)$|सेना|पुलिस|नौसेना|वायुसेना/iu,
    karaka: "mars",
    en: "the armed services",
    hi: "सेना और सुरक्षा",
  },
  {
    re: /^(plot|land|zameen|jameen|khet|farm|farming|agriculture|kheti|kisani)$|ज़मीन|जमीन|प्लॉट|खेती/iu,
    karaka: "mars",
    en: "land",
    hi: "ज़मीन",
  },
  {
    re: /^(it|software|computer|computers|coding|cs|cse|bca|mca|data|ai|tech|data science|computer science)$|आईटी|सॉफ्टवेयर|कंप्यूटर/iu,
    karaka: "mercury",
    en: "computers and software",
    hi: "कंप्यूटर और सॉफ़्टवेयर",
  },
  {
    re: /^(commerce|bcom|b\.com|ca|accounts|accounting|marketing|sales|trading|media|journalism|writing|mobile|mobiles|phones|electronics)$|कॉमर्स|व्यापार|मोबाइल|इलेक्ट्रॉनिक्स/iu,
    karaka: "mercury",
    en: "trade and communication",
    hi: "व्यापार और संवाद",
  },
  {
    re: /^(banking|bank|finance|cfa|economics)$|बैंक|बैंकिंग|वित्त/iu,
    karaka: "jupiter",
    en: "finance and banking",
    hi: "वित्त और बैंकिंग",
  },
  { re: /^(law|llb|legal|judiciary)$|क़ानून|कानून|वकालत/iu, karaka: "jupiter", en: "law", hi: "क़ानून" },
  {
    re: /^(ms|masters|phd|research|msc|bsc|ma|teaching|teacher|professor|science)$|रिसर्च|पीएचडी|शिक्षण|साइंस|विज्ञान/iu,
    karaka: "jupiter",
    en: "higher study and research",
    hi: "उच्च शिक्षा और शोध",
  },
  {
    re: /^(arts|art|design|fashion|music|acting|film|films|dance|hotel|hospitality|beauty|tent|decoration|events?)$|कला|डिज़ाइन|संगीत|फैशन/iu,
    karaka: "venus",
    en: "the arts and design",
    hi: "कला और डिज़ाइन",
  },
  // Trades by their goods: Venus for clothes and fine things, the Moon for food and milk,
  // Saturn for iron, machines and transport ("kapde ka ya khane ka business").
  {
    re: /^(kapda|kapde|kapdon|kapdo|clothes|clothing|garments?|textiles?|boutique|sarees?|jewell?ery|cosmetics)$|कपड़|कपडे|गारमेंट|ज्वेलरी/iu,
    karaka: "venus",
    en: "clothes and fine goods",
    hi: "कपड़े और सजावट की वस्तुएँ",
  },
  {
    re: /^(food|khana|khane|khaane|dairy|milk|doodh|restaurant|dhaba|dhabha|catering|tiffin|sweets|mithai|bakery|grocery|kirana)$|खाने|खाना|डेयरी|दूध|रेस्टोरेंट|मिठाई|किराना/iu,
    karaka: "moon",
    en: "food and dairy",
    hi: "खान-पान और डेयरी",
  },
  {
    re: /^(hardware|iron|steel|loha|machinery|machines|oil|transport|logistics|trucks?|mining|leather)$|हार्डवेयर|लोहा|ट्रांसपोर्ट/iu,
    karaka: "saturn",
    en: "iron, machines and transport",
    hi: "लोहा, मशीनें और परिवहन",
  },
  // A weekday (for a fast, a puja) is weighed by the graha whose day it is.
  ...WEEKDAYS.map(([re, karaka, en, hi]) => ({ re, karaka, en, hi })),
  {
    re: /^(flat|apartment|house|villa|home|ghar|makaan|makan|bungalow)$|फ्लैट|मकान|घर/iu,
    karaka: "venus",
    en: "a built home",
    hi: "बना हुआ घर",
  },
];

const tokens = (text: string) =>
  text
    .replace(/[?!.,;:()"“”'‘’]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

// ("should i end it or give it one more chance": "it" in small letters is a pronoun; "IT" is the field.)
const isFiller = (w: string) => FILLER.has(w.toLowerCase()) || DEVANAGARI_FILLER.has(w) || w === "it";

/**
 * Everyday things a name-sign does not weigh ("a car or a bike", "gold ya silver", "एफडी करूं
 * या जमीन खरीदूं", "बेटी डिप्लोमा करे या शादी?": Devanagari has no capitals to tell a name by).
 */
const COMMON =
  /^(startup|startups|mnc|corporate|big|small|car|cars|bike|bikes|scooter|gold|silver|diamond|stocks?|shares?|fd|rent|buy|sell|love|money|marriage|shaadi|shadi|ghar|court|family|gharwale|parents|tea|coffee|dog|cat|red|blue|green|black|white|yellow|pink|morning|evening|night|today|tomorrow|now|later|here|there|yes|no|this|that|one|two|years?|months?|weeks?|wait|waiting|change|switch|continue|keep|more|land|zameen|zamin|jameen|jamin|diploma|iti|polytechnic|degree|course|shop|dukan|dukaan|job|naukri|business|एफडी|जमीन|ज़मीन|शादी|विवाह|दुकान|नौकरी|व्यापार|बिजनेस|बिज़नेस|पढ़ाई|पढाई|डिप्लोमा|आईटीआई|पॉलिटेक्निक|डिग्री|कोर्स|कॉलेज|सोना|चांदी|चाँदी|कार|बाइक|गाड़ी|प्यार|घर|मकान|प्लॉट)$/iu;
export const isCommonThing = (label: string) => COMMON.test(label);

/** "… or should I …", "ya main …": what follows the "or" is a course of action. */
const COURSE_OF_ACTION = /^\s*(?:(?:should|shall|must|can|could|do|will|would) (?:i|we)|i|main|mai|hum)\b/iu;
/**
 * Words no name is: a number ("ek tcs hyderabad me aur ek chhoti company": one … and one), a
 * verdict ("ye rishta sahi hai ya tod dena chahiye"), a first-person or future verb ("bechu", "rakhun", "होगा", "बेचूं"), a word
 * of time ("abhi", "अभी", "this time", a month: months are weighed as periods), a verb of doing
 * ("start", "wait"), a place or a Punjabi verb of staying or going ("chhota bahar jaave ya ithe reh ke
 * kheti kare?", "is mahine laiye ki ruk jaiye?"), a relative ("MBA करूँ या पापा का बिज़नेस": the father is no option's name), what an
 * offer comes with ("one from a fintech with ESOPs and one from Infosys").
 */
const NOT_A_NAME =
  /^(?:relax|rest|chance|end|retire|settle|start|quit|[a-z]{2,5}(?:u|un|oon|aun)|[a-z]{1,4}(?:aave|aavan|aan|iye)|ithe|othe|ethe|kithe|idhar|udhar|yahan|yahin|yahi|wahan|wahin|bahar|videsh|reh|rahe|ruk|ruke|[a-z]+(?:unga|ungi|enge|ega|egi|oge|ogi)|abhi|ab|baad|pehle|phir|fir|aaj|time|start|stop|try|leave|quit|stay|go|come|look|looking|take|hold|do|get|naya|nayi|naye|new|old|purana|purani|counter|current|existing|same|band|bandh|chalata|chalati|chalu|close|open|continue|rehne|rakhna|papa|mummy|maa|bhai|didi|behen|dad|mom|father|mother|brother|sister|family|saath|sath|talaq|talak|divorce|separation|alag|pati|patni|husband|wife|ek|do|teen|dono|one|other|another|hometown|native|koi|kuch|dusra|doosra|company|offer|esops?|rsus?|stocks?|shares?|bonus|perks|package|salary|benefits|sahi|galat|theek|thik|tod|todna|todu|khatam|jan\w*|feb\w*|march|april|may|june?|july|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)$|(?:ूं|ूँ|ऊं|ऊँ|गा|गी|गे)$|^(?:ले|लें|दे|दें|करे|करें|रहे|रहें|जाए|जाएं|पढ़े|पढे|अभी|अब|बाद|पहले|फिर|आज|कल|है|हूं|हूँ|पापा|मम्मी|माँ|मां|भाई|बहन|दीदी|पिता|पिताजी|परिवार|एक|दो|दोनों|जनवरी|फरवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)$/iu;

/** Names spoken letter by letter (firms, institutes, countries). */
const INITIALISMS =
  /^(tcs|ibm|hcl|lic|sbi|iit|nit|iim|iiit|aiims|bhu|du|jnu|isro|drdo|ongc|ntpc|bhel|hdfc|icici|us|usa|uk|uae|mba|ms|it|ias|ips|ca|cs|bba|bca|mca|llb|upsc|ssc|psc|neet|jee|nda|phd|msc|bcom|btech|mtech|mbbs|bds|ai|cse|cfa|pgdm)$/iu;
export const isInitialism = (word: string) =>
  INITIALISMS.test(word) || (/^[A-Z]{2,5}$/u.test(word) && word.length <= 5);

/** "tcs" → "TCS", "bangalore" → "Bangalore"; Devanagari as written. */
function display(word: string): string {
  if (!/^[a-z.]+$/iu.test(word)) return word;
  if (/^(btech|mtech|bcom|phd|msc|bsc)$/iu.test(word))
    return { btech: "BTech", mtech: "MTech", bcom: "BCom", phd: "PhD", msc: "MSc", bsc: "BSc" }[word.toLowerCase()]!;
  if (isInitialism(word)) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Degrees as they are written ("mtech", "M Tech" → "M.Tech"). */
const DEGREES: Readonly<Record<string, string>> = {
  btech: "B.Tech",
  mtech: "M.Tech",
  bcom: "B.Com",
  bsc: "B.Sc",
  msc: "M.Sc",
  phd: "PhD",
};

function option(written: string, L: Lang): NamedOption {
  const word = written.replace(/_/gu, " ");
  // "M.Tech", "M Tech", "B. Com": a degree written with a stop or a space is the field's word.
  const joined = /^[A-Za-z]{1,2}\.? ?[A-Za-z]+$/u.test(word) ? word.replace(/[\s.]/gu, "") : word;
  const field = FIELDS.find((f) => f.re.test(word) || f.re.test(joined));
  if (!field) return { label: word.split(" ").map(display).join(" ") };
  // A field is shown as a word ("engineering"), an initialism as written ("MBA"), a day by its name ("Monday").
  const degree = DEGREES[joined.toLowerCase()];
  const label = WEEKDAYS.some(([re]) => re.test(word))
    ? field[L]
    : degree
      ? degree
      : isInitialism(word)
        ? display(word)
        : word.toLowerCase();
  return { label, karaka: field.karaka, field: field[L] };
}

/** Fields named in two words, kept together as one option. */
const TWO_WORD_FIELDS = /\b(data|computer|civil|mechanical|electrical)\s+(science|engineering)\b/giu;

/** The two options a question names on either side of "or" / "ya" / "या", or null. */
export function namedOptionsOf(question: string, L: Lang): readonly [NamedOption, NamedOption] | null {
  // "data science or marketing": a field of two words is one option, not "science".
  const found = optionBreak(question.replace(TWO_WORD_FIELDS, "$1_$2"));
  if (!found) return null;
  const { at: m, text } = found;
  const after = text.slice(m.index + m[0].length);
  if (NOT_OPTION.test(after)) return null;
  const left = tokens(text.slice(0, m.index));
  const right = tokens(after);
  while (left.length && isFiller(left[left.length - 1]!)) left.pop();
  while (right.length && isFiller(right[0]!)) right.shift();
  if (!left.length || !right.length) return null;
  // A name of several capitalised words stays whole ("IIT Bombay or BITS Pilani").
  const capital = (w: string | undefined) => w !== undefined && /^[A-Z]/u.test(w) && !isFiller(w);
  let i = left.length - 1;
  while (i > 0 && left.length - i < 3 && capital(left[i]) && capital(left[i - 1])) i--;
  let j = 0;
  while (j + 1 < right.length && j < 2 && capital(right[j]) && capital(right[j + 1])) j++;
  // "one in Pune with higher salary and one in Bangalore with a better role": the places named,
  // when the words at the "and" are neither a field nor a name.
  const plain = (w: string) => /^[a-z]/u.test(w) && !FIELDS.some((f) => f.re.test(w));
  const named = (ws: readonly string[]) => ws.find((w) => /^[A-Z][a-z]/u.test(w) && w !== "I" && !isFiller(w));
  const leftName = plain(left.at(-1)!) ? named([...left].reverse().slice(0, 6)) : undefined;
  const rightName = plain(right[0]!) ? named(right.slice(0, 6)) : undefined;
  let a = leftName && (rightName || !plain(right[0]!)) ? leftName : left.slice(i).join(" ");
  let b = rightName && (leftName || !plain(left.at(-1)!)) ? rightName : right.slice(0, j + 1).join(" ");
  // "a plot in my hometown or a flat in Pune": a field on one side is weighed against the field
  // named on the other, not against the place it is in.
  const isField = (w: string) => FIELDS.some((f) => f.re.test(w));
  const fieldIn = (ws: readonly string[]) => ws.find(isField);
  if (isField(b) && !isField(a)) a = fieldIn([...left].reverse().slice(0, 6)) ?? a;
  else if (isField(a) && !isField(b)) b = fieldIn(right.slice(0, 6)) ?? b;
  if (a.toLowerCase() === b.toLowerCase()) return null;
  // "this time or should I start looking", "बेचूं या अभी रखूं", "मुनाफा होगा या घाटा": two
  // courses of action or a verb, not two names.
  // ("IGNOU or Symbiosis": a name in capitals is no verb, whatever it ends in.)
  if (
    COURSE_OF_ACTION.test(after) ||
    [a, b].some((o) => !FIELDS.some((f) => f.re.test(o)) && NOT_A_NAME.test(o) && !/^[A-Z]{2,}$/u.test(o))
  )
    return null;
  return [option(a, L), option(b, L)];
}
