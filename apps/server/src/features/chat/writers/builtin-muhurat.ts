// The answer to "which day is auspicious for …" (a muhurat, ADR 044): the days inside the
// period asked that pass the checks (reading/muhurat.ts), why they pass for this chart, the
// Rahu kaal to avoid, and, for a wedding or a home, the pandit who fixes the exact hour; and
// how one day ("how will today be?") falls for the asker.
import { VARA_NAMES } from "@graha/jyotish";
import {
  joinList,
  monthYear,
  nakshatraName,
  ORDINAL_HI_DIRECT,
  ordinalEn,
  signName,
  type Lang,
} from "../reading/names.ts";
import type { MuhuratDay, MuhuratFact, MuhuratMonth } from "../reading/muhurat.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import type { MuhuratActivity } from "../understanding/muhurat.ts";
import { type Lead, vocative } from "./builtin-lead-parts.ts";
import { seededRandom } from "./builtin-voice.ts";
import { PANCHANG_TIME } from "../understanding/topics.ts";
import { normalize } from "../understanding/text.ts";

const ACTIVITY: Readonly<Record<MuhuratActivity, Readonly<Record<Lang, string>>>> = {
  vehicle: { en: "buying a vehicle", hi: "वाहन खरीदने" },
  home_entry: { en: "a griha pravesh", hi: "गृह प्रवेश" },
  property: { en: "a property deal or registry", hi: "संपत्ति के सौदे या रजिस्ट्री" },
  business: { en: "opening a shop or a business", hi: "दुकान या व्यापार शुरू करने" },
  wedding: { en: "a wedding", hi: "विवाह" },
  travel: { en: "setting out on a journey", hi: "यात्रा आरंभ करने" },
  mundan: { en: "a mundan", hi: "मुंडन संस्कार" },
  general: { en: "a new beginning", hi: "नए काम की शुरुआत" },
};

/** "Thursday 12 Mar 2026" / "गुरुवार 12 मार्च 2026". */
const dayName = (d: Pick<MuhuratDay, "date" | "weekday">, L: Lang) =>
  `${VARA_NAMES[d.weekday]![L]} ${Number(d.date.slice(8, 10))} ${monthYear(d.date, L)}`;

/** "2:10 pm" / "दोपहर 2:10": a local HH:MM as people read a clock. */
function clock(hhmm: string, L: Lang): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const twelve = `${h % 12 || 12}:${String(m).padStart(2, "0")}`;
  if (L === "en") return `${twelve} ${h < 12 ? "am" : "pm"}`;
  const part = h < 4 ? "रात" : h < 12 ? "सुबह" : h < 16 ? "दोपहर" : h < 19 ? "शाम" : "रात";
  return `${part} ${twelve}`;
}

/** "10:17–11:50 am", "11:56 am–1:26 pm" / "सुबह 10:17 से 11:50 तक": a span of a day, its part said once when shared. */
function clockSpan(span: { readonly start: string; readonly end: string }, L: Lang): string {
  const [a, b] = [clock(span.start, L), clock(span.end, L)];
  if (L === "en") {
    const [ta, pa] = a.split(" ");
    const [tb, pb] = b.split(" ");
    return pa === pb ? `${ta}–${tb} ${pb}` : `${a}–${b}`;
  }
  const [pa, ta] = a.split(" ");
  const [pb, tb] = b.split(" ");
  return pa === pb ? `${pa} ${ta} से ${tb} तक` : `${a} से ${b} तक`;
}

/** A day with its nakshatra: "Thursday 12 Mar 2026 (Pushya nakshatra until 2:10 pm)". */
function dayWithNakshatra(d: MuhuratDay, L: Lang): string {
  const nak = nakshatraName(d.nakshatra.index, L);
  const until = d.nakshatra.until
    ? L === "en"
      ? ` until ${clock(d.nakshatra.until, L)}`
      : `, ${clock(d.nakshatra.until, L)} तक`
    : "";
  return L === "en" ? `${dayName(d, L)} (${nak} nakshatra${until})` : `${dayName(d, L)} (${nak} नक्षत्र${until})`;
}

