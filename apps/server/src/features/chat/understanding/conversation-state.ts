import type { BirthDetails, Horizon, PersonMention, QuestionForm, QuestionTopic, Understanding } from "./types.ts";

/** What the conversation is about after a message: the message's own understanding, with what it carries over. */
export interface ConversationState {
  readonly understanding: Understanding;
  /** The subjects to read: the message's own, or the previous turn's for a follow-up without one. */
  readonly topics: readonly QuestionTopic[];
  readonly horizon: Horizon | null;
  readonly form: QuestionForm;
  /** Whom the question is about: the message's own people, or the previous turn's for a follow-up naming none. */
  readonly people: readonly PersonMention[];
  /**
   * Another person's birth details: a follow-up adds to the previous turn's ("born at 10:30
   * pm in Jaipur" after "she was born on 12/04/1996"), a part it gives again replaces it.
   */
  readonly otherBirth: BirthDetails | null;
  /** The previous turn's answer (reply text), kept only for a follow-up. */
  readonly previousAnswer: string | null;
  /** Whether anything was carried over from the previous turn. */
  readonly carried: boolean;
}

/** The state of a first message, or of a message that starts a new subject. */
export const freshState = (understanding: Understanding): ConversationState => ({
  understanding,
  topics: understanding.topics,
  horizon: understanding.horizon,
  form: understanding.form,
  people: understanding.people,
  otherBirth: understanding.otherBirth,
  previousAnswer: null,
  carried: false,
});

/**
 * Carries the previous turn's topic, horizon and answer over only when the new message
 * refers back to it ("and if it doesn't happen this year?", "which months exactly?"). What
 * the new message says itself wins: its own topic, its own period, its own form. A message
 * that does not refer back starts fresh, even when it names no topic ("how will next year
 * be?" after a question about a house is a question about next year).
 */
export function carryOver(
  previous: ConversationState | null,
  current: Understanding,
  previousAnswer: string | null = null,
): ConversationState {
  if (!previous || !current.refersBack || current.outOfScope) return freshState(current);
  const ownSubjects = current.topics.filter((t) => t !== "remedies");
  const topics =
    ownSubjects.length > 0
      ? current.topics
      : [...previous.topics.filter((t) => !current.topics.includes(t)), ...current.topics];
  const horizon = current.horizon ?? (ownSubjects.length > 0 ? null : previous.horizon);
  const form = current.form === "describe" && current.topics.length === 0 ? previous.form : current.form;
  const people = current.people.length > 0 ? current.people : previous.people;
  const otherBirth =
    previous.otherBirth || current.otherBirth ? { ...previous.otherBirth, ...current.otherBirth } : null;
  return { understanding: current, topics, horizon, form, people, otherBirth, previousAnswer, carried: true };
}
