import type { Graha } from "@graha/jyotish";
import { KEYWORDS, WHEN_WORDS } from "./topic-keywords.ts";

/** What a question is about. "direct" = a plain fact question (moon sign, lagna, dasha…). */
export type Topic =
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
  | "timing"
  | "direct";

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

const DEVANAGARI = /[\u0900-\u097F]/;

function normalize(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")} `;
}

/** Devanagari keywords match anywhere (Hindi inflects); Latin ones as whole words, or as a word start when they end in "*". */
function hasKeyword(normalized: string, keyword: string): boolean {
  if (DEVANAGARI.test(keyword)) return normalized.includes(keyword);
  if (keyword.endsWith("*")) return normalized.includes(` ${keyword.slice(0, -1)}`);
  return normalized.includes(` ${keyword} `);
}

/** Topics found in a question, in the order of the keyword table (most specific first). */
export function detectTopics(question: string): Topic[] {
  const text = normalize(question);
  const found: Topic[] = [];
  for (const [topic, words] of KEYWORDS) {
    if (words.some((w) => hasKeyword(text, w))) found.push(topic);
  }
  // "my 7th house" names a house, not a home.
  if (found.includes("property") && !/\b(buy|own|new|ghar|makaan)\b|घर|मकान|ज़मीन|जमीन/.test(text)) {
    found.splice(found.indexOf("property"), 1);
  }
  if (found.includes("compatibility") && found.includes("marriage")) found.splice(found.indexOf("marriage"), 1);
  return found;
}

/** Whether the question asks for a time ("when will…", "kab", "कब"). */
export function asksWhen(question: string): boolean {
  const text = normalize(question);
  return WHEN_WORDS.some((w) => hasKeyword(text, w)) || /\b20\d\d\b/.test(text);
}