/** "12–15 Mar 2026", "28 Mar 2026 – 5 Apr 2026": the days searched. */
function daysSpan(f: MuhuratFact, L: Lang): string {
  const day = (iso: string) => Number(iso.slice(8, 10));
  return f.from.slice(0, 7) === f.to.slice(0, 7)
    ? `${day(f.from)}–${day(f.to)} ${monthYear(f.to, L)}`
    : `${day(f.from)} ${monthYear(f.from, L)} – ${day(f.to)} ${monthYear(f.to, L)}`;
}

/** "बारहवीं राशि": the ordinal of a feminine noun (राशि), from the direct-case one (बारहवाँ, चौथा). */
const feminineOrdinalHi = (n: number) => ORDINAL_HI_DIRECT[n]!.replace(/ा$|ाँ$/u, (end) => (end === "ा" ? "ी" : "ीं"));

const TARA_NAMES = ["Janma", "Sampat", "Vipat", "Kshema", "Pratyari", "Sadhaka", "Naidhana", "Mitra", "Param Mitra"];
const TARA_NAMES_HI = ["जन्म", "संपत", "विपत", "क्षेम", "प्रत्यरि", "साधक", "नैधन", "मित्र", "परम मित्र"];

/** Why one day asked does not pass: each check it fails, in the reply's words. */
function whyItFails(c: ReadingContext, f: MuhuratFact, d: MuhuratDay, L: Lang): string {
  const activity = ACTIVITY[f.activity][L];
  const reasons = d.fails.map((check) => {
    switch (check) {
      case "nakshatra":
        return L === "en"
          ? `its nakshatra, ${nakshatraName(d.nakshatra.index, L)}, is not one given for ${activity}`
          : `उसका नक्षत्र ${nakshatraName(d.nakshatra.index, L)} ${activity} के लिए नहीं बताया गया`;
      case "weekday":
        return L === "en"
          ? `${VARA_NAMES[d.weekday]!.en} is not a weekday for new beginnings`
          : `${VARA_NAMES[d.weekday]!.hi} नई शुरुआत का वार नहीं है`;
      case "tithi":
        return L === "en"
          ? `the tithi is ${d.tithi.name}, ${d.tithi.number === 30 ? "the new moon" : "a rikta tithi"}`
          : `तिथि ${d.tithi.nameHi} है, जो ${d.tithi.number === 30 ? "अमावस्या" : "रिक्ता तिथि"} है`;
      case "tara":
        return L === "en"
          ? `the tara from your birth nakshatra is ${TARA_NAMES[d.tara - 1]}, an unfavourable one`
          : `आपके जन्म नक्षत्र से तारा ${TARA_NAMES_HI[d.tara - 1]} है, जो प्रतिकूल है`;
      case "moon":
        return L === "en"
          ? `the Moon is in the ${ordinalEn(d.moonFromMoon)} sign from your Moon sign, ${signName(c.moon.signIndex, L)}`
          : `चंद्रमा आपकी चंद्र राशि ${signName(c.moon.signIndex, L)} से ${feminineOrdinalHi(d.moonFromMoon)} राशि में है`;
    }
  });
  return L === "en" ? ` Why: ${joinList(reasons, L)}.` : ` कारण: ${joinList(reasons, L)}।`;
}

