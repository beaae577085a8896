// The shape of the builtin writer's replies (issue #12): the direct answer in the first
// sentence for yes/no, which-of-options and when questions; a timing answer inside the
// period asked; the brief length; and sameness: sentences identical across charts,
// paragraphs repeated within one chart's chat, identical replies to different questions.
// The questions are the labelled corpus's (corpus/, both splits), so the form and the
// period asked are the labels', not the reader's.
import { pathToFileURL } from "node:url";
import {
  createBuiltinWriter,
  devanagariShare,
  splitQuestions,
  type ConversationState,
  type ReplyWriter,
} from "@graha/server/chat";
import { chartOf, evalBirths, evalPlan, evalReading, writeReply, type ChatTurn } from "./eval-births.ts";
import { EVAL_CASES } from "./eval-cases.ts";
import { meanOf, tally } from "./tally.ts";
import { CORPUS_NOW, readCorpus, unseenSplits } from "./understanding-eval.ts";

/** The tuning and held-out splits, read together; a never-seen split is measured on its own. */
export const SEEN_SPLITS = [
  new URL("corpus/questions.jsonl", import.meta.url),
  new URL("corpus/test.jsonl", import.meta.url),
];

/** A caring first sentence a reply in distress may open with before the answer. */
const CARE = /^(I am sorry|That sounds hard|I hear how heavy|मुझे दुख है|यह सचमुच कठिन|अभी यह कितना भारी)/u;

