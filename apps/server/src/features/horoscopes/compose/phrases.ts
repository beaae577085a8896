import type { Graha, HoroscopeCategory, HoroscopePeriod, LuckyColour } from "@graha/jyotish";
// The writer's words, English and Hindi side by side; this file gives each table its type.
import PHRASES from "./phrases.json" with { type: "json" };

/** Output language of the writer. */
export type HoroscopeLang = "en" | "hi";

/** A phrase in both languages. */
export interface Bi<T = string> {
  readonly en: T;
  readonly hi: T;
}

/** Score bands a paragraph's tone follows. */
export type Tone = "high" | "good" | "mixed" | "low" | "hard";

export function toneOf(score: number): Tone {
  if (score >= 65) return "high";
  if (score >= 55) return "good";
  if (score >= 45) return "mixed";
  if (score >= 35) return "low";
  return "hard";
}

export const CATEGORY_LABELS: Readonly<Record<HoroscopeCategory, Bi>> = PHRASES.categoryLabels;

/** The category as it sits in an opening sentence. */
export const CATEGORY_TOPIC: Readonly<Record<HoroscopeCategory, Bi>> = PHRASES.categoryTopic;

// Said of the reading's own period, never relative to now: a daily reading is also read as
// Tomorrow's or Yesterday's, and the cache keeps it by date.
export const WHEN: Readonly<Record<HoroscopePeriod, Bi>> = PHRASES.when;

export const PERIOD_NOUN: Readonly<Record<HoroscopePeriod, Bi>> = PHRASES.periodNoun;

/** Adjectives of each tone; the Hindi ones agree with the masculine "समय". */
export const TONE_ADJ: Readonly<Record<Tone, Bi<readonly string[]>>> = PHRASES.toneAdj;

/**
 * Opening sentences. Placeholders: {When} {when} {topic} {Sign} {aSign} ("an Aries"),
 * {adj}, {aAdj} ("an excellent").
 */
export const OPENERS: Bi<readonly string[]> = PHRASES.openers;

/** What a reason does to a category, as a clause after the reason. */
export const EFFECTS: Readonly<Record<HoroscopeCategory, Readonly<Record<"good" | "bad", Bi<readonly string[]>>>>> =
  PHRASES.effects;

/** Lead-ins of the contrasting reason. */
export const CONTRASTS: Bi<readonly string[]> = PHRASES.contrasts;

/** Closing advice by category and broad tone. */
export const ADVICE: Readonly<
  Record<HoroscopeCategory, Readonly<Record<"up" | "even" | "down", Bi<readonly string[]>>>>
> = PHRASES.advice;

/** Colour names. */
export const COLOUR_NAMES: Readonly<Record<LuckyColour, Bi>> = PHRASES.colourNames;

export type { Graha };