/** Why the days pass: the activity's nakshatra, weekday and tithi, and for this chart the tara and the Moon. */
function whyTheyPass(c: ReadingContext, f: MuhuratFact, L: Lang, one: boolean, variant: number): string {
  const nak = nakshatraName(c.moon.nakshatraIndex, L);
  const moon = signName(c.moon.signIndex, L);
  const activity = ACTIVITY[f.activity][L];
  if (L === "en")
    return variant === 0
      ? `${one ? "It has" : "Each has"} a nakshatra the muhurta texts give for ${activity}, a good weekday and no rikta tithi or Amavasya; and for you, its tara from your birth nakshatra, ${nak}, is a friendly one, and the Moon is clear of the 4th, 8th and 12th signs from your Moon sign, ${moon}.`
      : `Why ${one ? "it passes" : "they pass"}: the nakshatra is one the muhurta texts give for ${activity}, the weekday is a good one and there is no rikta tithi or Amavasya; and counted from your birth nakshatra, ${nak}, the tara is friendly, while the Moon stays clear of the 4th, 8th and 12th signs from your Moon sign, ${moon}.`;
  return variant === 0
    ? `${one ? "उस दिन" : "हर दिन"} का नक्षत्र ${activity} के लिए मुहूर्त-ग्रंथों में बताया गया है, वार शुभ है और रिक्ता तिथि या अमावस्या नहीं है; और आपके लिए आपके जन्म नक्षत्र ${nak} से तारा अनुकूल है, तथा चंद्रमा आपकी चंद्र राशि ${moon} से चौथी, आठवीं या बारहवीं राशि में नहीं है।`
    : `${one ? "यह दिन इसलिए शुभ है" : "ये दिन इसलिए शुभ हैं"}: नक्षत्र वही है जो मुहूर्त-ग्रंथ ${activity} के लिए बताते हैं, वार अच्छा है और कोई रिक्ता तिथि या अमावस्या नहीं; आपके जन्म नक्षत्र ${nak} से गिनने पर तारा अनुकूल है, और चंद्रमा आपकी चंद्र राशि ${moon} से चौथी, आठवीं या बारहवीं राशि से दूर है।`;
}

/** A wedding, a home or a property deal: its exact hour (the lagna) is fixed by a pandit. */
const HOUR_BY_PANDIT: ReadonlySet<MuhuratActivity> = new Set(["wedding", "home_entry", "property"]);

/** "Which month is good for the griha pravesh?": the months of the year ahead with the most good days, and the best day of the first. */
function monthsLead(c: ReadingContext, f: MuhuratFact, months: readonly MuhuratMonth[], L: Lang): Lead {
  const name = vocative(c);
  const activity = ACTIVITY[f.activity][L];
  const pandit = HOUR_BY_PANDIT.has(f.activity)
    ? L === "en"
      ? " Have your family pandit fix the date and the exact hour (the lagna) within the month you choose."
      : " चुने हुए महीने में तारीख़ और सटीक समय (लग्न) अपने पारिवारिक पंडित से निकलवाएँ।"
    : "";
  if (months.length === 0)
    return {
      text:
        L === "en"
          ? `No day between ${daysSpan(f, L)} passes the muhurat checks for ${activity} for you${name}; a pandit can look for the best of the days you have.`
          : `${daysSpan(f, L)} के बीच कोई दिन आपके लिए ${activity} के मुहूर्त की कसौटी पर खरा नहीं उतरता${name}; आपके पास जो दिन हैं, उनमें से सबसे अच्छा कोई पंडित देख सकते हैं।`,
      timing: true,
      reasons: true,
    };
  const list = joinList(
    months.map((m, i) =>
      L === "en"
        ? `${monthYear(`${m.month}-01`, L)} (${m.count} ${i === 0 ? (m.count === 1 ? "good day" : "good days") : ""})`.replace(
            " )",
            ")",
          )
        : `${monthYear(`${m.month}-01`, L)} (${m.count}${i === 0 ? " शुभ दिन" : ""})`,
    ),
    L,
  );
  const best = months.reduce((a, b) => (b.count > a.count ? b : a));
  return {
    text:
      L === "en"
        ? `For ${activity}, the months with the most good days for you${name ? `${name},` : ""} are ${list}; the best day of ${monthYear(`${best.month}-01`, L)} is ${dayWithNakshatra(best.best, L)}. Each passes the checks of the nakshatra, the weekday, the tithi, your tara and the Moon's sign from your own.${pandit}`
        : `आपके लिए ${activity} के लिए सबसे अधिक शुभ दिन ${list} में हैं${name}; ${monthYear(`${best.month}-01`, L)} का सबसे अच्छा दिन ${dayWithNakshatra(best.best, L)} है। ये दिन नक्षत्र, वार, तिथि, आपके तारा और आपकी चंद्र राशि से चंद्रमा की स्थिति — सबकी कसौटी पर खरे हैं।${pandit}`,
    timing: true,
    reasons: true,
  };
}

