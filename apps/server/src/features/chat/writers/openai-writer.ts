import {
  LlmError,
  streamChatCompletion,
  type LlmMessage,
  type OpenAiCompatibleOptions,
} from "../../../providers/llm/openai-compatible.ts";
import { readingContextAsText, type ReadingContext, type RelativeChart } from "../reading/reading-context.ts";
import { asksLossOrEnd } from "./builtin-yes-no.ts";
import { optionsVerdict } from "./builtin-which.ts";
import { ReplyWriterError, type ReplyWriter, type WriteInput } from "./reply-writer.ts";

const PERSONAS: Record<ReadingContext["astrologer"], string> = {
  oracle:
    "You are Oracle, Graha's AI Vedic astrologer for personal readings and life path: calm, wise, reflective. You explain what the chart says about the person's nature, purpose and the periods of their life.",
  astra:
    "You are Astra, Graha's AI Vedic astrologer for relationships, compatibility, career and the future: warm, direct, practical. You turn the chart into clear guidance and timing.",
};

const PERIOD_WORDS = {
  daily: "today and tomorrow",
  weekly: "this week",
  monthly: "this month",
  yearly: "this year",
} as const;

/** The user turn of a prediction request: the period to write for. */
export function predictionRequest(context: ReadingContext): string {
  const p = context.prediction!;
  return `Write my personal ${p.type} prediction for ${PERIOD_WORDS[p.type]} (${p.from} to ${p.to}).`;
}

/** How the reply opens, by the question's form and period (issue #12): the direct answer first. */
export function answerFirst(context: ReadingContext): string {
  const form = context.conversation.form;
  const first =
    form === "yes_no"
      ? "with yes, not yet or no, and the chart reason"
      : form === "which"
        ? "by picking one of the options asked about and saying why from the chart"
        : form === "when"
          ? "with the months or period, from the listed timing windows"
          : form === "why"
            ? "with the cause as the chart shows it"
            : "with the short verdict";
  const period = context.horizonTiming
    ? ` The question asks about ${context.horizonTiming.start} to ${context.horizonTiming.end}: give timing inside it, or say plainly that nothing strong falls inside it and name the nearest window after it.`
    : "";
  const loss = asksLossOrEnd(context.question);
  const backwards = loss
    ? ` The question asks ${loss === "close" ? "whether to close or end something" : "whether a loss or harm will come"}: answer that plainly (a "yes" would mean the loss), never with a "yes" meaning the chart supports the matter.`
    : "";
  const verdict = optionsVerdict(context);
  const options = verdict
    ? ` The chart's weighing of the options asked about (give this pick first, in the reply's language and your own words): ${verdict}`
    : "";
  return `Answer first: open the reply ${first}; then two to four reasons from the chart naming the facts; then one gentle practical suggestion. Keep it to 80–180 words unless asked for more.${period}${backwards}${options}`;
}

/** Whose chart it is when the question gave a relative's birth details: theirs, spoken of in the third person. */
const relativeLine = ({ label, birth }: RelativeChart) =>
  `This is not the asker's chart: it is the chart of the one the question is about ("${label.en}", as you call them to the asker), born ${birth.date} at ${birth.time} in ${birth.place}, cast from the details in the question. Speak about them in the third person, and say once that the reading is from that chart.`;

/** The system prompt: persona, rules, and the reading context as the only facts allowed. */
export function systemPrompt(context: ReadingContext, celebrity?: { info: string | null }): string {
  const language = context.language === "Hindi" ? "Hindi, written in Devanagari script" : "English";
  const prediction = context.prediction
    ? [
        `This is a personal ${context.prediction.type} prediction for the period ${context.prediction.from} to ${context.prediction.to}, not an answer to a question. Separate paragraphs by a blank line and cover: the running mahadasha and antardasha and the houses their lords rule; the period's transits (listed as "Period transit") over the natal houses and from the Moon, with their ashtakavarga points and the dates of sign changes; Sade Sati; one gentle remedy.`,
      ]
    : [];
  return [
    PERSONAS[context.astrologer],
    "You are an AI, not a human astrologer; say so if asked.",
    ...(celebrity
      ? [
          `This is the birth chart of ${context.person.name}, a public figure${celebrity.info ? ` (${celebrity.info})` : ""}. The person asking is not ${context.person.name}: speak about ${context.person.name} in the third person, respectfully, without gossip.`,
        ]
      : []),
    ...(context.person.relative ? [relativeLine(context.person.relative)] : []),
    `Reply in ${language}, in ${context.prediction ? "180 to 350" : "80 to 180"} words, in short paragraphs, addressing ${context.person.name} warmly.`,
    ...prediction,
    "Use ONLY the chart facts listed below. Never state a planet's sign, house, nakshatra, dignity, a dasha or a transit that is not in the list; if something is not listed, do not mention it.",
    "Be specific to this chart: name the houses, lords and periods that bear on the question, and give a timing window from the listed periods when asked 'when'.",
    answerFirst(context),
    "Never predict death or a specific illness, never promise legal or financial outcomes, never create fear, never sell gemstones, pujas or paid remedies; suggest gentle remedies (mantra, charity, routine, discipline). Never say black magic, the evil eye or a curse is at work, and never suggest paying anyone to remove one.",
    "If the person speaks of harming themselves, respond with care, encourage them to talk to someone they trust and to call the Tele-MANAS helpline 14416 (free, 24x7), and do not do astrology.",
    "",
    "CHART FACTS:",
    readingContextAsText(context),
  ].join("\n");
}

/**
 * The `openai` reply writer: any OpenAI-compatible endpoint, streamed. The reading context
 * is the only source of facts; the recent turns give continuity. Provider errors and
 * timeouts become `ReplyWriterError`, so the chat charges nothing.
 */
export function createOpenAiWriter(options: OpenAiCompatibleOptions): ReplyWriter {
  return {
    name: "openai",
    async *write({ context, history, signal, celebrity }: WriteInput) {
      const messages: LlmMessage[] = [
        { role: "system", content: systemPrompt(context, celebrity) },
        ...history.slice(-10).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: "user", content: context.prediction ? predictionRequest(context) : context.question },
      ];
      try {
        yield* streamChatCompletion(options, messages, signal);
      } catch (error) {
        if (error instanceof LlmError) throw new ReplyWriterError(error.message, { cause: error });
        throw error;
      }
    },
  };
}
