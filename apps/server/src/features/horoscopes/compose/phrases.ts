import type { Graha, HoroscopeCategory, HoroscopePeriod, LuckyColour } from "@graha/jyotish";

/** Output language of the writer. */
export type HoroscopeLang = "en" | "hi";

/** A phrase in both languages. */
export interface Bi<T = string> {
  readonly en: T;
  readonly hi: T;
}

/** Score bands a paragraph's tone follows. */
export type Tone = "high" | "good" | "mixed" | "low" | "hard";

export function toneOf(score: number): Tone {
  if (score >= 65) return "high";
  if (score >= 55) return "good";
  if (score >= 45) return "mixed";
  if (score >= 35) return "low";
  return "hard";
}

export const CATEGORY_LABELS: Readonly<Record<HoroscopeCategory, Bi>> = {
  overview: { en: "Overview", hi: "सारांश" },
  love: { en: "Love & relationships", hi: "प्रेम और संबंध" },
  career: { en: "Career", hi: "करियर" },
  money: { en: "Money", hi: "धन" },
  health: { en: "Health", hi: "स्वास्थ्य" },
  family: { en: "Family", hi: "परिवार" },
};

/** The category as it sits in an opening sentence. */
export const CATEGORY_TOPIC: Readonly<Record<HoroscopeCategory, Bi>> = {
  overview: { en: "life in general", hi: "कुल मिलाकर" },
  love: { en: "love and relationships", hi: "प्रेम और संबंधों के मामले में" },
  career: { en: "work and career", hi: "करियर के मामले में" },
  money: { en: "money matters", hi: "धन के मामले में" },
  health: { en: "health and energy", hi: "स्वास्थ्य के मामले में" },
  family: { en: "family life", hi: "पारिवारिक जीवन में" },
};

// Said of the reading's own period, never relative to now: a daily reading is also read as
// Tomorrow's or Yesterday's, and the cache keeps it by date.
export const WHEN: Readonly<Record<HoroscopePeriod, Bi>> = {
  daily: { en: "on this day", hi: "इस दिन" },
  weekly: { en: "this week", hi: "इस सप्ताह" },
  monthly: { en: "this month", hi: "इस महीने" },
  yearly: { en: "this year", hi: "इस वर्ष" },
};

export const PERIOD_NOUN: Readonly<Record<HoroscopePeriod, Bi>> = {
  daily: { en: "day", hi: "दिन" },
  weekly: { en: "week", hi: "सप्ताह" },
  monthly: { en: "month", hi: "महीने" },
  yearly: { en: "year", hi: "वर्ष" },
};

/** Adjectives of each tone; the Hindi ones agree with the masculine "समय". */
export const TONE_ADJ: Readonly<Record<Tone, Bi<readonly string[]>>> = {
  high: { en: ["excellent", "very promising", "bright"], hi: ["बहुत अच्छा", "बेहद शुभ", "उज्ज्वल"] },
  good: { en: ["favourable", "encouraging", "good"], hi: ["अनुकूल", "अच्छा", "उत्साहजनक"] },
  mixed: { en: ["mixed", "balanced", "steady but uneven"], hi: ["मिला-जुला", "सामान्य", "उतार-चढ़ाव भरा"] },
  low: { en: ["demanding", "slow", "testing"], hi: ["थोड़ा कठिन", "धीमा", "परीक्षा लेने वाला"] },
  hard: { en: ["difficult", "heavy", "challenging"], hi: ["कठिन", "भारी", "चुनौतीपूर्ण"] },
};

/**
 * Opening sentences. Placeholders: {When} {when} {topic} {Sign} {aSign} ("an Aries"),
 * {adj}, {aAdj} ("an excellent").
 */
export const OPENERS: Bi<readonly string[]> = {
  en: [
    "{When}, the outlook for {topic} is {adj} for {Sign}.",
    "For {aSign} Moon, the picture for {topic} {when} is {adj}.",
    "{Sign} natives can expect {aAdj} spell for {topic} {when}.",
    "The sky sets up {aAdj} stretch for {topic} {when}, {Sign}.",
    "{When} the planets show {aAdj} time for {topic} for {Sign}.",
  ],
  hi: [
    "{when} {Sign} राशि वालों के लिए {topic} समय {adj} है।",
    "{when} {topic} {Sign} राशि के जातकों का समय {adj} रहेगा।",
    "ग्रह {Sign} राशि के लिए {when} {topic} {adj} समय दिखा रहे हैं।",
    "चंद्र राशि {Sign} वालों के लिए {when} {topic} समय {adj} दिखता है।",
    "{Sign} राशि के जातकों के लिए {when} {topic} समय {adj} कहा जा सकता है।",
  ],
};