/** The answer to a muhurat question, from the days (or months) the reading context found. */
export function muhuratLead(c: ReadingContext, f: MuhuratFact, L: Lang): Lead {
  if (f.months) return monthsLead(c, f, f.months, L);
  // "april mein shaadi ka muhurat hai kya": yes or no first, then the days.
  // ("जून या जुलाई में … मुहूर्त अच्छा है क्या?" names two months, and still asks yes or no.)
  const yesNo = c.conversation.form === "yes_no" || /(क्या|kya|kia)\s*[?？]?\s*$/iu.test(c.question.trim());
  const answer = (yes: boolean) =>
    yesNo ? `${L === "en" ? (yes ? "Yes" : "No") : yes ? "हाँ" : "नहीं"}${vocative(c)}: ` : "";
  const name = yesNo ? "" : vocative(c);
  const activity = ACTIVITY[f.activity][L];
  const span = daysSpan(f, L);
  const pandit = HOUR_BY_PANDIT.has(f.activity)
    ? L === "en"
      ? " Have your family pandit fix the exact hour (the lagna) on the day you choose."
      : " चुने हुए दिन का सटीक समय (लग्न) अपने पारिवारिक पंडित से निकलवाएँ।"
    : "";
  if (f.days.length === 0) {
    const next = f.next
      ? L === "en"
        ? ` The first day after it that does is ${dayWithNakshatra(f.next, L)}.`
        : ` उसके बाद पहला ऐसा दिन ${dayWithNakshatra(f.next, L)} है।`
      : L === "en"
        ? " Nor does one in the two months after it; a pandit can look for the best of the days you have."
        : " उसके बाद के दो महीनों में भी नहीं; आपके पास जो दिन हैं, उनमें से सबसे अच्छा कोई पंडित देख सकते हैं।";
    // One day asked ("kal"): that day does not pass, and why.
    if (f.asked) {
      const single = dayName(f.asked, L);
      const why = whyItFails(c, f, f.asked, L);
      return {
        text:
          L === "en"
            ? `${answer(false)}${single} does not pass the muhurat checks for ${activity} for you${name}.${why}${next}${pandit}`
            : `${answer(false)}${single} आपके लिए ${activity} के मुहूर्त की कसौटी पर खरा नहीं उतरता${name}।${why}${next}${pandit}`,
        timing: true,
        reasons: true,
      };
    }
    return {
      text:
        L === "en"
          ? `${answer(false)}${yesNo ? "no" : "No"} day in ${span} passes the muhurat checks for ${activity} for you${name}.${next}${pandit}`
          : `${answer(false)}${span} के भीतर कोई दिन आपके लिए ${activity} के मुहूर्त की कसौटी पर खरा नहीं उतरता${name}।${next}${pandit}`,
      timing: true,
      reasons: true,
    };
  }
  const days = joinList(
    f.days.map((d) => dayWithNakshatra(d, L)),
    L,
  );
  const first = f.days[0]!;
  const one = f.days.length === 1;
  // The wording varies with the question (the same days asked in other words read differently).
  const rand = seededRandom(`muhurat|${c.chartUtc}|${c.question}`);
  const [variant, reasons, kaal] = [Math.floor(rand() * 3), Math.floor(rand() * 2), rand() < 0.5];
  const weekday = VARA_NAMES[first.weekday]![L];
  const rahu = !first.rahuKaal
    ? ""
    : L === "en"
      ? kaal
        ? ` On ${weekday}, avoid Rahu kaal, ${clockSpan(first.rahuKaal, L)} (times at your birth place).`
        : ` Keep clear of Rahu kaal that ${weekday}: ${clockSpan(first.rahuKaal, L)}, by the time at your birth place.`
      : kaal
        ? ` ${weekday} को राहुकाल (${clockSpan(first.rahuKaal, L)}, आपके जन्म स्थान के समय से) से बचें।`
        : ` उस ${weekday} राहुकाल ${clockSpan(first.rahuKaal, L)} (जन्म स्थान के समय से) में शुरुआत न करें।`;
  const openings =
    L === "en"
      ? [
          `${yesNo ? "for" : "For"} ${activity} between ${span}, the ${one ? "day" : "days"} that ${one ? "passes" : "pass"} the muhurat checks for you${name}: ${days}.`,
          `${yesNo ? "between" : "Between"} ${span}, ${days} ${one ? "is the day that passes" : "are the days that pass"} the muhurat checks for ${activity} for you${name}.`,
          `${yesNo ? "the" : "The"} muhurat for ${activity} between ${span} falls for you on ${days}${name}.`,
        ]
      : [
          `${span} के बीच ${activity} के लिए आपके लिए शुभ ${one ? "दिन" : "दिन ये हैं"}${name}: ${days}।`,
          `${span} के बीच ${activity} का मुहूर्त आपके लिए ${one ? "इस दिन बनता है" : "इन दिनों बनता है"}${name}: ${days}।`,
          `आपके लिए ${activity} का शुभ मुहूर्त ${span} के बीच ${days} को है${name}।`,
        ];
  return {
    text: `${answer(true)}${openings[variant]!} ${whyTheyPass(c, f, L, one, reasons)}${rahu}${pandit}`,
    timing: true,
    reasons: true,
  };
}

