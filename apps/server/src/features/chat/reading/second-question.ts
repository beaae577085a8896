// The second question of a message that asks two ("meri job kab lagegi aur shaadi kab hogi?",
// "When will I get married and will it be a love marriage?"): read as its own question, so
// that the reply can answer it directly too, not only the first. One sentence that names two
// subjects ("will I get a job and get married this year?") is read twice, once per subject.
import { splitQuestions } from "../understanding/split-questions.ts";
import { asksSomething } from "../understanding/text.ts";
import type { ReadingContext, ReadingInput } from "./reading-context.ts";
import { oneEventAbroad, readingTopics } from "./topics.ts";

/** Forms that have a direct answer of their own (a verdict, a pick, months, a cause, a step). */
const ANSWERED = new Set(["yes_no", "when", "which", "why", "how"]);

/**
 * The reading of the question in `input.question` that the whole message's reading (`topic`,
 * `form`) does not already answer: another subject, or the same subject asked in another way
 * ("… and will it be a love marriage?"). Null for a message with one question, or when the
 * other question is a refusal or a safety matter (the whole message's reply handles those).
 */
export function secondQuestion(
  input: ReadingInput,
  main: Pick<ReadingContext, "topic" | "conversation">,
  build: (input: ReadingInput) => ReadingContext,
): ReadingContext | null {
  const parts = splitQuestions(input.question).slice(0, 2);
  if (parts.length < 2) {
    // Two subjects in one question: the same question read on the other subject.
    const other = readingTopics(main.conversation.topics).find((t) => t !== main.topic);
    // A job or studies abroad is answered once, as the going abroad.
    if (!other || oneEventAbroad(main.topic, other)) return null;
    const part = build({ ...input, single: true, topicFirst: other });
    return part.refusal || part.safety !== "none" ? null : part;
  }
  for (const i of [1, 0]) {
    // A part that only tells ("my daughter is in class 12 and wants to be a doctor, will she
    // clear NEET?") is no question of its own.
    if (!asksSomething(parts[i]!)) continue;
    const part = build({
      ...input,
      question: parts[i]!,
      // "… shaadi kab hogi? aur ladki kaisi milegi?": the later part may lean on the earlier one.
      earlierQuestions: [...(input.earlierQuestions ?? []), ...parts.slice(0, i)],
      single: true,
    });
    if (part.refusal || part.safety !== "none") continue;
    // A chart fact the message asks is the whole reply's own lead when its form is "fact".
    const factAgain = part.topic === "direct" && main.conversation.form === "fact";
    if (factAgain) continue;
    const otherTopic = part.topic !== main.topic && part.topic !== "timing";
    const otherForm = part.conversation.form !== main.conversation.form && ANSWERED.has(part.conversation.form);
    if (otherTopic || otherForm) return part;
  }
  return null;
}
