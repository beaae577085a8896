import { SIGN_NAMES, type Dignity } from "@graha/jyotish";
import type { DirectQuestion } from "./direct-question.ts";
import { grahaName, houseName, nakshatraName, signName } from "./names.ts";
import type { DirectAnswer, ReadingContext } from "./reading-context.ts";

export const DIGNITY_WORDS: Readonly<Record<Dignity, { en: string; hi: string }>> = {
  exalted: { en: "exalted", hi: "उच्च का" },
  debilitated: { en: "debilitated", hi: "नीच का" },
  moolatrikona: { en: "in its moolatrikona", hi: "मूलत्रिकोण में" },
  own: { en: "in its own sign", hi: "स्वराशि में" },
  friendly: { en: "in a friendly sign", hi: "मित्र राशि में" },
  neutral: { en: "in a neutral sign", hi: "सम राशि में" },
  enemy: { en: "in an enemy sign", hi: "शत्रु राशि में" },
};

const sanskrit = (i: number) => SIGN_NAMES[i]!.sanskrit;

/** The exact answer to a direct question, from the context's facts only. */
export function directAnswer(q: DirectQuestion, c: Omit<ReadingContext, "direct">): DirectAnswer {
  switch (q.kind) {
    case "moon_sign": {
      const m = c.planets.moon;
      return {
        ...q,
        en: `Your Moon sign (rashi) is ${signName(m.signIndex, "en")} (${sanskrit(m.signIndex)}): the Moon is in ${signName(m.signIndex, "en")} in your ${houseName(m.house, "en")}, in ${nakshatraName(m.nakshatraIndex, "en")} nakshatra, pada ${m.pada}.`,
        hi: `आपकी चंद्र राशि ${signName(m.signIndex, "hi")} है: चंद्र ${signName(m.signIndex, "hi")} राशि में, आपके ${houseName(m.house, "hi")} में, ${nakshatraName(m.nakshatraIndex, "hi")} नक्षत्र के चरण ${m.pada} में है।`,
      };
    }
    case "sun_sign": {
      const s = c.planets.sun;
      return {
        ...q,
        en: `Your Vedic (sidereal) Sun sign is ${signName(s.signIndex, "en")}: the Sun is in ${signName(s.signIndex, "en")} in your ${houseName(s.house, "en")}.`,
        hi: `वैदिक (निरयन) गणना से आपकी सूर्य राशि ${signName(s.signIndex, "hi")} है: सूर्य ${signName(s.signIndex, "hi")} राशि में, आपके ${houseName(s.house, "hi")} में है।`,
      };
    }
    case "ascendant": {
      const a = c.ascendant;
      return {
        ...q,
        en: `Your ascendant (lagna) is ${signName(a.signIndex, "en")} (${sanskrit(a.signIndex)}), ruled by ${grahaName(a.lord, "en")}; the rising degree falls in ${nakshatraName(a.nakshatraIndex, "en")} nakshatra.`,
        hi: `आपका लग्न ${signName(a.signIndex, "hi")} है, जिसके स्वामी ${grahaName(a.lord, "hi")} हैं; लग्न का अंश ${nakshatraName(a.nakshatraIndex, "hi")} नक्षत्र में पड़ता है।`,
      };
    }
    case "nakshatra": {
      const m = c.moon;
      return {
        ...q,
        en: `Your birth nakshatra (the Moon's) is ${nakshatraName(m.nakshatraIndex, "en")}, pada ${m.pada}, ruled by ${grahaName(m.nakshatraLord, "en")}.`,
        hi: `आपका जन्म नक्षत्र (चंद्र का नक्षत्र) ${nakshatraName(m.nakshatraIndex, "hi")} है, चरण ${m.pada}, जिसके स्वामी ${grahaName(m.nakshatraLord, "hi")} हैं।`,
      };
    }
    case "mahadasha": {
      const { mahadasha: md, antardasha: ad, nextMahadasha: next } = c.dasha;
      if (!md) {
        return {
          ...q,
          en: "Your chart's Vimshottari cycle of 120 years does not cover today's date.",
          hi: "आपकी कुंडली का 120 वर्ष का विंशोत्तरी चक्र आज की तारीख़ तक नहीं पहुँचता।",
        };
      }
      const adEn = ad ? `, with the ${grahaName(ad.lord, "en")} antardasha until ${ad.end}` : "";
      const adHi = ad ? `, और उसमें ${grahaName(ad.lord, "hi")} की अंतर्दशा ${ad.end} तक चलेगी` : "";
      const nextEn = next ? ` The next mahadasha, of ${grahaName(next.lord, "en")}, begins on ${next.start}.` : "";
      const nextHi = next ? ` इसके बाद ${grahaName(next.lord, "hi")} की अगली महादशा ${next.start} से शुरू होगी।` : "";
      return {
        ...q,
        en: `You are running the ${grahaName(md.lord, "en")} mahadasha (${md.start} to ${md.end})${adEn}.${nextEn}`,
        hi: `आप पर ${grahaName(md.lord, "hi")} की महादशा चल रही है (${md.start} से ${md.end} तक)${adHi}।${nextHi}`,
      };
    }
    case "placement": {
      const g = q.graha!;
      const p = c.planets[g];
      const d = DIGNITY_WORDS[p.dignity];
      const retroEn = p.retrograde && g !== "rahu" && g !== "ketu" ? ", retrograde" : "";
      const retroHi = p.retrograde && g !== "rahu" && g !== "ketu" ? ", वक्री" : "";
      return {
        ...q,
        en: `${g === "sun" || g === "moon" ? "The " : ""}${grahaName(g, "en")} is in ${signName(p.signIndex, "en")} in your ${houseName(p.house, "en")} (${nakshatraName(p.nakshatraIndex, "en")} nakshatra, ${d.en}${retroEn}).`,
        hi: `${grahaName(g, "hi")} आपकी कुंडली में ${signName(p.signIndex, "hi")} राशि में, ${houseName(p.house, "hi")} में हैं (${nakshatraName(p.nakshatraIndex, "hi")} नक्षत्र, ${d.hi}${retroHi})।`,
      };
    }
  }
}
