import { GRAHAS, SIGN_LORDS, SIGN_NAMES, type Dignity, type Graha } from "@graha/jyotish";
import type { DirectQuestion } from "./direct-question.ts";
import { combustAnswer, dignityLead, yogakarakaAnswer } from "./direct-answer-grahas.ts";
import {
  dayMonth,
  grahaName,
  houseName,
  joinList,
  nakshatraName,
  ORDINAL_HI_DIRECT,
  ordinalEn,
  ordinalHi,
  signName,
  span,
  YOGA_NAME_HI,
} from "./names.ts";
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

/** "the Sun", "the Moon", "Mercury": a graha's English name as it reads inside a sentence. */
const theGraha = (g: Graha) => `${g === "sun" || g === "moon" ? "the " : ""}${grahaName(g, "en")}`;

/** A yoga's English name for one the chart lacks (the engine names only those it checks). */
const YOGA_DISPLAY: Readonly<Record<string, string>> = {
  raja: "Raja",
  "vipareeta-raja": "Vipareeta Raja",
  dhana: "Dhana",
  gajakesari: "Gajakesari",
  budhaditya: "Budhaditya",
  "chandra-mangala": "Chandra-Mangala",
  kemadruma: "Kemadruma",
  ruchaka: "Ruchaka",
  bhadra: "Bhadra",
  hamsa: "Hamsa",
  malavya: "Malavya",
  shasha: "Shasha",
};

