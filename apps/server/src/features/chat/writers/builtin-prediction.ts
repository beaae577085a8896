import type { Graha } from "@graha/jyotish";
import {
  dayMonth,
  houseName,
  joinList,
  monthYear,
  ordinalEn,
  ordinalHi,
  signName,
  type Lang,
} from "../reading/names.ts";
import { PERIOD_GRAHAS, type PredictionFact, type PredictionTransit } from "../reading/prediction.ts";
import type { PeriodFact, ReadingContext } from "../reading/reading-context.ts";
import { GRAHA_NATURE, HOUSE_MEANING, REMEDY, type Bi } from "./builtin-phrases.ts";
import { bareName, cap, grahaName } from "./builtin-text.ts";
import { SADE_SATI_PHASE } from "./builtin-voice.ts";

// A personal prediction for a period, composed from the reading context's facts only:
// the running dasha and antardasha and the houses they rule, the period's transits from the
// ascendant and the Moon with their ashtakavarga points, Sade Sati. Paragraphs are separated
// by blank lines.

const PERIOD_LABEL: Readonly<Record<PredictionFact["type"], Bi>> = {
  daily: { en: "today and tomorrow", hi: "आज और कल" },
  weekly: { en: "this week", hi: "इस सप्ताह" },
  monthly: { en: "this month", hi: "इस महीने" },
  yearly: { en: "this year", hi: "इस वर्ष" },
};

const ordinal = (n: number, L: Lang) => (L === "en" ? ordinalEn(n) : ordinalHi(n));

function openingParagraph(c: ReadingContext, p: PredictionFact, L: Lang): string {
  const asc = signName(c.ascendant.signIndex, L);
  const moon = signName(c.moon.signIndex, L);
  return L === "en"
    ? `${c.person.name}, here is your prediction for ${PERIOD_LABEL[p.type].en} (${dayMonth(p.from, L)} to ${dayMonth(p.to, L)}), read from your own chart: ${asc} ascendant and the Moon in ${moon}.`
    : `${c.person.name}, यह ${PERIOD_LABEL[p.type].hi} (${dayMonth(p.from, L)} से ${dayMonth(p.to, L)} तक) के लिए आपका भविष्यफल है, आपकी अपनी कुंडली से: ${asc} लग्न और ${moon} राशि में चंद्रमा।`;
}

/** "Saturn rules your 7th and 8th houses (…) and sits in your 10th house". */
function lordPhrase(period: PeriodFact, L: Lang): string {
  const meanings = period.lordRules.map((h) => HOUSE_MEANING[h]![L]);
  if (L === "en") {
    const rules = period.lordRules.length
      ? `rules your ${joinList(period.lordRules.map(ordinalEn), L)} ${period.lordRules.length > 1 ? "houses" : "house"} (${joinList(meanings, L)}) and `
      : "rules no sign of its own, and ";
    return `${cap(grahaName(period.lord, L))} ${rules}sits in your ${houseName(period.lordHouse, L)} in ${signName(period.lordSignIndex, L)}`;
  }
  const rules = period.lordRules.length
    ? `आपके ${joinList(period.lordRules.map(ordinalHi), L)} भाव (${joinList(meanings, L)}) के स्वामी हैं और `
    : "किसी राशि के स्वामी नहीं हैं, और ";
  return `${grahaName(period.lord, L)} ${rules}${signName(period.lordSignIndex, L)} राशि में आपके ${houseName(period.lordHouse, L)} में बैठे हैं`;
}

