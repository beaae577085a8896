import { COMBUSTION_ORB_DEG, GRAHAS, type Graha } from "@graha/jyotish";
import type { DirectQuestion } from "./direct-question.ts";
import { grahaName, houseName, joinList, signName } from "./names.ts";
import type { PlacementFact, ReadingContext } from "./reading-context.ts";

/**
 * Direct answers about a graha's condition that the placement alone does not give: whether it
 * is combust (asta), whether it is exalted or debilitated as asked, and the chart's yogakaraka.
 */

type Bi = { en: string; hi: string };
type Facts = Omit<ReadingContext, "direct">;

/** "the Sun", "Venus": a graha's English name inside a sentence. */
const theGraha = (g: Graha) => `${g === "sun" || g === "moon" ? "the " : ""}${grahaName(g, "en")}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const whereEn = (p: PlacementFact) => `in ${signName(p.signIndex, "en")} in your ${houseName(p.house, "en")}`;
const whereHi = (p: PlacementFact) => `${signName(p.signIndex, "hi")} राशि में, आपके ${houseName(p.house, "hi")} में`;

/** The orb within which a graha counts as combust, by its motion at birth. */
function orbOf(p: PlacementFact): number {
  const orb = COMBUSTION_ORB_DEG[p.graha];
  return orb ? (p.retrograde ? orb.retrograde : orb.direct) : 0;
}

/** "Is my Venus combust?", "कौन सा ग्रह अस्त है": yes or no for the graha named, or every combust one. */
export function combustAnswer(q: DirectQuestion, c: Facts): Bi {
  const sun = c.planets.sun;
  if (q.graha === "rahu" || q.graha === "ketu") {
    const p = c.planets[q.graha];
    return {
      en: `No: Rahu and Ketu, the Moon's nodes, are never counted as combust. ${cap(theGraha(p.graha))} is ${whereEn(p)}.`,
      hi: `नहीं: राहु और केतु, चंद्र के छाया ग्रह, कभी अस्त नहीं माने जाते। ${grahaName(p.graha, "hi")} ${whereHi(p)} हैं।`,
    };
  }
  if (q.graha) {
    const p = c.planets[q.graha];
    if (p.combust)
      return {
        en: `Yes, ${theGraha(p.graha)} is combust (asta) in your chart: it sits within ${orbOf(p)}° of the Sun, ${whereEn(p)}, so its own significations show with more effort and later than its sign alone would promise. It is a common condition, not a dosha.`,
        hi: `हाँ, आपकी कुंडली में ${grahaName(p.graha, "hi")} अस्त हैं: वे सूर्य से ${orbOf(p)}° के भीतर, ${whereHi(p)} हैं, इसलिए उनके फल कुछ मेहनत और देर से मिलते हैं। यह आम स्थिति है, कोई दोष नहीं।`,
      };
    return {
      en: `No, ${theGraha(p.graha)} is not combust: it is ${whereEn(p)}, more than ${orbOf(p)}° from the Sun (${whereEn(sun)}).`,
      hi: `नहीं, ${grahaName(p.graha, "hi")} अस्त नहीं हैं: वे ${whereHi(p)} हैं, सूर्य (${whereHi(sun)}) से ${orbOf(p)}° से अधिक दूर।`,
    };
  }
  const combust = GRAHAS.map((g) => c.planets[g]).filter((p) => p.combust);
  if (combust.length === 0)
    return {
      en: `No graha in your chart is combust: none sits within its orb of the Sun, which is ${whereEn(sun)}.`,
      hi: `आपकी कुंडली में कोई ग्रह अस्त नहीं है: सूर्य (${whereHi(sun)}) के पास कोई ग्रह अपनी सीमा के भीतर नहीं।`,
    };
  return {
    en: `${COUNT_EN[combust.length] ?? combust.length} ${combust.length === 1 ? "graha is" : "grahas are"} combust (asta) in your chart, close to the Sun ${whereEn(sun)}: ${joinList(
      combust.map((p) => `${theGraha(p.graha)} (within ${orbOf(p)}°)`),
      "en",
    )}. Their significations show with more effort; it is a common condition, not a dosha.`,
    hi: `आपकी कुंडली में सूर्य (${whereHi(sun)}) के पास ये ग्रह अस्त हैं: ${joinList(
      combust.map((p) => `${grahaName(p.graha, "hi")} (${orbOf(p)}° के भीतर)`),
      "hi",
    )}। इनके फल कुछ मेहनत से मिलते हैं; यह आम स्थिति है, कोई दोष नहीं।`,
  };
}

const COUNT_EN = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven"];

const KENDRAS = [4, 7, 10] as const;
const TRIKONAS = [5, 9] as const;

