import { GOCHARA_FAVOURABLE_HOUSES, type Graha } from "@graha/jyotish";
import { dayMonth, houseName, monthYear, signName, type Lang } from "../reading/names.ts";
import type { PeriodFact, ReadingContext } from "../reading/reading-context.ts";
import type { TransitStay } from "../reading/transits.ts";
import { addDaysIso, addMonthsIso, months, spokenOf, vocative, windowName, type Lead } from "./builtin-lead-parts.ts";
import { HOUSE_MEANING } from "./builtin-phrases.ts";
import { cap, grahaName } from "./builtin-text.ts";

// "How will next year be for me?", "agle 3 mahine kaise rahenge?", "2027 कैसा रहेगा?": a
// period asked about with no subject gets the period itself, read as an astrologer reads a
// year: the dasha periods that run through it and what their lords' houses bring, the slow
// transits (Jupiter, Saturn) over it from the ascendant and the Moon, Sade Sati, and a verdict
// weighed from those. Every placement and period named comes from the reading context.

/** Houses whose lord's period brings their matters forward, and those that ask for care. */
const GOOD_HOUSES = new Set([1, 2, 4, 5, 7, 9, 10, 11]);
const HARD_HOUSES = new Set([6, 8, 12]);
/** The natural malefics, which do well in the houses that grow with effort (upachaya: 3, 6, 11). */
const MALEFICS = new Set<Graha>(["sun", "mars", "saturn", "rahu", "ketu"]);
const UPACHAYA = new Set([3, 6, 11]);

/** How a period lord's house colours the period: +1 brings its matters forward, -1 asks for care. */
function effect(lord: Graha, house: number): 1 | 0 | -1 {
  if (MALEFICS.has(lord) && UPACHAYA.has(house)) return 1;
  return HARD_HOUSES.has(house) ? -1 : GOOD_HOUSES.has(house) ? 1 : 0;
}
/** A day or two is read by the day (muhurat.ts): the overview is for longer periods, a week's rest too. */
const MIN_DAYS = 3;

type Span = { readonly start: string; readonly end: string };
const DAY_MS = 86_400_000;
const days = (s: Span) => (Date.parse(s.end) - Date.parse(s.start)) / DAY_MS + 1;
const overlap = (a: Span, h: Span): number => {
  const start = a.start > h.start ? a.start : h.start;
  const end = a.end < h.end ? a.end : h.end;
  return start > end ? 0 : days({ start, end });
};

type Verdict = "supportive" | "mixed" | "patient";

/** Each verdict as its head (before the name) and, for two of them, what it means. */
const VERDICT: Readonly<Record<Verdict, Readonly<Record<Lang, readonly [string, string]>>>> = {
  supportive: { en: ["looks largely supportive for you", ""], hi: ["आपके लिए अधिकतर सहयोगी दिखता है", ""] },
  mixed: {
    en: ["looks mixed for you", "good in parts, slower in others"],
    hi: ["आपके लिए मिला-जुला दिखता है", "कुछ हिस्से अच्छे, कुछ धीमे"],
  },
  patient: {
    en: ["asks for patience from you", "steady effort counts for more than new starts"],
    hi: ["आपसे धैर्य माँगता है", "नई शुरुआत से अधिक निरंतर प्रयास काम आएगा"],
  },
};

/** The period asked as a reader names it: "2027", "Apr 2026", "Mar 2026 to Jun 2026", "16 Mar 2026 to 22 Mar 2026". */
function periodLabel(h: Span, L: Lang): string {
  const year = h.start.slice(0, 4);
  if (h.start === `${year}-01-01` && h.end === `${year}-12-31`) return year;
  // ("this month" from the 10th is still the month; a week is its dates.)
  if (days(h) >= 20) return months(h.start, h.end, L);
  return L === "en"
    ? `${dayMonth(h.start, L)} to ${dayMonth(h.end, L)}`
    : `${dayMonth(h.start, L)} से ${dayMonth(h.end, L)} तक`;
}

