import type { ChatFact } from "@graha/contracts";
import type { Graha } from "@graha/jyotish";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { yogakarakaOf } from "../reading/direct-answer-grahas.ts";
import { KIN_NAMES } from "../reading/derived-house.ts";
import * as names from "../reading/names.ts";
import type { PeriodFact, ReadingContext } from "../reading/reading-context.ts";
import type { DirectKind } from "../reading/direct-question.ts";

/** The most facts a reply shows as chips. */
const MAX_FACTS = 4;

const SEP = " · ";
const capFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const houseLabel = (house: number, L: names.Lang) =>
  L === "en" ? `${names.ordinalEn(house)} house` : `${names.ORDINAL_HI_DIRECT[house]} भाव`;

/** "Moon · Libra · 8th house · Vishakha 3", with where it sits for the chip's popover. */
function placementFact(c: ReadingContext, g: Graha, L: names.Lang): ChatFact {
  const p = c.planets[g];
  const sign = names.signName(p.signIndex, L);
  const house = houseLabel(p.house, L);
  const nakshatra = `${names.nakshatraName(p.nakshatraIndex, L)} ${p.pada}`;
  return {
    label: [names.grahaName(g, L), sign, house, nakshatra].join(SEP),
    kind: "placement",
    graha: g,
    sign,
    house: p.house,
    nakshatra,
    dignity: capFirst(DIGNITY_WORDS[p.dignity][L]),
  };
}

/** "Lagna · Leo · Magha 2" (the ascendant's nakshatra; its house is the first). */
function ascendantFact(c: ReadingContext, L: names.Lang): ChatFact {
  const sign = names.signName(c.ascendant.signIndex, L);
  const nakshatra = names.nakshatraName(c.ascendant.nakshatraIndex, L);
  return {
    label: [L === "en" ? "Lagna" : "लग्न", sign, nakshatra].join(SEP),
    kind: "ascendant",
    sign,
    house: 1,
    nakshatra,
  };
}

/** "Dasha · Mercury–Rahu until Jan 2029": the running mahadasha and antardasha. */
function dashaFact(md: PeriodFact, ad: PeriodFact | null, L: names.Lang): ChatFact {
  const lords = [md.lord, ...(ad ? [ad.lord] : [])].map((g) => names.grahaName(g, L)).join("–");
  const end = (ad ?? md).end;
  const until = L === "en" ? `until ${names.monthYear(end, "en")}` : `${names.monthYear(end, "hi")} तक`;
  return {
    label: `${L === "en" ? "Dasha" : "दशा"}${SEP}${lords} ${until}`,
    kind: "dasha",
    graha: (ad ?? md).lord,
    sign: names.signName((ad ?? md).lordSignIndex, L),
    house: (ad ?? md).lordHouse,
    until: end,
  };
}

type FactKey = Graha | "ascendant" | "dasha";

/** The chart facts a direct answer of this kind states. */
const DIRECT_FACTS: Readonly<Record<DirectKind, readonly FactKey[]>> = {
  moon_sign: ["moon"],
  sun_sign: ["sun"],
  ascendant: ["ascendant"],
  nakshatra: ["moon"],
  mahadasha: ["dasha"],
  placement: [],
  sade_sati: ["moon", "saturn"],
  saturn_return: ["saturn"],
  mangal_dosha: ["mars"],
  kaal_sarp: ["rahu", "ketu"],
  pitru_dosha: ["sun", "rahu"],
  house: [],
  yogas: [],
  graha_strength: [],
  atmakaraka: [],
  combust: ["sun"],
  yogakaraka: ["ascendant"],
};

/**
 * Which facts a reply on this context rests on: a direct question's own facts; otherwise the
 * topic's main house lord, its karakas and the running dasha (what the writers read first),
 * with the Moon for a reading about the chart as a whole. No chips for a self-harm reply.
 */
function factKeys(c: ReadingContext): FactKey[] {
  if (c.safety === "self_harm") return [];
  // A muhurat is chosen by the birth nakshatra and the Moon sign (the tara, the chandra bala).
  if (c.muhurat || c.day) return ["moon", "ascendant"];
  const keys: FactKey[] = [];
  for (const d of c.direct) {
    if (d.kind === "placement" && d.graha) keys.push(d.graha);
    else if (d.kind === "atmakaraka") keys.push(c.atmakaraka.graha);
    else if (d.kind === "combust") keys.push(...(d.graha ? [d.graha] : []), "sun");
    else if (d.kind === "yogakaraka") keys.push(yogakarakaOf(c)?.graha ?? "ascendant");
    // A yoga asked: the grahas that form it (or form the first the chart has).
    else if (d.kind === "yogas") keys.push(...((c.yogas.find((y) => y.key === d.yoga) ?? c.yogas[0])?.grahas ?? []));
    else keys.push(...DIRECT_FACTS[d.kind]);
  }
  if (c.topic !== "direct" || keys.length === 0) {
    const main = c.topicHouses[0];
    if (main) keys.push(main.lord);
    keys.push(...c.karakas.slice(0, 1));
    if (c.dasha.mahadasha) keys.push("dasha");
    keys.push("moon");
  }
  return [...new Set(keys)].slice(0, MAX_FACTS);
}

/** The chips of a reply: the chart facts it used, labelled in the record's language, built from the context (never from the text). */
export function replyFacts(c: ReadingContext): ChatFact[] {
  const L: names.Lang = c.language === "Hindi" ? "hi" : "en";
  return factKeys(c).flatMap((key): ChatFact[] => {
    if (key === "ascendant") return [ascendantFact(c, L)];
    if (key === "dasha") return c.dasha.mahadasha ? [dashaFact(c.dasha.mahadasha, c.dasha.antardasha, L)] : [];
    const fact = placementFact(c, key, L);
    return [c.derived && key === c.topicHouses[0]?.lord ? derivedLordFact(c, fact, L) : fact];
  });
}

/**
 * A relative's matter read by the derived house: its lord's chip names that house and how it
 * is counted, "4th house (10th from 7th) · Mercury · Libra · 5th house".
 */
function derivedLordFact(c: ReadingContext, fact: ChatFact, L: names.Lang): ChatFact {
  const d = c.derived!;
  // The relative's own house ("10th house (mother-in-law's)"), or the matter's counted from it.
  const counted =
    d.matterHouse === 1
      ? L === "en"
        ? `${houseLabel(d.house, L)} (${KIN_NAMES[d.who].en}'s)`
        : `${houseLabel(d.house, L)} (${KIN_NAMES[d.who].hi} का भाव)`
      : L === "en"
        ? `${houseLabel(d.house, L)} (${names.ordinalEn(d.matterHouse)} from ${names.ordinalEn(d.relativeHouse)})`
        : `${houseLabel(d.house, L)} (${names.ordinalHi(d.relativeHouse)} से ${names.ORDINAL_HI_DIRECT[d.matterHouse]})`;
  const p = c.planets[c.topicHouses[0]!.lord];
  return {
    ...fact,
    label: [counted, names.grahaName(p.graha, L), fact.sign, houseLabel(p.house, L)].join(SEP),
  };
}
