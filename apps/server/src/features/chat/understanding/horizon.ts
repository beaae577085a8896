import { FESTIVAL_TIME_AFTER, FESTIVAL_TIME_BEFORE, FESTIVALS } from "./festivals.ts";
import { NUMBER_PATTERN, parseNumber } from "./text.ts";
import type { Horizon } from "./types.ts";

// Dates are India's calendar dates: "today" and "this year" begin at midnight IST.
const IST_OFFSET_MS = 330 * 60_000;

interface Ymd {
  y: number;
  m: number; // 0–11
  d: number;
}

const iso = ({ y, m, d }: Ymd) => {
  const t = new Date(Date.UTC(y, m, d));
  return t.toISOString().slice(0, 10);
};
const fromDate = (t: Date): Ymd => ({ y: t.getUTCFullYear(), m: t.getUTCMonth(), d: t.getUTCDate() });
const addDays = (a: Ymd, n: number): Ymd => fromDate(new Date(Date.UTC(a.y, a.m, a.d + n)));
function addMonths(a: Ymd, n: number): Ymd {
  const last = new Date(Date.UTC(a.y, a.m + n + 1, 0)).getUTCDate();
  return fromDate(new Date(Date.UTC(a.y, a.m + n, Math.min(a.d, last))));
}
const monthEnd = (y: number, m: number): Ymd => fromDate(new Date(Date.UTC(y, m + 1, 0)));
const range = (start: Ymd, end: Ymd): Horizon => ({ start: iso(start), end: iso(end) });

const MONTHS: readonly (readonly string[])[] = [
  ["january", "jan", "जनवरी"],
  ["february", "feb", "फरवरी", "फ़रवरी"],
  ["march", "मार्च"],
  ["april", "apr", "अप्रैल"],
  ["may", "मई"],
  ["june", "jun", "जून"],
  ["july", "jul", "जुलाई"],
  ["august", "aug", "अगस्त"],
  ["september", "sept", "sep", "सितंबर", "सितम्बर"],
  ["october", "oct", "अक्टूबर"],
  ["november", "nov", "नवंबर", "नवम्बर"],
  ["december", "dec", "दिसंबर", "दिसम्बर"],
];
const MONTH_WORD = MONTHS.flat()
  .filter((w) => w !== "may")
  .join("|");

type Unit = "day" | "week" | "month" | "year";
const UNIT_WORDS: readonly [Unit, string][] = [
  ["day", String.raw`days?|din|dino|dinon|दिन|दिनों`],
  ["week", String.raw`weeks?|hafte|hafton|saptah|हफ्ते|हफ़्ते|हफ्तों|सप्ताह`],
  // (Marathi "pudhchya 3 mahinyat": within the next three months.)
  ["month", String.raw`months?|mahine|mahina|mahino|mahinon|mahine|maheene|mahinyat|mahinyaat|महीने|महीना|महीनों|मास`],
  ["year", String.raw`years?|yrs?|saal|sal|salon|saalon|varsh|वर्ष|साल|सालों|वर्षों`],
];
const UNIT = UNIT_WORDS.map(([, w]) => w).join("|");
const unitOf = (word: string): Unit => UNIT_WORDS.find(([, w]) => new RegExp(`^(?:${w})$`, "u").test(word))![0];

function addUnits(a: Ymd, unit: Unit, n: number): Ymd {
  if (unit === "day") return addDays(a, n);
  if (unit === "week") return addDays(a, 7 * n);
  if (unit === "month") return addMonths(a, n);
  return addMonths(a, 12 * n);
}

// (With Gujarati "aavta", Marathi "pudhil", Bengali "agami", Punjabi "aun wale".)
const NEXT = String.raw`(?:next|coming|upcoming|agle|agla|agli|aane wale|aane vale|aanewale|aavta|aavti|pudhil|pudhchya|agami|aagami|aun wale|अगले|अगला|आने वाले|आगामी)`;
const N = NUMBER_PATTERN;

/** The month in which a month named falls next (this month's own name is this month). */
function nextMonthNamed(word: string, today: Ymd): { y: number; m: number } {
  // "may" is left out of MONTH_WORD (it is a verb too), but after "April or" it is the month.
  const m = word === "may" ? 4 : MONTHS.findIndex((words) => words.includes(word));
  return { y: m < today.m ? today.y + 1 : today.y, m };
}

