// The answer to "which day is auspicious for …" (a muhurat, ADR 044): the days inside the
// period asked that pass the checks (reading/muhurat.ts), why they pass for this chart, the
// Rahu kaal to avoid, and, for a wedding or a home, the pandit who fixes the exact hour.
import { VARA_NAMES } from "@graha/jyotish";
import { joinList, monthYear, nakshatraName, signName, type Lang } from "../reading/names.ts";
import type { MuhuratDay, MuhuratFact } from "../reading/muhurat.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import type { MuhuratActivity } from "../understanding/muhurat.ts";
import { type Lead, vocative } from "./builtin-lead-parts.ts";

const ACTIVITY: Readonly<Record<MuhuratActivity, Readonly<Record<Lang, string>>>> = {
  vehicle: { en: "buying a vehicle", hi: "वाहन खरीदने" },
  home_entry: { en: "a griha pravesh", hi: "गृह प्रवेश" },
  property: { en: "a property deal or registry", hi: "संपत्ति के सौदे या रजिस्ट्री" },
  business: { en: "opening a shop or a business", hi: "दुकान या व्यापार शुरू करने" },
  wedding: { en: "a wedding", hi: "विवाह" },
  travel: { en: "setting out on a journey", hi: "यात्रा आरंभ करने" },
  general: { en: "a new beginning", hi: "नए काम की शुरुआत" },
};

/** "Thursday 12 Mar 2026" / "गुरुवार 12 मार्च 2026". */
const dayName = (d: Pick<MuhuratDay, "date" | "weekday">, L: Lang) =>
  `${VARA_NAMES[d.weekday]![L]} ${Number(d.date.slice(8, 10))} ${monthYear(d.date, L)}`;
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** A day with its nakshatra: "Thursday 12 Mar 2026 (Pushya nakshatra until 14:10)". */
function dayWithNakshatra(d: MuhuratDay, L: Lang): string {
  const nak = nakshatraName(d.nakshatra.index, L);
  const until = d.nakshatra.until ? (L === "en" ? ` until ${d.nakshatra.until}` : `, ${d.nakshatra.until} तक`) : "";
  return L === "en" ? `${dayName(d, L)} (${nak} nakshatra${until})` : `${dayName(d, L)} (${nak} नक्षत्र${until})`;
}

/** "12–15 Mar 2026", "28 Mar 2026 – 5 Apr 2026": the days searched. */
function daysSpan(f: MuhuratFact, L: Lang): string {
  const day = (iso: string) => Number(iso.slice(8, 10));
  return f.from.slice(0, 7) === f.to.slice(0, 7)
    ? `${day(f.from)}–${day(f.to)} ${monthYear(f.to, L)}`
    : `${day(f.from)} ${monthYear(f.from, L)} – ${day(f.to)} ${monthYear(f.to, L)}`;
}

/** Why the days pass: the activity's nakshatra, weekday and tithi, and for this chart the tara and the Moon. */
function whyTheyPass(c: ReadingContext, f: MuhuratFact, L: Lang, one: boolean): string {
  const nak = nakshatraName(c.moon.nakshatraIndex, L);
  const moon = signName(c.moon.signIndex, L);
  return L === "en"
    ? `${one ? "It has" : "Each has"} a nakshatra the muhurta texts give for ${ACTIVITY[f.activity].en}, a good weekday and no rikta tithi or Amavasya; and for you, its tara from your birth nakshatra, ${nak}, is a friendly one, and the Moon is clear of the 4th, 8th and 12th signs from your Moon sign, ${moon}.`
    : `${one ? "उस दिन" : "हर दिन"} का नक्षत्र ${ACTIVITY[f.activity].hi} के लिए मुहूर्त-ग्रंथों में बताया गया है, वार शुभ है और रिक्ता तिथि या अमावस्या नहीं है; और आपके लिए आपके जन्म नक्षत्र ${nak} से तारा अनुकूल है, तथा चंद्रमा आपकी चंद्र राशि ${moon} से चौथी, आठवीं या बारहवीं राशि में नहीं है।`;
}

/** The answer to a muhurat question, from the days the reading context found. */
export function muhuratLead(c: ReadingContext, f: MuhuratFact, L: Lang): Lead {
  // "april mein shaadi ka muhurat hai kya": yes or no first, then the days.
  const yesNo = c.conversation.form === "yes_no";
  const answer = (yes: boolean) =>
    yesNo ? `${L === "en" ? (yes ? "Yes" : "No") : yes ? "हाँ" : "नहीं"}${vocative(c)}: ` : "";
  const name = yesNo ? "" : vocative(c);
  const activity = ACTIVITY[f.activity][L];
  const span = daysSpan(f, L);
  const pandit =
    f.activity === "wedding" || f.activity === "home_entry" || f.activity === "property"
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
    // One day asked ("kal"): that day does not pass.
    const single = f.from === f.to ? dayName({ date: f.from, weekday: weekdayOf(f.from) }, L) : null;
    if (single)
      return {
        text:
          L === "en"
            ? `${answer(false)}${single} does not pass the muhurat checks for ${activity} for you${name}.${next}${pandit}`
            : `${answer(false)}${single} आपके लिए ${activity} के मुहूर्त की कसौटी पर खरा नहीं उतरता${name}।${next}${pandit}`,
        timing: true,
        reasons: true,
      };
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
  const rahu = first.rahuKaal
    ? L === "en"
      ? ` On ${VARA_NAMES[first.weekday]!.en}, avoid Rahu kaal, ${first.rahuKaal.start}–${first.rahuKaal.end} (times at your birth place).`
      : ` ${VARA_NAMES[first.weekday]!.hi} को राहुकाल (${first.rahuKaal.start}–${first.rahuKaal.end}, आपके जन्म स्थान के समय से) से बचें।`
    : "";
  const one = f.days.length === 1;
  return {
    text:
      L === "en"
        ? `${answer(true)}${yesNo ? "for" : "For"} ${activity} between ${span}, the ${one ? "day" : "days"} that ${one ? "passes" : "pass"} the muhurat checks for you${name}: ${days}. ${whyTheyPass(c, f, L, one)}${rahu}${pandit}`
        : `${answer(true)}${span} के बीच ${activity} के लिए आपके लिए शुभ ${one ? "दिन" : "दिन ये हैं"}${name}: ${days}। ${whyTheyPass(c, f, L, one)}${rahu}${pandit}`,
    timing: true,
    reasons: true,
  };
}
