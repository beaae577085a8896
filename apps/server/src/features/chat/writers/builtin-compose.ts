import type { Graha } from "@graha/jyotish";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import {
  grahaName as grahaNameRaw,
  houseName,
  joinList,
  monthYear,
  nakshatraName,
  ORDINAL_HI_DIRECT,
  ordinalEn,
  ordinalHi,
  signName,
  span,
  type Lang,
} from "../reading/names.ts";
import type { PeriodFact, ReadingContext, TopicLink } from "../reading/reading-context.ts";
import { TOPIC_RULES } from "../reading/topics.ts";
import type { TransitFact } from "../reading/transits.ts";
import {
  DIGNITY_EFFECT,
  GRAHA_NATURE,
  HOUSE_MEANING,
  placementEffect,
  REMEDY,
  TOPIC_ADVICE,
  YOGA_MEANING,
  type Bi,
} from "./builtin-phrases.ts";
import { safeReply } from "./builtin-safety.ts";
import {
  ANCHORS,
  CLOSERS,
  fill,
  GENERAL_REMEDY,
  OPENERS,
  REMEDY_HEADING,
  SADE_SATI_PHASE,
  seededRandom,
  YOGA_NAME_HI,
} from "./builtin-voice.ts";

/** English names take "the" for the Sun and the Moon; Hindi names as they are. */
function grahaName(g: Graha, L: Lang): string {
  const name = grahaNameRaw(g, L);
  return L === "en" && (g === "sun" || g === "moon") ? `the ${name}` : name;
}

