import { periodOverviewLead, phaseEndLead } from "./builtin-period-overview.ts";
import { kundliOverviewLead, purposeLead } from "./builtin-kundli-overview.ts";
import { type Dignity, type Graha } from "@graha/jyotish";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { dayMonth, houseName, joinList, monthYear, signName, type Lang } from "../reading/names.ts";
import type { HorizonTiming, ReadingContext } from "../reading/reading-context.ts";
import { adviceFor } from "./builtin-shape.ts";

import { bareName, cap, grahaName } from "./builtin-text.ts";
import {
  addDaysIso,
  addMonthsIso,
  askedText,
  because,
  days,
  type Lead,
  months,
  OPTION_WORD,
  type Pick,
  strongest,
  vocative,
  windowName,
  leadWindow,
  ymd,
} from "./builtin-lead-parts.ts";
import { periodChoiceLead } from "./builtin-period-choice.ts";
import { ASKS_WAIT, asksLossOrEnd, lordReason, nearWindow, yesNoBesideRemedy, yesNoLead } from "./builtin-yes-no.ts";
import { asksForGem, namedGrahas, remedyLead } from "./builtin-remedy.ts";
import { dayLead, daysLead, muhuratLead } from "./builtin-muhurat.ts";

import {
  ASKS_DEITY,
  ASKS_DIRECTION,
  ASKS_GRAHA_CAUSE,
  ASKS_SPOUSE_NATURE,
  asksFastCount,
  asksMantraCount,
  blackMagicLead,
  deityLead,
  directionLead,
  fastCountLead,
  FEARS_BLACK_MAGIC,
  fieldsLead,
  grahaCauseLead,
  mantraCountLead,
  spouseNatureLead,
} from "./builtin-asked-leads.ts";
import { bothWeekdays, namedOptionsOf, pairedByAnd } from "./builtin-choice.ts";
import {
  choiceText,
  CHILD_SEX,
  lordOf,
  namedChoiceLead,
  optionsIn,
  questionBeforeFallback,
  stayOrPartLead,
  undecidedLead,
  whichFirstLead,
  whichLead,
} from "./builtin-which.ts";

// The direct answer a reply opens with, by the question's form (issue #12): yes or not yet,
// the months inside the period asked, the option the chart favours, the cause of a delay.
// Every placement and period named comes from the reading context.

export type Strength = "strong" | "mixed" | "effort";
export type { Lead };

// ---- timing ---------------------------------------------------------------------------

/**
 * The answer for a question that names a period: the months inside it that a topic period
 * covers, or plainly that nothing strong falls inside it and the nearest window after it.
 */