/**
 * "How will today be?", "kal ka din kaisa rahega": the day as it falls for the asker, by the
 * Moon's nakshatra counted from the birth nakshatra (the tara) and the Moon's sign counted
 * from the natal Moon (chandra bala), with the Rahu kaal to avoid.
 */
/** How a day falls for the asker: by the Moon's tara from the birth nakshatra and its sign from the Moon sign. */
function dayKind(d: MuhuratDay): "good" | "mixed" | "testing" {
  const taraGood = [2, 4, 6, 8, 9].includes(d.tara);
  const taraBad = [3, 5, 7].includes(d.tara);
  const moonBad = [4, 8, 12].includes(d.moonFromMoon);
  return taraGood && !moonBad ? "good" : taraBad && moonBad ? "testing" : "mixed";
}

/** "Tuesday 10 and Friday 13" / "मंगलवार 10 और शुक्रवार 13": days of one short period, by weekday and date. */
const dayList = (ds: readonly MuhuratDay[], L: Lang) =>
  joinList(
    ds.map((d) => `${VARA_NAMES[d.weekday]![L]} ${Number(d.date.slice(8, 10))}`),
    L,
  );

/**
 * "How's my week looking?": the period's days sorted by how each falls for the asker (the same
 * tara and Moon-sign reading as one day's), the better ones named first.
 */
export function daysLead(c: ReadingContext, days: readonly MuhuratDay[], L: Lang): Lead {
  const name = vocative(c);
  const birth = nakshatraName(c.moon.nakshatraIndex, L);
  const good = days.filter((d) => dayKind(d) === "good");
  const testing = days.filter((d) => dayKind(d) === "testing");
  const [first, last] = [dayName(days[0]!, L), dayName(days.at(-1)!, L)];
  const best =
    good.length > 0
      ? L === "en"
        ? `Between ${first} and ${last}, your better days are ${dayList(good, L)}${name}: the Moon then falls in a favourable tara from your birth nakshatra, ${birth}, so keep new starts, meetings and big decisions for them.`
        : `${first} से ${last} के बीच आपके बेहतर दिन ${dayList(good, L)} हैं${name}: तब चंद्रमा आपके जन्म नक्षत्र ${birth} से शुभ तारा में रहते हैं, इसलिए नई शुरुआत, मुलाक़ातें और बड़े निर्णय इन्हीं दिनों के लिए रखें।`
      : L === "en"
        ? `Between ${first} and ${last}, no day stands out as especially favourable for you${name}: the Moon's tara from your birth nakshatra, ${birth}, is middling throughout, so keep to steady work and put off only what can wait.`
        : `${first} से ${last} के बीच आपके लिए कोई दिन विशेष रूप से शुभ नहीं दिखता${name}: आपके जन्म नक्षत्र ${birth} से चंद्रमा की तारा पूरे समय मध्यम है, इसलिए नियमित काम करते रहें और जो टल सके, वही टालें।`;
  const gentle =
    testing.length > 0
      ? L === "en"
        ? ` Go gently on ${dayList(testing, L)}: keep to routine and avoid arguments.`
        : ` ${dayList(testing, L)} को धैर्य रखें: रोज़ के काम तक सीमित रहें और बहस से बचें।`
      : "";
  return { text: best + gentle, timing: true, reasons: true };
}