/** Capitalizes the first letter (for "the Moon" at a sentence start). */
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Composes the reply from the context's facts only: every placement named comes from `c`. */
export function composeReply(c: ReadingContext): string {
  const safe = safeReply(c);
  if (safe !== null) return safe;
  const L: Lang = c.language === "Hindi" ? "hi" : "en";
  const rand = seededRandom(`${c.chartUtc}|${c.astrologer}|${c.question}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const t = (b: Bi) => b[L];
  const s = (i: number) => signName(i, L);
  const topic = TOPIC_RULES[c.topic].label[L];
  const paragraphs: string[] = [];

  const anchor = fill(t(pick(ANCHORS)), {
    asc: s(c.ascendant.signIndex),
    moon: s(c.moon.signIndex),
    nak: nakshatraName(c.moon.nakshatraIndex, L),
  });
  paragraphs.push(`${fill(t(pick(OPENERS[c.astrologer])), { name: c.person.name })} ${anchor}`);
  if (c.direct.length > 0) paragraphs.push(c.direct.map((d) => d[L]).join(" "));

  if (c.topic === "direct") {
    if (c.direct.some((d) => d.kind === "mahadasha")) {
      const meaning = dashaMeaning(c, L);
      if (meaning) paragraphs.push(meaning);
    }
    paragraphs.push(t(pick(TOPIC_ADVICE.direct)));
    paragraphs.push(t(pick(CLOSERS[c.astrologer])));
    return paragraphs.join("\n\n");
  }

  paragraphs.push(housesParagraph(c, L, topic, pick));
  const yogas = yogaParagraph(c, L);
  if (yogas) paragraphs.push(yogas);
  paragraphs.push(dashaParagraph(c, L, topic));
  if (c.asksWhen || c.topic === "timing") paragraphs.push(timingParagraph(c, L, topic));
  paragraphs.push(transitParagraph(c, L));

  const mainLord = c.topicHouses[0]!.lord;
  const lords = [...new Set<Graha>([mainLord, c.dasha.mahadasha?.lord ?? mainLord])];
  const bullets = [
    ...(c.astrologer === "astra" ? [t(pick(TOPIC_ADVICE[c.topic]))] : []),
    ...lords.map((x) => t(REMEDY[x])),
    t(pick(GENERAL_REMEDY)),
  ];
  paragraphs.push(`${t(REMEDY_HEADING[c.astrologer])}\n${bullets.map((b) => `- ${b}`).join("\n")}`);
  const closing = c.astrologer === "oracle" ? `${t(pick(TOPIC_ADVICE[c.topic]))} ` : "";
  paragraphs.push(`${closing}${t(pick(CLOSERS[c.astrologer]))}`);
  return paragraphs.join("\n\n");
}

function housesParagraph(c: ReadingContext, L: Lang, topic: string, pick: <T>(items: readonly T[]) => T): string {
  const [main, second] = c.topicHouses;
  const out: string[] = [];
  const m = main!;
  const dig = DIGNITY_WORDS[m.lordDignity][L];
  const eff = DIGNITY_EFFECT[m.lordDignity][L];
  const place = placementEffect(m.lordHouse)[L];
  if (L === "en") {
    out.push(
      pick([
        `For ${topic}, the key is your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`,
        `When I look at ${topic}, I start with your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`,
      ]),
    );
    out.push(
      `${cap(grahaName(m.lord, L))}, lord of your ${houseName(m.house, L)}, sits in ${signName(m.lordSignIndex, L)} in your ${houseName(m.lordHouse, L)}, ${dig}; ${eff}.`,
    );
    out.push(`That links ${topic} to ${HOUSE_MEANING[m.lordHouse]!.en}; the ${ordinalEn(m.lordHouse)} is ${place}.`);
    if (m.occupants.length > 0) {
      for (const o of m.occupants.slice(0, 2))
        out.push(
          `${cap(grahaName(o, L))} sits in your ${houseName(m.house, L)} itself, bringing ${GRAHA_NATURE[o].en}.`,
        );
    } else out.push("No planet sits in this house, so its lord carries the story.");
    for (const a of m.aspectedBy.filter((x) => !m.occupants.includes(x)).slice(0, 2))
      out.push(
        `${cap(grahaName(a, L))}, placed in your ${houseName(c.planets[a].house, L)}, also casts its aspect here, adding ${GRAHA_NATURE[a].en}.`,
      );
    if (second) {
      out.push(
        `${cap(grahaName(second.lord, L))}, lord of your ${houseName(second.house, L)} of ${HOUSE_MEANING[second.house]!.en}, is in ${signName(second.lordSignIndex, L)} in your ${houseName(second.lordHouse, L)}.`,
      );
    }
  } else {
    out.push(
      pick([
        `${topic} के लिए सबसे महत्वपूर्ण आपका ${ORDINAL_HI_DIRECT[m.house]} भाव है, जिसमें ${signName(m.signIndex, L)} राशि पड़ती है।`,
        `${topic} को समझने के लिए पहले आपका ${ORDINAL_HI_DIRECT[m.house]} भाव देखते हैं, जिसमें ${signName(m.signIndex, L)} राशि है।`,
      ]),
    );
    out.push(
      `${houseName(m.house, L)} के स्वामी ${grahaName(m.lord, L)} ${signName(m.lordSignIndex, L)} राशि में, आपके ${houseName(m.lordHouse, L)} में बैठे हैं (${dig}) — ${eff}।`,
    );
    out.push(
      `यह स्थिति ${topic} को ${HOUSE_MEANING[m.lordHouse]!.hi} से जोड़ती है; ${ORDINAL_HI_DIRECT[m.lordHouse]} भाव ${place}।`,
    );
    if (m.occupants.length > 0) {
      for (const o of m.occupants.slice(0, 2))
        out.push(`${grahaName(o, L)} स्वयं आपके ${houseName(m.house, L)} में हैं, जो ${GRAHA_NATURE[o].hi} लाते हैं।`);
    } else out.push("इस भाव में कोई ग्रह नहीं है, इसलिए इसके स्वामी की स्थिति ही मुख्य है।");
    for (const a of m.aspectedBy.filter((x) => !m.occupants.includes(x)).slice(0, 2))
      out.push(
        `आपके ${houseName(c.planets[a].house, L)} में बैठे ${grahaName(a, L)} की दृष्टि भी इस भाव पर है, जिससे ${GRAHA_NATURE[a].hi} जुड़ते हैं।`,
      );
    if (second) {
      out.push(
        `${houseName(second.house, L)} (${HOUSE_MEANING[second.house]!.hi}) के स्वामी ${grahaName(second.lord, L)} ${signName(second.lordSignIndex, L)} राशि में, ${houseName(second.lordHouse, L)} में हैं।`,
      );
    }
  }
  const karaka = c.karakas.find((k) => k !== m.lord && k !== second?.lord);
  if (karaka) {
    const p = c.planets[karaka];
    out.push(
      L === "en"
        ? `${cap(grahaName(karaka, L))}, the natural significator of ${topic}, is in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}; ${DIGNITY_EFFECT[p.dignity].en}.`
        : `${topic} के कारक ${grahaName(karaka, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi}) — ${DIGNITY_EFFECT[p.dignity].hi}।`,
    );
  }
  if (c.topic === "compatibility" || c.topic === "marriage") {
    const md = c.mangalDosha;
    const mars = c.planets.mars;
    if (md.present) {
      out.push(
        L === "en"
          ? `Mars is in your ${houseName(mars.house, L)}, which forms Mangal dosha${md.effective ? "; it is worth matching with a partner's chart that balances it, but it is no cause for fear" : ", though an exception in your chart cancels it"}.`
          : `मंगल आपके ${houseName(mars.house, L)} में हैं, जिससे मंगल दोष बनता है${md.effective ? "; ऐसे साथी की कुंडली से मिलान करना अच्छा रहेगा जो इसे संतुलित करे, पर इसमें डरने की कोई बात नहीं" : ", हालाँकि आपकी कुंडली का एक अपवाद इसे निरस्त कर देता है"}।`,
      );
    } else out.push(L === "en" ? "There is no Mangal dosha in your chart." : "आपकी कुंडली में मंगल दोष नहीं है।");
  }
  return out.join(" ");
}

function yogaParagraph(c: ReadingContext, L: Lang): string | null {
  const yogas = c.yogas.filter((y) => y.key !== "kemadruma" && (y.bearsOnTopic || c.topic === "life_path")).slice(0, 2);
  if (yogas.length === 0) return null;
  return yogas
    .map((y) => {
      const by = joinList(
        y.grahas.map((x) => grahaName(x, L)),
        L,
      );
      const meaning = YOGA_MEANING[y.key] ?? { en: "a special strength", hi: "एक विशेष बल" };
      return L === "en"
        ? `You also have ${y.name} yoga, formed by ${by}, which points to ${meaning.en}.`
        : `आपकी कुंडली में ${YOGA_NAME_HI[y.key] ?? y.name} योग भी है (${by} से बना), जो ${meaning.hi} का संकेत देता है।`;
    })
    .join(" ");
}

function linkPhrase(p: Pick<PeriodFact, "lord">, links: readonly TopicLink[], L: Lang, topic: string): string {
  const rules = links.filter((l) => l.kind === "rules").map((l) => l.house!);
  const parts: string[] = [];
  if (L === "en") {
    if (rules.length)
      parts.push(`is lord of your ${joinList(rules.map(ordinalEn), L)} ${rules.length > 1 ? "houses" : "house"}`);
    for (const l of links) {
      if (l.kind === "occupies") parts.push(`sits in your ${houseName(l.house!, L)}`);
      if (l.kind === "aspects") parts.push(`aspects your ${houseName(l.house!, L)}`);
      if (l.kind === "karaka") parts.push(`is the natural significator of ${topic}`);
    }
    return `${grahaName(p.lord, L)} ${joinList(parts, L)}`;
  }
  if (rules.length) parts.push(`आपके ${joinList(rules.map(ordinalHi), L)} भाव के स्वामी हैं`);
  for (const l of links) {
    if (l.kind === "occupies") parts.push(`आपके ${houseName(l.house!, L)} में बैठे हैं`);
    if (l.kind === "aspects") parts.push(`आपके ${houseName(l.house!, L)} पर दृष्टि डालते हैं`);
    if (l.kind === "karaka") parts.push(`${topic} के नैसर्गिक कारक हैं`);
  }
  return `${grahaName(p.lord, L)} ${joinList(parts, L)}`;
}

function dashaParagraph(c: ReadingContext, L: Lang, topic: string): string {
  const { mahadasha: md, antardasha: ad } = c.dasha;
  if (!md)
    return L === "en"
      ? "Your Vimshottari cycle does not cover today's date."
      : "आपका विंशोत्तरी चक्र आज की तारीख़ तक नहीं पहुँचता।";
  const out: string[] = [];
  if (L === "en") {
    out.push(
      `Right now you are in the ${grahaName(md.lord, L)} mahadasha (${span(md.start, md.end, L)})${ad ? `, and the ${grahaName(ad.lord, L)} antardasha runs until ${monthYear(ad.end, L)}` : ""}.`,
    );
    out.push(
      md.topicLinks.length
        ? `${cap(linkPhrase(md, md.topicLinks, L, topic))}, so this whole chapter keeps ${topic} in focus.`
        : `The mahadasha lord is not directly tied to the houses of ${topic}, so this area moves mainly through the sub-periods and transits.`,
    );
    if (ad && ad.lord !== md.lord)
      out.push(
        ad.topicLinks.length
          ? `${cap(linkPhrase(ad, ad.topicLinks, L, topic))}, so the present sub-period activates it directly.`
          : "The present sub-period is more of a background phase for this matter.",
      );
  } else {
    out.push(
      `इस समय आप पर ${grahaName(md.lord, L)} की महादशा (${span(md.start, md.end, L)}) चल रही है${ad ? `, और ${grahaName(ad.lord, L)} की अंतर्दशा ${monthYear(ad.end, L)} तक चलेगी` : ""}।`,
    );
    out.push(
      md.topicLinks.length
        ? `${linkPhrase(md, md.topicLinks, L, topic)}, इसलिए यह पूरा दौर ${topic} को केंद्र में रखता है।`
        : `महादशा के स्वामी ${topic} के भावों से सीधे नहीं जुड़े हैं, इसलिए यह विषय मुख्यतः अंतर्दशाओं और गोचर से आगे बढ़ेगा।`,
    );
    if (ad && ad.lord !== md.lord)
      out.push(
        ad.topicLinks.length
          ? `${linkPhrase(ad, ad.topicLinks, L, topic)}, इसलिए वर्तमान अंतर्दशा इसे सीधे सक्रिय करती है।`
          : "वर्तमान अंतर्दशा इस विषय के लिए पृष्ठभूमि का समय है।",
      );
  }
  return out.join(" ");
}

/** What the running mahadasha lord stands for in this chart (for direct dasha questions). */
function dashaMeaning(c: ReadingContext, L: Lang): string | null {
  const md = c.dasha.mahadasha;
  if (!md) return null;
  const houses = [md.lordHouse, ...md.lordRules.filter((x) => x !== md.lordHouse)];
  const themes = joinList(
    houses.slice(0, 3).map((x) => HOUSE_MEANING[x]![L]),
    L,
  );
  const rules = md.lordRules.length
    ? L === "en"
      ? ` and is lord of your ${joinList(md.lordRules.map(ordinalEn), L)} ${md.lordRules.length > 1 ? "houses" : "house"}`
      : ` और आपके ${joinList(md.lordRules.map(ordinalHi), L)} भाव के स्वामी हैं`
    : "";
  return L === "en"
    ? `${cap(grahaName(md.lord, L))} sits in ${signName(md.lordSignIndex, L)} in your ${houseName(md.lordHouse, L)}${rules}, so this chapter of life brings ${themes} to the foreground, coloured by ${GRAHA_NATURE[md.lord].en}.`
    : `${grahaName(md.lord, L)} ${signName(md.lordSignIndex, L)} राशि में, आपके ${houseName(md.lordHouse, L)} में बैठे हैं${rules}, इसलिए जीवन का यह अध्याय ${themes} को आगे लाता है, और इसमें ${GRAHA_NATURE[md.lord].hi} का रंग है।`;
}

function timingParagraph(c: ReadingContext, L: Lang, topic: string): string {
  const windows = c.timingWindows;
  const out: string[] = [];
  const best = windows[0];
  if (!best) {
    out.push(
      L === "en"
        ? `No single period ahead stands out strongly for ${topic}, so steady effort through the present mahadasha matters more than waiting for a date.`
        : `आगे कोई एक अवधि ${topic} के लिए विशेष रूप से अलग नहीं दिखती, इसलिए किसी तारीख़ की प्रतीक्षा से अधिक वर्तमान महादशा में निरंतर प्रयास महत्वपूर्ण है।`,
    );
  } else {
    const pair = `${grahaName(best.mahadasha, L)}–${grahaName(best.antardasha, L)}`;
    out.push(
      L === "en"
        ? `As for timing: the most supportive stretch looks like the ${pair} period, ${span(best.start, best.end, L)}, because ${linkPhrase({ lord: best.antardasha }, best.links, L, topic)}.`
        : `समय की बात करें तो सबसे अनुकूल दौर ${pair} की अवधि लगती है, ${span(best.start, best.end, L)}, क्योंकि ${linkPhrase({ lord: best.antardasha }, best.links, L, topic)}।`,
    );
    const earlier = [...windows].sort((a, b) => a.start.localeCompare(b.start))[0]!;
    if (earlier !== best) {
      const pair2 = `${grahaName(earlier.mahadasha, L)}–${grahaName(earlier.antardasha, L)}`;
      const running = earlier.start <= c.asOf.slice(0, 10);
      out.push(
        L === "en"
          ? running
            ? `The present ${pair2} period, running until ${monthYear(earlier.end, L)}, already supports it too.`
            : `An earlier opening comes with the ${pair2} period (${span(earlier.start, earlier.end, L)}).`
          : running
            ? `अभी चल रही ${pair2} की अवधि (${monthYear(earlier.end, L)} तक) भी इसमें सहायक है।`
            : `इससे पहले ${pair2} की अवधि (${span(earlier.start, earlier.end, L)}) में भी एक अवसर खुलता है।`,
      );
    }
  }
  const houses = TOPIC_RULES[c.topic].houses;
  const stay = c.transits.jupiter.stays
    .slice(1)
    .find((st) => houses.includes(st.houseFromAscendant) || houses.includes(st.houseFromMoon));
  if (stay?.from) {
    const fromAsc = houses.includes(stay.houseFromAscendant);
    const n = fromAsc ? stay.houseFromAscendant : stay.houseFromMoon;
    out.push(
      L === "en"
        ? `Jupiter's transit into ${signName(stay.signIndex, L)} from ${monthYear(stay.from, L)}, the ${ordinalEn(n)} from your ${fromAsc ? "ascendant" : "Moon sign"}, adds its blessing to this.`
        : `${monthYear(stay.from, L)} से गुरु का गोचर ${signName(stay.signIndex, L)} राशि में, आपके ${fromAsc ? "लग्न" : "चंद्र राशि"} से ${ordinalHi(n)} भाव में होगा, जो इसमें कृपा जोड़ेगा।`,
    );
  }
  out.push(
    L === "en"
      ? "Treat these as windows of opportunity rather than fixed dates; your own effort decides how fully they open."
      : "इन्हें निश्चित तारीख़ नहीं, अवसर की खिड़कियाँ मानें; वे कितनी खुलेंगी, यह आपके प्रयास पर निर्भर है।",
  );
  return out.join(" ");
}