function horizonLead(c: ReadingContext, L: Lang, topic: string, yesNo: boolean): Lead {
  const h = c.horizonTiming!;
  const name = vocative(c);
  const w = strongest(h.inside);
  // "should I postpone the registration next week?": a good time inside means no need to wait.
  const wait = yesNo && ASKS_WAIT.test(c.question);
  if (w) {
    const from = w.start > h.start ? w.start : h.start;
    const to = w.end < h.end ? w.end : h.end;
    // "kal ka interview clear hoga kya?": a day or a week asked is named by its dates, not its month.
    if (Date.parse(h.end) - Date.parse(h.start) < 7 * 86_400_000) {
      const days =
        from === to
          ? dayMonth(from, L)
          : L === "en"
            ? `${dayMonth(from, L)} to ${dayMonth(to, L)}`
            : `${dayMonth(from, L)} से ${dayMonth(to, L)} तक`;
      const head = wait
        ? { en: `No need to wait${name}: `, hi: `इंतज़ार की ज़रूरत नहीं${name}: ` }
        : yesNo
          ? { en: `Yes${name}: `, hi: `हाँ${name}: ` }
          : { en: name ? `${name.slice(2)}, ` : "", hi: name ? `${name.slice(2)}, ` : "" };
      const text =
        L === "en"
          ? `${head.en}${days} falls in ${windowName(c, w, L)}, which supports ${topic}, ${because(w, L, topic)}.`
          : `${head.hi}${days} ${windowName(c, w, L)} में आता है, जो ${topic} में सहायक है, ${because(w, L, topic)}।`;
      return { text, timing: true };
    }
    const range = months(from, to, L);
    // "kya 2028 tak ruk sakta hu?": when the time that supports it starts months ahead, waiting fits.
    const waitFits = wait && from > addMonthsIso(ymd(c), 3);
    const opening = waitFits
      ? { en: `Yes, you can wait${name}: `, hi: `हाँ, आप रुक सकते हैं${name}: ` }
      : wait
        ? { en: `No need to wait${name}: `, hi: `इंतज़ार की ज़रूरत नहीं${name}: ` }
        : yesNo
          ? { en: `Yes${name}, within the time you asked about: `, hi: `हाँ${name}, आपके पूछे समय के भीतर: ` }
          : { en: `Within the time you asked about${name}, `, hi: `आपके पूछे समय के भीतर${name}, ` };
    const text =
      L === "en"
        ? `${opening.en}${range} is the time that supports ${topic}; it falls in ${windowName(c, w, L)}, ${because(w, L, topic)}.`
        : `${opening.hi}${topic} के लिए ${range} का समय सहायक है; यह ${windowName(c, w, L)} में आता है, ${because(w, L, topic)}।`;
    return { text, timing: true };
  }
  const after = h.after;
  // ("by Pongal", to 15 Jan 2027, with the next window from 20 Jan: to the day, or the period
  // asked and the window after it would read as sharing January.)
  const toTheDay = !!after && after.start.slice(0, 7) === h.end.slice(0, 7);
  const asked = toTheDay ? days(h.start, h.end, L) : months(h.start, h.end, L);
  const text =
    L === "en"
      ? `${wait ? `Waiting is wiser${name}: ` : yesNo ? `Not within that time${name}: ` : `Honestly${name}, `}nothing strong for ${topic} falls inside ${asked}. ${
          after
            ? `The nearest window after it is ${windowName(c, after, L, toTheDay)}, ${because(after, L, topic)}.`
            : `No period tied to ${topic} stands out soon after it either, so steady effort matters more than a date.`
        }`
      : `${wait ? `रुकना बेहतर है${name}: ` : yesNo ? `उस समय के भीतर नहीं${name}: ` : `सच कहूँ${name}, तो `}${asked} के भीतर ${topic} के लिए कोई विशेष अवधि नहीं दिखती। ${
          after
            ? `उसके बाद सबसे निकट अवसर ${windowName(c, after, L, toTheDay)} है, ${because(after, L, topic)}।`
            : `उसके बाद भी ${topic} से जुड़ी कोई अवधि जल्दी नहीं दिखती, इसलिए तारीख़ से अधिक निरंतर प्रयास महत्वपूर्ण है।`
        }`;
  return { text, timing: true };
}