const sanskrit = (i: number) => SIGN_NAMES[i]!.sanskrit;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The exact answer to a direct question, from the context's facts only. */
export function directAnswer(q: DirectQuestion, c: Omit<ReadingContext, "direct">): DirectAnswer {
  // Someone else's fact is in their own chart, not in the asker's.
  if (q.ofOther)
    return {
      ...q,
      en: "That is read from their own birth chart, not from yours: share their birth date, time and place, and I can read it.",
      hi: "यह उनकी अपनी जन्म कुंडली से पढ़ा जाता है, आपकी कुंडली से नहीं: उनकी जन्म तिथि, समय और स्थान बताइए, तो उनकी कुंडली भी पढ़ी जा सकती है।",
    };
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
        en: `Your ascendant (lagna) is ${signName(a.signIndex, "en")} (${sanskrit(a.signIndex)}), ruled by ${theGraha(a.lord)}; the rising degree falls in ${nakshatraName(a.nakshatraIndex, "en")} nakshatra.`,
        hi: `आपका लग्न ${signName(a.signIndex, "hi")} है, जिसके स्वामी ${grahaName(a.lord, "hi")} हैं; लग्न का अंश ${nakshatraName(a.nakshatraIndex, "hi")} नक्षत्र में पड़ता है।`,
      };
    }
    case "atmakaraka": {
      const { graha: g, degree } = c.atmakaraka;
      const p = c.planets[g];
      return {
        ...q,
        en: `Your atmakaraka, the significator of the soul by Jaimini's seven-karaka rule, is ${theGraha(g)}: of the seven grahas it has gone furthest through its sign, ${degree}° into ${signName(p.signIndex, "en")}, in your ${houseName(p.house, "en")}.`,
        hi: `जैमिनि के सात-कारक नियम से आपके आत्मकारक ${grahaName(g, "hi")} हैं: सात ग्रहों में वे अपनी राशि में सबसे आगे हैं, ${signName(p.signIndex, "hi")} राशि के ${degree}° पर, आपके ${houseName(p.house, "hi")} में।`,
      };
    }
    case "nakshatra": {
      const m = c.moon;
      return {
        ...q,
        en: `Your birth nakshatra (the Moon's) is ${nakshatraName(m.nakshatraIndex, "en")}, pada ${m.pada}, ruled by ${theGraha(m.nakshatraLord)}.`,
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
      // "how will my Saturn mahadasha be?" when Rahu's runs: whose runs, and when the one named comes.
      if (q.graha && q.graha !== md.lord) {
        const comesNext = next?.lord === q.graha;
        return {
          ...q,
          en: `The ${grahaName(q.graha, "en")} mahadasha is not running now: you are in the ${grahaName(md.lord, "en")} mahadasha (${dayMonth(md.start, "en")} to ${dayMonth(md.end, "en")})${comesNext ? `, and ${grahaName(q.graha, "en")}'s begins after it, on ${dayMonth(next.start, "en")}` : `, and ${grahaName(q.graha, "en")}'s is not the next one`}.`,
          hi: `${grahaName(q.graha, "hi")} की महादशा अभी नहीं चल रही: आप पर ${grahaName(md.lord, "hi")} की महादशा है (${dayMonth(md.start, "hi")} से ${dayMonth(md.end, "hi")} तक)${comesNext ? `, और ${grahaName(q.graha, "hi")} की महादशा उसके बाद ${dayMonth(next.start, "hi")} से शुरू होगी` : `, और ${grahaName(q.graha, "hi")} की महादशा अगली भी नहीं है`}।`,
        };
      }
      const adEn = ad ? `, with the ${grahaName(ad.lord, "en")} antardasha until ${dayMonth(ad.end, "en")}` : "";
      const adHi = ad ? `, और उसमें ${grahaName(ad.lord, "hi")} की अंतर्दशा ${dayMonth(ad.end, "hi")} तक चलेगी` : "";
      const nextEn = next
        ? ` The next mahadasha, of ${grahaName(next.lord, "en")}, begins on ${dayMonth(next.start, "en")}.`
        : "";
      const nextHi = next
        ? ` इसके बाद ${grahaName(next.lord, "hi")} की अगली महादशा ${dayMonth(next.start, "hi")} से शुरू होगी।`
        : "";
      return {
        ...q,
        en: `You are running the ${grahaName(md.lord, "en")} mahadasha (${dayMonth(md.start, "en")} to ${dayMonth(md.end, "en")})${adEn}.${nextEn}`,
        hi: `आप पर ${grahaName(md.lord, "hi")} की महादशा चल रही है (${dayMonth(md.start, "hi")} से ${dayMonth(md.end, "hi")} तक)${adHi}।${nextHi}`,
      };
    }
    case "placement": {
      const g = q.graha!;
      const p = c.planets[g];
      const d = DIGNITY_WORDS[p.dignity];
      const retroEn = p.retrograde && g !== "rahu" && g !== "ketu" ? ", retrograde" : "";
      const retroHi = p.retrograde && g !== "rahu" && g !== "ketu" ? ", वक्री" : "";
      const en = `${signName(p.signIndex, "en")} in your ${houseName(p.house, "en")} (${nakshatraName(p.nakshatraIndex, "en")} nakshatra, ${d.en}${retroEn})`;
      const hi = `${signName(p.signIndex, "hi")} राशि में, ${houseName(p.house, "hi")} में हैं (${nakshatraName(p.nakshatraIndex, "hi")} नक्षत्र, ${d.hi}${retroHi})`;
      // "Is my Moon in Scorpio?": yes or no, then where it is.
      if (q.sign !== undefined)
        return q.sign === p.signIndex
          ? { ...q, en: `Yes, ${theGraha(g)} is in ${en}.`, hi: `हाँ, ${grahaName(g, "hi")} आपकी कुंडली में ${hi}।` }
          : {
              ...q,
              en: `No, ${theGraha(g)} is not in ${signName(q.sign, "en")}. ${cap(theGraha(g))} is in ${en}.`,
              hi: `नहीं, ${grahaName(g, "hi")} ${signName(q.sign, "hi")} राशि में नहीं हैं। ${grahaName(g, "hi")} आपकी कुंडली में ${hi}।`,
            };
      // "What does Venus in my 5th house mean?" with Venus elsewhere: where it really is, first.
      if (q.house && q.house !== p.house)
        return {
          ...q,
          // (a placement put as yes or no, "is my Saturn in the 8th house?", gets its "No" first)
          en: `${q.meaning ? cap(theGraha(g)) : `No, ${theGraha(g)}`} is not in your ${houseName(q.house, "en")}. ${cap(theGraha(g))} is in ${en}.`,
          hi: `${q.meaning ? "" : "नहीं, "}${grahaName(g, "hi")} आपके ${houseName(q.house, "hi")} में नहीं हैं। ${grahaName(g, "hi")} आपकी कुंडली में ${hi}।`,
        };
      // "Is my Jupiter exalted or debilitated?": yes, no or neither, then where it is.
      const lead = dignityLead(q, p);
      if (lead)
        return {
          ...q,
          en: `${lead.en} ${cap(theGraha(g))} is in ${en}.`,
          hi: `${lead.hi} ${grahaName(g, "hi")} आपकी कुंडली में ${hi}।`,
        };
      return {
        ...q,
        en: `${q.house ? "Yes, " : ""}${q.house ? theGraha(g) : cap(theGraha(g))} is in ${en}.`,
        hi: `${q.house ? "हाँ, " : ""}${grahaName(g, "hi")} आपकी कुंडली में ${hi}।`,
      };
    }
    case "sade_sati": {
      const { saturn, sadeSati: ss, dhaiya } = c.transits;
      const sat = {
        en: `Saturn is transiting ${signName(saturn.signIndex, "en")}, the ${ordinalEn(saturn.houseFromMoon)} from your Moon sign`,
        hi: `गोचर में शनि ${signName(saturn.signIndex, "hi")} राशि में, आपकी चंद्र राशि से ${ordinalHi(saturn.houseFromMoon)} भाव में हैं`,
      };
      const when = (lang: "en" | "hi") => (ss.start && ss.end ? span(ss.start, ss.end, lang) : "");
      const dh = dhaiya.active
        ? {
            en: ` Saturn's dhaiya (${dhaiya.kind}) is running, a milder test of patience.`,
            hi: " अभी शनि की ढैया चल रही है, जो धैर्य की हल्की परीक्षा है।",
          }
        : { en: "", hi: "" };
      if (ss.active && ss.phase) {
        const phase = {
          rising: ["rising (first)", "पहला (आरंभिक)"],
          peak: ["peak (middle)", "मध्य (चरम)"],
          setting: ["setting (last)", "अंतिम"],
        }[ss.phase];
        return {
          ...q,
          en: `Yes, you are in Sade Sati now. ${sat.en}: this is the ${phase[0]} phase of your Sade Sati${when("en") ? `, which runs ${when("en")}` : ""}.`,
          hi: `हाँ, इस समय आप पर साढ़ेसाती चल रही है। ${sat.hi}: यह आपकी साढ़ेसाती का ${phase[1]} चरण है${when("hi") ? ` (${when("hi")})` : ""}।`,
        };
      }
      // "Sani peyarchi eppadi irukkum?", "shani ka gochar kaisa hai": the transit asked about, first.
      if (q.transit)
        return {
          ...q,
          en: `${sat.en}, so you are not in Sade Sati now.${dh.en}${when("en") ? ` Your next Sade Sati runs about ${when("en")}.` : ""}`,
          hi: `${sat.hi}, इसलिए इस समय आप पर साढ़ेसाती नहीं है।${dh.hi}${when("hi") ? ` आपकी अगली साढ़ेसाती लगभग ${when("hi")} रहेगी।` : ""}`,
        };
      return {
        ...q,
        en: `No, you are not in Sade Sati now: ${sat.en}.${when("en") ? ` Your next Sade Sati runs about ${when("en")}.` : ""}${dh.en}`,
        hi: `नहीं, इस समय आप पर साढ़ेसाती नहीं है: ${sat.hi}।${when("hi") ? ` आपकी अगली साढ़ेसाती लगभग ${when("hi")} रहेगी।` : ""}${dh.hi}`,
      };
    }
    case "saturn_return": {
      // Transiting Saturn back in the sign it held at birth (by sign, as Vedic astrologers count it).
      const natal = c.planets.saturn;
      const back = {
        en: `Saturn comes back to ${signName(natal.signIndex, "en")}, where it sits in your birth chart, in your ${ordinalEn(natal.house)} house`,
        hi: `शनि फिर उसी ${signName(natal.signIndex, "hi")} राशि में आते हैं जिसमें वे आपकी जन्म कुंडली में हैं, आपके ${ordinalHi(natal.house)} भाव में`,
      };
      const r = c.saturnReturn;
      if (!r)
        return {
          ...q,
          en: `Your Saturn return is when ${back.en}; it could not be dated from here.`,
          hi: `आपकी शनि की वापसी तब होती है जब ${back.hi}; इसकी तारीख़ यहाँ से नहीं निकल सकी।`,
        };
      if (r.active)
        return {
          ...q,
          en: `Yes, your Saturn return is running now, until ${dayMonth(r.end, "en")}: ${back.en}. It is a time of taking stock and of responsibilities that mature you; steady, patient work pays.`,
          hi: `हाँ, आपकी शनि की वापसी अभी चल रही है, ${dayMonth(r.end, "hi")} तक: ${back.hi}। यह अपना हिसाब लेने और ज़िम्मेदारियों से परिपक्व होने का समय है; धैर्य से किया गया निरंतर काम फल देता है।`,
        };
      // "saturn return chal raha hai kya?" asks whether it runs now: the no comes first.
      const asksNow = /\b(chal|running|now|abhi|going on)\b|चल रही|अभी/iu.test(c.question);
      return {
        ...q,
        en: `${asksNow ? "No, your Saturn return is not running now: it begins" : "Your Saturn return begins"} on ${dayMonth(r.start, "en")} and runs until ${dayMonth(r.end, "en")}, counting its back-and-forth turns. That is when ${back.en}.`,
        hi: `${asksNow ? "नहीं, आपकी शनि की वापसी अभी नहीं चल रही: वह" : "आपकी शनि की वापसी"} ${dayMonth(r.start, "hi")} से ${dayMonth(r.end, "hi")} तक रहेगी, आगे-पीछे की चाल सहित। तब ${back.hi}।`,
      };
    }
    case "house": {
      // The house by whole signs from the ascendant: its sign, its lord's placement, who sits in it.
      const n = q.house!;
      const sign = (c.ascendant.signIndex + n - 1) % 12;
      const lord = SIGN_LORDS[sign]!;
      const lp = c.planets[lord];
      const inside = GRAHAS.filter((g) => c.planets[g].house === n);
      const list = (L: "en" | "hi") => inside.map((g) => (L === "en" ? theGraha(g) : grahaName(g, "hi")));
      const joinEn = (xs: string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`);
      const joinHi = (xs: string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} और ${xs.at(-1)}`);
      const occupantsEn = inside.length
        ? ` ${cap(joinEn(list("en")))} ${inside.length > 1 ? "sit" : "sits"} in it.`
        : " No graha sits in it.";
      const occupantsHi = inside.length ? ` इसमें ${joinHi(list("hi"))} बैठे हैं।` : " इसमें कोई ग्रह नहीं बैठा है।";
      const verdict = q.strength ? houseVerdict(n, lp.dignity, lp.house) : { en: "", hi: "" };
      return {
        ...q,
        en: `${verdict.en}Your ${houseName(n, "en")} falls in ${signName(sign, "en")}; its lord ${theGraha(lord)} sits in ${signName(lp.signIndex, "en")} in your ${houseName(lp.house, "en")}, ${DIGNITY_WORDS[lp.dignity].en}.${occupantsEn}`,
        hi: `${verdict.hi}आपका ${ORDINAL_HI_DIRECT[n]} भाव ${signName(sign, "hi")} राशि में है; इसके स्वामी ${grahaName(lord, "hi")} ${signName(lp.signIndex, "hi")} राशि में, आपके ${houseName(lp.house, "hi")} में हैं (${DIGNITY_WORDS[lp.dignity].hi})।${occupantsHi}`,
      };
    }
    case "yogas": {
      // The yogas the engine finds present (Kemadruma is a weakness, named only when asked).
      const present = c.yogas.filter((y) => y.key !== "kemadruma" || q.yoga === "kemadruma");
      const nameOf = (key: string, name: string, L: "en" | "hi") =>
        L === "en" ? `${name} yoga` : `${YOGA_NAME_HI[key] ?? name} योग`;
      const formed = (grahas: readonly Graha[], L: "en" | "hi") =>
        joinList(
          grahas.map((g) => (L === "en" ? theGraha(g) : grahaName(g, "hi"))),
          L,
        );
      const others = (except: string | undefined, L: "en" | "hi") =>
        joinList(
          present.filter((y) => y.key !== except).map((y) => nameOf(y.key, y.name, L)),
          L,
        );
      const asked = q.yoga ? present.find((y) => y.key === q.yoga) : undefined;
      if (q.yoga && asked)
        return {
          ...q,
          en: `Yes, your chart has ${nameOf(asked.key, asked.name, "en")}, formed by ${formed(asked.grahas, "en")}.${others(asked.key, "en") ? ` It also has ${others(asked.key, "en")}.` : ""}`,
          hi: `हाँ, आपकी कुंडली में ${nameOf(asked.key, asked.name, "hi")} है, जो ${formed(asked.grahas, "hi")} से बनता है।${others(asked.key, "hi") ? ` इसमें ${others(asked.key, "hi")} भी हैं।` : ""}`,
        };
      if (q.yoga) {
        const name = YOGA_DISPLAY[q.yoga] ?? q.yoga;
        return {
          ...q,
          en: `No, by the usual rule your chart does not have ${name} yoga.${others(undefined, "en") ? ` It does have ${others(undefined, "en")}.` : ""}`,
          hi: `नहीं, सामान्य नियम से आपकी कुंडली में ${YOGA_NAME_HI[q.yoga] ?? name} योग नहीं बनता।${others(undefined, "hi") ? ` पर इसमें ${others(undefined, "hi")} हैं।` : ""}`,
        };
      }
      if (present.length === 0)
        return {
          ...q,
          en: "By the usual rules, none of the classical yogas (Raja, Dhana, Gajakesari, the five Mahapurusha yogas and others) forms in your chart; a chart is read as a whole, not by its yogas alone.",
          hi: "सामान्य नियमों से आपकी कुंडली में शास्त्रीय योगों (राज, धन, गजकेसरी, पंच महापुरुष आदि) में से कोई नहीं बनता; कुंडली पूरी देखी जाती है, केवल योगों से नहीं।",
        };
      return {
        ...q,
        en: `Your chart has ${present.map((y) => `${nameOf(y.key, y.name, "en")} (formed by ${formed(y.grahas, "en")})`).join(", ")}.`,
        hi: `आपकी कुंडली में ${present.map((y) => `${nameOf(y.key, y.name, "hi")} (${formed(y.grahas, "hi")} से)`).join(", ")} हैं।`,
      };
    }
    case "kaal_sarp": {
      // Read by signs: every graha from the Sun to Saturn on one side of the Rahu–Ketu axis.
      const rahu = c.planets.rahu;
      const ketu = c.planets.ketu;
      const ahead = (g: Graha) => (c.planets[g].signIndex - rahu.signIndex + 12) % 12;
      const seven: Graha[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];
      const oneSide = seven.every((g) => ahead(g) <= 6) || seven.every((g) => ahead(g) === 0 || ahead(g) >= 6);
      const axis = {
        en: `Rahu is in ${signName(rahu.signIndex, "en")} in your ${houseName(rahu.house, "en")} and Ketu in ${signName(ketu.signIndex, "en")} in your ${houseName(ketu.house, "en")}`,
        hi: `राहु ${signName(rahu.signIndex, "hi")} राशि में आपके ${houseName(rahu.house, "hi")} में, और केतु ${signName(ketu.signIndex, "hi")} राशि में आपके ${houseName(ketu.house, "hi")} में हैं`,
      };
      if (!oneSide) {
        const across = seven.filter((g) => ahead(g) > 0 && ahead(g) < 6);
        const other = seven.find((g) => ahead(g) > 6) ?? across[0]!;
        return {
          ...q,
          en: `No, there is no Kaal Sarp yoga in your chart: ${axis.en}, and the grahas do not all fall on one side of them (${theGraha(other)} is in ${signName(c.planets[other].signIndex, "en")}).`,
          hi: `नहीं, आपकी कुंडली में काल सर्प योग नहीं है: ${axis.hi}, और सभी ग्रह उनके एक ओर नहीं हैं (${grahaName(other, "hi")} ${signName(c.planets[other].signIndex, "hi")} राशि में हैं)।`,
        };
      }
      return {
        ...q,
        en: `Yes, by signs your chart has Kaal Sarp yoga: ${axis.en}, and the seven grahas from the Sun to Saturn all fall on one side of them. It is judged by exact degrees too, many people have it, and it is no cause for fear.`,
        hi: `हाँ, राशियों के अनुसार आपकी कुंडली में काल सर्प योग बनता है: ${axis.hi}, और सूर्य से शनि तक सातों ग्रह उनके एक ओर हैं। इसे अंशों से भी देखा जाता है, यह बहुत लोगों में होता है, और इसमें डरने की कोई बात नहीं।`,
      };
    }
    case "combust":
      return { ...q, ...combustAnswer(q, c) };
    case "yogakaraka":
      return { ...q, ...yogakarakaAnswer(c) };
    case "graha_strength": {
      // By sign dignity: debilitated or in an enemy's sign is weak; exalted, own sign or moolatrikona is strong.
      const seven = (["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const).map(
        (g) => c.planets[g],
      );
      const rank: Partial<Record<Dignity, number>> = { debilitated: 0, enemy: 1, exalted: 0, moolatrikona: 1, own: 2 };
      const weak = seven.filter((p) => p.dignity === "debilitated" || p.dignity === "enemy");
      const strong = seven.filter(
        (p) => p.dignity === "exalted" || p.dignity === "own" || p.dignity === "moolatrikona",
      );
      const order = (ps: typeof seven) => [...ps].sort((a, b) => (rank[a.dignity] ?? 3) - (rank[b.dignity] ?? 3));
      const listEn = (ps: typeof seven) =>
        joinList(
          order(ps).map(
            (p) =>
              `${theGraha(p.graha)} (${DIGNITY_WORDS[p.dignity].en}, in ${signName(p.signIndex, "en")} in your ${houseName(p.house, "en")})`,
          ),
          "en",
        );
      const listHi = (ps: typeof seven) =>
        joinList(
          order(ps).map(
            (p) =>
              `${grahaName(p.graha, "hi")} (${DIGNITY_WORDS[p.dignity].hi}, ${signName(p.signIndex, "hi")} राशि में, आपके ${houseName(p.house, "hi")} में)`,
          ),
          "hi",
        );
      const weakEn = weak.length
        ? `By sign, the weaker ${weak.length === 1 ? "graha in your chart is" : "grahas in your chart are"} ${listEn(weak)}.`
        : "No graha in your chart is debilitated or in an enemy's sign.";
      const weakHi = weak.length
        ? `राशि के अनुसार आपकी कुंडली में कमज़ोर ग्रह हैं: ${listHi(weak)}।`
        : "आपकी कुंडली में कोई ग्रह नीच का या शत्रु राशि में नहीं है।";
      const strongEn = strong.length ? ` The strongest: ${listEn(strong)}.` : "";
      const strongHi = strong.length ? ` सबसे बलवान: ${listHi(strong)}।` : "";
      // "which is my strongest planet?": the strong ones first.
      if (q.strength && strong.length)
        return {
          ...q,
          en: `By sign, the strongest ${strong.length === 1 ? "graha in your chart is" : "grahas in your chart are"} ${listEn(strong)}.${weak.length ? ` The weaker: ${listEn(weak)}.` : ""}`,
          hi: `राशि के अनुसार आपकी कुंडली में सबसे बलवान ग्रह हैं: ${listHi(strong)}।${weak.length ? ` कमज़ोर: ${listHi(weak)}।` : ""}`,
        };
      return { ...q, en: `${weakEn}${strongEn}`, hi: `${weakHi}${strongHi}` };
    }
    case "pitru_dosha": {
      // By the rule most often used: the Sun joined by Rahu, Ketu or Saturn (same sign), or Rahu
      // or Ketu in the 9th house (of the father and the ancestors).
      const sun = c.planets.sun;
      const joined = (["rahu", "ketu", "saturn"] as const).filter((g) => c.planets[g].signIndex === sun.signIndex);
      const ninth = (["rahu", "ketu"] as const).filter((g) => c.planets[g].house === 9);
      const rule = {
        en: "by the rule most astrologers use (the Sun sharing its sign with Rahu, Ketu or Saturn, or the 9th house holding Rahu or Ketu)",
        hi: "सबसे प्रचलित नियम से (सूर्य की राशि में राहु, केतु या शनि का होना, या नौवें भाव का राहु या केतु से युक्त होना)",
      };
      if (joined.length === 0 && ninth.length === 0)
        return {
          ...q,
          en: `No, ${rule.en} your chart has no pitru dosh: the Sun is in ${signName(sun.signIndex, "en")} in your ${houseName(sun.house, "en")} with none of them, and your 9th house holds neither Rahu nor Ketu.`,
          hi: `नहीं, ${rule.hi} आपकी कुंडली में पितृ दोष नहीं है: सूर्य ${signName(sun.signIndex, "hi")} राशि में आपके ${houseName(sun.house, "hi")} में हैं और उनके साथ इनमें से कोई नहीं, तथा आपके नौवें भाव में न राहु हैं न केतु।`,
        };
      const why = {
        en: [
          ...joined.map((g) => `${grahaName(g, "en")} is with the Sun in ${signName(sun.signIndex, "en")}`),
          ...ninth.map((g) => `${grahaName(g, "en")} sits in your 9th house`),
        ].join(" and "),
        hi: [
          ...joined.map((g) => `${grahaName(g, "hi")} सूर्य के साथ ${signName(sun.signIndex, "hi")} राशि में हैं`),
          ...ninth.map((g) => `${grahaName(g, "hi")} आपके नौवें भाव में हैं`),
        ].join(" और "),
      };
      return {
        ...q,
        en: `Yes, ${rule.en} your chart has pitru dosh: ${why.en}. It asks for remembrance, not fear: offer water and food in your ancestors' name on Amavasya and in Pitru Paksha, and serve elders; no paid puja is needed.`,
        hi: `हाँ, ${rule.hi} आपकी कुंडली में पितृ दोष है: ${why.hi}। इसमें डर की नहीं, स्मरण की बात है: अमावस्या और पितृ पक्ष में पितरों के नाम से जल और भोजन अर्पित करें, बड़ों की सेवा करें; किसी सशुल्क पूजा की ज़रूरत नहीं।`,
      };
    }
    case "mangal_dosha": {
      const md = c.mangalDosha;
      const mars = c.planets.mars;
      const where = {
        en: `Mars is in your ${houseName(mars.house, "en")}, the ${ordinalEn(md.fromMoon.house)} from your Moon sign`,
        hi: `मंगल आपके ${houseName(mars.house, "hi")} में, और चंद्र राशि से ${houseName(md.fromMoon.house, "hi")} में हैं`,
      };
      if (!md.present) {
        return {
          ...q,
          en: `No, there is no Mangal dosha in your chart: ${where.en}.`,
          hi: `नहीं, आपकी कुंडली में मंगल दोष नहीं है: ${where.hi}।`,
        };
      }
      return {
        ...q,
        en: md.effective
          ? `Yes, Mangal dosha is present in your chart: ${where.en}. It is common, it is judged together with the partner's chart, and it is no cause for fear.`
          : `Mangal dosha forms in your chart (${where.en}), but an exception cancels it, so it need not worry you.`,
        hi: md.effective
          ? `हाँ, आपकी कुंडली में मंगल दोष है: ${where.hi}। यह आम है, इसे साथी की कुंडली के साथ मिलाकर देखा जाता है, और इसमें डरने की कोई बात नहीं।`
          : `आपकी कुंडली में मंगल दोष बनता है (${where.hi}), पर एक अपवाद इसे निरस्त कर देता है, इसलिए चिंता की बात नहीं।`,
      };
    }
  }
}