function transitLine(tr: TransitFact, L: Lang, note: Bi): string {
  return L === "en"
    ? `${cap(grahaName(tr.graha, L))} is transiting ${signName(tr.signIndex, L)}, the ${ordinalEn(tr.houseFromMoon)} from your Moon sign, ${note.en}.`
    : `गोचर में ${grahaName(tr.graha, L)} ${signName(tr.signIndex, L)} राशि में, आपकी चंद्र राशि से ${ordinalHi(tr.houseFromMoon)} भाव में हैं — ${note.hi}।`;
}

function transitParagraph(c: ReadingContext, L: Lang): string {
  const { saturn, jupiter, rahu, ketu, sadeSati, dhaiya } = c.transits;
  const out: string[] = [];
  let satNote: Bi;
  if (sadeSati.active && sadeSati.phase) {
    const ph = SADE_SATI_PHASE[sadeSati.phase];
    const when = sadeSati.start && sadeSati.end ? span(sadeSati.start, sadeSati.end, L) : "";
    satNote = {
      en: `which is the ${ph.en} phase of your Sade Sati${when ? ` (${when})` : ""}: a time to simplify, work patiently and build for the long term`,
      hi: `यह आपकी साढ़ेसाती का ${ph.hi} चरण है${when ? ` (${when})` : ""}: सादगी, धैर्य और लंबे समय के निर्माण का समय`,
    };
  } else if (dhaiya.active) {
    satNote = {
      en: "a Saturn dhaiya (two-and-a-half-year) phase that asks for patience at home and at work",
      hi: "यह शनि की ढैया का समय है, जो घर और काम में धैर्य माँगता है",
    };
  } else if (saturn.favourable) {
    satNote = { en: "a helpful position that rewards hard work", hi: "यह स्थिति परिश्रम का अच्छा फल देती है" };
  } else {
    satNote = { en: "asking for steady, patient effort", hi: "यह स्थिति निरंतर, धैर्यपूर्ण प्रयास माँगती है" };
  }
  out.push(transitLine(saturn, L, satNote));
  out.push(
    transitLine(
      jupiter,
      L,
      jupiter.favourable
        ? { en: "a favourable position for growth and good counsel", hi: "यह विकास और अच्छे मार्गदर्शन के लिए अनुकूल स्थिति है" }
        : { en: "so its blessings come more quietly just now", hi: "इसलिए अभी इसकी कृपा कुछ शांत ढंग से मिलती है" },
    ),
  );
  if (c.astrologer === "astra" || c.topic === "timing" || c.topic === "travel") {
    out.push(
      L === "en"
        ? `The nodal axis runs from Rahu, transiting ${signName(rahu.signIndex, L)}, to Ketu, transiting ${signName(ketu.signIndex, L)}, across your ${ordinalEn(rahu.houseFromAscendant)} and ${ordinalEn(ketu.houseFromAscendant)} houses from the ascendant.`
        : `राहु का गोचर ${signName(rahu.signIndex, L)} राशि में और केतु का गोचर ${signName(ketu.signIndex, L)} राशि में है।`,
    );
  }
  if (
    !sadeSati.active &&
    sadeSati.start &&
    sadeSati.start > c.asOf.slice(0, 10) &&
    sadeSati.start < `${Number(c.asOf.slice(0, 4)) + 4}`
  ) {
    out.push(
      L === "en"
        ? `Your next Sade Sati begins around ${monthYear(sadeSati.start, L)}.`
        : `आपकी अगली साढ़ेसाती लगभग ${monthYear(sadeSati.start, L)} से शुरू होगी।`,
    );
  }
  return out.join(" ");
}
