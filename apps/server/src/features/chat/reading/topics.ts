import type { Graha } from "@graha/jyotish";
import { understandQuestion, type QuestionTopic } from "../understanding/index.ts";

/**
 * What a reading is about: a subject the question reader finds (understanding/types.ts, but
 * a remedy is read as its subject), "timing" for a question about a period alone, or
 * "direct" for a plain fact question (moon sign, lagna, dasha…).
 */
export type Topic = Exclude<QuestionTopic, "remedies"> | "timing" | "direct";

export interface TopicRule {
  /** Houses that bear on the topic, the main one first (whole-sign from the ascendant). */
  readonly houses: readonly number[];
  /** Natural significators (karakas) of the topic. */
  readonly karakas: readonly Graha[];
  /** English as read after "for"; Hindi in the oblique case (always followed by a postposition). */
  readonly label: { readonly en: string; readonly hi: string };
}

export const TOPIC_RULES: Readonly<Record<Topic, TopicRule>> = {
  life_path: { houses: [1, 9, 10], karakas: ["sun", "jupiter"], label: { en: "your life path", hi: "जीवन-पथ" } },
  career: { houses: [10, 6, 11, 2], karakas: ["saturn", "sun", "mercury"], label: { en: "your career", hi: "करियर" } },
  money: { houses: [2, 11, 5, 9], karakas: ["jupiter", "venus"], label: { en: "money and wealth", hi: "धन" } },
  marriage: {
    houses: [7, 2, 11],
    karakas: ["venus", "jupiter"],
    label: { en: "marriage and relationships", hi: "विवाह और रिश्तों" },
  },
  compatibility: {
    houses: [7, 5, 11],
    karakas: ["venus", "moon"],
    label: { en: "compatibility", hi: "अनुकूलता" },
  },
  health: { houses: [1, 6, 8], karakas: ["sun", "moon"], label: { en: "health and vitality", hi: "स्वास्थ्य" } },
  education: { houses: [4, 5, 9], karakas: ["mercury", "jupiter"], label: { en: "education", hi: "शिक्षा" } },
  children: { houses: [5, 9], karakas: ["jupiter"], label: { en: "children", hi: "संतान" } },
  travel: {
    houses: [12, 9, 3],
    karakas: ["rahu", "moon"],
    label: { en: "travel and settling abroad", hi: "यात्रा और विदेश" },
  },
  property: { houses: [4, 11], karakas: ["mars", "moon"], label: { en: "property and home", hi: "संपत्ति और घर" } },
  spirituality: {
    houses: [9, 12, 5],
    karakas: ["jupiter", "ketu"],
    label: { en: "spiritual growth", hi: "आध्यात्मिक विकास" },
  },
  timing: { houses: [1, 10, 9], karakas: ["jupiter", "saturn"], label: { en: "the times ahead", hi: "आने वाले समय" } },
  direct: { houses: [1], karakas: ["moon"], label: { en: "your chart", hi: "आपकी कुंडली" } },
};

/**
 * The reading's topics for the subjects a question was read to be about (understanding/):
 * a remedy is read on the chart as the subject it is for, or as the life path when it names none.
 */
export function readingTopics(subjects: readonly QuestionTopic[]): Topic[] {
  const topics = subjects.filter((t): t is Exclude<QuestionTopic, "remedies"> => t !== "remedies");
  if (topics.length === 0 && subjects.includes("remedies")) return ["life_path"];
  // A job abroad ("onsite US jane ka chance", "an offer in Amsterdam") is the going abroad.
  if (topics.includes("travel") && topics.includes("career")) {
    return ["travel", ...topics.filter((t) => t !== "travel")];
  }
  return topics;
}

/**
 * A job or studies abroad is one event, answered by one verdict: the going abroad for a job
 * or a visa, the studies for an admission.
 */
export const oneEventAbroad = (a: Topic, b: Topic): boolean =>
  (a === "travel" || b === "travel") && [a, b].some((t) => t === "career" || t === "education");

/** Topics of a question read on its own, in the reading's order (most specific first). */
export function detectTopics(question: string): Topic[] {
  return readingTopics(understandQuestion(question, new Date()).topics);
}

/** Whether the question asks for a time ("when will…", "kab", "कब", "this year", "2027"). */
export function asksWhen(question: string, now = new Date()): boolean {
  const u = understandQuestion(question, now);
  return u.form === "when" || u.horizon !== null;
}
