import type { ReplyWriter, WriteInput } from "../writers/reply-writer.ts";
import { checkSentence } from "./check-sentence.ts";
import { newGuardReport, type GuardReport, type RejectReason } from "./report.ts";
import { SentenceBuffer } from "./sentences.ts";

/** Model attempts before the builtin writer answers instead. */
const ATTEMPTS = 2;

/**
 * The guard on a model writer (ADR 025). Nothing the model writes reaches the user unchecked:
 * its tokens are buffered into sentences and each sentence is checked (chart claims against
 * the computed chart, sales, certainty, language) before it is passed on, so the user still
 * sees a stream. A failing sentence is dropped and recorded in `input.guard`. An attempt in
 * the wrong language, or one with nothing left, is thrown away and asked again; after a
 * second failure the builtin writer answers. A sensitive question (any safety class) never
 * reaches the model: the builtin writer's fixed safe text answers it. A provider failure
 * (HTTP error, stall, cut stream) is passed on as it is: the reply fails and costs nothing.
 */
export function guardWriter(model: ReplyWriter, fallback: ReplyWriter): ReplyWriter {
  return {
    name: model.name,
    async *write(input) {
      const report = input.guard ?? newGuardReport();
      if (input.context.safety !== "none") {
        report.safety = input.context.safety;
        report.fallback = "safety";
        yield* fallback.write(input);
        return;
      }
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        report.attempts = attempt;
        const rejected = yield* guardedAttempt(model, input, report, attempt);
        if (rejected === null || input.signal.aborted) return;
        report.rejected.push(rejected);
      }
      report.fallback = "after_retries";
      yield* fallback.write(input);
    },
  };
}

/**
 * One model attempt, passed on sentence by sentence. Sentences are held back until one is
 * long enough to show the reply's language; a wrong language there rejects the attempt
 * before anything is shown. Returns why the attempt was rejected, or null when it was used.
 */
async function* guardedAttempt(
  model: ReplyWriter,
  input: WriteInput,
  report: GuardReport,
  attempt: number,
): AsyncGenerator<string, RejectReason | null> {
  const facts = { chart: input.chart, now: new Date(input.context.asOf), language: input.context.language };
  const sentences = new SentenceBuffer();
  let held: string[] | null = [];
  let shown = false;
  // A dropped sentence's line break is kept, so paragraphs stay apart.
  let pendingBreak = "";

  function* pass(sentence: string): Generator<string, RejectReason | null> {
    if (!sentence.trim()) {
      if (held) held.push(sentence);
      else yield sentence;
      return null;
    }
    const verdict = checkSentence(sentence, facts);
    if (held && verdict.inLanguage === false) return "language";
    if (verdict.reason) {
      report.removed.push({
        attempt,
        sentence: sentence.trim(),
        reason: verdict.reason,
        ...(verdict.claims ? { claims: verdict.claims } : {}),
      });
      const trailing = /\s*$/u.exec(sentence)![0];
      if (trailing.includes("\n")) pendingBreak = trailing;
      return null;
    }
    let text = sentence;
    if (pendingBreak) {
      text = `${shown || held?.length ? pendingBreak : ""}${sentence.trimStart()}`;
      pendingBreak = "";
    }
    if (held) {
      held.push(text);
      if (verdict.inLanguage === null) return null;
      text = held.join("");
      held = null;
    }
    shown = true;
    yield text;
    return null;
  }

  for await (const piece of model.write(input)) {
    for (const sentence of sentences.push(piece)) {
      const rejected = yield* pass(sentence);
      if (rejected) return rejected;
    }
    if (input.signal.aborted) return null;
  }
  const rejected = yield* pass(sentences.flush());
  if (rejected) return rejected;
  if (held?.some((s) => s.trim())) {
    shown = true;
    yield held.join("");
  }
  return shown ? null : "empty";
}