/** A period or a stay that only touches the edge of the one asked is left out, unless it is the only one. */
const EDGE_DAYS = 15;
function substantial<T>(items: readonly T[], span: (t: T) => Span, h: Span): T[] {
  const inside = items.filter((t) => overlap(span(t), h) > 0);
  const long = inside.filter((t) => overlap(span(t), h) >= Math.min(EDGE_DAYS, days(h) / 2));
  return long.length > 0 ? long : inside.slice(0, 1);
}

/** The antardashas that run through the period, each with its mahadasha's lord. */
function periodsIn(c: ReadingContext, h: Span): { md: Graha; ad: PeriodFact }[] {
  const { mahadasha, antardasha, nextAntardashas, nextMahadasha } = c.dasha;
  if (!mahadasha) return [];
  const running = [antardasha, ...nextAntardashas].filter((ad): ad is PeriodFact => ad !== null);
  return substantial(running, (ad) => ad, h).map((ad) => ({
    md: nextMahadasha && ad.start >= nextMahadasha.start ? nextMahadasha.lord : mahadasha.lord,
    ad,
  }));
}

/** A slow graha's stays that fall in the period (the last one's end may lie beyond the scan). */
function staysIn(stays: readonly TransitStay[], h: Span, today: string): TransitStay[] {
  return substantial(stays, (s) => ({ start: s.from ?? today, end: s.until ?? "9999-12-31" }), h);
}

function verdictOf(c: ReadingContext, h: Span, periods: { ad: PeriodFact }[], today: string): Verdict {
  const length = days(h);
  let score = 0;
  for (const { ad } of periods) {
    const share = overlap(ad, h) / length;
    score += share * effect(ad.lord, ad.lordHouse);
  }
  for (const g of ["jupiter", "saturn"] as const) {
    for (const s of staysIn(c.transits[g].stays, h, today)) {
      const share = overlap({ start: s.from ?? today, end: s.until ?? h.end }, h) / length;
      if (GOCHARA_FAVOURABLE_HOUSES[g].includes(s.houseFromMoon)) score += share;
    }
  }
  const ss = c.transits.sadeSati;
  if (ss.start && ss.end && overlap({ start: ss.start, end: ss.end }, h) > 0) score -= 1;
  return score >= 1.5 ? "supportive" : score >= 0 ? "mixed" : "patient";
}

const EFFECT: Readonly<Record<"upachaya" | 1 | 0 | -1, Readonly<Record<Lang, string>>>> = {
  upachaya: { en: "turn in your favour with effort", hi: "प्रयास से आपके पक्ष में रहेंगे" },
  1: { en: "come to the fore", hi: "आगे रहेंगे" },
  0: { en: "are in focus", hi: "पर ध्यान रहेगा" },
  [-1]: { en: "ask for care", hi: "पर सावधानी चाहिए" },
};

function dashaSentence(
  c: ReadingContext,
  md: Graha,
  ad: PeriodFact,
  place: "only" | "first" | "next" | "helps",
  L: Lang,
): string {
  const window = windowName(
    c,
    { mahadasha: md, antardasha: ad.lord, start: ad.start, end: ad.end, links: [], strength: 0 },
    L,
  );
  const meaning = HOUSE_MEANING[ad.lordHouse]![L];
  // A malefic in a house of effort (Ketu in the 6th) works for the asker there.
  const works = MALEFICS.has(ad.lord) && UPACHAYA.has(ad.lordHouse) ? "upachaya" : effect(ad.lord, ad.lordHouse);
  const running = ad.start <= c.asOf.slice(0, 10);
  if (L === "en") {
    const opening =
      place === "next"
        ? `From ${monthYear(ad.start, L)}, ${window} takes over`
        : `${cap(window)}${running ? "," : ""} ${place === "only" ? "covers it" : place === "helps" ? "helps" : "comes first"}`;
    return `${opening}: ${grahaName(ad.lord, L)} sits in your ${houseName(ad.lordHouse, L)}, so ${meaning} ${EFFECT[works].en}.`;
  }
  const opening =
    place === "next"
      ? `${monthYear(ad.start, L)} से ${window} शुरू होगी`
      : `${window} ${place === "only" ? "पूरे समय रहेगी" : place === "helps" ? "सहायक है" : "पहले आती है"}`;
  return `${opening}: ${grahaName(ad.lord, L)} आपके ${houseName(ad.lordHouse, L)} में बैठे हैं, इसलिए ${meaning} ${EFFECT[works].hi}।`;
}

