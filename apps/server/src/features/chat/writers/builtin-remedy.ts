import { GRAHAS, type Graha } from "@graha/jyotish";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { houseName, signName, type Lang } from "../reading/names.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import { GEM_TRADE } from "../understanding/non-topic-words.ts";
import {
  ASKS_COLOUR,
  ASKS_DAY,
  ASKS_NUMBER,
  colourLine,
  dayLine,
  numberLine,
  remedyDaysLine,
} from "./builtin-asked-leads.ts";
import { ASKS_NAME, luckyNameLine } from "./builtin-name-sign.ts";
import { type Lead, vocative, ymd } from "./builtin-lead-parts.ts";
import { REMEDY } from "./builtin-phrases.ts";
import { cap, grahaName } from "./builtin-text.ts";

// The remedy lead: the graha a question names (or a dosha's, or the topic's lord), its free
// remedy and where it sits; never a gem, rudraksha or paid puja.

/** A graha as the question may name it: English, Hinglish, Devanagari. */
export const GRAHA_WORDS: Readonly<Record<Graha, RegExp>> = {
  sun: /\b(sun|surya|suraj)\b|सूर्य/iu,
  moon: /\b(moon|chandra|chandrama)\b|चंद्र/iu,
  mars: /\b(mars|mangal)\b(?! dosh)|मंगल(?! दोष)/iu,
  mercury: /\b(mercury|budh|budha)\b|बुध/iu,
  jupiter: /\b(jupiter|guru|brihaspati)\b|गुरु|बृहस्पति/iu,
  venus: /\b(venus|shukra|shukr)\b|शुक्र/iu,
  saturn: /\b(saturn|shani|shanidev)\b|शनि/iu,
  rahu: /\brahu\b|राहु/iu,
  ketu: /\bketu\b|केतु/iu,
};

/** The grahas a question names ("remedies for Saturn", "shani ko kaise prasann karu"). */
export const namedGrahas = (question: string): Graha[] => GRAHAS.filter((g) => GRAHA_WORDS[g].test(question));

/** "For Saturn, lord of your 4th house: on Saturdays chant …" / "चौथे भाव के स्वामी शनि के लिए: …". */
export function remedyFor(g: Graha, house: number | null, L: Lang): string {
  const remedy = REMEDY[g][L];
  if (L === "en")
    return `For ${grahaName(g, L)}${house ? `, lord of your ${houseName(house, L)}` : ""}: ${remedy.charAt(0).toLowerCase()}${remedy.slice(1)}`;
  return `${house ? `${houseName(house, L)} के स्वामी ` : ""}${grahaName(g, L)} के लिए: ${remedy}`;
}

const MANGAL_DOSHA = /\b(mangal|kuja) dosh\w*|\bmanglik\b|मंगल दोष|मांगलिक/iu;

/** A fact's text without the "No, " / "नहीं, " that answers it as a yes-or-no. */
const withoutNo = (text: string) => text.replace(/^(?:No|नहीं), (\S)/u, (_, first: string) => first.toUpperCase());

/** A gem asked about for wearing ("which stone", "pukhraj pehnu?"), not a trade in them ("diamond ka kaam"). */
export const asksForGem = (question: string) => GEMS.test(question) && !GEM_TRADE.test(question);

// Gems by their English, Hindi and Latin-letter names ("gomed pehenna chahiye?", "moonga", "माणिक").
const GEMS =
  /\b(gems?|gemstones?|stones?|ratna|ratan|pukhraj|pukhraaj|neelam|panna|moti|manik|manikya|moonga|munga|gomed|gomedh|lehsunia|lahsuniya|sapphire|ruby|emerald|pearl|opal|diamond|coral|hessonite|cat s eye|cats eye|topaz|rudraksha?|rudraksh)\b|रत्न|पुखराज|नीलम|पन्ना|मोती|माणिक|मूंगा|मूँगा|गोमेद|लहसुनिया|रुद्राक्ष/iu;

/**
 * The answer to a remedy question: no gem from Graha (if one was asked for), then the remedy
 * of the graha the question names, or of the topic's lord, with where that graha sits.
 */
// Two pujas weighed: "Rudrabhishek or Navagraha puja", "havan karu ya path".
const PUJA_CHOICE =
  /\b(rudrabhishek\w*|rudra abhishek|puja|pooja|havan|hawan|yagya|yajna|anushthan|path)\b[^?]{0,40}\b(or|ya|yaa)\b[^?]{0,40}\b(rudrabhishek\w*|puja|pooja|havan|hawan|yagya|yajna|anushthan|path)\b|पूजा[^?]{0,40}या[^?]{0,40}(पूजा|हवन|पाठ|अभिषेक)/iu;

