import { KIN_NAMES, type DerivedReading } from "../reading/derived-house.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import type { Topic } from "../reading/topics.ts";
import { seededRandom } from "../writers/builtin-voice.ts";
import SUGGESTIONS from "./suggestions.json" with { type: "json" };

interface Bi {
  readonly en: string;
  readonly hi: string;
}

/** A topic's follow-up questions: when it happens, what to do meanwhile, and more on the topic. */
interface TopicSuggestions {
  readonly when: Bi;
  readonly meanwhile: Bi;
  readonly more: readonly Bi[];
}

/** Questions to ask next, per topic, as the user would type them in English and in Hindi (ADR 013: words as data). */
const SUGGESTION_BANK: Readonly<Record<Topic, TopicSuggestions>> = SUGGESTIONS;

/** For a married user, marriage and compatibility questions are about married life, never "when will I marry". */
const MARRIED_BANK: TopicSuggestions = SUGGESTIONS.married_life;

const bankOf = (c: ReadingContext, topic: Topic): TopicSuggestions =>
  c.person.marital === "married" && (topic === "marriage" || topic === "compatibility")
    ? MARRIED_BANK
    : SUGGESTION_BANK[topic];

/** A relative's name put into a suggestion: "my {who}", Hindi "{my} {who}" and "{own} {who}" by the word's gender. */
function aboutRelative(b: Bi, d: DerivedReading): Bi {
  const kin = KIN_NAMES[d.who];
  return {
    en: b.en.replace("{who}", kin.en),
    hi: b.hi
      .replace("{who}", kin.hi)
      .replace("{my}", kin.hiFem ? "मेरी" : "मेरे")
      .replace("{own}", kin.hiFem ? "अपनी" : "अपने"),
  };
}

/**
 * After a question on a relative, the next questions stay with that relative: the bond with
 * them and the family's peace, or how to support them in their matter and the bond. Never
 * "when will I marry" after "my relation with my mother-in-law".
 */
function relativeCandidates(d: DerivedReading): Bi[] {
  const { bond, matter } = SUGGESTIONS.relative;
  return (d.bond ? bond : matter).map((b) => aboutRelative(b, d));
}

/** Questions suggested after a reply. */
const MAX_SUGGESTIONS = 3;

/** Topics a reader of one topic often asks about next. */
const NEXT_TOPICS: Readonly<Record<Topic, readonly Topic[]>> = {
  life_path: ["career", "marriage", "spirituality"],
  career: ["money", "education", "travel"],
  money: ["career", "property"],
  marriage: ["compatibility", "children", "career"],
  compatibility: ["marriage", "children"],
  health: ["life_path", "spirituality"],
  education: ["career", "travel"],
  children: ["marriage", "education"],
  travel: ["career", "property"],
  property: ["money", "career"],
  spirituality: ["life_path", "health"],
  timing: ["career", "marriage", "money"],
  direct: ["life_path", "career", "marriage"],
};

/** Compared without case, spaces or punctuation: "When will I marry?" equals "when will i marry". */
const normal = (text: string) => text.toLowerCase().replace(/[\s\p{P}]+/gu, "");

/**
 * Two or three questions to ask next, in the record's language: when it happens (unless that
 * was just asked) or what to do meanwhile, one more on the same topic, and one on a topic
 * readers of this one ask next; after a question on a relative, first the relative's. Varied
 * by chart, question and time; never the question asked.
 * None after a self-harm reply.
 */
export function suggestQuestions(c: ReadingContext): string[] {
  if (c.safety === "self_harm") return [];
  const L = c.language === "Hindi" ? "hi" : "en";
  const random = seededRandom(`${c.chartUtc}|${c.question}|${c.asOf}`);
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const bank = bankOf(c, c.topic);
  const nextTopic = pick(NEXT_TOPICS[c.topic])!;
  const candidates: (Bi | undefined)[] = c.derived
    ? [...relativeCandidates(c.derived), pick(bankOf(c, nextTopic).more)]
    : [
        c.asksWhen ? bank.meanwhile : bank.when,
        pick(bank.more),
        pick(bankOf(c, nextTopic).more),
        // Spares, should one of the above be the question just asked.
        c.asksWhen ? bank.when : bank.meanwhile,
        ...bank.more,
      ];
  const asked = new Set([normal(c.question)]);
  const out: string[] = [];
  for (const candidate of candidates) {
    const text = candidate?.[L];
    if (!text || asked.has(normal(text))) continue;
    asked.add(normal(text));
    out.push(text);
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}