/** A direct answer's words, by form: what a reader looks for in the first sentence. */
const ANSWER: Readonly<Record<"yes_no" | "which" | "when", RegExp>> = {
  yes_no:
    /^(Yes|No|Not yet|Not within|Not in the coming months|It can happen|It can|Not as a settled outcome|No need to wait|Waiting is wiser|Your chart speaks|Make the change|Wait|Stay where you are|Take the offer in hand|Between|Unlikely|Be careful here|Not on your chart's account|Not in a hurry|Your chart does not back this|Not mainly)\b|^मुख्य रूप से नहीं|^कोई कुंडली जादू-टोना नहीं दिखाती|^अभी जहाँ हैं वहीं रहें|^Hold off for now|^Hold off on (expanding|building)|^If the offer is better than what you have|^अगर ऑफ़र आपके मौजूदा काम से बेहतर है|^अभी (विस्तार|निर्माण) रोककर रखें|^Another attempt has|^एक और प्रयास को|^Join a college now|^अभी कॉलेज में दाख़िला लें|^अभी रुकें|^Start looking now|^Whether your family agrees is their choice|^परिवार मानेगा या नहीं|^If the offer is better than what you have|^अगर ऑफ़र आपके मौजूदा काम से बेहतर है|^Not strongly in the coming months|^आने वाले महीनों में विशेष समर्थन नहीं|^अभी से नई नौकरी खोजना शुरू करें|^अभी से रिश्ते देखना शुरू करें|^हाथ में आया ऑफर लें|^(हाँ|नहीं|अभी नहीं|संभावना कम है|यहाँ सावधान रहें|कुंडली के हिसाब से नहीं|जल्दबाज़ी में नहीं|कुंडली इसका मज़बूत समर्थन नहीं करती|आने वाले महीनों में नहीं|उस समय के भीतर नहीं|हो सकता है|यह तय नहीं है|इंतज़ार की ज़रूरत नहीं|रुकना बेहतर है|आपकी कुंडली बंद दरवाज़े|प्रतीक्षा के बजाय|अभी प्रतीक्षा करें)|leans to|की ओर झुकती है|likelier of the two|की संभावना अधिक है|^Either can bring it|^दोनों में से किसी में भी|^Neither (year|month|week)|कोई भी (वर्ष|महीना|सप्ताह) विशेष नहीं|^Whether to stay or to part|^साथ रहना है या अलग होना|^A chart cannot read what another person feels|^किसी दूसरे के मन की बात कुंडली नहीं पढ़ सकती/u,
  // A gem or rudraksha asked for is declined first, as Graha prescribes none: the direct answer.
  // "Which comes first?" is answered by the subject whose period comes sooner (builtin-which.ts).
  which:
    /^No (gemstone|rudraksha) from me|^The first to come looks like|^Both can come in the same stretch|^पहले \S+( \S+){0,3} की संभावना अधिक है|^दोनों एक ही दौर में|^(रत्न|रुद्राक्ष) की सलाह नहीं|leans to|की ओर झुकती है|^(Make the change|Wait|Stay where you are|Take the offer in hand)\b|^अभी जहाँ हैं वहीं रहें|^Hold off for now|^Hold off on (expanding|building)|^If the offer is better than what you have|^अगर ऑफ़र आपके मौजूदा काम से बेहतर है|^अभी (विस्तार|निर्माण) रोककर रखें|^Another attempt has|^एक और प्रयास को|^Join a college now|^अभी कॉलेज में दाख़िला लें|^अभी रुकें|^Start looking now|^अभी से नई नौकरी खोजना शुरू करें|^अभी से रिश्ते देखना शुरू करें|^हाथ में आया ऑफर लें|^(प्रतीक्षा के बजाय|अभी प्रतीक्षा करें)|likelier of the two|की संभावना अधिक है|weigh the same for you|दोनों आपके लिए बराबर हैं|^Either can bring it|^दोनों में से किसी (भी साल|में भी)|^Neither (year|month|week)|कोई भी (वर्ष|महीना|सप्ताह) विशेष नहीं|^Whether to stay or to part|^साथ रहना है या अलग होना/u,
  when: /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b|(?:जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}|No single period|^The turn is near|^बदलाव पास है|^No clear turn shows|कोई स्पष्ट मोड़ नहीं|कोई एक अवधि|nothing strong|no period tied to|कोई विशेष अवधि नहीं/u,
};

/** A question about a child's sex, which the reply declines. */
const CHILD_SEX = /\b(beta|ladka|boy|son)\b[^?]*\b(beti|ladki|girl|daughter)\b|बेटा[^?]*बेटी|लड़का[^?]*लड़की/iu;

/** The reply says plainly that nothing strong falls inside the period asked. */
// "Nothing strong … falls inside", and the year-choice answer "no period tied to it falls in 2026 or 2027".
const NOTHING_INSIDE =
  /nothing strong for [^.]* falls inside [^.]*\.|no period tied to it falls in [^.]*\.|के भीतर [^।]* कोई विशेष अवधि नहीं दिखती।|में इससे जुड़ी कोई अवधि नहीं आती।/u;

const MONTH_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH_HI = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];
const MONTH_YEAR = new RegExp(`(${[...MONTH_EN, ...MONTH_HI].join("|")}) (\\d{4})`, "gu");

/** Every "Mar 2027" / "मार्च 2027" in a text, as "2027-03", in order. */
export function monthsIn(text: string): string[] {
  return [...text.matchAll(MONTH_YEAR)].map((m) => {
    const i = MONTH_EN.indexOf(m[1]!) >= 0 ? MONTH_EN.indexOf(m[1]!) : MONTH_HI.indexOf(m[1]!);
    return `${m[2]}-${String(i + 1).padStart(2, "0")}`;
  });
}

const DAY_MONTH_YEAR = new RegExp(`(?:(\\d{1,2}) )?(${[...MONTH_EN, ...MONTH_HI].join("|")}) (\\d{4})`, "gu");

/** Every "20 Jan 2027" ("2027-01-20") or "Mar 2027" ("2027-03") in a text, in order. */
function datesIn(text: string): string[] {
  return [...text.matchAll(DAY_MONTH_YEAR)].map((m) => {
    const month = monthsIn(`${m[2]} ${m[3]}`)[0]!;
    return m[1] ? `${month}-${m[1].padStart(2, "0")}` : month;
  });
}