/** The second of two months joined by "or" after the month `first` ("June or July"), as a period. */
function secondMonth(t: string, first: string, today: Ymd): { start: Ymd; end: Ymd } | null {
  const second = new RegExp(
    String.raw`(?:${first})(?: (?:mein|me|main|में)(?: \S+){0,2})? (?:or|ya|yaa|या) (?:in )?(${MONTH_WORD}|may)(?= )`,
    "u",
  ).exec(t);
  if (!second || second[1] === first) return null;
  const { y, m } = nextMonthNamed(second[1]!, today);
  return { start: { y, m, d: 1 }, end: monthEnd(y, m) };
}

/**
 * Two months a question weighs ("griha pravesh June or July?", "अप्रैल में या मई में"), the
 * earlier first, each as the whole month; null when it names no such pair.
 */
function monthPairOf(normalized: string, now: Date): readonly [Horizon, Horizon] | null {
  const today = fromDate(new Date(now.getTime() + IST_OFFSET_MS));
  const first = new RegExp(String.raw`(?:^| )(${MONTH_WORD})(?= )`, "u").exec(normalized);
  if (!first) return null;
  const b = secondMonth(normalized, first[1]!, today);
  if (!b) return null;
  const { y, m } = nextMonthNamed(first[1]!, today);
  const a = range({ y, m, d: 1 }, monthEnd(y, m));
  const other = range(b.start, b.end);
  return a.start < other.start ? [a, other] : [other, a];
}

// This and next year, month and week, as written in English, Hinglish and Devanagari, and
// the year in the regional words people mix in: Telugu "ee year", Bengali and Assamese "ei
// bochor"/"ei bosor", Gujarati "aa varse", Marathi "ya varshi"; Punjabi "aun wale saal",
// Marathi "pudhchya varshi", Gujarati "aavta varse", Bengali "notun bochore" (in the new year).
const CALENDAR: readonly { unit: "year" | "month" | "week"; this: RegExp; next: RegExp }[] = [
  {
    unit: "year",
    this: /\b(?:this year|this (?:a |an )?(?:good|right|lucky|favou?rable|auspicious|bad|tough) year|is saal|iss saal|is sal|iss sal|is varsh|current year|isi saal|isi sal|this yr|ye saal|yeh saal|ye sal|ee year|ee saal|ee sal|ei bochor|ei bochhor|ei bosor|ei bochore|ei bosore|e bochor|aa varse|aa varshe|aa varas|ya varshi|hya varshi|ee varsham|ee samvatsaram|ee varsha|indha varusham|intha varusham|ee kollam)\b|इस साल|इस वर्ष|इसी साल|इसी वर्ष|ये साल|(?<= )ए साल(?= )/u,
    next: /\b(?:next year|agle saal|agle sal|agle varsh|agla saal|agla sal|coming year|upcoming year|following year|next yr|nxt year|aane wale saal|aane vale saal|aane wale sal|aane wala saal|aun wale saal|aunde saal|pudhchya varshi|pudhil varshi|aavta varse|aavte varse|aavta varshe|agami bochor|aagami bochor|porer bochor|notun bochore|in the new year|naye saal me|naye saal mein)\b|अगले साल|अगला साल|अगले वर्ष|अगला वर्ष|आने वाले साल|आगामी वर्ष|नए साल में/u,
  },
  {
    unit: "month",
    this: /\b(?:this month|is mahine|iss mahine|is month|current month|ye mahina|yeh mahina|ye month|yeh month|ee month|ee nela|ee masam|indha maasam|intha maasam|aa mahine|ya mahinyat)\b|इस महीने|इसी महीने|इस मास|यह महीना|ये महीना/u,
    next: /\b(?:next month|agle mahine|agle mahene|agla mahina|aavta mahine|aavte mahine|pudhchya mahinyat|(?:the )?coming month|(?:aane|ane|aanewala|anewala) ?(?:wala|vala|wale|vale)? (?:mahina|mahine|month))\b|अगले महीने|अगला महीना|अगले मास|आने वाल(?:ा|े) (?:महीना|महीने)|आनेवाल(?:ा|े) (?:महीना|महीने)/u,
  },
  {
    unit: "week",
    this: /\b(?:this week|this (?:a )?(?:good|right|bad|lucky) week|my week|the week ahead|is hafte|iss hafte|is week|ye hafta|yeh hafta|ye week|yeh week)\b|इस हफ्ते|इस हफ़्ते|इस सप्ताह|(?:यह|ये) हफ्ता/u,
    next: /\b(?:next week|agle hafte|agla hafta|agle week|agla week|coming week|agle saptah|agla saptah|aavta athvadiye|aavte athvadiye|pudhchya aathvadyat)\b|अगले हफ्ते|अगले हफ़्ते|अगला हफ्ता|अगला हफ़्ता|अगले सप्ताह|अगला सप्ताह/u,
  },
];
// "this year or next?", "is mahine ya agle": the second named by "next" alone.
// "by next year", "agle saal tak", "अगले महीने तक": until the end of the next period.
const BY_NEXT =
  /\b(?:by|till|until|upto|up to) (?:the )?(?:next|coming) (?:year|month|week)\b|\b(?:agle|agla) (?:saal|sal|varsh|mahine|mahina|hafte|hafta) (?:ke (?:end|ant|aakhir|akhir) )?tak\b|(?:अगले|अगला) (?:साल|वर्ष|महीने|हफ्ते) (?:के (?:अंत|आखिर) )?तक/u;