export function dayLead(c: ReadingContext, d: MuhuratDay, L: Lang): Lead {
  const name = vocative(c);
  const today = c.asOf.slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const when =
    d.date === today
      ? L === "en"
        ? `Today, ${dayName(d, L)}`
        : `आज, ${dayName(d, L)},`
      : d.date === tomorrow
        ? L === "en"
          ? `Tomorrow, ${dayName(d, L)}`
          : `कल, ${dayName(d, L)},`
        : L === "en"
          ? `On ${dayName(d, L)}`
          : `${dayName(d, L)} को`;
  const kind = dayKind(d);
  const nak = nakshatraName(d.nakshatra.index, L);
  const birth = nakshatraName(c.moon.nakshatraIndex, L);
  const moon = signName(c.moon.signIndex, L);
  const verdict = {
    good: {
      en: "a favourable day for you: good for starting things, meeting people and asking for what you need",
      hi: "आपके लिए अनुकूल दिन: नई शुरुआत, लोगों से मिलने और अपनी बात रखने के लिए अच्छा",
    },
    mixed: {
      en: "a mixed day for you: fine for routine work; keep big decisions for a better day",
      hi: "आपके लिए मिला-जुला दिन: रोज़ के काम के लिए ठीक; बड़े निर्णय किसी बेहतर दिन के लिए रखें",
    },
    testing: {
      en: "a testing day for you: keep to routine, avoid new starts and arguments, and go gently",
      hi: "आपके लिए परीक्षा का दिन: रोज़ के काम तक सीमित रहें, नई शुरुआत और बहस से बचें, और धैर्य रखें",
    },
  }[kind][L];
  const rahu = d.rahuKaal
    ? L === "en"
      ? ` Avoid Rahu kaal, ${clockSpan(d.rahuKaal, L)} (times at your birth place).`
      : ` राहुकाल (${clockSpan(d.rahuKaal, L)}, आपके जन्म स्थान के समय से) से बचें।`
    : "";
  // "rahu kalam today what time?": the time first.
  const kaalFirst = d.rahuKaal && PANCHANG_TIME.test(normalize(c.question));
  if (kaalFirst) {
    const span = clockSpan(d.rahuKaal!, L);
    const text =
      L === "en"
        ? `Rahu kaal ${d.date === today ? "today, " : "on "}${dayName(d, L)}, is ${span} (times at your birth place)${name}, so start anything important outside it; the Moon is in ${nak} nakshatra, the ${TARA_NAMES[d.tara - 1]} tara (the ${ordinalEn(d.tara)}) from your birth nakshatra, ${birth}: ${verdict}.`
        : `${d.date === today ? "आज, " : ""}${dayName(d, L)} को राहुकाल ${span} है (आपके जन्म स्थान के समय से)${name}, इसलिए कोई भी महत्वपूर्ण काम इसके बाहर शुरू करें; चंद्रमा ${nak} नक्षत्र में हैं, आपके जन्म नक्षत्र ${birth} से ${TARA_NAMES_HI[d.tara - 1]} तारा (${ORDINAL_HI_DIRECT[d.tara]}): ${verdict}।`;
    return { text, timing: true, reasons: true };
  }
  const text =
    L === "en"
      ? `${when}, the Moon is in ${nak} nakshatra, the ${TARA_NAMES[d.tara - 1]} tara (the ${ordinalEn(d.tara)}) from your birth nakshatra, ${birth}, and in the ${ordinalEn(d.moonFromMoon)} sign from your Moon sign, ${moon}${name}: ${verdict}.${rahu}`
      : `${when} चंद्रमा ${nak} नक्षत्र में हैं — आपके जन्म नक्षत्र ${birth} से ${TARA_NAMES_HI[d.tara - 1]} तारा (${ORDINAL_HI_DIRECT[d.tara]}) — और आपकी चंद्र राशि ${moon} से ${feminineOrdinalHi(d.moonFromMoon)} राशि में${name}: ${verdict}।${rahu}`;
  return { text, timing: true, reasons: true };
}
