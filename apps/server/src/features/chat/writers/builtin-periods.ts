import { houseName, joinList, monthYear, ordinalEn, ordinalHi, signName, span, type Lang } from "../reading/names.ts";
import type { PeriodFact, ReadingContext, TopicLink } from "../reading/reading-context.ts";
import type { TransitFact } from "../reading/transits.ts";
import { GRAHA_NATURE, HOUSE_MEANING, type Bi } from "./builtin-phrases.ts";
import { bareName, cap, grahaName } from "./builtin-text.ts";
import { SADE_SATI_PHASE } from "./builtin-voice.ts";

// Paragraphs about time: the running dasha, timing windows ahead and the slow transits.

export function linkPhrase(p: Pick<PeriodFact, "lord">, links: readonly TopicLink[], L: Lang, topic: string): string {
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

export function dashaParagraph(c: ReadingContext, L: Lang, topic: string): string {
  const { mahadasha: md, antardasha: ad } = c.dasha;
  if (!md)
    return L === "en"
      ? "Your Vimshottari cycle does not cover today's date."
      : "आपका विंशोत्तरी चक्र आज की तारीख़ तक नहीं पहुँचता।";
  const out: string[] = [];
  if (L === "en") {
    out.push(
      `Right now you are in the ${bareName(md.lord, L)} mahadasha (${span(md.start, md.end, L)})${ad ? `, and the ${bareName(ad.lord, L)} antardasha runs until ${monthYear(ad.end, L)}` : ""}.`,
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

/**
 * What a mahadasha lord stands for in this chart (for direct dasha questions): the running
 * one's, or the one the question names ("how will my Saturn mahadasha be?").
 */
export function dashaMeaning(c: ReadingContext, L: Lang, lord = c.dasha.mahadasha?.lord, placed = true): string | null {
  if (!lord) return null;
  const p = c.planets[lord];
  const houses = [p.house, ...p.rules.filter((x) => x !== p.house)];
  // Each house's meaning is itself a list ("home, mother, property and peace of mind"):
  // with more than one, they are set apart by semicolons, not run together with "and".
  const meanings = houses.slice(0, 3).map((x) => HOUSE_MEANING[x]![L]);
  const themes =
    meanings.length === 1
      ? meanings[0]!
      : L === "en"
        ? `${meanings.slice(0, -1).join("; ")}; and ${meanings[meanings.length - 1]}`
        : `${meanings.slice(0, -1).join("; ")}; तथा ${meanings[meanings.length - 1]}`;
  const rules = p.rules.length
    ? L === "en"
      ? ` and is lord of your ${joinList(p.rules.map(ordinalEn), L)} ${p.rules.length > 1 ? "houses" : "house"}`
      : ` और आपके ${joinList(p.rules.map(ordinalHi), L)} भाव के स्वामी हैं`
    : "";
  const running = lord === c.dasha.mahadasha?.lord;
  // (Its place said already, by the verdict before it: what the period brings, and what it rules.)
  if (!placed)
    return L === "en"
      ? `${running ? "This chapter of life brings" : "Its mahadasha will bring"} ${themes} to the foreground${p.rules.length ? `, as ${grahaName(lord, L)} is lord of your ${joinList(p.rules.map(ordinalEn), L)} ${p.rules.length > 1 ? "houses" : "house"}` : ""}, coloured by ${GRAHA_NATURE[lord].en}.`
      : `${running ? "जीवन का यह अध्याय" : "उनकी महादशा"} ${themes} को आगे ${running ? "लाता है" : "लाएगी"}${p.rules.length ? `, क्योंकि ${grahaName(lord, L)} आपके ${joinList(p.rules.map(ordinalHi), L)} भाव के स्वामी हैं` : ""}, और इसमें ${GRAHA_NATURE[lord].hi} का रंग है।`;
  return L === "en"
    ? `${cap(grahaName(lord, L))} sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}${rules}, so ${running ? "this chapter of life brings" : "its mahadasha will bring"} ${themes} to the foreground, coloured by ${GRAHA_NATURE[lord].en}.`
    : `${grahaName(lord, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में बैठे हैं${rules}, इसलिए ${running ? "जीवन का यह अध्याय" : "उनकी महादशा"} ${themes} को आगे ${running ? "लाता है" : "लाएगी"}, और इसमें ${GRAHA_NATURE[lord].hi} का रंग है।`;
}

export function timingParagraph(c: ReadingContext, L: Lang, topic: string): string {
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
    const pair = `${bareName(best.mahadasha, L)}–${bareName(best.antardasha, L)}`;
    const because = linkPhrase({ lord: best.antardasha }, best.links, L, topic);
    const bestRunning = best.start <= c.asOf.slice(0, 10);
    out.push(
      L === "en"
        ? bestRunning
          ? `As for timing: the most supportive stretch is the present ${pair} period, running until ${monthYear(best.end, L)}, because ${because}, so this is a time to act.`
          : `As for timing: the most supportive stretch looks like the ${pair} period, ${span(best.start, best.end, L)}, because ${because}.`
        : bestRunning
          ? `समय की बात करें तो सबसे अनुकूल दौर अभी चल रही ${pair} की अवधि है, ${monthYear(best.end, L)} तक, क्योंकि ${because}; इसलिए यह क़दम उठाने का समय है।`
          : `समय की बात करें तो सबसे अनुकूल दौर ${pair} की अवधि लगती है, ${span(best.start, best.end, L)}, क्योंकि ${because}।`,
    );
    const earlier = [...windows].sort((a, b) => a.start.localeCompare(b.start))[0]!;
    if (earlier !== best) {
      const pair2 = `${bareName(earlier.mahadasha, L)}–${bareName(earlier.antardasha, L)}`;
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
  const houses = c.topicHouses.map((h) => h.house);
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

/**
 * Saturn's transit as it bears on the asker now ("is Saturn's transit bad for me?"): the
 * house from the ascendant it crosses, what that house stands for, and when it moves on.
 */
export function saturnTransitMeaning(c: ReadingContext, L: Lang): string {
  const { saturn } = c.transits;
  const n = saturn.houseFromAscendant;
  const until = saturn.stays[0]?.until;
  const tone = saturn.favourable
    ? { en: "a helpful position that rewards hard work", hi: "यह परिश्रम का अच्छा फल देने वाली स्थिति है" }
    : {
        en: "not a time to fear, but one that asks for steady, patient effort there",
        hi: "यह डरने का नहीं, वहाँ धैर्य और निरंतर प्रयास का समय है",
      };
  return L === "en"
    ? `Saturn's transit crosses your ${ordinalEn(n)} house from the ascendant, the house of ${HOUSE_MEANING[n]!.en}: ${tone.en}.${until ? ` It moves on in ${monthYear(until, L)}.` : ""}`
    : `लग्न से शनि का गोचर आपके ${ordinalHi(n)} भाव से हो रहा है, जो ${HOUSE_MEANING[n]!.hi} का भाव है: ${tone.hi}।${until ? ` ${monthYear(until, L)} में शनि आगे बढ़ेंगे।` : ""}`;
}

export function transitParagraph(c: ReadingContext, L: Lang): string {
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
  if (c.topic === "timing" || c.topic === "travel") {
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

/** The year ahead: antardasha changes and slow-graha sign changes in the next 15 months. */
export function yearAheadParagraph(c: ReadingContext, L: Lang): string | null {
  const limit = `${Number(c.asOf.slice(0, 4)) + 1}-${c.asOf.slice(5, 7)}-28`;
  const out: string[] = [];
  const nextAd = c.dasha.nextAntardashas[0];
  if (nextAd && nextAd.start <= limit) {
    out.push(
      L === "en"
        ? `In the year ahead your chapter turns: the ${bareName(nextAd.lord, L)} antardasha begins in ${monthYear(nextAd.start, L)}, bringing ${HOUSE_MEANING[nextAd.lordHouse]!.en} to the fore.`
        : `आने वाले साल में दौर बदलेगा: ${monthYear(nextAd.start, L)} से ${grahaName(nextAd.lord, L)} की अंतर्दशा शुरू होगी, जो ${HOUSE_MEANING[nextAd.lordHouse]!.hi} को आगे लाएगी।`,
    );
  }
  const moves: string[] = [];
  for (const tr of [c.transits.jupiter, c.transits.saturn]) {
    const stay = tr.stays.slice(1).find((s) => s.from !== null && s.from <= limit);
    if (!stay) continue;
    moves.push(
      L === "en"
        ? `${cap(grahaName(tr.graha, L))} moves into ${signName(stay.signIndex, L)} in ${monthYear(stay.from!, L)}, the ${ordinalEn(stay.houseFromMoon)} from your Moon sign`
        : `${monthYear(stay.from!, L)} से ${grahaName(tr.graha, L)} ${signName(stay.signIndex, L)} राशि में होंगे, आपकी चंद्र राशि से ${ordinalHi(stay.houseFromMoon)} भाव में`,
    );
  }
  if (moves.length > 0)
    out.push(L === "en" ? `On the transit side: ${moves.join("; ")}.` : `गोचर में: ${moves.join("; ")}।`);
  return out.length > 0 ? out.join(" ") : null;
}