export function remedyLead(c: ReadingContext, L: Lang): Lead {
  const name = vocative(c);
  const main = c.topicHouses[0]!;
  // "mangal dosh ka upay": Mars's remedy, though "mangal dosh" is not read as Mars elsewhere;
  // "kaal sarp dosh ka upay": Rahu's; "pitru dosh ka nivaran": the Sun's; "sade sati ke upay": Saturn's.
  const dosha = c.direct.find(
    (d) => d.kind === "mangal_dosha" || d.kind === "kaal_sarp" || d.kind === "pitru_dosha" || d.kind === "sade_sati",
  );
  const g =
    namedGrahas(c.question)[0] ??
    (MANGAL_DOSHA.test(c.question) || dosha?.kind === "mangal_dosha"
      ? "mars"
      : dosha?.kind === "kaal_sarp"
        ? "rahu"
        : dosha?.kind === "pitru_dosha"
          ? "sun"
          : dosha?.kind === "sade_sati"
            ? "saturn"
            : main.lord);
  const p = c.planets[g];
  const line = remedyFor(g, g === main.lord && !namedGrahas(c.question).includes(g) ? main.house : null, L);
  // "Should I wear a pukhraj?" is answered no; "which gemstone?" with no gem.
  const no = c.conversation.form === "yes_no";
  const rudraksha = /rudraksh|रुद्राक्ष/iu.test(c.question);
  const gems = asksForGem(c.question)
    ? L === "en"
      ? `${no ? "No" : `No ${rudraksha ? "rudraksha" : "gemstone"} from me`}${name}: Graha does not prescribe gems, rudraksha or paid pujas, and this costs nothing. `
      : `${no ? "नहीं" : `${rudraksha ? "रुद्राक्ष" : "रत्न"} की सलाह नहीं`}${name}: Graha रत्न, रुद्राक्ष या सशुल्क पूजा की सलाह नहीं देता, और यह उपाय निःशुल्क है। `
    : "";
  const where =
    L === "en"
      ? `${cap(grahaName(g, L))} sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}.`
      : `${grahaName(g, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi})।`;
  // "hanuman chalisa padhne se shani dosh kam hoga kya": a free practice asked about helps.
  const helps = no && !gems ? (L === "en" ? `Yes, it can help${name}. ` : `हाँ, इससे सहायता मिल सकती है${name}। `) : "";
  const colour = ASKS_NAME.test(c.question)
    ? `${luckyNameLine(c.moon.signIndex, L, name)} `
    : ASKS_NUMBER.test(c.question)
      ? `${numberLine(g, L, name)} `
      : ASKS_COLOUR.test(c.question)
        ? `${colourLine(g, L, name)} `
        : ASKS_DAY.test(c.question)
          ? `${dayLine(g, L, name)} `
          : "";
  // The dosha named is answered first: whether the chart has it at all.
  // ("How do I reduce sade sati?" is not a yes-or-no: "You are not in Sade Sati now", without its "No,".)
  const fact = dosha && !helps && !gems ? `${no ? dosha[L] : withoutNo(dosha[L])} ` : "";
  // "Should I do Rudrabhishek or Navagraha puja?": either, as devotion; none is prescribed.
  const puja =
    !gems && PUJA_CHOICE.test(c.question)
      ? L === "en"
        ? `Either, as your own devotion${name}: Graha does not prescribe paid pujas, and your chart does not need one. What it points to costs nothing. `
        : `दोनों में से कोई भी, अपनी श्रद्धा से${name}: Graha सशुल्क पूजा की सलाह नहीं देता, और आपकी कुंडली को उसकी आवश्यकता नहीं। जो उपाय कुंडली बताती है, वह निःशुल्क है। `
      : "";
  // A remedy asked for a short period ("june me karwa sakte hai?"): its graha's days inside it.
  const h = c.conversation.horizon;
  const days =
    h && !gems && !colour && !fact ? remedyDaysLine(g, h.start < ymd(c) ? ymd(c) : h.start, h.end, L, name) : "";
  if (days) return { text: `${days} ${puja}${line} ${where}`, timing: true, remedy: line };
  return { text: `${fact}${helps}${gems}${puja}${colour}${line} ${where}`, timing: false, remedy: line };
}
