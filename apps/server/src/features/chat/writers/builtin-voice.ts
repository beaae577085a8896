import type { SadeSatiPhase } from "@graha/jyotish";
import type { Astrologer } from "@graha/contracts";
import type { Bi } from "./builtin-phrases.ts";

/** Oracle: reflective, whole-life, unhurried. Astra: practical, direct, forward-looking. */
export const OPENERS: Readonly<Record<Astrologer, readonly Bi[]>> = {
  oracle: [
    {
      en: "Namaste {name}. Let us look at this through the whole of your chart.",
      hi: "नमस्ते {name}। आइए, इस प्रश्न को आपकी पूरी कुंडली के प्रकाश में देखें।",
    },
    {
      en: "{name}, thank you for this question. Let me read it from your chart with care.",
      hi: "{name}, इस प्रश्न के लिए धन्यवाद। आइए, आपकी कुंडली से इसे ध्यान से पढ़ें।",
    },
    {
      en: "Namaste {name}. Your question touches the deeper pattern of your life, so let us go slowly.",
      hi: "नमस्ते {name}। आपका प्रश्न जीवन के गहरे ढाँचे को छूता है, इसलिए इसे धीरे-धीरे समझते हैं।",
    },
  ],
  astra: [
    {
      en: "Hi {name}! Let's get straight to what your chart says.",
      hi: "नमस्ते {name}! सीधे मुद्दे पर आते हैं — आपकी कुंडली यह कहती है।",
    },
    {
      en: "Good question, {name}. Here's the practical picture from your chart.",
      hi: "अच्छा सवाल है, {name}। आपकी कुंडली से व्यावहारिक तस्वीर यह है।",
    },
    { en: "{name}, let's look at this clearly and practically.", hi: "{name}, आइए इसे साफ़ और व्यावहारिक ढंग से देखें।" },
  ],
};

/** Anchors naming the ascendant, Moon sign and nakshatra: {asc} {moon} {nak}. */
export const ANCHORS: readonly Bi[] = [
  {
    en: "Your {asc} ascendant (lagna) sets the tone of your life, and the Moon in {moon} ({nak} nakshatra) colours your mind.",
    hi: "आपका लग्न {asc} है, और चंद्र राशि {moon} है — जन्म {nak} नक्षत्र में हुआ है।",
  },
  {
    en: "You have a {asc} ascendant, and your Moon sign is {moon}, in {nak} nakshatra.",
    hi: "{asc} लग्न और {moon} राशि के चंद्र ({nak} नक्षत्र) से आपकी कुंडली का स्वभाव बनता है।",
  },
  {
    en: "With a {asc} ascendant and the Moon in {moon}, in {nak} nakshatra, your chart has a clear character.",
    hi: "आपका लग्न {asc} है और चंद्र राशि {moon}; चंद्र {nak} नक्षत्र में हैं।",
  },
];

export const CLOSERS: Readonly<Record<Astrologer, readonly Bi[]>> = {
  oracle: [
    {
      en: "Trust the slow unfolding: your chart is a map, and you are the one who walks it.",
      hi: "धीरे-धीरे खुलते समय पर भरोसा रखें: कुंडली एक नक्शा है, और उस पर चलने वाले आप हैं।",
    },
    {
      en: "Sit with this quietly, and ask again whenever you wish to go deeper.",
      hi: "इस पर शांति से विचार करें, और जब भी गहराई में जाना चाहें, फिर पूछें।",
    },
    {
      en: "The planets incline; they do not compel. Your awareness is the real remedy.",
      hi: "ग्रह झुकाव देते हैं, बाध्य नहीं करते। आपकी जागरूकता ही असली उपाय है।",
    },
  ],
  astra: [
    {
      en: "Take one concrete step this week: that's how good periods turn into results.",
      hi: "इस हफ़्ते एक ठोस क़दम उठाइए — अच्छे समय को परिणाम में ऐसे ही बदला जाता है।",
    },
    {
      en: "Ask me about timing, career or relationships anytime; I'll keep it practical.",
      hi: "समय, करियर या रिश्तों के बारे में कभी भी पूछिए; जवाब व्यावहारिक रहेगा।",
    },
    {
      en: "Plan with the windows above, act with steady effort, and you'll make the most of them.",
      hi: "ऊपर बताए समय को ध्यान में रखकर योजना बनाइए और लगातार प्रयास कीजिए — यही सबसे अच्छा तरीका है।",
    },
  ],
};

export const REMEDY_HEADING: Readonly<Record<Astrologer, Bi>> = {
  oracle: { en: "**Gentle remedies**", hi: "**सरल उपाय**" },
  astra: { en: "**Practical steps**", hi: "**व्यावहारिक क़दम**" },
};

export const GENERAL_REMEDY: readonly Bi[] = [
  {
    en: "Give something every week, food, time or money, to someone who needs it; charity steadies every planet.",
    hi: "हर सप्ताह किसी ज़रूरतमंद को कुछ दें — भोजन, समय या धन; दान हर ग्रह को शांत करता है।",
  },
  {
    en: "Keep a fixed daily routine for waking, work and rest; discipline is the simplest remedy of all.",
    hi: "जागने, काम और विश्राम का नियमित समय रखें; अनुशासन सबसे सरल उपाय है।",
  },
  {
    en: "Spend five quiet minutes each morning in prayer or deep breathing before the day begins.",
    hi: "दिन शुरू होने से पहले हर सुबह पाँच मिनट प्रार्थना या गहरी साँसों में बिताएँ।",
  },
];

