// A question asking for an auspicious day (a muhurat) for something: "is hafte gaadi lene ka
// shubh din kaunsa hai?", "गृह प्रवेश का शुभ मुहूर्त बताइए अप्रैल में", "dukaan ka muhurat batao
// agle mahine ka". Read on normalized text (understanding/text.ts); Devanagari without nukta.

/** What the day is for: each has its own nakshatras (reading/muhurat.ts). */
export type MuhuratActivity =
  "vehicle" | "home_entry" | "property" | "business" | "wedding" | "travel" | "mundan" | "general";

// A muhurat named outright.
const MUHURAT =
  /\b(muhurat|muhurt|muhurta|muhoorat|mahurat|mahurt|shubh (tithi|date|dinank|tareekh|tarikh)|auspicious (date|dates|day|days|time|muhurat)|(days|dates) (are|is|would be) (auspicious|shubh))\b|मुहूर्त|मुहुर्त|शुभ (तिथि|तारीख|दिनांक)/u;
// A day asked for: it is a muhurat when something to do is named ("mera shubh din kaunsa hai" is a lucky day).
// ("Is this a good week to sign the offer letter?": the week's good days for it.)
const DAY =
  /\b(good week|right week|accha hafta|achha hafta|sahi hafta|shubh din|accha din|achha din|acha din|sahi din|good day|good days|good dates|best day|best days|best date|best dates|right day|which day|which days|what day|which date|which dates|kis din|kaunsa din|konsa din|kaun sa din|kon sa din|kaunsi date|konsi date|kaunsi tareekh|konsi tareekh)\b|शुभ दिन|अच्छा दिन|सही दिन|किस दिन|कौन सा दिन|कौनसा दिन|कौन सी तारीख|कौनसी तारीख/u;

const ACTIVITIES: readonly [MuhuratActivity, RegExp][] = [
  // A child's first haircut ("pote ka mundan karna hai april me koi accha din batao").
  ["mundan", /\b(mundan|mundan sanskar|chudakarana|first haircut)\b|मुंडन/u],
  [
    "home_entry",
    // (Moving into a new home is its griha pravesh: "नए घर में कब शिफ्ट करें?")
    /\b(griha pravesh|grih pravesh|grihapravesh|graha pravesh|griha parvesh|house ?warming|gruhapravesam|(naye|nae|new) (ghar|house|home|flat) (me|mein|main|into) shift|shift (into|to) (the |our |my )?new (house|home|flat))\b|गृह प्रवेश|गृहप्रवेश|ग्रह प्रवेश|नए घर में (कब )?शिफ्ट/u,
  ],
  ["wedding", /\b(shaadi|shadi|vivah|wedding|marriage|sagai|engagement|roka)\b|शादी|विवाह|सगाई|रोका/u],
  [
    "vehicle",
    /\b(gaadi|gadi|gaddi|car|bike|scooty|scooter|vehicle|tractor|activa)\b|गाडी|कार(?= )|बाइक|स्कूटी|स्कूटर|वाहन|ट्रैक्टर/u,
  ],
  [
    "business",
    /\b(dukaan|dukan|shop|business|office|opening|udghatan|inauguration|cafe|restaurant|showroom|factory|launch|venture|outlet)\b|दुकान|व्यापार|उद्घाटन|कारोबार|ऑफिस|शोरूम/u,
  ],
  [
    "property",
    /\b(registry|plot|flat|zameen|jameen|property|land|makaan|makan|house|ghar|bhoomi pujan|bhumi pujan|neev)\b|रजिस्ट्री|प्लॉट|फ्लैट|जमीन|मकान|भूमि पूजन|नींव/u,
  ],
  ["travel", /\b(yatra|journey|travel|trip|tirth)\b|यात्रा|तीर्थ/u],
];
// Something to start or do: "start", "shuru karu", "lene ka", "kharidne".
const TO_DO =
  /\b(start|begin|shuru|kharid\w*|khareed\w*|buy|buying|purchase|lene|lena|lun|loon|lu|karu|karun|karoon|karne|rakhen|rakhe|rakhu|join|sign|move|shift)\b|शुरू|खरीद|लेने|लूं|लूँ|करूं|करूँ|करने|रखें|रखूं/u;

// The day of a remedy ("which day should I fast", "kis din jaap karu") is the remedy's.
const REMEDY_DAY =
  /\b(vrat|fast|fasting|upvas|jap|jaap|mantra|puja|pooja|daan|donate|donation|wear|pehnu|pahnu)\b|व्रत|उपवास|जाप|मंत्र|पूजा|दान|पहनूं/u;

/** Whether the message asks which day ("kaunsa din", "which date"). */
export const namesADay = (normalized: string): boolean => DAY.test(normalized);

/** The activity a muhurat question names, or "general" ("kaam shuru karne ka shubh din"). */
export function muhuratActivity(normalized: string): MuhuratActivity {
  return ACTIVITIES.find(([, re]) => re.test(normalized))?.[0] ?? "general";
}

// "kal se naya kaam shuru karna hai, shubh hai kya": a day named, asked whether it is auspicious.
const DAY_AUSPICIOUS =
  /\b(kal|aaj|parso|tomorrow|today)\b.*\b(shubh|auspicious)\b|\b(shubh|auspicious)\b.*\b(kal|aaj|parso|tomorrow|today)\b|(कल|आज|परसों).*शुभ|शुभ.*(कल|आज|परसों)/u;

// A month asked for ("griha pravesh ke liye kaunsa mahina accha rahega?").
const MONTH =
  /\b(which month|what month|best month|kaunsa mahina|konsa mahina|kaun sa mahina|kon sa mahina|kis mahine|kaunse mahine|konse mahine|shubh mahina)\b|कौन सा महीना|कौनसा महीना|किस महीने|कौन से महीने|कौनसे महीने|शुभ महीना/u;

/** Whether the message asks which month is auspicious for something (a muhurat by month). */
export const asksMuhuratMonth = (normalized: string): boolean =>
  MONTH.test(normalized) && (muhuratActivity(normalized) !== "general" || MUHURAT.test(normalized));

/** Whether the message asks for an auspicious day (or month) for something. */
export function asksMuhurat(normalized: string): boolean {
  if (MUHURAT.test(normalized) || asksMuhuratMonth(normalized)) return true;
  if (DAY_AUSPICIOUS.test(normalized) && (muhuratActivity(normalized) !== "general" || TO_DO.test(normalized)))
    return true;
  if (!DAY.test(normalized)) return false;
  if (muhuratActivity(normalized) !== "general") return true;
  return TO_DO.test(normalized) && !REMEDY_DAY.test(normalized);
}