/** "Jupiter's transit is in Gemini, your 1st house, a favourable position by gochara, until Jun 2026, and then in Cancer, your 2nd house." */
function transitSentence(
  g: "jupiter" | "saturn",
  stays: readonly TransitStay[],
  h: Span,
  today: string,
  L: Lang,
): string | null {
  const shown = stays.slice(0, 3);
  if (shown.length === 0) return null;
  const good = (s: TransitStay) => GOCHARA_FAVOURABLE_HOUSES[g].includes(s.houseFromMoon);
  // A stay that begins after today is told in the future (the claim checker reads its sign ahead).
  const future = shown.some((s) => (s.from ?? today) > today);
  const until = (s: TransitStay, i: number) => (i < shown.length - 1 && s.until && s.until < h.end ? s.until : null);
  if (L === "en") {
    const parts = shown.map((s, i) => {
      const end = until(s, i);
      return `${i === 0 ? "" : "then "}in ${signName(s.signIndex, L)}, your ${houseName(s.houseFromAscendant, L)}${good(s) ? ", a favourable position by gochara" : ""}${end ? `, until ${monthYear(end, L)}` : ""}`;
    });
    return `${cap(grahaName(g, L))}'s transit ${future ? "will be" : "is"} ${parts.join(", ")}.`;
  }
  const parts = shown.map((s, i) => {
    const end = until(s, i);
    return `${i === 0 ? "" : "फिर "}${signName(s.signIndex, L)} राशि में, आपके ${houseName(s.houseFromAscendant, L)} में${good(s) ? " (गोचर से शुभ स्थिति)" : ""}${end ? ` ${monthYear(end, L)} तक` : ""}`;
  });
  return `${grahaName(g, L)} का गोचर ${parts.join(", ")} ${future ? "होगा" : "है"}।`;
}

function sadeSatiSentence(c: ReadingContext, h: Span, L: Lang): string | null {
  const ss = c.transits.sadeSati;
  if (!ss.start || !ss.end || overlap({ start: ss.start, end: ss.end }, h) === 0) return null;
  if (ss.start <= h.start)
    return L === "en"
      ? `Sade Sati runs through it (until ${monthYear(ss.end, L)}): routine and patience serve you better than hurried moves.`
      : `इस दौरान साढ़ेसाती चल रही है (${monthYear(ss.end, L)} तक): जल्दबाज़ी से अधिक दिनचर्या और धैर्य काम आएँगे।`;
  return L === "en"
    ? `Sade Sati begins in ${monthYear(ss.start, L)}: keep commitments modest from then on.`
    : `${monthYear(ss.start, L)} से साढ़ेसाती शुरू होगी: तब से वचन सीमित रखें।`;
}

/**
 * The answer to "how will <a period> be?" with no subject: a verdict on the period, then the
 * periods and transits that make it. Null unless a period of MIN_DAYS or more is asked about
 * with no subject, or when the chart is spoken of (a celebrity's, a relative's).
 */
