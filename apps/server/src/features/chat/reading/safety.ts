import { askingSpokenClauses } from "../understanding/text.ts";
import type { OutOfScope } from "../understanding/types.ts";

/**
 * Sensitive questions (product rule): no prediction of death or of a specific illness, no
 * legal or financial certainty; a question about self-harm gets care and the Tele-MANAS
 * helpline (14416), one about a missing person the police (112), one about being hurt at home
 * 112 and the Women Helpline 181, and none of them is charged.
 */
export type SafetyClass =
  "self_harm" | "missing_person" | "domestic_violence" | "death" | "illness" | "legal" | "financial" | "none";

export const TELE_MANAS_NUMBER = "14416";

// Checked in this order: the first class whose pattern matches wins ("I want to die" is
// self-harm, not a death question). Latin patterns run on lower-cased text.
const PATTERNS: readonly [SafetyClass, RegExp][] = [
  [
    "self_harm",
    new RegExp(
      [
        String.raw`\bsuicid`,
        // ("EMI is killing me", "this stress is killing me": a burden, said of a thing.)
        String.raw`\bkill(ing)? my ?self\b`,
        String.raw`\bkill me\b`,
        String.raw`(?<!\b(is|are|was|s) )killing me\b`,
        String.raw`\bend (my|it) (life|all)\b`,
        String.raw`\bend it all\b`,
        String.raw`\bwant(ed)? to die\b`,
        String.raw`\bwish i (was|were) dead\b`,
        String.raw`\bself[- ]?harm`,
        String.raw`\bhurt(ing)? myself\b`,
        String.raw`\bcut(ting)? myself\b`,
        String.raw`\bno (reason|point) (to|in) liv`,
        String.raw`\bdon'?t want to live\b`,
        String.raw`\bkhudkushi\b`,
        String.raw`\baatmahatya\b`,
        String.raw`\batmahatya\b`,
        String.raw`\bmar(na|ne) (chahta|chahti)\b`,
        String.raw`\bmarna hai\b`,
        String.raw`\bmar ja(u|un|oon|unga|ungi)\b`,
        String.raw`\bzindagi khatam\b`,
        String.raw`\bjeena nahi\b`,
        // "main sab khatam kar dena chahta hu", "khud ko khatam kar lu": ending it all, said of oneself.
        String.raw`\bsab (kuch )?khatam kar(na|ne)? (dena |lena )?(chahta|chahti|chahte)\b`,
        String.raw`\bsab (kuch )?khatam kar (dunga|dungi|lunga|lungi)\b`,
        String.raw`\b(khud|apne aap|apne ko) ko khatam\b`,
        String.raw`\b(jeene|jine) (ka|ki) (mann|man|iccha|ichha|ichchha) nahi\b`,
        String.raw`\b(nothing|no one|nobody) to live for\b`,
        String.raw`\bbetter off dead\b`,
        String.raw`\bend everything\b`,
        "सब खत्म कर देना चाहत",
        "सब ख़त्म कर देना चाहत",
        "सब खत्म करना चाहत",
        "खुद को खत्म",
        "ख़ुद को ख़त्म",
        "अपने आप को खत्म",
        "जीने की इच्छा नहीं",
        String.raw`\bjaan de (du|doon|dunga|dungi)\b`,
        "आत्महत्या",
        "ख़ुदकुशी",
        "खुदकुशी",
        "मरना चाहत",
        "मर जाना चाहत",
        "जीना नहीं चाहत",
        "जान दे दूं",
        "जान दे दूँ",
        "खुद को नुकसान",
        "ख़ुद को नुकसान",
        "जीने का मन नहीं",
        "मरना है",
        "मर जाऊँ",
        "मर जाऊं",
        "ज़िंदगी ख़त्म",
        "जिंदगी खत्म",
        "ज़िंदगी खत्म",
      ].join("|"),
      "u",
    ),
  ],
  // Someone missing or not heard from ("my son is missing since yesterday", "बेटा घर छोड़कर
  // चला गया है, दो दिन से फोन बंद है"): the police, at once, not a chart.
  [
    "missing_person",
    new RegExp(
      [
        String.raw`\b(son|daughter|child|kid|boy|girl|husband|wife|father|mother|dad|mom|papa|mummy|brother|sister|friend|he|she|beta|beti|bhai|behen)\b[^.?!]{0,30}\b((is|has been|went|gone|go) missing|missing (since|for|from))\b`,
        String.raw`\blapata\b`,
        String.raw`\bgum ho (gaya|gayi|gaye)\b`,
        "लापता",
        "गुमशुदा",
        "गुम हो गय",
        // Left home and cannot be reached.
        String.raw`\b(ghar|home|house) (chhod|chod|chhodkar|chodkar|left)\w*.{0,60}\b(phone|mobile|fone) (band|off|switched off|switch off|not reachable|nahi lag)`,
        String.raw`\b(left|ran away from) (home|the house)\b.{0,60}\b(phone|mobile) (is )?(off|switched off|not reachable)`,
        String.raw`\b(left|ran away from) (home|the house)\b.{0,60}\bnot (picking|answering|receiving) (up )?(the |his |her |my )?(phone|calls?)`,
        "घर छोड़.{0,60}(फोन|फ़ोन|मोबाइल) (बंद|नहीं लग|स्विच ऑफ)",
        "घर छोड़.{0,60}(फोन|फ़ोन|मोबाइल) .{0,15}(बंद|नहीं लग|स्विच ऑफ)",
      ].join("|"),
      "u",
    ),
  ],
  // Being hurt at home ("pati roz maar peet karta hai", "my husband beats me", "मुझे मारता
  // है"): safety first, not a chart that weighs staying.
  [
    "domestic_violence",
    new RegExp(
      [
        String.raw`\bdomestic violence\b`,
        String.raw`\b(hits|beats|slaps|kicks|chokes) me\b`,
        String.raw`\b(hit|beat|slap|kick)s? me (daily|every day|often|again)\b`,
        String.raw`\braises? (his|her) hand (on|at) me\b`,
        String.raw`\bphysically (abus|hurt|assault)\w*`,
        String.raw`\b(maar ?peet|maarpeet|marpeet|marpit|maar pit|pitai|pitaai)\b`,
        String.raw`\b(mujhe|mujhko|humein|hume|hamein) (roz |har din |bahut )?(maar|mar|peet|pit)(ta|ti|te) (hai|h|hain|he)\b`,
        String.raw`\broz (maar|mar|peet|pit)(ta|ti|te) (hai|h|hain|he)\b`,
        String.raw`\bhath utha(ta|ti|te|aya|ya)\b`,
        "मारपीट",
        "मार-पीट",
        "मार पीट",
        "पिटाई",
        "मुझे (रोज़ |रोज |बहुत )?(मारत|पीटत)",
        "रोज़ (मारत|पीटत)",
        "रोज (मारत|पीटत)",
        "हाथ उठात",
      ].join("|"),
      "u",
    ),
  ],
  [
    "death",
    new RegExp(
      [
        String.raw`\bwhen will (i|he|she|my \w+) die\b`,
        String.raw`\b(will|would) (i|he|she|my \w+) die\b`,
        // A death told as past ("papa ki do saal pehle death ho gayi thi", "after my father's
        // death") is the setting of another question, not a death asked about.
        String.raw`(?<!\bafter (?:my |our |his |her )?\S+ )\bdeath\b(?! (?:ho gayi|ho gaya|ho gyi|ho chuki|hui|hua|happened|in \d{4}|last year|\d+ (?:years?|saal) (?:ago|pehle)))`,
        String.raw`\bdie young\b`,
        String.raw`\blife ?span\b`,
        String.raw`\blongevity\b`,
        String.raw`\bhow long will (i|he|she|my \w+) live\b`,
        // "how many days he will live?", "how many more years will she live".
        String.raw`\bhow many (more )?(days|months|years) (will )?(i|he|she|they|my \w+) (will )?(live|survive)\b`,
        // "बचेंगे कि नहीं" of a sick parent (Devanagari).
        // (an illness or a hospital told: "क्या हमारा रिश्ता बचेगा?" is a marriage.)
        "(आईसीयू|ICU|icu|अस्पताल|ऑपरेशन|कैंसर|वेंटिलेटर).*(बचेंगे|बचेगा|बचेगी|बच पाएंगे|बच जाएंगे)",
        String.raw`\bage (at|of) death\b`,
        String.raw`\bmaut\b(?! (?:ho gayi|ho gaya|ho gyi|ho chuki|hui))`,
        String.raw`\bmrityu\b`,
        String.raw`\bkab mar`,
        // "when will my father in law pass away", "kitna time bacha h unke paas".
        String.raw`\b(when|will|would)\b.{0,40}\bpass(es)? away\b`,
        String.raw`\bkitna (time|samay|waqt|din) (aur )?bach[ae] (h|hai|he)\b`,
        // "kitne din bache h unke?" (how many days he has left).
        String.raw`\bkitne (din|mahine|saal|sal) (aur )?bach[ae] (h|hai|he|hain)\b`,
        // Whether someone will survive ("papa ICU me hai bachenge ya nahi", "will he survive"):
        // a death question. "bachenge" alone may be savings ("paise bachenge?"), so a person
        // or a hospital must be named with it.
        String.raw`\bwill (he|she|they|my (?!(?:job|jobs|business|shop|company|startup|marriage|relationship|career|savings|investment|crops?|plants?)\b)\w+|papa|mummy|mom|dad) (survive|pull through)\b`,
        // "rishta bach payega" (will the relationship last) is not a person's survival.
        String.raw`^(?!.*\b(rishta|rishte|relationship|marriage|shaadi|shadi|naukri|job|business|paisa|paise|ghar)( \w+)? bach)(?=.*\b(papa|mummy|mumma|maa|mom|dad|father|mother|dada|dadi|nana|nani|bhai|behen|pati|patni|wife|husband|beta|beti|icu|hospital|ventilator|operation|surgery|transplant)\b).*\b(bach (to |bhi )?(jayenge|jayega|jayegi|jaenge|payenge|payega|payegi)|bachenge|bachega|bachegi)\b`,
        "^(?!.*(रिश्ता|रिश्ते|शादी|विवाह|नौकरी|पैसा|पैसे|घर|बिज़नेस|बिजनेस) (\\S+ )?बच)(?=.*(पापा|मम्मी|माँ|मां|पिता|माता|पति|पत्नी|भाई|बहन|बेटा|बेटी|दादा|दादी|नाना|नानी|आईसीयू|अस्पताल|वेंटिलेटर|ऑपरेशन)).*(बचेंगे|बचेंगी|बचेगा|बचेगी|बच (तो |भी )?(पाएंगे|पाएंगी|पायेंगे|पायेंगी|पाएगा|पाएगी|जाएंगे|जाएंगी|जाएगा|जाएगी))",
        // (The Mahamrityunjay mantra, "महामृत्युंजय मंत्र का जाप", is a remedy, not a death.)
        "मृत्यु(?!ंजय)(?! (?:हो गई|हो गयी|हो चुकी|हुई))",
        "मौत(?! (?:हो गई|हो गयी|हो चुकी|हुई))",
        "कब मर",
        "आयु कितनी",
        "उम्र कितनी होगी",
        "कितने साल जिय",
        "कितने दिन बचे",
        "कितने दिन और बचे",
        "कितना जिय",
      ].join("|"),
      "u",
    ),
  ],
  [
    "illness",
    new RegExp(
      [
        // ("Is my Mars in Cancer?", "moon is in cancer": the sign.)
        String.raw`(?<!\b(in|sign|is|lagna|ascendant|rashi) )\bcancer\b(?! (sign|ascendant|lagna|moon|rashi))`,
        String.raw`\btumou?r`,
        String.raw`\bdiabet`,
        String.raw`\bheart attack\b`,
        String.raw`\b(have|get|had) a stroke\b`,
        String.raw`\bbrain stroke\b`,
        String.raw`\bkidney\b`,
        String.raw`\bliver\b`,
        String.raw`\bhiv\b`,
        String.raw`\baids\b`,
        String.raw`\bparaly`,
        String.raw`\bthyroid\b`,
        // Depression as an illness to be cured or treated; "depression me hu, will life improve"
        // is a troubled person's question (distress), answered with care.
        String.raw`\bdepression\b(?=.*\b(cure|cured|medicine|tablet|treatment|therapy|dawa|dawai|ilaj|ilaaj|thik hoga|theek hoga)\b)`,
        String.raw`\bwhich disease\b`,
        String.raw`\bwhat disease\b`,
        String.raw`\bwill i get (sick|ill|a disease)\b`,
        String.raw`\bkaun ?si bimari\b`,
        String.raw`\bbimari hogi\b`,
        "कैंसर",
        "थायराइड",
        "थाइरॉइड",
        "मधुमेह",
        "डायबिटीज",
        "शुगर की बीमारी",
        "हार्ट अटैक",
        "दिल का दौरा",
        "लकवा",
        "कौन सी बीमारी",
        "कौन-सी बीमारी",
        "बीमारी होगी",
        "रोग होगा",
        "ट्यूमर",
      ].join("|"),
      "u",
    ),
  ],
  [
    "legal",
    new RegExp(
      [
        String.raw`\bcourt\b(?! marriage)`,
        String.raw`\blaw ?suit\b`,
        String.raw`\blegal\b`,
        String.raw`\bjail\b`,
        String.raw`\bprison\b`,
        String.raw`\bpolice (case|complaint)\b`,
        // An FIR, not the Hinglish "fir" (then): "pehle mumbai fir hyderabad".
        String.raw`\bfir\b(?= (?:darj|likh\w*|file\w*|lodge\w*|regist\w*|ho gayi|hui|hua|karwa\w*|kara\w*|against|copy|number))|\b(?:police|thane|thana|false|jhoothi|jhuthi|jhooti|ek) fir\b`,
        String.raw`\bverdict\b`,
        // "a property dispute case in court … will the judgment come in my favour?"
        String.raw`\bjudge?ments?\b`,
        String.raw`\bbail\b`,
        String.raw`\bwin (the|my|this) case\b`,
        // "Will the case against my landlord go in my favour?"
        String.raw`\b(case|complaint) against\b`,
        String.raw`\bcase\b.{0,60}\b(in my favou?r|go my way)\b`,
        String.raw`\bcourt case\b`,
        // "property ka case chal raha hai, jeetunga kya?", "case ka faisla kab aayega"
        String.raw`\b(case|kes)\b.{0,40}\b(jeet|jit|haar|har jaun|faisla|faisle)\w*`,
        // "तलाक का केस चल रहा है, बच्चे की कस्टडी मिलेगी?": custody is the court's to decide.
        String.raw`\bcustody\b`,
        "कस्टडी",
        String.raw`\bmukadma\b`,
        String.raw`\bmukadama\b`,
        String.raw`\badalat\b`,
        "कोर्ट(?! मैरिज)",
        "अदालत",
        "मुकदम",
        "मुक़दम",
        "जेल",
        "केस जीत",
        // "कल मेरे केस का फैसला आएगा, मेरे हक में होगा क्या?", "faisla mere haq me aayega?"
        "केस.{0,40}(फैसल|फ़ैसल|निर्णय|हार|हक़? में|पक्ष में)",
        "(फैसला|फ़ैसला).{0,30}(हक़?|पक्ष) में",
        String.raw`\b(faisla|faisle|fesla)\b.{0,30}\b(haq|hak|paksh|favour|favor)\b`,
        "कानूनी",
        "क़ानूनी",
        "पुलिस केस",
        "एफआईआर",
        "जमानत",
      ].join("|"),
      "u",
    ),
  ],
  [
    "financial",
    new RegExp(
      [
        // A visa lottery (DV, green card, H-1B) is about going abroad, not gambling, wherever
        // the visa is named ("will my H1B get picked in the lottery").
        String.raw`^(?!.*\b(visa|green card|dv|h-?1b|h1 b)\b).*\blotter`,
        String.raw`\bstocks?\b`,
        String.raw`\bshare market\b`,
        String.raw`\bstock market\b`,
        String.raw`\bcrypto`,
        String.raw`\bbitcoin\b`,
        String.raw`\b(stock|share|crypto|forex|intraday|options?|day) trading\b`,
        String.raw`\bintraday\b`,
        String.raw`\bgambl`,
        String.raw`\bbetting\b`,
        String.raw`\bsatta\b`,
        String.raw`\bjackpot\b`,
        String.raw`\bguarantee`,
        String.raw`\bdouble my money\b`,
        String.raw`\bshould i invest\b`,
        String.raw`\bwhich (stock|share|fund)\b`,
        "^(?!.*(वीज़ा|वीजा|ग्रीन कार्ड|डीवी)).*लॉटरी",
        "सट्टा",
        "शेयर",
        "जुआ",
        "क्रिप्टो",
        "पैसा डबल",
        "गारंटी",
      ].join("|"),
      "u",
    ),
  ],
];