/** What a reason does to a category, as a clause after the reason. */
export const EFFECTS: Readonly<Record<HoroscopeCategory, Readonly<Record<"good" | "bad", Bi<readonly string[]>>>>> = {
  overview: {
    good: {
      en: ["which lifts the overall mood", "which helps most plans along", "which gives support where it counts"],
      hi: ["जिससे मन प्रसन्न रहता है", "जिससे ज़्यादातर योजनाएँ सधती हैं", "जिससे ज़रूरी कामों में सहारा मिलता है"],
    },
    bad: {
      en: ["which can bring obstacles", "which calls for patience", "which may test your plans"],
      hi: ["जिससे कुछ रुकावटें आ सकती हैं", "जिससे धैर्य की ज़रूरत रहेगी", "जिससे योजनाओं की परीक्षा हो सकती है"],
    },
  },
  love: {
    good: {
      en: [
        "which brings warmth to your relationships",
        "which helps understanding with your partner",
        "which favours romance and close bonds",
      ],
      hi: ["जिससे रिश्तों में मिठास आती है", "जिससे साथी के साथ समझ बढ़ती है", "जिससे प्रेम और निकट संबंधों को बल मिलता है"],
    },
    bad: {
      en: [
        "which can make feelings touchy",
        "which asks for patience with loved ones",
        "which may bring small misunderstandings",
      ],
      hi: [
        "जिससे भावनाएँ जल्दी आहत हो सकती हैं",
        "जिससे प्रियजनों के साथ धैर्य की ज़रूरत रहेगी",
        "जिससे छोटी-मोटी गलतफ़हमियाँ हो सकती हैं",
      ],
    },
  },
  career: {
    good: {
      en: [
        "which supports effort and recognition at work",
        "which helps you move work forward",
        "which favours initiative and responsibility",
      ],
      hi: [
        "जिससे काम में मेहनत का फल और पहचान मिलती है",
        "जिससे काम आगे बढ़ाने में मदद मिलती है",
        "जिससे पहल और ज़िम्मेदारी के काम सधते हैं",
      ],
    },
    bad: {
      en: [
        "which can slow results at work",
        "which may bring pressure from seniors",
        "which calls for care before big decisions",
      ],
      hi: ["जिससे काम के नतीजे धीमे हो सकते हैं", "जिससे वरिष्ठों का दबाव बढ़ सकता है", "जिससे बड़े फ़ैसलों से पहले सावधानी ज़रूरी है"],
    },
  },
  money: {
    good: {
      en: [
        "which favours gains and savings",
        "which helps income and steady spending",
        "which opens room for financial progress",
      ],
      hi: ["जिससे लाभ और बचत के योग बनते हैं", "जिससे आय में मदद और खर्च में संतुलन रहता है", "जिससे आर्थिक प्रगति की गुंजाइश बनती है"],
    },
    bad: {
      en: [
        "which can raise expenses",
        "which asks for caution with loans and investments",
        "which may delay expected money",
      ],
      hi: ["जिससे खर्च बढ़ सकते हैं", "जिससे उधार और निवेश में सावधानी ज़रूरी है", "जिससे अपेक्षित धन में देर हो सकती है"],
    },
  },
  health: {
    good: {
      en: [
        "which supports energy and recovery",
        "which keeps your vitality steady",
        "which helps routines and fitness",
      ],
      hi: [
        "जिससे ऊर्जा और स्वास्थ्य-लाभ को सहारा मिलता है",
        "जिससे शरीर में स्फूर्ति बनी रहती है",
        "जिससे दिनचर्या और फ़िटनेस में मदद मिलती है",
      ],
    },
    bad: {
      en: [
        "which can lower your energy",
        "which asks you to rest and not overdo things",
        "which calls for care with diet and sleep",
      ],
      hi: ["जिससे ऊर्जा कम हो सकती है", "जिससे आराम की ज़रूरत बढ़ती है", "जिससे खान-पान और नींद पर ध्यान देना ज़रूरी है"],
    },
  },
  family: {
    good: {
      en: [
        "which brings harmony at home",
        "which favours time with elders and children",
        "which strengthens family bonds",
      ],
      hi: ["जिससे घर में सामंजस्य रहता है", "जिससे बड़ों और बच्चों के साथ अच्छा समय बीतता है", "जिससे पारिवारिक रिश्ते मज़बूत होते हैं"],
    },
    bad: {
      en: [
        "which can stir tension at home",
        "which may bring family worries",
        "which asks for calm words with relatives",
      ],
      hi: [
        "जिससे घर में तनाव हो सकता है",
        "जिससे परिवार की कुछ चिंताएँ सामने आ सकती हैं",
        "जिससे रिश्तेदारों से शांति से बात करना ज़रूरी है",
      ],
    },
  },
};

/** Lead-ins of the contrasting reason. */
export const CONTRASTS: Bi<readonly string[]> = {
  en: ["At the same time,", "On the other hand,", "Meanwhile,", "Still,"],
  hi: ["साथ ही,", "दूसरी ओर,", "वहीं,", "फिर भी,"],
};

/** Closing advice by category and broad tone. */
export const ADVICE: Readonly<
  Record<HoroscopeCategory, Readonly<Record<"up" | "even" | "down", Bi<readonly string[]>>>>