export function periodOverviewLead(c: ReadingContext, L: Lang): Lead | null {
  const h = c.horizonTiming;
  if (
    c.topic !== "timing" ||
    c.conversation.form !== "describe" ||
    !h ||
    days(h) < MIN_DAYS ||
    spokenOf(c) ||
    c.derived
  )
    return null;
  const today = c.asOf.slice(0, 10);
  const periods = periodsIn(c, h).slice(0, 2);
  if (periods.length === 0) return null;
  const label = periodLabel(h, L);
  const [head, tail] = VERDICT[verdictOf(c, h, periods, today)][L];
  const meaning = tail ? `: ${tail}` : "";
  const opening =
    L === "en" ? `${cap(label)} ${head}${vocative(c)}${meaning}.` : `${label} का समय ${head}${vocative(c)}${meaning}।`;
  const sentences = [
    opening,
    ...periods.map(({ md, ad }, i) =>
      dashaSentence(c, md, ad, periods.length === 1 ? "only" : i === 0 ? "first" : "next", L),
    ),
    transitSentence("jupiter", staysIn(c.transits.jupiter.stays, h, today), h, today, L),
    transitSentence("saturn", staysIn(c.transits.saturn.stays, h, today), h, today, L),
    sadeSatiSentence(c, h, L),
  ];
  return { text: sentences.filter(Boolean).join(" "), timing: true, reasons: true };
}

// "How long will this bad phase last?", "mera bura samay kab khatam hoga?": when a hard stretch eases.
const BAD_PHASE =
  /\b(bad|tough|hard|difficult|rough|dark) (phase|time|times|period|patch|days|stretch)\b|\bthis phase\b|\b(bura|kharab|mushkil) (waqt|wakt|samay|time|daur)\b|(बुरा|खराब|ख़राब|कठिन|मुश्किल) (समय|वक्त|वक़्त|दौर)/iu;
/** How far ahead a turn is looked for, in quarters (three years). */
const QUARTERS = 12;

/**
 * The answer to "when will this bad phase end?" asked with no subject: the first quarter of
 * the next three years that the period overview's verdict finds largely supportive, and the
 * period that makes it so; or plainly that none shows. Null for another question.
 */
export function phaseEndLead(c: ReadingContext, L: Lang): Lead | null {
  if ((c.topic !== "timing" && c.topic !== "life_path") || c.conversation.form !== "when") return null;
  if (!BAD_PHASE.test(c.question) || spokenOf(c) || c.derived) return null;
  const today = c.asOf.slice(0, 10);
  const name = vocative(c);
  for (let k = 0; k < QUARTERS; k++) {
    const start = addMonthsIso(today, 3 * k);
    const h = { start, end: addDaysIso(addMonthsIso(start, 3), -1) };
    const periods = periodsIn(c, h).slice(0, 1);
    if (periods.length === 0) break;
    if (verdictOf(c, h, periods, today) !== "supportive") continue;
    const { md, ad } = periods[0]!;
    const why = dashaSentence(c, md, ad, "helps", L);
    return {
      text:
        k === 0
          ? L === "en"
            ? `The turn is near${name}: the months just ahead look largely supportive, as far as your chart shows. ${why}`
            : `बदलाव पास है${name}: आने वाले महीने अधिकतर सहयोगी दिखते हैं, जहाँ तक कुंडली दिखाती है। ${why}`
          : L === "en"
            ? `This phase eases from ${monthYear(start, L)}${name}: ${months(h.start, h.end, L)} looks largely supportive. ${why}`
            : `यह दौर ${monthYear(start, L)} से हल्का होता दिखता है${name}: ${months(h.start, h.end, L)} का समय अधिकतर सहयोगी है। ${why}`,
      timing: true,
      reasons: true,
    };
  }
  return {
    text:
      L === "en"
        ? `No clear turn shows in the next three years${name}, so steady effort counts for more than waiting for a date; the periods ahead ask for patience rather than bring sudden change.`
        : `अगले तीन वर्षों में कोई स्पष्ट मोड़ नहीं दिखता${name}, इसलिए किसी तारीख़ की प्रतीक्षा से अधिक निरंतर प्रयास काम आएगा; आगे की अवधियाँ अचानक बदलाव से अधिक धैर्य माँगती हैं।`,
    timing: false,
  };
}