// Certainty asked about a case or money is read in the sentences that ask: "my divorce case is
// in the family court … when will I marry again?" asks about marriage. Harm, a missing
// person, death and illness count wherever the message tells of them.
const ASKED_ONLY: ReadonlySet<SafetyClass> = new Set(["legal", "financial"]);

/** The safety class of a question (English, Hindi or Hinglish). */
export function classifySafety(question: string): SafetyClass {
  const text = question.toLowerCase().replace(/\s+/g, " ");
  const asked = askingSpokenClauses(text)?.join(" ") ?? text;
  for (const [safety, pattern] of PATTERNS) if (pattern.test(ASKED_ONLY.has(safety) ? asked : text)) return safety;
  return "none";
}

/**
 * Questions answered with a fixed text instead of a reading, and never charged: off topic
 * (not astrology), the timing of a death, a medical matter (please see a doctor), self-harm
 * (care and Tele-MANAS), a missing person (the police), being hurt at home (112 and 181).
 */
export type Refusal =
  "off_topic" | "death" | "medical" | "self_harm" | "missing_person" | "domestic_violence" | "courtesy";

/**
 * Why a question gets a refusal instead of a reading, from its safety class, what the reader
 * found out of scope, and whether it asks anything at all (a greeting or thanks said alone).
 */
export function refusalOf(safety: SafetyClass, outOfScope: OutOfScope | null, courtesy = false): Refusal | null {
  if (safety === "self_harm" || safety === "death" || safety === "missing_person" || safety === "domestic_violence")
    return safety;
  if (safety === "illness") return "medical";
  if (courtesy) return "courtesy";
  return outOfScope === "not_astrology" ? "off_topic" : null;
}
