// Two periods to choose between: this year or next (month, week), two years named ("2027 ya
// 2028"), two months named ("June or July?"). The answer is the one in which the stronger period tied to
// the topic falls, with its months, or plainly neither and the nearest window after them.
import { monthName, type Lang } from "../reading/names.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import { periodPairOf, type PeriodPair } from "../understanding/horizon.ts";
import { normalize } from "../understanding/text.ts";
import { because, type Lead, months, OPTION_WORD, strongest, vocative, windowName, ymd } from "./builtin-lead-parts.ts";

// "2027 or 2028", and with words between them: "2028 me ghar lena sahi rahega ya 2029".
const TWO_YEARS =
  /\b(20\d\d)\b[^?.।]{0,48}?(?:\s(?:or|ya|yaa|vs)\s|\sया\s|\s*\/\s*)(?:in\s+|me\s+|mein\s+|में\s+)?(20\d\d)\b/iu;

// "is saal shuru karu ya 2027 me?", "this year or in 2028": this year against a year named.
const THIS_YEAR_OR_YEAR =
  /(?:\b(?:this year|is saal|iss saal|is sal)\b|इस साल)[^?.।]{0,48}?(?:\s(?:or|ya|yaa)\s|\sया\s)(?:in\s+)?(20\d\d)\b/iu;

/** Two periods to choose between: their spans (inclusive ISO dates) and names in the reply. */
interface PeriodChoice {
  readonly spans: readonly [readonly [string, string], readonly [string, string]];
  readonly labels: readonly [string, string];
  /** What the two are, for "Neither year stands out". */
  readonly unit: PeriodPair["unit"];
}

/** Two years named ("2027 or 2028"). */
function yearChoice(c: ReadingContext, [year, second]: readonly [number, number]): PeriodChoice {
  const today = ymd(c);
  const first = `${year}-01-01` > today ? `${year}-01-01` : today;
  return {
    spans: [
      [first, `${year}-12-31`],
      [`${second}-01-01`, `${second}-12-31`],
    ],
    labels: [String(year), String(second)],
    unit: "year",
  };
}

const CALENDAR_LABELS: Readonly<Record<PeriodPair["unit"], Readonly<Record<Lang, readonly [string, string]>>>> = {
  year: { en: ["This year", "Next year"], hi: ["इस साल", "अगले साल"] },
  month: { en: ["This month", "Next month"], hi: ["इस महीने", "अगले महीने"] },
  week: { en: ["This week", "Next week"], hi: ["इस सप्ताह", "अगले सप्ताह"] },
};

/** This or next year, month or week, or two months named ("June or July", "अप्रैल में या मई में"), as the question's horizon read them. */
function namedChoice(c: ReadingContext, L: Lang): PeriodChoice | null {
  const pair = periodPairOf(normalize(c.question), new Date(`${ymd(c)}T12:00:00+05:30`));
  if (!pair) return null;
  const today = ymd(c);
  const [a, b] = pair.periods;
  const label = (iso: string) => monthName(Number(iso.slice(5, 7)) - 1, L);
  return {
    spans: [
      [a.start > today ? a.start : today, a.end],
      [b.start, b.end],
    ],
    labels: pair.calendar ? CALENDAR_LABELS[pair.unit][L] : [label(a.start), label(b.start)],
    unit: pair.unit,
  };
}

/**
 * Two periods to choose between ("promotion this year or next year?", "2027 or 2028", "June or
 * July?"): the one in which the stronger period tied to the topic falls, with its months; or
 * plainly neither, and the nearest window after them.
 */
function choiceLead(c: ReadingContext, L: Lang, topic: string, choice: PeriodChoice): Lead {
  const name = vocative(c);
  const { spans, labels, unit } = choice;
  const known = [...c.timingWindows, ...c.nearTiming.inside, ...(c.horizonTiming?.inside ?? [])];
  const [now, next] = spans.map(([s, e]) => strongest(known.filter((w) => w.start <= e && w.end >= s)));
  const pick = now && (!next || now.strength >= next.strength) ? 0 : next ? 1 : undefined;
  const [one, two] = labels;
  const lower = (label: string) => (L === "en" && unit !== "month" && !/^\d/.test(label) ? label.toLowerCase() : label);
  if (pick === undefined) {
    const later = [...c.timingWindows]
      .sort((a, b) => a.start.localeCompare(b.start))
      .find((w) => w.start > spans[1][1]);
    const after = later
      ? L === "en"
        ? ` The nearest window after them is ${windowName(c, later, L)}, ${because(later, L, topic)}.`
        : ` उनके बाद सबसे निकट अवसर ${windowName(c, later, L)} है, ${because(later, L, topic)}।`
      : "";
    return {
      text:
        L === "en"
          ? `Neither ${unit} stands out for ${topic}${name}: no period tied to it falls in ${lower(one)} or ${lower(two)}.${after}`
          : `${topic} के लिए ${{ year: "कोई भी वर्ष", month: "कोई भी महीना", week: "कोई भी सप्ताह" }[unit]} विशेष नहीं दिखता${name}: ${one} या ${two} में इससे जुड़ी कोई अवधि नहीं आती।${after}`,
      timing: true,
    };
  }
  const w = (pick === 0 ? now : next)!;
  // One period running on from the first into the second: it is both one's answer, with the
  // months it covers of the two named first.
  if (pick === 0 && next === w) {
    const [[first], [, secondEnd]] = spans;
    const covered = months(w.start > first ? w.start : first, w.end < secondEnd ? w.end : secondEnd, L);
    return {
      text:
        L === "en"
          ? `Either can bring it${name}: ${covered} falls in ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `दोनों में से किसी में भी हो सकता है${name}: ${covered} ${windowName(c, w, L)} में आता है, ${because(w, L, topic)}।`,
      timing: true,
    };
  }
  const [s, e] = spans[pick];
  const range = months(w.start > s ? w.start : s, w.end < e ? w.end : e, L);
  return {
    text:
      L === "en"
        ? `${labels[pick]} is the likelier of the two${name}: ${range} falls in ${windowName(c, w, L)}, ${because(w, L, topic)}.`
        : `दोनों में ${labels[pick]} की संभावना अधिक है${name}: ${range} ${windowName(c, w, L)} में आता है, ${because(w, L, topic)}।`,
    timing: true,
  };
}

/** The lead for a choice between two periods the question names, or null when it names none. */
export function periodChoiceLead(c: ReadingContext, L: Lang, topic: string): Lead | null {
  if (!OPTION_WORD.test(c.question)) return null;
  // Two years named ("2027 or 2028", "2027 ya 2028"): the likelier of the two.
  const years = TWO_YEARS.exec(c.question);
  if (years) {
    const [y1, y2] = [Number(years[1]), Number(years[2])];
    if (y1 < y2 && y1 >= Number(ymd(c).slice(0, 4)) && y2 - y1 <= 5)
      return choiceLead(c, L, topic, yearChoice(c, [y1, y2]));
  }
  const thisOrYear = THIS_YEAR_OR_YEAR.exec(c.question);
  const thisYear = Number(ymd(c).slice(0, 4));
  if (thisOrYear && Number(thisOrYear[1]) > thisYear && Number(thisOrYear[1]) - thisYear <= 5)
    return choiceLead(c, L, topic, yearChoice(c, [thisYear, Number(thisOrYear[1])]));
  // This or next year, month or week; two months named ("griha pravesh June or July?"): the same way.
  const pair = namedChoice(c, L);
  return pair ? choiceLead(c, L, topic, pair) : null;
}
