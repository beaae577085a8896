import type { Dignity, Graha } from "@graha/jyotish";
import type { Topic } from "../reading/topics.ts";
// The writer's words, English and Hindi side by side; this file gives each table its type.
import PHRASES from "./builtin-phrases.json" with { type: "json" };

/** A text in both reply languages. */
export interface Bi {
  readonly en: string;
  readonly hi: string;
}

/** A `Bi` from its two texts, for long tables of them. */
export const bi = (en: string, hi: string): Bi => ({ en, hi });

/** What each house governs (index = house number). */
export const HOUSE_MEANING: readonly Bi[] = PHRASES.houseMeaning;

/** What each graha brings. */
export const GRAHA_NATURE: Readonly<Record<Graha, Bi>> = PHRASES.grahaNature;

/** What a dignity means for the results. */
export const DIGNITY_EFFECT: Readonly<Record<Dignity, Bi>> = PHRASES.dignityEffect;

/** How the house a topic lord sits in colours the topic (kendra, trikona, dusthana…). */
export function placementEffect(house: number): Bi {
  if ([1, 5, 9].includes(house))
    return {
      en: "a trikona, a house of blessing, which is a genuinely good sign",
      hi: "त्रिकोण भाव है, कृपा का भाव — यह सचमुच शुभ संकेत है",
    };
  if ([4, 7, 10].includes(house))
    return {
      en: "a kendra, a pillar of the chart, which gives the matter visible strength",
      hi: "केंद्र भाव है, कुंडली का स्तंभ — इससे इस विषय को ठोस बल मिलता है",
    };
  if (house === 11)
    return {
      en: "the house of gains, so effort here tends to pay off",
      hi: "लाभ भाव है, इसलिए यहाँ किया गया प्रयास फल देता है",
    };
  if (house === 2 || house === 3)
    return {
      en: "a house of steady building, so progress comes through your own effort",
      hi: "निर्माण का भाव है, इसलिए प्रगति आपके अपने प्रयास से आती है",
    };
  return {
    en: "a house of challenge and transformation, so results come through perseverance and may take unusual routes",
    hi: "चुनौती और परिवर्तन का भाव है, इसलिए फल धैर्य से और कभी-कभी अनोखे रास्तों से मिलते हैं",
  };
}

/** A gentle remedy per graha: mantra and a habit, never gems or paid rituals. */
export const REMEDY: Readonly<Record<Graha, Bi>> = PHRASES.remedy;

/** What a present yoga means, in plain words. */
export const YOGA_MEANING: Readonly<Record<string, Bi>> = PHRASES.yogaMeaning;

/** Topic-specific advice lines, two per topic for variety. */
export const TOPIC_ADVICE: Readonly<Record<Topic, readonly Bi[]>> = PHRASES.topicAdvice;

/** Advice for married life, in place of the marriage advice for someone still choosing. */
export const MARRIED_ADVICE: readonly Bi[] = PHRASES.marriedAdvice;
/** Advice for the asker's bond with a relative ("my son doesn't talk to me"). */
export const BOND_ADVICE: readonly Bi[] = PHRASES.bondAdvice;