const sentences = (text: string) =>
  text
    .split(/\n+/)
    .flatMap((p) => p.split(/(?<=[.!?।])\s+(?=\S)/u))
    .map((s) => s.trim())
    .filter(Boolean);

/** The answer sentence: the first, or the second after a caring opening. */
export function answerSentence(reply: string): string {
  const [first = "", second = ""] = sentences(reply);
  return CARE.test(first) ? second : first;
}

/**
 * Whether a timing answer falls inside the period asked: the first month it names lies in
 * the period, or it says nothing strong falls inside and every month it names after that
 * lies after the period.
 */
export function timingInside(reply: string, horizon: { start: string; end: string }): boolean {
  const from = horizon.start.slice(0, 7);
  const to = horizon.end.slice(0, 7);
  const nothing = NOTHING_INSIDE.exec(reply);
  // (A window after the period named to the day, "20 Jan 2027 – Feb 2028", is after a period
  // ending on 15 Jan 2027.)
  if (nothing)
    return datesIn(reply.slice(nothing.index + nothing[0].length)).every((d) =>
      d.length > 7 ? d > horizon.end : d > to,
    );
  const first = firstPeriodIn(reply);
  return first !== undefined && first.end >= from && first.start <= to;
}

// A month ("Mar 2027", "मार्च 2027") or a year named alone ("2028 looks mixed for you").
const PERIOD_NAMED = new RegExp(`(?:(${[...MONTH_EN, ...MONTH_HI].join("|")}) )?(?<!\\d)(20\\d\\d)(?!\\d)`, "u");

/** The first month or year a text names, as the months it spans ("2027-03".."2027-03", "2028-01".."2028-12"). */
function firstPeriodIn(text: string): { start: string; end: string } | undefined {
  const m = PERIOD_NAMED.exec(text);
  if (!m) return undefined;
  if (!m[1]) return { start: `${m[2]}-01`, end: `${m[2]}-12` };
  const month = monthsIn(m[0])[0]!;
  return { start: month, end: month };
}

export interface ShapeReport {
  readonly replies: number;
  /** Per form: replies checked and those with the direct answer in the first sentence. */
  readonly direct: Record<string, { checked: number; answered: number }>;
  readonly horizonChecked: number;
  readonly outsideHorizon: number;
  readonly tooLong: number;
  readonly tooShort: number;
  readonly meanWords: number;
  /** Pairs of different questions on one chart answered with the same text. */
  readonly identicalReplies: number;
  readonly misses: readonly string[];
}

const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** What a question asks, as read: its subjects, form, period, people and another person's details. */
const askedOf = (c: ConversationState): string =>
  JSON.stringify([[...c.topics].sort(), c.form, c.horizon, c.people.map((p) => p.relation).sort(), c.otherBirth]);
const languageOf = (q: string, i: number): "English" | "Hindi" =>
  devanagariShare(q) > 0.3
    ? "Hindi"
    : /\b(kya|hai|hoga|hogi|kab|mera|meri|mujhe)\b/i.test(q) && i % 2
      ? "Hindi"
      : "English";