const isKendra = (h: number) => (KENDRAS as readonly number[]).includes(h);
const isTrikona = (h: number) => (TRIKONAS as readonly number[]).includes(h);

/** The graha that rules a kendra and a trikona at once (Saturn for Taurus and Libra, Mars for Cancer and Leo, Venus for Capricorn and Aquarius), if any. */
export function yogakarakaOf(c: Pick<Facts, "planets">): PlacementFact | undefined {
  return GRAHAS.map((g) => c.planets[g]).find((p) => p.rules.some(isKendra) && p.rules.some(isTrikona));
}

/** "Which is my yogakaraka?": the graha that rules a kendra and a trikona at once, from the ascendant. */
export function yogakarakaAnswer(c: Facts): Bi {
  const lagnaEn = signName(c.ascendant.signIndex, "en");
  const lagnaHi = signName(c.ascendant.signIndex, "hi");
  const karaka = yogakarakaOf(c);
  if (karaka) {
    const kendra = karaka.rules.find(isKendra)!;
    const trikona = karaka.rules.find(isTrikona)!;
    return {
      en: `Your yogakaraka is ${theGraha(karaka.graha)}: for a ${lagnaEn} ascendant it rules both your ${houseName(kendra, "en")} (a kendra) and your ${houseName(trikona, "en")} (a trikona), so it gives the best results of any graha in your chart, above all in its dasha. It sits ${whereEn(karaka)}.`,
      hi: `आपके योगकारक ${grahaName(karaka.graha, "hi")} हैं: ${lagnaHi} लग्न में वे आपके ${houseName(kendra, "hi")} (केंद्र) और ${houseName(trikona, "hi")} (त्रिकोण), दोनों के स्वामी हैं, इसलिए आपकी कुंडली में सबसे शुभ फल वही देते हैं, ख़ासकर अपनी दशा में। वे ${whereHi(karaka)} हैं।`,
    };
  }
  const lords = TRIKONAS.map((h) => ({ h, p: GRAHAS.map((g) => c.planets[g]).find((p) => p.rules.includes(h))! }));
  return {
    en: `With a ${lagnaEn} ascendant, no single graha rules both a kendra (4th, 7th or 10th house) and a trikona (5th or 9th), so your chart has no yogakaraka in the classical sense. Its most helpful grahas are the trikona lords: ${joinList(
      lords.map(({ h, p }) => `${theGraha(p.graha)}, lord of your ${houseName(h, "en")}, ${whereEn(p)}`),
      "en",
    )}.`,
    hi: `${lagnaHi} लग्न में कोई एक ग्रह केंद्र (चौथे, सातवें या दसवें भाव) और त्रिकोण (पाँचवें या नौवें भाव) दोनों का स्वामी नहीं होता, इसलिए शास्त्रीय अर्थ में आपकी कुंडली में योगकारक नहीं है। सबसे शुभ ग्रह त्रिकोण के स्वामी हैं: ${joinList(
      lords.map(({ h, p }) => `${houseName(h, "hi")} के स्वामी ${grahaName(p.graha, "hi")} (${whereHi(p)})`),
      "hi",
    )}।`,
  };
}

/**
 * "Is my Jupiter exalted or debilitated?": yes, no or "neither" before the placement, when the
 * question names a dignity.
 */
export function dignityLead(q: DirectQuestion, p: PlacementFact): Bi | null {
  if (!q.dignity) return null;
  const name = { en: theGraha(p.graha), hi: grahaName(p.graha, "hi") };
  const isIt = p.dignity === "exalted" || p.dignity === "debilitated" ? p.dignity : null;
  const word = { exalted: { en: "exalted", hi: "उच्च के" }, debilitated: { en: "debilitated", hi: "नीच के" } };
  if (isIt && (q.dignity === "either" || q.dignity === isIt))
    return { en: `Yes, ${name.en} is ${word[isIt].en}.`, hi: `हाँ, ${name.hi} ${word[isIt].hi} हैं।` };
  if (isIt)
    return {
      en: `No, ${name.en} is not ${word[q.dignity as "exalted" | "debilitated"].en}; it is ${word[isIt].en}.`,
      hi: `नहीं, ${name.hi} ${word[q.dignity as "exalted" | "debilitated"].hi} नहीं, ${word[isIt].hi} हैं।`,
    };
  if (q.dignity === "either") return { en: "Neither.", hi: "दोनों में से कोई नहीं।" };
  return {
    en: `No, ${name.en} is not ${word[q.dignity].en}.`,
    hi: `नहीं, ${name.hi} ${word[q.dignity].hi} नहीं हैं।`,
  };
}