const WAIT = /\b(wait|waiting|ruk|ruku|rukun|rukna|rukein|ruke|intezaar|intezar|intazar)\b|रुक|इंतज़ार|इंतजार/u;
// (Telugu "leka", Tamil "illa": "ee month lo cheyinchala leka next month lo".)
const OR_NEXT = /\b(?:or|ya|yaa|leka|illa|illai) (?:next|agle|agla)\b|या अगले|या अगला/u;

/**
 * This or next year, month or week named (the first of the units in that order that the
 * message names): the period, the following one, and whether both are asked ("this year or
 * next?"). This year, month and week run from today to their end; the next ones are whole
 * calendar periods (weeks run Monday to Sunday). Null when none is named.
 */
function calendarPair(t: string, today: Ymd): readonly [Horizon, Horizon, "year" | "month" | "week", boolean] | null {
  for (const { unit, this: thisRe, next: nextRe } of CALENDAR) {
    const [isThis, isNext] = [thisRe.test(t), nextRe.test(t)];
    if (!isThis && !isNext) continue;
    let first: Horizon;
    let second: Horizon;
    if (unit === "year") {
      first = range(today, { y: today.y, m: 11, d: 31 });
      second = range({ y: today.y + 1, m: 0, d: 1 }, { y: today.y + 1, m: 11, d: 31 });
    } else if (unit === "month") {
      const next = addMonths({ ...today, d: 1 }, 1);
      first = range(today, monthEnd(today.y, today.m));
      second = range(next, monthEnd(next.y, next.m));
    } else {
      const monday = addDays(today, -((new Date(Date.UTC(today.y, today.m, today.d)).getUTCDay() + 6) % 7));
      first = range(today, addDays(monday, 6));
      second = range(addDays(monday, 7), addDays(monday, 13));
    }
    const both = isThis && (isNext || OR_NEXT.test(t));
    return isThis ? [first, second, unit, both] : [second, second, unit, false];
  }
  return null;
}

/** Two periods a question weighs: what they are, and whether they were named by their calendar ("this" and "next") or by name ("June or July"). */
export interface PeriodPair {
  readonly periods: readonly [Horizon, Horizon];
  readonly unit: "year" | "month" | "week";
  readonly calendar: boolean;
}

/** Two periods a question weighs, the earlier first: "this year or next", "is mahine ya agle mahine", "June or July". */
export function periodPairOf(normalized: string, now: Date): PeriodPair | null {
  const today = fromDate(new Date(now.getTime() + IST_OFFSET_MS));
  const calendar = calendarPair(normalized, today);
  if (calendar) return calendar[3] ? { periods: [calendar[0], calendar[1]], unit: calendar[2], calendar: true } : null;
  const months = monthPairOf(normalized, now);
  return months ? { periods: months, unit: "month", calendar: false } : null;
}

/**
 * A month named with a past verb beside it ("divorce got final in january", "december me naukri
 * chali gayi", "दिसंबर में नौकरी छूट गई") is the story told, not the period asked about.
 */