/** The corpus's in-scope questions (of `splits`) on `births` charts, each reply checked for its shape. */
export async function shapeReport(
  births = 1,
  writer: ReplyWriter = createBuiltinWriter(),
  splits: readonly URL[] = SEEN_SPLITS,
): Promise<ShapeReport> {
  const labels = splits.flatMap((url) => readCorpus(url)).filter((l) => !l.out_of_scope && !l.refers_back);
  const direct: ShapeReport["direct"] = {
    yes_no: { checked: 0, answered: 0 },
    which: { checked: 0, answered: 0 },
    when: { checked: 0, answered: 0 },
  };
  const misses: string[] = [];
  const n = tally("replies", "words", "horizonChecked", "outside", "tooLong", "tooShort", "identical");
  for (const [b, birth] of evalBirths(births).entries()) {
    const chart = chartOf(birth);
    const byText = new Map<string, { q: string; asked: string }>();
    for (const [i, label] of labels.entries()) {
      const ask = {
        question: label.q,
        language: languageOf(label.q, i + b),
        astrologer: i % 2 ? "oracle" : "astra",
      } as const;
      // As the chat answers it: a relative's birth details read their own chart.
      const plan = await evalPlan(birth, chart, b, ask, CORPUS_NOW);
      const { context } = plan;
      // Refusals, asks, partner matches and the cautions (courts, stocks) are not readings of
      // this shape; facts are answered as facts.
      if (plan.fixed || context.refusal || context.safety !== "none" || context.topic === "direct") continue;
      const reply = await writeReply(writer, context, plan.chart);
      n.replies++;
      // Two wordings of one question (the same subjects, form, period, people and details:
      // "माझं लग्न कधी होणार?" and "mera vyah kado hovega") may get one answer; different
      // questions may not.
      const asked = askedOf(context.conversation);
      const same = byText.get(reply);
      if (same !== undefined && same.q !== label.q && same.asked !== asked) {
        n.identical++;
        misses.push(`identical replies: "${same.q}" and ${label.id} "${label.q}"`);
      }
      byText.set(reply, { q: label.q, asked });
      const words = wordCount(reply);
      n.words += words;
      if (words > 180 && !context.wantsDetail) n.tooLong++;
      if (words < 60) n.tooShort++;
      // Two questions in one message are answered in the order asked: the form labelled (the
      // first by precedence) may be the second question's, answered in the second paragraph.
      const answers = [answerSentence(reply)];
      if (splitQuestions(label.q).length > 1)
        answers.push(
          answerSentence(
            reply
              .split(/\n{2,}/)
              .slice(1)
              .join("\n\n"),
          ),
        );
      const answer = answers[0]!;
      // Which-of-options: only questions that name two options ("job or business"); a child's
      // sex ("beta hoga ya beti") is declined by law (PCPNDT Act), not an option to pick.
      const form =
        label.form === "which" && (!/\b(or|ya|yaa|vs)\b| या /iu.test(label.q) || CHILD_SEX.test(label.q))
          ? null
          : (label.form as keyof typeof ANSWER);
      if (form && form in ANSWER) {
        direct[form]!.checked++;
        if (answers.some((a) => ANSWER[form].test(a))) direct[form]!.answered++;
        else misses.push(`no direct ${form} answer: ${label.id} "${label.q}" → ${answer}`);
      }
      if (label.horizon && ["when", "yes_no", "describe"].includes(label.form) && label.horizon.end >= "2026-03-10") {
        n.horizonChecked++;
        if (!timingInside(reply, label.horizon)) {
          n.outside++;
          misses.push(
            `timing outside ${label.horizon.start}..${label.horizon.end}: ${label.id} "${label.q}" → ${answer}`,
          );
        }
      }
    }
  }
  return {
    replies: n.replies,
    direct,
    horizonChecked: n.horizonChecked,
    outsideHorizon: n.outside,
    tooLong: n.tooLong,
    tooShort: n.tooShort,
    meanWords: meanOf(n.words, n.replies),
    identicalReplies: n.identical,
    misses,
  };
}

export interface SamenessReport {
  /** Sentences (of six words or more) that also occur in a reply on another chart, as a share of all. */
  readonly sharedSentences: number;
  readonly sentences: number;
  /** Paragraphs that an earlier reply of the same chart's chat already had, as a share of all. */
  readonly repeatedParagraphs: number;
  readonly paragraphs: number;
  /** Pairs of different questions on one chart answered with the same text (refusals aside). */
  readonly identicalReplies: number;
  readonly examples: readonly string[];
}

/**
 * Sameness over the eval cases asked as one chat per chart (each reply sees the chat's
 * earlier replies, as in the product).
 */
