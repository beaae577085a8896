import type { Courtesy } from "./courtesy.ts";
/**
 * What a question is about. The reading's topics (reading/topics.ts) plus "remedies"
 * (gemstones, mantras, upay), which is read on the chart as the subject it is a remedy for.
 */
export type QuestionTopic =
  | "life_path"
  | "career"
  | "money"
  | "marriage"
  | "compatibility"
  | "health"
  | "education"
  | "children"
  | "travel"
  | "property"
  | "spirituality"
  | "remedies";

/**
 * The form of the question: "yes_no" (will I pass?), "when" (when will I marry?), "which"
 * (job or business? which gemstone?), "why" (why is my marriage delayed?), "how" (how can
 * I…, what should I do), "describe" (how will my career be?), "fact" (what is my lagna?).
 */
export type QuestionForm = "yes_no" | "when" | "which" | "why" | "how" | "describe" | "fact";

/** A period the question asks about, as calendar dates (YYYY-MM-DD, both inclusive), in India's time. */
export interface Horizon {
  readonly start: string;
  readonly end: string;
}

/** Birth details given in free text; each part only when it was written. */
export interface BirthDetails {
  readonly date?: string;
  /** 24-hour HH:MM. */
  readonly time?: string;
  readonly place?: string;
}

export type Relation = "partner" | "child" | "mother" | "father" | "sibling" | "friend" | "other";

export interface PersonMention {
  readonly relation: Relation;
}

/**
 * Why a question is not for a chart reading: "not_astrology" (cricket scores, code),
 * "death_timing" (when will someone die: declined), "medical" (symptoms, a disease,
 * medicines: please see a doctor).
 */
export type OutOfScope = "not_astrology" | "death_timing" | "medical";

export interface Understanding {
  readonly topics: readonly QuestionTopic[];
  readonly form: QuestionForm;
  readonly horizon: Horizon | null;
  /** People other than the asker the question is about. */
  readonly people: readonly PersonMention[];
  /** Another person's birth details written in the message (a partner's, mostly). */
  readonly otherBirth: BirthDetails | null;
  readonly distress: boolean;
  readonly urgent: boolean;
  /** The message leans on the previous turn ("and if it doesn't happen this year?", "which months exactly?"). */
  readonly refersBack: boolean;
  readonly outOfScope: OutOfScope | null;
  /** A message that asks nothing: a greeting, thanks or goodbye said alone. */
  readonly courtesy: Courtesy | null;
}