function dashaParagraph(c: ReadingContext, p: PredictionFact, L: Lang): string | null {
  const { mahadasha: md, antardasha: ad } = c.dasha;
  if (!md) return null;
  const period = PERIOD_LABEL[p.type][L];
  const sub = ad ?? md;
  if (L === "en") {
    return [
      `You are running the ${bareName(md.lord, L)} mahadasha until ${monthYear(md.end, L)}${ad ? ` and the ${bareName(ad.lord, L)} antardasha until ${monthYear(ad.end, L)}` : ""}.`,
      `${lordPhrase(md, L)}.`,
      ad && ad.lord !== md.lord ? `${lordPhrase(ad, L)}.` : "",
      `So ${period}, ${GRAHA_NATURE[sub.lord].en} and the matters of your ${houseName(sub.lordHouse, L)} set the tone.`,
    ]
      .filter(Boolean)
      .join(" ");
  }
  return [
    `आप पर ${grahaName(md.lord, L)} की महादशा ${monthYear(md.end, L)} तक${ad ? ` और ${grahaName(ad.lord, L)} की अंतर्दशा ${monthYear(ad.end, L)} तक` : ""} चल रही है।`,
    `${lordPhrase(md, L)}।`,
    ad && ad.lord !== md.lord ? `${lordPhrase(ad, L)}।` : "",
    `इसलिए ${period} ${GRAHA_NATURE[sub.lord].hi} और आपके ${houseName(sub.lordHouse, L)} के विषय मुख्य रहेंगे।`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** How many sign changes a paragraph names: the Moon's in a week, a few of the others. */
const MAX_INGRESSES = 3;

function transitParagraph(t: PredictionTransit, L: Lang): string {
  const sign = signName(t.signIndex, L);
  const support = t.bindus === null ? t.sarva >= 28 : t.bindus >= 4;
  const moves = t.ingresses.slice(0, MAX_INGRESSES);
  if (L === "en") {
    const points =
      t.bindus === null
        ? `The sign holds ${t.sarva} sarvashtakavarga points, ${support ? "above" : "below"} the average of 28.`
        : `Its ashtakavarga gives ${t.bindus} of 8 bindus there, ${support ? "good support" : "so results need more effort"}.`;
    const changes = moves.map(
      (m) =>
        `On ${dayMonth(m.date, L)} it enters ${signName(m.signIndex, L)}, your ${houseName(m.houseFromAscendant, L)} (${ordinalEn(m.houseFromMoon)} from the Moon).`,
    );
    return [
      `${cap(grahaName(t.graha, L))}${t.retrograde ? ", retrograde," : ""} moves through ${sign}, your ${houseName(t.houseFromAscendant, L)} and the ${ordinalEn(t.houseFromMoon)} from your Moon: ${HOUSE_MEANING[t.houseFromAscendant]!.en} are in focus.`,
      `By gochara this is ${t.favourable ? "a supportive" : "a testing"} position.`,
      points,
      ...changes,
    ].join(" ");
  }
  const points =
    t.bindus === null
      ? `इस राशि में ${t.sarva} सर्वाष्टकवर्ग अंक हैं, जो औसत 28 से ${support ? "अधिक" : "कम"} हैं।`
      : `अष्टकवर्ग में यहाँ उन्हें 8 में से ${t.bindus} बिंदु मिलते हैं, ${support ? "यह अच्छा सहयोग है" : "इसलिए फल के लिए अधिक प्रयास चाहिए"}।`;
  const changes = moves.map(
    (m) =>
      `${dayMonth(m.date, L)} को वे ${signName(m.signIndex, L)} राशि में, आपके ${houseName(m.houseFromAscendant, L)} (चंद्रमा से ${ordinalHi(m.houseFromMoon)}) में प्रवेश करेंगे।`,
  );
  return [
    `${grahaName(t.graha, L)}${t.retrograde ? " वक्री होकर" : ""} ${sign} राशि में, आपके ${houseName(t.houseFromAscendant, L)} और चंद्रमा से ${ordinal(t.houseFromMoon, L)} स्थान पर गोचर कर रहे हैं: ${HOUSE_MEANING[t.houseFromAscendant]!.hi} पर ध्यान रहेगा।`,
    `गोचर के अनुसार यह स्थिति ${t.favourable ? "अनुकूल" : "चुनौतीपूर्ण"} है।`,
    points,
    ...changes,
  ].join(" ");
}

function sadeSatiParagraph(c: ReadingContext, L: Lang): string {
  const ss = c.transits.sadeSati;
  const dhaiya = c.transits.dhaiya.active;
  if (L === "en") {
    const main = ss.active
      ? `Sade Sati is running, in its ${SADE_SATI_PHASE[ss.phase!].en} phase${ss.end ? ` until ${monthYear(ss.end, L)}` : ""}: Saturn over your Moon asks for patience, routine and steady work rather than hurried decisions.`
      : `Sade Sati is not active for you now${ss.start ? `; the next one begins in ${monthYear(ss.start, L)}` : ""}.`;
    return dhaiya ? `${main} Saturn's dhaiya is active, so keep commitments modest and health routines regular.` : main;
  }
  const main = ss.active
    ? `साढ़ेसाती चल रही है, इसका ${SADE_SATI_PHASE[ss.phase!].hi} चरण${ss.end ? ` ${monthYear(ss.end, L)} तक` : ""}: चंद्रमा पर शनि धैर्य, नियमित दिनचर्या और स्थिर परिश्रम माँगते हैं, जल्दबाज़ी के निर्णय नहीं।`
    : `इस समय आप पर साढ़ेसाती नहीं है${ss.start ? `; अगली साढ़ेसाती ${monthYear(ss.start, L)} में शुरू होगी` : ""}।`;
  return dhaiya ? `${main} शनि की ढैया चल रही है, इसलिए वचन सीमित रखें और स्वास्थ्य की दिनचर्या नियमित रखें।` : main;
}

function adviceParagraph(c: ReadingContext, p: PredictionFact, L: Lang): string {
  const lord: Graha = c.dasha.antardasha?.lord ?? c.dasha.mahadasha?.lord ?? c.ascendant.lord;
  return L === "en"
    ? `For ${PERIOD_LABEL[p.type].en}: ${REMEDY[lord].en}`
    : `${PERIOD_LABEL[p.type].hi} के लिए: ${REMEDY[lord].hi}`;
}

/** The builtin writer's prediction text for a context that carries a prediction period. */
export function composePrediction(c: ReadingContext): string {
  const p = c.prediction;
  if (!p) throw new Error("composePrediction needs a prediction context");
  const L: Lang = c.language === "Hindi" ? "hi" : "en";
  const transits = PERIOD_GRAHAS[p.type].map((g) => p.transits.find((t) => t.graha === g)!);
  return [
    openingParagraph(c, p, L),
    dashaParagraph(c, p, L),
    ...transits.map((t) => transitParagraph(t, L)),
    sadeSatiParagraph(c, L),
    adviceParagraph(c, p, L),
  ]
    .filter((paragraph): paragraph is string => Boolean(paragraph))
    .join("\n\n");
}