export async function samenessReport(births = 4, writer: ReplyWriter = createBuiltinWriter()): Promise<SamenessReport> {
  const chartsOf = new Map<string, Set<number>>();
  const n = tally("sentences", "shared", "paragraphs", "repeated", "identical");
  const examples: string[] = [];
  const perChart: string[][] = [];
  for (const [b, birth] of evalBirths(births).entries()) {
    const chart = chartOf(birth);
    const history: ChatTurn[] = [];
    const seenParagraphs = new Set<string>();
    const byText = new Map<string, string>();
    const replies: string[] = [];
    for (const q of EVAL_CASES) {
      const context = evalReading(chart, b, q, CORPUS_NOW);
      const reply = await writeReply(writer, context, chart, history);
      history.push({ role: "user", content: q.question }, { role: "assistant", content: reply });
      // Refusals and the fixed safe texts (courts, stocks) are the same words by design.
      if (context.refusal || context.safety !== "none") continue;
      replies.push(reply);
      const same = byText.get(reply);
      if (same !== undefined && same !== q.question) {
        n.identical++;
        examples.push(`identical replies: "${same}" and "${q.question}"`);
      }
      byText.set(reply, q.question);
      for (const p of reply
        .split(/\n{2,}/)
        .map((x) => x.trim())
        .filter((x) => wordCount(x) >= 6)) {
        n.paragraphs++;
        if (seenParagraphs.has(p)) {
          n.repeated++;
          if (examples.length < 12) examples.push(`repeated paragraph [${birth.place}]: ${p.slice(0, 90)}`);
        }
        seenParagraphs.add(p);
      }
    }
    perChart.push(replies);
  }
  for (const [b, replies] of perChart.entries())
    for (const r of replies)
      for (const s of sentences(r)) if (wordCount(s) >= 6) chartsOf.set(s, (chartsOf.get(s) ?? new Set()).add(b));
  for (const replies of perChart)
    for (const r of replies)
      for (const s of sentences(r)) {
        if (wordCount(s) < 6) continue;
        n.sentences++;
        if (chartsOf.get(s)!.size > 1) n.shared++;
      }
  return {
    sharedSentences: n.shared,
    sentences: n.sentences,
    repeatedParagraphs: n.repeated,
    paragraphs: n.paragraphs,
    identicalReplies: n.identical,
    examples,
  };
}

const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(1) : "0.0"} %`;

export function printShapeReport(
  shape: ShapeReport,
  same: SamenessReport | null,
  showMisses = false,
  title = "corpus questions",
): void {
  console.log(`\nAnswer shape (${title}, builtin writer)`);
  for (const [form, r] of Object.entries(shape.direct))
    console.log(`  direct answer first, ${form.padEnd(8)} ${r.answered}/${r.checked} (${pct(r.answered, r.checked)})`);
  console.log(
    `  timing inside the period asked: ${shape.horizonChecked - shape.outsideHorizon}/${shape.horizonChecked}`,
  );
  console.log(
    `  replies: ${shape.replies}, mean words ${shape.meanWords}, over 180: ${shape.tooLong}, under 60: ${shape.tooShort}`,
  );
  console.log(`  identical replies to different questions (one chart): ${shape.identicalReplies}`);
  if (same) printSameness(same);
  for (const m of shape.misses.slice(0, showMisses ? 400 : 12)) console.log(`    ${m}`);
}

function printSameness(same: SamenessReport): void {
  console.log("Sameness (eval cases as one chat per chart)");
  console.log(
    `  sentences shared across charts: ${pct(same.sharedSentences, same.sentences)} (${same.sharedSentences}/${same.sentences})`,
  );
  console.log(`  paragraphs repeated within a chat: ${same.repeatedParagraphs}/${same.paragraphs}`);
  console.log(`  identical replies to different questions: ${same.identicalReplies}`);
  for (const e of same.examples.slice(0, 8)) console.log(`    ${e}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const showMisses = process.argv.includes("--misses");
  // `--unseen`: only the never-seen splits, each on its own.
  if (process.argv.includes("--unseen"))
    for (const [split, url] of unseenSplits())
      printShapeReport(await shapeReport(1, createBuiltinWriter(), [url]), null, showMisses, split);
  else printShapeReport(await shapeReport(), await samenessReport(), showMisses);
}
