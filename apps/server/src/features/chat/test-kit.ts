import type { Chart } from "@graha/jyotish";
import { buildReadingContext, type ReadingContext, type ReadingInput } from "./reading/reading-context.ts";
import { saidIn } from "./writers/builtin-writer.ts";
import { ashaChart } from "../../test-support/kundlis.ts";

/** The instant the chat tests read charts on, unless a test says otherwise: 22 Nov 2026, 12:00 UTC. */
const READING_NOW = new Date("2026-11-22T12:00:00Z");

/** A question put to the chat about Asha (ashaChart, a woman), and what the test varies around it. */
export interface AshaAsk
  extends Pick<ReadingInput, "earlierQuestions" | "previousAnswer">, Partial<Omit<ReadingInput["person"], "gender">> {
  question: string;
  /** Default "oracle". */
  astrologer?: ReadingInput["astrologer"];
  /** Default READING_NOW. */
  now?: Date;
  /** Default ashaChart(), computed once. */
  chart?: Chart;
}

let asha: Chart | undefined;

/** The reading context the chat builds for a question about Asha: English, from "oracle", on READING_NOW unless asked otherwise. */
export function ashaReading(ask: AshaAsk): ReadingContext {
  const { question, astrologer = "oracle", now = READING_NOW, chart = (asha ??= ashaChart()) } = ask;
  const { name = "Asha", language = "English", maritalStatus, celebrity } = ask;
  return buildReadingContext({
    chart,
    person: { name, gender: "Female", language, maritalStatus, celebrity },
    astrologer,
    question,
    now,
    earlierQuestions: ask.earlierQuestions,
    previousAnswer: ask.previousAnswer,
  });
}

/** What a reply has said, as the builtin writer gathers it from the chat: the `said` a follow-up is composed against. */
export const saidBy = (reply: string): Set<string> => saidIn([{ role: "assistant", content: reply }]);