> = {
  overview: {
    up: {
      en: ["Make the most of it and start what matters.", "A good time to act on plans you have been weighing."],
      hi: ["इसका पूरा लाभ उठाएँ और ज़रूरी काम शुरू करें।", "जिन योजनाओं पर आप सोच रहे थे, उन पर अमल का अच्छा समय है।"],
    },
    even: {
      en: ["Keep a steady pace and finish what is already under way.", "Balance ambition with patience."],
      hi: ["स्थिर गति रखें और जो काम चल रहे हैं, उन्हें पूरा करें।", "महत्वाकांक्षा और धैर्य में संतुलन रखें।"],
    },
    down: {
      en: ["Go slowly, and leave big new starts for a better time.", "Stay patient; this phase passes."],
      hi: ["धीरे चलें और बड़ी नई शुरुआत बेहतर समय के लिए रखें।", "धैर्य रखें, यह दौर भी बीत जाएगा।"],
    },
  },
  love: {
    up: {
      en: ["Say what you feel; it will be well received.", "Plan time together with someone close."],
      hi: ["मन की बात कहें, उसे अच्छी तरह सुना जाएगा।", "किसी करीबी के साथ समय बिताने की योजना बनाएँ।"],
    },
    even: {
      en: ["Listen as much as you speak.", "Small gestures will count more than big promises."],
      hi: ["जितना बोलें, उतना ही सुनें भी।", "बड़े वादों से ज़्यादा छोटी बातें असर करेंगी।"],
    },
    down: {
      en: ["Avoid arguments over small things.", "Give your partner space and keep your words gentle."],
      hi: ["छोटी बातों पर बहस से बचें।", "साथी को समय दें और शब्दों में नरमी रखें।"],
    },
  },
  career: {
    up: {
      en: ["Put your ideas forward at work.", "A good time to take on responsibility."],
      hi: ["काम पर अपने विचार आगे रखें।", "ज़िम्मेदारी लेने का अच्छा समय है।"],
    },
    even: {
      en: ["Steady work will pay more than shortcuts.", "Keep your commitments and document your work."],
      hi: ["शॉर्टकट से ज़्यादा स्थिर मेहनत काम आएगी।", "अपने वादे निभाएँ और काम का हिसाब रखें।"],
    },
    down: {
      en: ["Double-check details before you commit.", "Avoid clashes with seniors and keep a low profile."],
      hi: ["कोई वादा करने से पहले बारीकियाँ दोबारा जाँचें।", "वरिष्ठों से टकराव से बचें और संयम रखें।"],
    },
  },
  money: {
    up: {
      en: ["A sensible time for planned purchases and savings.", "Follow up on money owed to you."],
      hi: ["सोची-समझी खरीदारी और बचत के लिए अच्छा समय है।", "जो पैसा आपको मिलना है, उसकी याद दिलाएँ।"],
    },
    even: {
      en: ["Stick to your budget.", "Keep spending and saving in balance."],
      hi: ["अपने बजट पर टिके रहें।", "खर्च और बचत में संतुलन रखें।"],
    },
    down: {
      en: ["Avoid lending and risky investments.", "Postpone large expenses if you can."],
      hi: ["उधार देने और जोखिम भरे निवेश से बचें।", "हो सके तो बड़े खर्च टाल दें।"],
    },
  },
  health: {
    up: {
      en: ["Use the energy for exercise you enjoy.", "A good time to start a healthy routine."],
      hi: ["इस ऊर्जा को पसंद के व्यायाम में लगाएँ।", "अच्छी दिनचर्या शुरू करने का सही समय है।"],
    },
    even: {
      en: ["Keep regular meals and sleep.", "Moderation will keep you well."],
      hi: ["भोजन और नींद का समय नियमित रखें।", "संयम से स्वास्थ्य ठीक रहेगा।"],
    },
    down: {
      en: ["Rest well and do not ignore small complaints.", "Slow down and avoid overexertion."],
      hi: ["पूरा आराम करें और छोटी तकलीफ़ों को अनदेखा न करें।", "रफ़्तार कम करें और ज़्यादा थकान से बचें।"],
    },
  },
  family: {
    up: {
      en: ["Share good news with your family.", "Plan something together at home."],
      hi: ["परिवार के साथ अच्छी खबर बाँटें।", "घर पर सबके साथ कुछ करने की योजना बनाएँ।"],
    },
    even: {
      en: ["Make time for elders at home.", "Small help at home will be noticed."],
      hi: ["घर के बड़ों के लिए समय निकालें।", "घर में छोटी-सी मदद भी सराही जाएगी।"],
    },
    down: {
      en: ["Keep calm in family discussions.", "Avoid bringing work stress home."],
      hi: ["पारिवारिक बातचीत में शांत रहें।", "काम का तनाव घर न लाएँ।"],
    },
  },
};

/** Colour names. */
export const COLOUR_NAMES: Readonly<Record<LuckyColour, Bi>> = {
  orange: { en: "orange", hi: "नारंगी" },
  white: { en: "white", hi: "सफ़ेद" },
  red: { en: "red", hi: "लाल" },
  green: { en: "green", hi: "हरा" },
  yellow: { en: "yellow", hi: "पीला" },
  pink: { en: "pink", hi: "गुलाबी" },
  "dark blue": { en: "dark blue", hi: "गहरा नीला" },
  grey: { en: "grey", hi: "स्लेटी" },
  brown: { en: "brown", hi: "भूरा" },
};

export type { Graha };
