import type { Chart } from "@graha/jyotish";
import type { ReplyLanguage } from "../reading/reading-context.ts";
import { checkClaims } from "./claim-checker.ts";
import { inLanguage } from "./language.ts";
import type { GuardReason } from "./report.ts";
import { promises, sells, stokesFear } from "./reply-rules.ts";

export interface SentenceVerdict {
  /** Null: the sentence may reach the user. */
  readonly reason: GuardReason | null;
  /** Null: too short to tell its language. */
  readonly inLanguage: boolean | null;
  readonly claims?: readonly string[];
}

/**
 * Checks one sentence of a model's reply: every chart claim against the computed chart (and
 * the sky at `now`), then sales, certainty, black magic said to be at work, and language.
 */
export function checkSentence(
  sentence: string,
  facts: { chart: Chart; now: Date; language: ReplyLanguage },
): SentenceVerdict {
  const language = inLanguage(sentence, facts.language);
  const report = checkClaims(sentence, facts.chart, facts.now);
  if (report.falseCount > 0) {
    return { reason: "false_claim", inLanguage: language, claims: report.falseClaims.map((c) => c.text) };
  }
  if (sells(sentence)) return { reason: "sale", inLanguage: language };
  if (promises(sentence)) return { reason: "certainty", inLanguage: language };
  if (stokesFear(sentence)) return { reason: "fear", inLanguage: language };
  if (language === false) return { reason: "language", inLanguage: language };
  return { reason: null, inLanguage: language };
}
