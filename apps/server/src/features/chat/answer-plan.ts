import type { BirthInput } from "@graha/contracts";
import type { Chart } from "@graha/jyotish";
import type { PlaceSearch } from "../../providers/places/index.ts";
import { fixedAnswer, type FixedAnswer } from "./fixed-answer.ts";
import { buildReadingContext, type ReadingContext, type ReadingInput } from "./reading/reading-context.ts";
import { relativeOutcome } from "./relative-birth.ts";

/** How a question will be answered: the reading context, the chart it reads, and a fixed reply when no writer writes it. */
export interface AnswerPlan {
  readonly context: ReadingContext;
  /** The chart the context was computed from (a relative's own, ADR 042, or the asker's). */
  readonly chart: Chart;
  readonly fixed: FixedAnswer | undefined;
}

/**
 * Reads a question as the chat answers it: the reading context on the asker's chart, or on
 * a relative's own chart when the question gives their birth details; then a fixed reply
 * when one answers it (a refusal, an ask for details, a partner match). The chat service and
 * the chat evaluation both plan answers here, so the eval reads the replies users get.
 */
export async function planAnswer(
  input: ReadingInput,
  askerBirth: BirthInput,
  places: PlaceSearch,
): Promise<AnswerPlan> {
  let context = buildReadingContext(input);
  const relative = await relativeOutcome(context, places);
  const chart = relative?.kind === "chart" ? relative.chart : input.chart;
  if (relative?.kind === "chart") {
    const { name, language } = input.person;
    const gender = relative.relative.pronoun === "she" ? "Female" : "Male";
    context = buildReadingContext({ ...input, chart, person: { name, language, gender, relative: relative.relative } });
  }
  return { context, chart, fixed: await fixedAnswer(context, askerBirth, places, relative) };
}