/**
 * "Is my 7th house weak?": the house judged by its lord — strong when the lord is exalted, in
 * its own or a friend's sign and not in a dusthana (6th, 8th, 12th); under strain when it is
 * debilitated, or in an enemy's sign in a dusthana; mixed otherwise.
 */
function houseVerdict(n: number, dignity: Dignity, lordHouse: number): { en: string; hi: string } {
  const dusthana = [6, 8, 12].includes(lordHouse);
  const good = ["exalted", "moolatrikona", "own", "friendly"].includes(dignity);
  if (good && !dusthana)
    return {
      en: `No, your ${houseName(n, "en")} is not weak. `,
      hi: `नहीं, आपका ${ORDINAL_HI_DIRECT[n]} भाव कमज़ोर नहीं है। `,
    };
  if (dignity === "debilitated" || (dignity === "enemy" && dusthana))
    return {
      en: `Your ${houseName(n, "en")} is under some strain, though not beyond help. `,
      hi: `आपका ${ORDINAL_HI_DIRECT[n]} भाव कुछ दबाव में है, पर उपाय से परे नहीं। `,
    };
  return {
    en: `Your ${houseName(n, "en")} is of middling strength, neither weak nor strong. `,
    hi: `आपका ${ORDINAL_HI_DIRECT[n]} भाव मध्यम बल का है, न कमज़ोर न बहुत बलवान। `,
  };
}