function whenLead(c: ReadingContext, L: Lang, topic: string): Lead {
  const name = vocative(c);
  const w = leadWindow(c);
  // In a hard turn (a layoff, a divorce) the months just ahead come first, then the stronger window.
  const near = strongest(c.nearTiming.inside);
  if (inDistress(c) && w && w.start > c.nearTiming.end) {
    const later =
      L === "en"
        ? ` The stronger window after that is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
        : ` उसके बाद अधिक मज़बूत समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`;
    const soon = near
      ? L === "en"
        ? `For the months just ahead${name}, ${months(near.start > c.nearTiming.start ? near.start : c.nearTiming.start, near.end < c.nearTiming.end ? near.end : c.nearTiming.end, L)} is the stretch to use: it falls in ${windowName(c, near, L)}, ${because(near, L, topic)}.`
        : `आने वाले महीनों में${name}, ${months(near.start > c.nearTiming.start ? near.start : c.nearTiming.start, near.end < c.nearTiming.end ? near.end : c.nearTiming.end, L)} का समय उपयोग करें: यह ${windowName(c, near, L)} में आता है, ${because(near, L, topic)}।`
      : L === "en"
        ? `For the next twelve months${name}, no period tied to ${topic} stands out, so small steady steps count more than waiting for a date.`
        : `अगले बारह महीनों में${name} ${topic} से जुड़ी कोई विशेष अवधि नहीं दिखती, इसलिए तारीख़ की प्रतीक्षा से अधिक छोटे, निरंतर क़दम मायने रखते हैं।`;
    return { text: `${soon}${later}`, timing: true };
  }
  if (!w)
    return {
      text:
        L === "en"
          ? `No single period ahead stands out for ${topic}${name}, so steady effort through the present years matters more than waiting for a date.`
          : `${topic} के लिए आगे कोई एक अवधि विशेष रूप से अलग नहीं दिखती${name}, इसलिए किसी तारीख़ की प्रतीक्षा से अधिक निरंतर प्रयास महत्वपूर्ण है।`,
      timing: true,
    };
  // "When will I get my first job?": a period that supports it in the months just ahead is
  // said before the strongest one years away.
  const soon = nearWindow(c);
  if (soon && soon.start !== w.start && w.start > addMonthsIso(ymd(c), 24))
    return {
      text:
        L === "en"
          ? `The months just ahead already support ${topic}${name}: ${windowName(c, soon, L)}${soon.start <= ymd(c) ? "," : ""} favours it, ${because(soon, L, topic)}; the strongest time is ${windowName(c, w, L)}.`
          : `आने वाले महीने ही ${topic} में सहायक हैं${name}: ${windowName(c, soon, L)} इसका साथ देती है, ${because(soon, L, topic)}; सबसे मज़बूत समय ${windowName(c, w, L)} है।`,
      timing: true,
    };
  const running = w.start <= ymd(c);
  const other = c.timingWindows.find((x) => x !== w && x.start > w.start);
  const next =
    other && running
      ? L === "en"
        ? ` After it, ${windowName(c, other, L)} opens the next chance.`
        : ` इसके बाद ${windowName(c, other, L)} में अगला अवसर है।`
      : "";
  const text =
    L === "en"
      ? running
        ? `The time is now${name}: ${windowName(c, w, L)}, supports ${topic}, ${because(w, L, topic)}.${next}`
        : `The likeliest time for ${topic} is ${windowName(c, w, L)}${name}, ${because(w, L, topic)}.`
      : running
        ? `समय अभी है${name}: ${windowName(c, w, L)} ${topic} में सहायक है, ${because(w, L, topic)}।${next}`
        : `${topic} के लिए सबसे संभावित समय ${windowName(c, w, L)} है${name}, ${because(w, L, topic)}।`;
  return { text, timing: true };
}

// ---- why ------------------------------------------------------------------------------

const MALEFICS: readonly Graha[] = ["saturn", "mars", "rahu", "ketu"];
const WEAK: readonly Dignity[] = ["debilitated", "enemy"];

/** The cause of a delay or a difficulty, as the chart shows it: the first that applies. */
// "bhakti mein interest badh gaya hai, ye kis grah ka asar hai?": the cause of something
// welcome, asked with no trouble told, is the house's lord, not a delay.
const WELCOME =
  /\b(badh gaya|badh gayi|badh rahi|badh raha|increased|increasing|growing|interest)\b|बढ़ गया|बढ़ गई|बढ़ रहा|बढ़ रही/iu;
const TROUBLE =
  /\b(delay\w*|rukawat|rukavat|nahi|nahin|nhi|not|no|never|problem\w*|fail\w*|kharab|obstacles?|tension|jhagda|late|der|dikkat|pareshan|issues?|struggl\w*|against|refuses?|kam|less)\b|रुकावट|नहीं|देरी|समस्या|दिक्कत|परेशान|झगड़ा|कम/iu;

function whyLead(c: ReadingContext, L: Lang, topic: string): Lead {
  const name = vocative(c);
  const main = c.topicHouses[0]!;
  if (WELCOME.test(c.question) && !TROUBLE.test(c.question))
    return {
      text:
        L === "en"
          ? `It comes from your chart${name}: ${lordReason(c, L, main.lord, main.house)}, and that is what turns you towards ${topic}.`
          : `यह आपकी कुंडली से आता है${name}: ${lordReason(c, L, main.lord, main.house)}, और यही आपको ${topic} की ओर ले जाता है।`,
      timing: false,
    };
  const causes: string[] = [];
  const occ = main.occupants.filter((g) => MALEFICS.includes(g));
  if (occ[0])
    causes.push(
      L === "en"
        ? `${cap(grahaName(occ[0], L))} sits in your ${houseName(main.house, L)} itself, and it slows and tests what this house gives`
        : `${grahaName(occ[0], L)} आपके ${houseName(main.house, L)} में ही बैठे हैं, जो इस भाव के फल को धीमा करते और परखते हैं`,
    );
  if (main.aspectedBy.includes("saturn") && !occ.includes("saturn"))
    causes.push(
      L === "en"
        ? `Saturn, placed in your ${houseName(c.planets.saturn.house, L)}, aspects your ${houseName(main.house, L)}, which brings delay before results`
        : `आपके ${houseName(c.planets.saturn.house, L)} में बैठे शनि की दृष्टि आपके ${houseName(main.house, L)} पर है, जिससे फल से पहले देरी आती है`,
    );
  if (WEAK.includes(main.lordDignity) || [6, 8, 12].includes(main.lordHouse)) {
    // Name what makes it hard: a weak sign, or a house of obstacles (6th, 8th, 12th).
    const hard = [6, 8, 12].includes(main.lordHouse);
    const p = c.planets[main.lord];
    causes.push(
      L === "en"
        ? `${grahaName(main.lord, L)}, lord of your ${houseName(main.house, L)}, sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${hard ? "one of the houses of obstacles" : DIGNITY_WORDS[p.dignity].en}, so this matter asks for more effort and time than usual`
        : `${houseName(main.house, L)} के स्वामी ${grahaName(main.lord, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${hard ? "बाधा के भावों में से एक" : DIGNITY_WORDS[p.dignity].hi}), इसलिए यह विषय सामान्य से अधिक प्रयास और समय माँगता है`,
    );
  }
  const md = c.dasha.mahadasha;
  if (md && md.topicLinks.length === 0)
    causes.push(
      L === "en"
        ? `the running ${bareName(md.lord, L)} mahadasha is not tied to the houses of ${topic}, so this chapter of life puts other matters first`
        : `अभी चल रही ${grahaName(md.lord, L)} की महादशा ${topic} के भावों से नहीं जुड़ी है, इसलिए जीवन का यह दौर दूसरे विषयों को पहले रखता है`,
    );
  // Nothing in the chart holds it back: the promise is sound and the reason is timing.
  if (causes.length === 0)
    return {
      text:
        L === "en"
          ? `The reason is timing, not a weak promise${name}: ${lordReason(c, L, main.lord, main.house)}, but the periods tied to ${topic} have not fully opened yet.`
          : `कारण समय है, कमज़ोर योग नहीं${name}: ${lordReason(c, L, main.lord, main.house)}, पर ${topic} से जुड़ी अवधियाँ अभी पूरी तरह खुली नहीं हैं।`,
      timing: false,
    };
  const more = causes[1] ? (L === "en" ? ` Also, ${causes[1]}.` : ` साथ ही, ${causes[1]}।`) : "";
  return {
    text:
      L === "en"
        ? `The main reason${name ? `${name},` : ""} is this: ${causes[0]}.${more}`
        : `मुख्य कारण यह है${name}: ${causes[0]}।${more}`,
    timing: false,
  };
}

/** A follow-up asking to narrow the timing down to months ("which months exactly?", "kaunse mahine?"). */
const EXACT_MONTHS =
  /\b(which|what) months?\b|\bexact(ly)?\b|\b(kaun ?se|kon ?se|konse|kis) (mahine|mahina|month)\b|कौन से महीने|कौनसे महीने|किस महीने|ठीक-ठीक|ठीक ठीक/iu;

/**
 * "Which months exactly?" after a timing answer: the sub-periods inside the period asked (or,
 * with none asked, inside the window the answer named) whose lords are themselves tied to
 * the topic, as months; or plainly that no month stands out above the rest of the stretch.
 */
function exactMonthsLead(c: ReadingContext, L: Lang, topic: string): Lead | null {
  // With no period asked, the window the first answer named is narrowed down instead.
  const lw = c.horizonTiming ? undefined : leadWindow(c);
  if (!c.horizonTiming && !lw) return null;
  const h: HorizonTiming = c.horizonTiming ?? {
    start: lw!.start > ymd(c) ? lw!.start : ymd(c),
    end: lw!.end,
    inside: [lw!],
    after: null,
    peaks: lw!.peaks ?? [],
  };
  const w = strongest(h.inside);
  const name = vocative(c);
  if (!w) {
    const a = h.after;
    if (!a) return null;
    const first = months(a.start, addDaysIso(addMonthsIso(a.start, 3), -1), L);
    return {
      text:
        L === "en"
          ? `None inside ${months(h.start, h.end, L)}${name}: no month in it is tied to ${topic}. The first months to watch after it are ${first}, the opening of ${windowName(c, a, L)}, ${because(a, L, topic)}.`
          : `${months(h.start, h.end, L)} के भीतर कोई नहीं${name}: उसका कोई महीना ${topic} से नहीं जुड़ता। उसके बाद पहले देखने योग्य महीने ${first} हैं, जब ${windowName(c, a, L)} शुरू होती है, ${because(a, L, topic)}।`,
      timing: true,
    };
  }
  const merged: { lords: Graha[]; start: string; end: string }[] = [];
  for (const p of h.peaks) {
    const last = merged[merged.length - 1];
    if (last && p.start <= addDaysIso(last.end, 1))
      merged[merged.length - 1] = { lords: [...new Set([...last.lords, p.lord])], start: last.start, end: p.end };
    else merged.push({ lords: [p.lord], start: p.start, end: p.end });
  }
  const from = w.start > h.start ? w.start : h.start;
  const to = w.end < h.end ? w.end : h.end;
  const whole = merged.length === 1 && merged[0]!.start <= from && merged[0]!.end >= to;
  if (merged.length === 0 || whole)
    return {
      text:
        L === "en"
          ? `No month inside it stands out above the rest${name}: ${months(from, to, L)} carries the same support for ${topic} throughout, as ${windowName(c, w, L)} covers it, ${because(w, L, topic)}.`
          : `इसके भीतर कोई एक महीना बाक़ी से अलग नहीं दिखता${name}: ${months(from, to, L)} तक ${topic} के लिए एक-सा सहयोग है, क्योंकि ${windowName(c, w, L)} इसे ढकती है।`,
      timing: true,
    };
  const items = merged.slice(0, 3).map((m) => {
    const lords = joinList(
      m.lords.map((g) => bareName(g, L)),
      L,
    );
    return L === "en"
      ? `${months(m.start, m.end, L)} (${lords} sub-period${m.lords.length > 1 ? "s" : ""})`
      : `${months(m.start, m.end, L)} (${lords} की ${m.lords.length > 1 ? "उप-दशाएँ" : "उप-दशा"})`;
  });
  return {
    text:
      L === "en"
        ? `Narrowing it down${name}: within ${months(h.start, h.end, L)}, the months that stand out for ${topic} are ${joinList(items, L)}: inside ${windowName(c, w, L)}, these are the sub-periods whose lords are themselves tied to ${topic}.`
        : `और बारीकी से${name}: ${months(h.start, h.end, L)} के भीतर ${topic} के लिए ये महीने विशेष हैं: ${joinList(items, L)}। ये ${windowName(c, w, L)} की वे उप-दशाएँ हैं जिनके स्वामी स्वयं ${topic} से जुड़े हैं।`,
    timing: true,
  };
}

/**
 * A follow-up's answer once the first answer was given ("and if it doesn't happen this
 * year?", "which months exactly?"): the window after the period asked, or the next window.
 */
export function leadBeyond(c: ReadingContext, L: Lang, topic: string): Lead | null {
  const name = vocative(c);
  const h = c.horizonTiming;
  const first = h ? undefined : leadWindow(c);
  const next = h ? h.after : c.timingWindows.find((w) => w !== first && (!first || w.start > first.start));
  if (!next) return null;
  const text = h
    ? L === "en"
      ? `If it does not happen by ${monthYear(h.end, L)}${name}, the next opening is ${windowName(c, next, L)}, ${because(next, L, topic)}.`
      : `अगर ${monthYear(h.end, L)} तक न हो${name}, तो अगला अवसर ${windowName(c, next, L)} है, ${because(next, L, topic)}।`
    : L === "en"
      ? `After that${name}, the next opening is ${windowName(c, next, L)}, ${because(next, L, topic)}.`
      : `उसके बाद${name} अगला अवसर ${windowName(c, next, L)} है, ${because(next, L, topic)}।`;
  return { text, timing: true };
}

// ---- the lead -------------------------------------------------------------------------

/**
 * The direct answer by the question's form, or null for a form that opens with the verdict
 * (how, describe) or a fact (answered by the direct answers).
 */
export function leadOf(c: ReadingContext, L: Lang, topic: string, strength: Strength): Lead | null {
  // "is hafte gaadi lene ka shubh din kaunsa hai?": the days, first.
  if (c.muhurat) return muhuratLead(c, c.muhurat, L);
  // "aaj ka din kaisa rahega": how the day falls for the asker.
  if (c.day) return dayLead(c, c.day, L);
  // "how's my week looking?": its better days and its testing ones.
  if (c.days) return daysLead(c, c.days, L);
  if (c.topic === "direct") return null;
  const form = c.conversation.form;
  // This year or next, two years, two months: the likelier of the two periods.
  const period = periodChoiceLead(c, L, topic);
  if (period) return period;
  // The options are the asking sentence's ("… he barely talks to me or the kids. Will he get his promotion?" names none).
  // "will things improve or should i file for divorce", "wait for him or move on": not the chart's to choose.
  const parting = form === "which" || form === "yes_no" ? stayOrPartLead(c, L, topic) : null;
  if (parting) return parting;
  const options = form === "which" || form === "yes_no" ? optionsIn(c, L) : null;
  if (options) return whichLead(c, L, topic, options);
  // "Which deity should I worship?": the deity of the 9th lord, first (before a puja is read as a remedy).
  if (ASKS_DEITY.test(c.question)) return { text: deityLead(lordOf(c, 9), L, vocative(c)), timing: false };
  // "किसी ने कुछ करवा दिया है घर पर, क्या ये सच है?": the fear answered plainly, first.
  if (FEARS_BLACK_MAGIC.test(c.question)) return { text: blackMagicLead(L, vocative(c)), timing: false };
  // "महामृत्युंजय मंत्र का जाप रोज कितनी बार करना चाहिए?", "सोमवार के व्रत कितने रखने चाहिए?": the count, first.
  if (asksMantraCount(c.question)) return { text: mantraCountLead(L, vocative(c)), timing: false };
  if (asksFastCount(c.question)) return { text: fastCountLead(c.question, L, vocative(c)), timing: false };
  // "क्या राहु की वजह से मेरा मन पढ़ाई में नहीं लगता?": whether that graha touches the matter's house.
  const cause = form === "yes_no" && ASKS_GRAHA_CAUSE.test(askedText(c)) ? namedGrahas(askedText(c)) : [];
  if (cause.length === 1 && c.topic !== "timing")
    return { text: grahaCauseLead(c, L, topic, cause[0]!, vocative(c)), timing: false };
  // "मेरे बेटे की शादी के लिए किस दिशा में लड़की मिलेगी": the direction of the matter's house.
  if (ASKS_DIRECTION.test(askedText(c)) && c.topic !== "timing" && c.topic !== "life_path")
    return { text: directionLead(c, L, topic, vocative(c)), timing: false };
  // "सोमवार का व्रत रखूं या गुरुवार का?": the day whose graha is better placed, before the remedy.
  const days = OPTION_WORD.test(askedText(c)) ? namedOptionsOf(askedText(c), L) : null;
  if (days && bothWeekdays(days)) {
    const named = namedChoiceLead(c, L, false);
    if (named) return named;
  }
  // "naukri kab lagegi … koi upay bataiye": the months first; the remedy is the closing step.
  // So for "shaadi me deri kyu ho rahi hai? koi upay batao": the reason first.
  const topics = c.conversation.topics;
  const remedyAsked =
    topics.includes("remedies") && ((form !== "when" && form !== "why") || topics.every((t) => t === "remedies"));
  // "is baar visa lagega kya? koi upay ho to wo bhi btao": the yes or no first, likewise.
  const yesNo = remedyAsked && form === "how" ? yesNoBesideRemedy(c) : null;
  if (yesNo) return yesNoLead({ ...c, question: yesNo }, L, topic, strength);
  if (remedyAsked || asksForGem(c.question)) return remedyLead(c, L);
  // "Boy: 14-02-1995 … Girl is me" is a match, not a child's sex; a son and a daughter told of
  // ("बेटा बेंगलुरु में है और बेटी अमेरिका में") are no child to come.
  if (CHILD_SEX.test(askedText(c)) && c.conversation.topics.includes("children")) {
    const declined =
      L === "en"
        ? "A child's sex is not something Graha predicts: in India it must not be foretold, and every child is a blessing."
        : "संतान लड़का होगा या लड़की, यह Graha नहीं बताता: भारत में इसका पूर्वानुमान नहीं किया जाना चाहिए, और हर संतान आशीर्वाद है।";
    // "dusra baccha kab plan kare? beta hoga ya beti?": the months first, then the sex declined.
    if (form === "when") {
      const when = whenLead(c, L, topic);
      return { ...when, text: `${when.text} ${declined}` };
    }
    return {
      text: `${declined} ${L === "en" ? "What your chart can speak of is the timing and care around children." : "कुंडली संतान के समय और देखभाल की बात कर सकती है।"}`,
      timing: false,
    };
  }
  if (
    (form === "which" && pairedByAnd(choiceText(c))) ||
    ((form === "which" || form === "yes_no") && OPTION_WORD.test(choiceText(c)))
  ) {
    // "pehle naukri lagegi ya shaadi?": the subject whose period comes sooner.
    const first = whichFirstLead(c, L);
    if (first) return first;
    const named = namedChoiceLead(c, L, form === "yes_no");
    if (named) return named;
    // "Will he come back to me or should I move on?": the question, answered yes or no.
    const asked = questionBeforeFallback(c);
    if (asked) return yesNoLead({ ...c, question: asked }, L, topic, strength);
    if (form === "which") return undecidedLead(c, L, topic);
  }
  // "pati ka swabhav kaisa rahega": the nature the 7th house shows, first.
  if (c.topic === "marriage" && form === "describe" && ASKS_SPOUSE_NATURE.test(c.question)) {
    const nature = spouseNatureLead(c, L, vocative(c));
    if (nature) return { text: nature, timing: false };
  }
  // "What is the best career field for me?", "kaunsa business karu": the fields, first.
  if (form === "which" && c.topic === "career") return { text: fieldsLead(c, L, vocative(c)), timing: false };
  if ((c.horizonTiming || form === "when") && c.conversation.carried && EXACT_MONTHS.test(c.question)) {
    const exact = exactMonthsLead(c, L, topic);
    if (exact) return exact;
  }
  // ("kya mera visa reject ho jayega? kal interview hai": the loss is answered, not the day's timing.)
  const lossAsked = form === "yes_no" && asksLossOrEnd(c.question) !== null;
  // "how will next year be?": the period itself, its dashas and transits.
  const overview = periodOverviewLead(c, L) ?? phaseEndLead(c, L) ?? kundliOverviewLead(c, L) ?? purposeLead(c, L);
  if (overview) return overview;
  if (c.horizonTiming && form !== "why" && form !== "how" && form !== "which" && !lossAsked)
    return horizonLead(c, L, topic, form === "yes_no");
  if (form === "when") return whenLead(c, L, topic);
  if (form === "yes_no") return yesNoLead(c, L, topic, strength);
  if (form === "why") return whyLead(c, L, topic);
  if (form === "how") return howLead(c, L);
  return null;
}

/**
 * "paisa tikta hi nahi, kya karu?": the practical step first (the reasons follow), one of the
 * topic's steps chosen by the question, and not offered again as the closing suggestion.
 */
function howLead(c: ReadingContext, L: Lang): Lead {
  const steps = adviceFor(c);
  const step = steps[[...c.question].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % steps.length]![L];
  const name = vocative(c);
  const text =
    L === "en"
      ? `What helps most${name}: ${step.charAt(0).toLowerCase()}${step.slice(1)}`
      : `सबसे अधिक सहायता इससे मिलेगी${name}: ${step}`;
  return { text, timing: false, remedy: step };
}

/** The verdict for someone in distress: no "success is well within reach"; {topic}. */
export const DISTRESS_VERDICTS: readonly { en: string; hi: string }[] = [
  {
    en: "Your chart does not show a closed door for {topic}; it shows a slower stretch, and stretches pass.",
    hi: "आपकी कुंडली {topic} के लिए बंद दरवाज़ा नहीं, बल्कि एक धीमा दौर दिखाती है, और ऐसे दौर बीत जाते हैं।",
  },
  {
    en: "This is a testing phase for {topic}, not a permanent state, and your chart shows a way through it.",
    hi: "{topic} के लिए यह परीक्षा का समय है, स्थायी स्थिति नहीं, और आपकी कुंडली इससे निकलने का रास्ता दिखाती है।",
  },
];

/** A caring first line for someone in distress (a layoff, a divorce, "nothing is going right"). */
const CARE: readonly { en: string; hi: string }[] = [
  { en: "I am sorry you are going through this.", hi: "मुझे दुख है कि आप इस दौर से गुज़र रहे हैं।" },
  {
    en: "That sounds hard, and it is fair to feel shaken.",
    hi: "यह सचमुच कठिन है, और ऐसे में मन का विचलित होना स्वाभाविक है।",
  },
  { en: "I hear how heavy this feels right now.", hi: "अभी यह कितना भारी लग रहा होगा, यह समझ में आता है।" },
];

/** Words of a hard turn the reader does not always mark as distress: a layoff, a divorce, a breakup. */
const HARD_TURN =
  /\b(laid off|layoff|lay off|lost my job|fired|terminated|job (chali|chhut|chut) gayi|naukri (chali|chhut|chut) gayi|divorce|divorced|talaq|talak|breakup|broke up|separated|nothing is going right|kuch theek nahi)\b|तलाक|नौकरी चली गई|नौकरी छूट गई|कुछ भी ठीक नहीं/iu;

/** Whether the reply should open with care and avoid cheerful verdicts. */
export const inDistress = (c: ReadingContext) => c.conversation.understanding.distress || HARD_TURN.test(c.question);

export function careLine(c: ReadingContext, L: Lang, pick: Pick): string {
  return pick(CARE)[L];
}