function toldAsPast(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 30), at);
  const after = text.slice(at, at + 40);
  return (
    /\b(got|lost|went|gone|was|were|happened|had|died|started|ended|finished|closed|broke|left|passed|quit|resigned|retired|failed|joined|moved|took|did|came|gave|wrote|appeared|applied|submitted|sat|cleared|filed|had (?:fixed|planned|booked|decided))\b(?: \w+){0,3}\s*$/u.test(
      before,
    ) ||
    /^ \S+(?: \S+){0,4} (hua|hui|huyi|gaya|gayi|gya|gyi|gye|tha|thi)\b|^ \S+(?: \S+){0,4} (हुआ|हुई|गया|गई|गए|था|थी|थे)(?= |$)/u.test(
      after,
    ) ||
    // (Hinglish "the" is "were", not English's article: "in february is best for the wedding".)
    (/^ \S+(?: \S+){0,4} the\b/u.test(after) &&
      !/^(?: \S+){0,5}? (?:is|are|will|for|of|to|on|at|with|by)\b/u.test(after))
  );
}

/** The period a question asks about, resolved against `now`, or null when it names none. */
export function detectHorizon(normalized: string, now: Date): Horizon | null {
  const today = fromDate(new Date(now.getTime() + IST_OFFSET_MS));
  const t = normalized;
  const has = (re: string) => new RegExp(re, "u").exec(t);

  // "next 6 months", "agle 2 saal", "अगले छह महीने", "in the coming three years", "within 2 years", "6 mahine mein".
  // (A word, not a word's end: "main 27 saal ka hoon" is an age, "main 2 saal se" a time told.)
  const span =
    has(String.raw`\b(?:${NEXT}|within|in|under) (?:the )?(?:next )?(?:${N}[ -])?(?:to |or |-)?(${N}) (${UNIT})\b`) ??
    has(
      String.raw` (${N})[ -]?(${UNIT}) (?:me|mein|main|mai|में|के अंदर|ke andar|tak|तक|ke bheetar|भीतर|ahead|from now|se pehle)`,
    ) ??
    has(String.raw`(?:अगले|आने वाले) (${N}) (${UNIT})`);
  // "hasnt called in a year": how long something has not happened, told, not a period asked.
  const sinceNot = has(
    String.raw`\b(?:hasnt|hasn t|havent|haven t|not|never)(?: \w+){1,3} in (?:a|an|one|the last|${N}) (?:${UNIT})\b`,
  );
  if (span && !sinceNot) {
    const n = parseNumber(span[1]!);
    if (n !== undefined && n > 0 && n <= 40) return range(today, addUnits(today, unitOf(span[2]!), n));
  }
  // "next few months", "coming months", "aane wale mahino mein": six months.
  if (
    has(String.raw`${NEXT} (?:months|mahino|mahinon|महीनों)`) ||
    // ("kuch mahino se bhakti badh gayi": for some months now, told.)
    has(String.raw`(?:few|kuch|कुछ) (?:months|mahine|mahino|महीनों|महीने)(?! (?:se|से|ago|back|pehle|पहले)(?:\s|$))`)
  )
    return range(today, addMonths(today, 6));
  if (
    has(String.raw`${NEXT} (?:years|salon|saalon|सालों|वर्षों)`) ||
    has(String.raw`(?:few|kuch|कुछ) (?:years|saal|salon|सालों|साल)(?! (?:se|से|ago|back|pehle|पहले)(?:\s|$))`)
  )
    return range(today, addMonths(today, 36));

  // Festivals: "by Diwali", "Diwali tak", "before Holi", "दिवाली तक".
  for (const { latin, devanagari, dates: table, marked } of FESTIVALS) {
    if (!has(String.raw`\b(?:${latin})\b|${devanagari}`)) continue;
    if (
      marked &&
      !has(
        String.raw`${FESTIVAL_TIME_BEFORE} (?:${latin}|${devanagari})|(?:${latin}|${devanagari}) ${FESTIVAL_TIME_AFTER}`,
      )
    )
      continue;
    // A festival a few weeks gone is the story told ("Holi ke baad se sar dard", "होली पर झगड़ा
    // हुआ"), unless the next one is asked for ("by Holi", "agli Holi tak").
    const justPassed = Object.values(table).some(
      (d) => d < iso(today) && Date.parse(iso(today)) - Date.parse(d) <= 45 * 86_400_000,
    );
    const nextAsked = has(
      String.raw`\b(?:by|before|till|until|next|agli|agle|aane wali|coming) (?:${latin})\b|\b(?:${latin}) (?:tak|se pehle|se pahle|sudhi|paryant)\b|(?:अगली|आने वाली) (?:${devanagari})|(?:${devanagari}) (?:तक|से पहले)`,
    );
    if (justPassed && !nextAsked) continue;
    const dates = Object.values(table).filter((d) => d >= iso(today));
    if (dates.length > 0) return { start: iso(today), end: dates[0]! };
  }

  // A quarter: "Is Q3 a good time to put in my papers?" is the calendar's (Q3 = July–September),
  // the next one of that number not yet over; with "FY" it is India's financial year's
  // (Q1 = April–June, Q3 = October–December).
  const quarter = has(String.raw`\bq([1-4])\b`);
  if (quarter) {
    const q = Number(quarter[1]);
    const fiscal = has(String.raw`\bfy ?(?:20)?(\d\d)\b|\bfy\b|financial year`);
    const firstMonth = fiscal ? (q * 3) % 12 : (q - 1) * 3;
    // ("Q4 FY27": FY27 runs April 2026 to March 2027, so its Q4 is January–March 2027.)
    const fyEnd = fiscal?.[1] ? 2000 + Number(fiscal[1]) : undefined;
    let y = fyEnd ? (q === 4 ? fyEnd : fyEnd - 1) : today.y;
    while (!fyEnd && iso(monthEnd(y, firstMonth + 2)) < iso(today)) y++;
    const start = { y, m: firstMonth, d: 1 };
    return range(iso(start) < iso(today) ? today : start, monthEnd(y, firstMonth + 2));
  }

  // "will my job survive this quarter?", "is quarter ka target": to the end of the calendar
  // quarter (January–March, …); "next quarter": the whole of the one after.
  const wordQuarter = has(String.raw`\b(this|is|iss|current|ye|yeh|next|agle|agla) quarter\b`);
  if (wordQuarter) {
    const first = today.m - (today.m % 3);
    return /next|agle|agla/u.test(wordQuarter[1]!)
      ? range(fromDate(new Date(Date.UTC(today.y, first + 3, 1))), monthEnd(today.y, first + 5))
      : range(today, monthEnd(today.y, first + 2));
  }

  // A year written out: "in 2027", "2027 mein", "by 2028", "before 2030", "2027 tak".
  const year = has(String.raw`\b(?:by|before|till|until|upto|up to) (20\d\d)\b|\b(20\d\d) (?:tak|से पहले|se pehle|तक)`);
  if (year) {
    const y = Number(year[1] ?? year[2]);
    if (/before|se pehle|से पहले/u.test(year[0])) return range(today, { y: y - 1, m: 11, d: 31 });
    return range(today, { y, m: 11, d: 31 });
  }
  // A year inside a date ("born on 4th Jan 2026", "28 फरवरी 2026 को") is that day's, not a period asked.
  const named = has(String.raw`(?<![\d/.-])(?<!(?:${MONTH_WORD}|may)[a-z]*,? )(20[2-4]\d)(?![\d/.-])`);
  // A past year is the story told ("started a restaurant in 2024"), not the period asked about.
  if (named && Number(named[1]) >= today.y) {
    const y = Number(named[1]);
    // "2027 or 2028", "2027 ya 2028 me": the two years joined, as any two periods joined by "or".
    // ("2027 me milega ya 2028 me": the second year a few words on.)
    const pair = has(
      String.raw`(?<![\d/.-])${y}(?: (?:or|ya|yaa|या|to|se|से|-)| \S+(?: \S+){0,2} (?:or|ya|yaa|या))(?: in)? (20[2-4]\d)(?![\d/.-])`,
    );
    const y2 = pair ? Number(pair[1]) : y;
    const end = y2 > y && y2 - y <= 5 ? y2 : y;
    // "is saal shuru karu ya 2027 me?": this year and the year named, joined.
    const thisYearToo = has(
      String.raw`\b(?:this year|is saal|iss saal|is sal)\b.* (?:or|ya|yaa) .*\b${y}\b|इस साल .*\sया\s.*${y}`,
    );
    return range(y === today.y || thisYearToo ? today : { y, m: 0, d: 1 }, { y: end, m: 11, d: 31 });
  }

  // "by March", "march tak", "मार्च तक": until that month ends; "in March", "march mein": that month.
  // "may" is the month after "in", "by", "the" ("in the May attempt"), not before "be".
  // (The first month that is asked: "planned for february … born on 30 december 1997 … which
  // date in february" asks about the February after "in".)
  const dated = has(String.raw`(?:${MONTH_WORD}),? \d{2,4}|\d{1,2}(?:st|nd|rd|th)? (?:${MONTH_WORD})`);
  const month = [
    ...t.matchAll(
      new RegExp(
        String.raw`(?:^| )(?:(by|before|till|until|in|during) )?(${MONTH_WORD})(?: (tak|mein|me|main|में|तक|se pehle|से पहले|paryant|paryanta|porjonto|sudhi|varaku))?(?= )`,
        "gu",
      ),
    ),
    ...t.matchAll(
      new RegExp(
        String.raw`(?:^| )(?:(by|before|till|until|in|during) |the )(may)(?: (tak|mein|me|main|se pehle))?(?= )(?! be )`,
        "gu",
      ),
    ),
    // … and before a Hinglish "me", "tak" ("CA final May me clear hoga kya?").
    ...t.matchAll(new RegExp(String.raw`(?:^| )()(may) (tak|mein|me|main|se pehle)(?= )`, "gu")),
  ].find((m) => (m[1] || m[3] || !dated) && !toldAsPast(t, m.index));
  if (month) {
    const m = MONTHS.findIndex((words) => words.includes(month[2]!));
    const y = m < today.m ? today.y + 1 : today.y;
    const until = /by|before|till|until|tak|तक|pehle|पहले|paryant|porjonto|sudhi|varaku/u.test(
      `${month[1] ?? ""} ${month[3] ?? ""}`,
    );
    if (until) return range(today, monthEnd(y, m));
    // "April or May", "जून या जुलाई में", "अप्रैल में कराऊं या मई में": the two months joined.
    const pair = secondMonth(t, month[2]!, today);
    const last = pair && iso(pair.end) > iso(monthEnd(y, m)) ? pair.end : monthEnd(y, m);
    // "this month or in April": this month and the month named, joined.
    const thisMonthToo = has(
      String.raw`\b(?:this month|is mahine|iss mahine|ee month)\b.* (?:or|ya|yaa|leka) .*\b${month[2]}\b|इस महीने .*\sया\s.*${month[2]}`,
    );
    return range((m === today.m && y === today.y) || thisMonthToo ? today : { y, m, d: 1 }, last);
  }

  // Calendar periods.
  if (
    has(
      String.raw`\b(?:end of (?:this |the )?year|year end(?! (?:bonus|appraisal|review|party|sale|closing))|year-end(?! (?:bonus|appraisal|review|party|sale|closing))|saal ke (?:end|ant|aakhir|akhir) tak|saal khatam hone se pehle)\b|साल के अंत तक|साल खत्म होने`,
    )
  ) {
    // "is saal ke end tak ya agle saal": this year's end or the next, joined.
    const years = calendarPair(t, today);
    return years && years[2] === "year" && years[3]
      ? range(today, { y: today.y + 1, m: 11, d: 31 })
      : range(today, { y: today.y, m: 11, d: 31 });
  }
  const calendar = calendarPair(t, today);
  if (calendar) {
    const [a, b, , both] = calendar;
    // "by next year", "agle saal tak": from now to that period's end, as "by 2028" ("wait
    // till next year" asks about next year).
    if (!both && BY_NEXT.test(t) && !WAIT.test(t)) return { start: iso(today), end: a.end };
    return both ? { start: a.start, end: b.end } : a;
  }
  // Hinglish "kal" and Hindi "कल" are yesterday or tomorrow: tomorrow unless the verb is past or it is "aaj kal".
  const kal =
    has(String.raw`(?<!\baaj )\bkal\b|(?<!आज )(?<= )कल(?= )`) &&
    !has(
      String.raw`\b(tha|thi|the|hua|hui|gaya|gayi|aaya|aayi|kharide|kharida|kharidi|khareede)\b|था|थी|हुआ|हुई|गया|गई|खरीदे |खरीदा`,
    );
  if (kal || has(String.raw`\b(?:tomorrow|tmrw)\b`)) return range(addDays(today, 1), addDays(today, 1));
  // ("आजकल", these days, is no day.)
  if (has(String.raw`\b(?:today|aaj|aaje|tonight)\b(?! kal)|आज(?! ?कल)`) && !has(String.raw`\baajkal\b`))
    return range(today, today);
  return null;
}
