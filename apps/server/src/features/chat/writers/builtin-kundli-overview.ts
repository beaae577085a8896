import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { houseName, nakshatraName, signName, type Lang } from "../reading/names.ts";
import type { PlacementFact, ReadingContext } from "../reading/reading-context.ts";
import { spokenOf, vocative, windowName, type Lead } from "./builtin-lead-parts.ts";
import { HOUSE_MEANING } from "./builtin-phrases.ts";
import { grahaName } from "./builtin-text.ts";
import { LORD_IN_HOUSE } from "./builtin-topic-rules.ts";

// "tell me about my kundli", "hello, first time here. what all can you tell from my kundli?",
// "मेरी कुंडली के बारे में बताइए", "मेरे बारे में कुछ बताइए": a first look at the chart itself, not a reading of "the times
// ahead". The lagna and its lord, the Moon's sign and nakshatra, the strongest graha by sign
// and the period running now, each from the reading context.

const ASKS_OVERVIEW =
  /\b(tell me about|tell about|read|analy[sz]e|explain|describe) (my |the )?(kundli|kundali|birth chart|chart|horoscope)\b|\bwhat (all )?(can|will|do) you (tell|say|see)\b[^?]{0,30}\b(kundli|kundali|chart|horoscope)\b|\b(meri|mera) (kundli|kundali|chart)( ke (baare|bare) (me|mein|main))? (batao|bataiye|btao|dekho|dekhiye|padho|samjhao)\b|\bkundli (analysis|reading)\b|मेरी (कुंडली|कुण्डली)( के बारे में)? (बताइए|बताइये|बताओ|देखिए|देखो|समझाइए)|\b(tell me (something )?about (me|myself)|mere (baare|bare) (me|mein|main) (kuch )?(batao|bataiye|btao))\b|मेरे बारे में (कुछ )?(बताइए|बताइये|बताओ|बताएं)/iu;

const SEVEN = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const;
const RANK: Readonly<Record<string, number>> = { exalted: 3, moolatrikona: 2, own: 2 };

/** The lead for a request to read the chart as a whole, with no subject and no period; null otherwise. */
export function kundliOverviewLead(c: ReadingContext, L: Lang): Lead | null {
  if (c.topic !== "timing" || c.conversation.form !== "describe" || c.horizonTiming) return null;
  if (!ASKS_OVERVIEW.test(c.question) || spokenOf(c) || c.derived) return null;
  const name = vocative(c);
  const lord: PlacementFact = c.planets[c.ascendant.lord];
  const strongest = SEVEN.map((g) => c.planets[g])
    .filter((p) => RANK[p.dignity] !== undefined)
    .sort((a, b) => RANK[b.dignity]! - RANK[a.dignity]!)[0];
  const { mahadasha: md, antardasha: ad } = c.dasha;
  const period =
    md && ad
      ? {
          window: windowName(
            c,
            { mahadasha: md.lord, antardasha: ad.lord, start: ad.start, end: ad.end, links: [], strength: 0 },
            L,
          ),
          meaning: HOUSE_MEANING[ad.lordHouse]![L],
        }
      : null;
  if (L === "en") {
    const parts = [
      `Your kundli in brief${name}: a ${signName(c.ascendant.signIndex, L)} ascendant, whose lord ${grahaName(lord.graha, L)} sits in ${signName(lord.signIndex, L)} in your ${houseName(lord.house, L)}, ${DIGNITY_WORDS[lord.dignity].en}; the Moon in ${signName(c.moon.signIndex, L)}, in ${nakshatraName(c.moon.nakshatraIndex, L)} nakshatra.`,
      strongest
        ? `Your strongest graha by sign is ${grahaName(strongest.graha, L)}, ${DIGNITY_WORDS[strongest.dignity].en} in your ${houseName(strongest.house, L)}.`
        : "",
      period && ad
        ? `Now ${period.window}${ad.start <= c.asOf.slice(0, 10) ? "," : ""} brings ${period.meaning} forward, as ${grahaName(ad.lord, L)} sits in your ${houseName(ad.lordHouse, L)}.`
        : "",
    ];
    return { text: parts.filter(Boolean).join(" "), timing: period !== null, reasons: true, anchored: true };
  }
  const parts = [
    `संक्षेप में आपकी कुंडली${name}: ${signName(c.ascendant.signIndex, L)} लग्न, जिसके स्वामी ${grahaName(lord.graha, L)} ${signName(lord.signIndex, L)} राशि में, आपके ${houseName(lord.house, L)} में हैं (${DIGNITY_WORDS[lord.dignity].hi}); चंद्र ${signName(c.moon.signIndex, L)} राशि में, ${nakshatraName(c.moon.nakshatraIndex, L)} नक्षत्र में।`,
    strongest
      ? `राशि के अनुसार आपके सबसे बलवान ग्रह ${grahaName(strongest.graha, L)} हैं, आपके ${houseName(strongest.house, L)} में (${DIGNITY_WORDS[strongest.dignity].hi})।`
      : "",
    period && ad
      ? `${period.window} में, ${grahaName(ad.lord, L)} के आपके ${houseName(ad.lordHouse, L)} में होने से, ${period.meaning} आगे रहेंगे।`
      : "",
  ];
  return { text: parts.filter(Boolean).join(" "), timing: period !== null, reasons: true, anchored: true };
}

// "what is the purpose of my life", "jeevan ka uddeshya kya hai", "why am I here": what the
// lagna lord's house says the asker is here for, first, not how well the life path is placed.
const ASKS_PURPOSE =
  /\b(purpose|meaning) of (my )?life\b|\b(my|life'?s?) (purpose|mission|calling)\b|\bwhy (am i|was i born)\b|\bwhat am i (really )?(here|born) for\b|\b(jeevan|jivan|zindagi|life) (ka|ki) (uddeshya|udeshya|maksad|maqsad|lakshya|purpose|matlab)\b|(जीवन|ज़िंदगी|जिंदगी) (का|की) (उद्देश्य|मकसद|मक़सद|लक्ष्य)|(मेरा|मेरी) (उद्देश्य|मकसद|मक़सद)|\b(mera|meri) (uddeshya|udeshya|maksad|maqsad)\b/iu;

/** The lead for a question on life's purpose: the lagna lord's house, read as a calling; null otherwise. */
export function purposeLead(c: ReadingContext, L: Lang): Lead | null {
  if (c.topic !== "life_path" || c.derived || spokenOf(c) || !ASKS_PURPOSE.test(c.question)) return null;
  const house = c.topicHouses[0];
  const calling = house && LORD_IN_HOUSE.life_path?.[house.lordHouse];
  if (!house || !calling) return null;
  const name = vocative(c);
  const lord = grahaName(house.lord, L);
  return L === "en"
    ? {
        text: `Your chart's answer${name}: ${calling.en}. It comes from ${lord}, lord of your ${houseName(house.house, L)} (you yourself), sitting in ${signName(house.lordSignIndex, L)} in your ${houseName(house.lordHouse, L)}, the house of ${HOUSE_MEANING[house.lordHouse]!.en}.`,
        timing: false,
        reasons: true,
      }
    : {
        text: `आपकी कुंडली का उत्तर${name}: ${calling.hi}। यह ${lord} से आता है, आपके ${houseName(house.house, L)} (स्वयं आप) के स्वामी, जो ${signName(house.lordSignIndex, L)} राशि में आपके ${houseName(house.lordHouse, L)} में हैं, जो ${HOUSE_MEANING[house.lordHouse]!.hi} का भाव है।`,
        timing: false,
        reasons: true,
      };
}