export const SADE_SATI_PHASE: Readonly<Record<SadeSatiPhase, Bi>> = {
  rising: { en: "rising (first)", hi: "पहला (आरंभिक)" },
  peak: { en: "peak (middle)", hi: "मध्य (चरम)" },
  setting: { en: "setting (last)", hi: "अंतिम" },
};

/** Fills {key} placeholders. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
}

/** A small deterministic PRNG (mulberry32) seeded from a string (FNV-1a). */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Openers when the conversation is already under way (no second greeting). */
export const FOLLOW_UP_OPENERS: Readonly<Record<Astrologer, readonly Bi[]>> = {
  oracle: [
    { en: "Let us go a little deeper, {name}.", hi: "आइए, थोड़ा और गहराई में चलें, {name}।" },
    { en: "A good next question, {name}.", hi: "यह अगला प्रश्न अच्छा है, {name}।" },
  ],
  astra: [
    { en: "Sure, {name}, here's how that looks.", hi: "ज़रूर, {name}, यह रही तस्वीर।" },
    { en: "Right, {name}, let's check that.", hi: "ठीक है {name}, इसे भी देखते हैं।" },
  ],
};

/** One-line summaries by how strongly the chart supports the topic: {topic}. */
export const VERDICTS: Readonly<Record<"strong" | "mixed" | "effort", readonly Bi[]>> = {
  strong: [
    {
      en: "Overall, your chart gives a clear and supportive promise for {topic}.",
      hi: "कुल मिलाकर, आपकी कुंडली {topic} के लिए स्पष्ट और सहायक संकेत देती है।",
    },
    {
      en: "Put simply, the promise for {topic} in your chart is strong.",
      hi: "सीधे शब्दों में, आपकी कुंडली में {topic} का योग मज़बूत है।",
    },
  ],
  mixed: [
    {
      en: "Overall, the promise for {topic} is real but mixed: it rewards steady effort more than luck.",
      hi: "कुल मिलाकर, {topic} के योग अच्छे हैं पर मिले-जुले: यहाँ भाग्य से अधिक निरंतर प्रयास फल देता है।",
    },
    {
      en: "In short, success in {topic} is well within reach for you, with some effort and good timing.",
      hi: "संक्षेप में, थोड़े प्रयास और सही समय के साथ {topic} के मामले में सफलता आपकी पहुँच में है।",
    },
  ],
  effort: [
    {
      en: "Overall, your chart asks for patience when it comes to {topic}: results do come, through persistence and at the right time.",
      hi: "कुल मिलाकर, आपकी कुंडली में {topic} के लिए धैर्य चाहिए: फल मिलते हैं, पर लगन से और सही समय पर।",
    },
    {
      en: "Honestly, your chart asks for steady work on {topic} before it rewards you, and it does reward.",
      hi: "सच कहें तो {topic} के मामले में आपकी कुंडली पहले निरंतर मेहनत माँगती है, फिर फल देती है — और फल मिलता है।",
    },
  ],
};

/** The same, of a relative's health or children ("{topic}": "your mother's health", Hindi oblique). */
export const RELATIVE_SENSITIVE_VERDICTS: Readonly<
  Record<"health" | "children", Readonly<Record<"strong" | "weak", Bi>>>
> = {
  health: {
    strong: {
      en: "Your chart shows good support for {topic}; a steady routine keeps it so.",
      hi: "{topic} के लिए कुंडली अच्छा सहारा दिखाती है; नियमित दिनचर्या इसे बनाए रखती है।",
    },
    weak: {
      en: "Your chart asks for care and a steady routine in {topic}; regular check-ups help.",
      hi: "{topic} के लिए कुंडली देखभाल और नियमित दिनचर्या माँगती है; नियमित जाँच सहायक है।",
    },
  },
  children: {
    strong: { en: "Your chart shows a clear blessing for {topic}.", hi: "{topic} के लिए कुंडली में स्पष्ट आशीर्वाद दिखता है।" },
    weak: {
      en: "For {topic}, your chart speaks of the right time more than of obstacles.",
      hi: "{topic} के विषय में कुंडली बाधाओं से अधिक सही समय की बात करती है।",
    },
  },
};

/** Gentler verdicts where a weak reading could frighten: health and children. */
export const SENSITIVE_VERDICTS: Readonly<Record<"health" | "children", Readonly<Record<"strong" | "weak", Bi>>>> = {
  health: {
    strong: {
      en: "Your chart shows good basic vitality; a steady routine keeps it that way.",
      hi: "आपकी कुंडली अच्छी मूल ऊर्जा दिखाती है; नियमित दिनचर्या इसे बनाए रखती है।",
    },
    weak: {
      en: "Your chart asks you to look after your energy with a steady routine; that is where your strength lies.",
      hi: "आपकी कुंडली कहती है कि नियमित दिनचर्या से अपनी ऊर्जा का ध्यान रखें; यही आपकी ताक़त है।",
    },
  },
  children: {
    strong: { en: "Your chart carries a clear blessing for children.", hi: "आपकी कुंडली में संतान-सुख का स्पष्ट आशीर्वाद है।" },
    weak: {
      en: "For children, your chart speaks of the right time more than of obstacles; patience and care open the way.",
      hi: "संतान के विषय में आपकी कुंडली बाधाओं से अधिक सही समय की बात करती है; धैर्य और देखभाल से राह खुलती है।",
    },
  },
};
