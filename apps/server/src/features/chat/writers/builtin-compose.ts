import type { Graha } from "@graha/jyotish";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import {
  houseName,
  joinList,
  nakshatraName,
  ORDINAL_HI_DIRECT,
  ordinalEn,
  signName,
  type Lang,
  YOGA_NAME_HI,
} from "../reading/names.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import { TOPIC_RULES } from "../reading/topics.ts";
import {
  dashaMeaning,
  dashaParagraph,
  saturnTransitMeaning,
  timingParagraph,
  transitParagraph,
  yearAheadParagraph,
} from "./builtin-periods.ts";
import {
  DIGNITY_EFFECT,
  GRAHA_NATURE,
  HOUSE_MEANING,
  placementEffect,
  REMEDY,
  TOPIC_ADVICE,
  YOGA_MEANING,
  type Bi,
} from "./builtin-phrases.ts";
import { careLine, DISTRESS_VERDICTS, inDistress, leadBeyond, leadOf, type Lead } from "./builtin-answer.ts";
import { periodOverviewLead } from "./builtin-period-overview.ts";
import { namedGrahas, remedyFor } from "./builtin-remedy.ts";
import { stepNotes } from "./step-notes.ts";
import { DIGNITY_SCORE } from "./builtin-which.ts";
import { derivedLabel, derivedParagraph } from "./builtin-derived.ts";
import { askedDashaLord, dashaVerdict } from "./builtin-dasha.ts";
import { pronounOf, spokenOf, whoseChart } from "./builtin-lead-parts.ts";
import { refusalReply } from "./builtin-fixed.ts";
import { safeReply } from "./builtin-safety.ts";
import { cautionedReply } from "./builtin-caution.ts";
import {
  adviceFor,
  BRIEF_WORDS,
  describesFuturePartner,
  fitWords,
  fixArticles,
  marriageFrame,
  abroadLabel,
  businessLabel,
  marriageLabel,
  sentencesOf,
  thirdPerson,
  wordCount,
} from "./builtin-shape.ts";
import { cap, grahaName } from "./builtin-text.ts";
import { LORD_IN_HOUSE, PARTNER_NATURE } from "./builtin-topic-rules.ts";
import { careerFields } from "./builtin-asked-leads.ts";
import {
  ANCHORS,
  CLOSERS,
  fill,
  FOLLOW_UP_OPENERS,
  GENERAL_REMEDY,
  OPENERS,
  REMEDY_HEADING,
  seededRandom,
  RELATIVE_SENSITIVE_VERDICTS,
  SENSITIVE_VERDICTS,
  VERDICTS,
} from "./builtin-voice.ts";

type Pick = <T>(items: readonly T[]) => T;

export interface ComposeOptions {
  /** The conversation is under way: no second greeting. */
  readonly followUp?: boolean;
  /** Sentences earlier replies of this chat already said: a brief reply does not repeat them. */
  readonly said?: ReadonlySet<string>;
}

const BENEFICS: readonly Graha[] = ["jupiter", "venus", "mercury", "moon"];

/**
 * How strongly the chart supports the topic, from the main house's lord (dignity and
 * placement), its occupants, Jupiter's aspect, the first karaka and the running dashas.
 */
export function topicStrength(c: ReadingContext): "strong" | "mixed" | "effort" {
  const main = c.topicHouses[0]!;
  const houses = c.topicHouses.map((h) => h.house);
  let score = DIGNITY_SCORE[main.lordDignity];
  if ([1, 4, 5, 7, 9, 10, 11].includes(main.lordHouse)) score += 1;
  else if ([6, 8, 12].includes(main.lordHouse) && !houses.includes(main.lordHouse)) score -= 1;
  for (const o of main.occupants) score += BENEFICS.includes(o) ? 0.5 : -0.25;
  if (main.aspectedBy.includes("jupiter")) score += 0.5;
  const karaka = c.karakas[0];
  if (karaka) score += DIGNITY_SCORE[c.planets[karaka].dignity] / 2;
  if (c.dasha.mahadasha?.topicLinks.length) score += 0.5;
  if (c.dasha.antardasha?.topicLinks.length) score += 0.5;
  return score >= 2 ? "strong" : score > -0.5 ? "mixed" : "effort";
}

/**
 * Composes the reply from the context's facts only: every placement named comes from `c`.
 * Brief (80–180 words) unless the user asked for detail; of a celebrity in the third person.
 */
export function composeReply(c: ReadingContext, options: ComposeOptions = {}): string {
  if (c.refusal) return refusalReply(c, c.refusal);
  const safe = safeReply(c);
  const L: Lang = c.language === "Hindi" ? "hi" : "en";
  if (safe !== null)
    return c.safety === "legal" || c.safety === "financial"
      ? cautionedReply(c, L, safe, replyBasics(c, L).topic)
      : safe;
  const text = fixArticles(c.wantsDetail ? fullReply(c, L, options) : briefReply(c, L, options));
  return spokenOf(c) ? thirdPerson(text, L, pronounOf(c), c.person.relative?.label[L]) : text;
}

/** The seeded picker, verdict and topic label both reply lengths share. */
function replyBasics(c: ReadingContext, L: Lang) {
  const rand = seededRandom(`${c.chartUtc}|${c.astrologer}|${c.question}`);
  const pick: Pick = (items) => items[Math.floor(rand() * items.length)]!;
  const topic =
    derivedLabel(c, L) ??
    marriageLabel(c, L) ??
    abroadLabel(c, L) ??
    businessLabel(c, L) ??
    TOPIC_RULES[c.topic].label[L];
  return { pick, topic };
}

function verdictOf(c: ReadingContext, L: Lang, topic: string, pick: Pick): string {
  const strength = topicStrength(c);
  const verdict =
    c.topic === "health" || c.topic === "children"
      ? c.derived
        ? fill(RELATIVE_SENSITIVE_VERDICTS[c.topic][strength === "strong" ? "strong" : "weak"][L], { topic })
        : SENSITIVE_VERDICTS[c.topic][strength === "strong" ? "strong" : "weak"][L]
      : fill(pick(VERDICTS[strength])[L], { topic });
  // Whose placement the verdict rests on, so the same words do not recur on every chart.
  const main = c.topicHouses[0]!;
  return L === "en"
    ? `${verdict.slice(0, -1)}, ${pick([
        `going by ${grahaName(main.lord, L)} as lord of your ${houseName(main.house, L)}`,
        `judging by ${grahaName(main.lord, L)}, lord of your ${houseName(main.house, L)}, in ${signName(main.lordSignIndex, L)}`,
        `as ${grahaName(main.lord, L)}, lord of your ${houseName(main.house, L)}, shows from your ${houseName(main.lordHouse, L)}`,
      ])}.`
    : `${verdict.slice(0, -1)} — ${pick([
        `यह ${houseName(main.house, L)} के स्वामी ${grahaName(main.lord, L)} से दिखता है`,
        `यह ${signName(main.lordSignIndex, L)} राशि में बैठे ${houseName(main.house, L)} के स्वामी ${grahaName(main.lord, L)} बताते हैं`,
        `आपके ${houseName(main.lordHouse, L)} में बैठे ${houseName(main.house, L)} के स्वामी ${grahaName(main.lord, L)} यही दिखाते हैं`,
      ])}।`;
}

/** A brief reply's greeting: the name only (the long reply has the fuller openers). */
function greeting(c: ReadingContext, L: Lang): string {
  if (spokenOf(c)) return openerOf(c, L, {}, (items) => items[0]!);
  if (L === "hi") return `नमस्ते ${c.person.name}।`;
  return c.astrologer === "oracle" ? `Namaste ${c.person.name}.` : `Hi ${c.person.name}!`;
}

function openerOf(c: ReadingContext, L: Lang, options: ComposeOptions, pick: Pick): string {
  // Of a celebrity's or a relative's chart the reply speaks about them, so it does not greet them.
  if (c.person.relative) return whoseChart(c, L);
  if (c.person.celebrity)
    return L === "en" ? `Here is what ${c.person.name}'s chart shows.` : `${c.person.name} की कुंडली यह दिखाती है।`;
  return fill(pick((options.followUp ? FOLLOW_UP_OPENERS : OPENERS)[c.astrologer])[L], { name: c.person.name });
}

/**
 * What a graha's placement means, when its meaning was asked ("tell me about my venus", "what
 * does Venus in my 4th house mean?"): what the graha brings, to which house's matters, how
 * strongly by its dignity. Empty for any other fact.
 */
function placementMeaning(c: ReadingContext, L: Lang): string {
  const asked = c.direct.find((d) => d.kind === "placement" && d.meaning && d.graha);
  if (!asked?.graha) return "";
  const p = c.planets[asked.graha];
  const house = houseName(p.house, L);
  return L === "en"
    ? `${cap(grahaName(p.graha, L))} brings ${GRAHA_NATURE[p.graha].en} to your ${house}, the house of ${HOUSE_MEANING[p.house]!.en}; ${DIGNITY_EFFECT[p.dignity].en}.`
    : `${grahaName(p.graha, L)} आपके ${house} में, जो ${HOUSE_MEANING[p.house]!.hi} का भाव है, ${GRAHA_NATURE[p.graha].hi} लाते हैं; ${DIGNITY_EFFECT[p.dignity].hi}।`;
}

/** The short reply: the direct answer first, then two to four reasons, then one gentle step; within BRIEF_WORDS. */
function briefReply(c: ReadingContext, L: Lang, options: ComposeOptions): string {
  const { pick, topic } = replyBasics(c, L);
  const said = options.said ?? new Set<string>();
  const anchor = fill(pick(ANCHORS)[L], {
    asc: signName(c.ascendant.signIndex, L),
    moon: signName(c.moon.signIndex, L),
    nak: nakshatraName(c.moon.nakshatraIndex, L),
  });
  const direct = c.direct.map((d) => d[L]).join(" ");
  if (c.topic === "direct") {
    const dasha = c.direct.some((d) => d.kind === "mahadasha") ? askedDashaLord(c) : undefined;
    // "Will Rahu mahadasha be good for me?": the verdict first, then the dates and what it brings.
    const judged = dasha !== undefined && c.conversation.form === "yes_no";
    const meaning = dasha
      ? (dashaMeaning(c, L, dasha, !judged) ?? "")
      : c.direct.some((d) => d.kind === "sade_sati")
        ? saturnTransitMeaning(c, L)
        : c.direct.some((d) => d.kind === "yogas")
          ? yogaMeaning(c, L)
          : placementMeaning(c, L);
    // The fact asked comes first; the chart's anchor after it, once per chat.
    return fitWords(
      [
        ...(judged ? [dashaVerdict(c, L, dasha)] : []),
        again(direct, L, said),
        unsaid(meaning, said),
        unsaid(anchor, said),
      ],
      judged ? [3, 2] : [2, 1],
      BRIEF_WORDS.max,
    ).join("\n\n");
  }
  const strength = topicStrength(c);
  const distress = inDistress(c);
  const asked = leadOf(c, L, topic, strength);
  // A follow-up whose answer was given already moves on to the window after it.
  const repeated = asked !== null && sentencesOf(asked.text).every((x) => said.has(x.trim()));
  const lead = (repeated && c.conversation.carried ? leadBeyond(c, L, topic) : null) ?? asked;
  const care = distress ? careLine(c, L, pick) : "";
  const frame = marriageFrame(c, L) ?? "";
  // A form without a direct answer (how, describe) opens on the verdict, gently in distress.
  const verdict = distress ? fill(pick(DISTRESS_VERDICTS)[L], { topic }) : cap(verdictOf(c, L, topic, pick));
  // Of a celebrity or a relative the answer says whose chart it reads, right after it.
  const whose = c.person.relative
    ? whoseChart(c, L)
    : !c.person.celebrity
      ? ""
      : L === "en"
        ? `This is what ${c.person.name}'s chart shows.`
        : `${c.person.name} की कुंडली यही दिखाती है।`;
  // A second question in the message gets its own direct answer, in the order asked.
  const secondFirst = c.second != null && !care && c.question.trim().startsWith(c.second.question);
  const also = c.second && !lead?.both ? unsaid(secondAnswer(c, c.second, L, lead, secondFirst), said) : "";
  const alsoFirst = also !== "" && secondFirst;
  // The person is called by name once, in the answer shown first.
  const leadText = lead && alsoFirst ? lead.text.replace(`, ${c.person.name}`, "") : lead?.text;
  // "Which house is Saturn in and what does it mean for my career?": the fact asked comes first.
  // So does a yoga or a placement's meaning asked ("dhan yog hai kya meri kundli me").
  const factFirst = direct !== "" && (c.conversation.form === "fact" || c.direct.some((d) => d.meaning));
  // No greeting before a verdict when another answer comes first or beside it.
  const greet = !care && !options.followUp && said.size === 0 && also === "" && !factFirst;
  const opening = lead
    ? [care, again(leadText!, L, said), whose].filter(Boolean).join(" ")
    : [care || (greet ? greeting(c, L) : ""), verdict].filter(Boolean).join(" ");
  const houses = lead?.reasons
    ? ""
    : unsaid(
        c.derived ? derivedParagraph(c, L, pick, lead?.text) : housesParagraph(c, L, topic, pick, lead?.text),
        said,
      );
  // The periods, unless the answer already gave them: the windows ahead when asked when, else the running dasha.
  // (A mahadasha asked about is stated among the facts: the running dasha is not said twice.)
  const periods =
    lead?.timing === true || (!c.asksWhen && c.topic !== "timing" && c.direct.some((d) => d.kind === "mahadasha"))
      ? ""
      : unsaid(c.asksWhen || c.topic === "timing" ? timingParagraph(c, L, topic) : dashaParagraph(c, L, topic), said);
  // A remedy question's answer is a remedy: the step then offers another, without the gem note again.
  const step = spokenOf(c)
    ? ""
    : suggestion(c, L, pick, lead?.remedy ? new Set([...said, lead.remedy]) : said, !lead?.remedy);
  const first = said.size === 0 && !spokenOf(c) && !lead?.anchored ? unsaid(anchor, said) : "";
  // Order: the answers, the frame, the reasons, the periods, one step; the periods, anchor and reasons trim first.
  // (A remedy for a dosha states the dosha's fact itself: it is not said twice.)
  const facts = direct && lead?.text.includes(direct) ? "" : direct;
  const answers = factFirst ? [facts, opening, also] : alsoFirst ? [also, opening, facts] : [opening, also, facts];
  // A chart overview names the chart's yogas too.
  const overviewYogas = lead?.anchored ? unsaid(yogaParagraph(c, L, 2) ?? "", said) : "";
  const paragraphs = [...answers, frame, houses, overviewYogas, periods, first, step];
  let out = fitWords(paragraphs, [5, 6, 4], BRIEF_WORDS.max);
  const yogas = yogaParagraph(c, L, 1);
  if (yogas && !said.has(yogas) && wordCount(out.join(" ")) < BRIEF_WORDS.min)
    out = fitWords([...out, yogas], [out.length], BRIEF_WORDS.max);
  return out.join("\n\n");
}

/**
 * The direct answer to a message's second question, in at most two sentences: its lead
 * (yes or not yet, the months, the option, the cause, the remedy), the fact asked, or the
 * verdict on its subject.
 */
function secondAnswer(
  main: ReadingContext,
  c: ReadingContext,
  L: Lang,
  mainLead: Lead | null,
  shownFirst: boolean,
): string {
  // A fact the whole message's reply states already is not stated twice.
  if (c.topic === "direct") return main.direct.length > 0 ? "" : c.direct.map((d) => d[L]).join(" ");
  const { pick, topic } = replyBasics(c, L);
  const lead = leadOf(c, L, topic, topicStrength(c));
  // "… this year, and when is a good month for it?": the months were the first answer already.
  if (c.topic === main.topic && mainLead?.timing && (lead === null || lead.timing)) return "";
  // A choice read on both its subjects ("MBA karu ya job continue karu?", "बी.टेक के बाद एमबीए
  // करे या नौकरी?") picks the same way, or declines to pick, twice: said once.
  const opening = (t: string) => sentencesOf(t.replace(`, ${c.person.name}`, ""))[0];
  if (lead && mainLead && opening(lead.text) === opening(mainLead.text)) return "";
  const text = lead?.text ?? cap(verdictOf(c, L, topic, pick));
  // Shown after the first answer, which called the person by name already.
  return sentencesOf(shownFirst ? text : text.replace(`, ${c.person.name}`, ""))
    .slice(0, 2)
    .join(" ");
}

/** The answer again, marked as said before when an earlier reply of the chat gave it word for word. */
function again(answer: string, L: Lang, said: ReadonlySet<string>): string {
  if (!sentencesOf(answer).some((s) => said.has(s.trim()))) return answer;
  return `${L === "en" ? "As I said before:" : "जैसा पहले बताया:"} ${answer}`;
}

/** A paragraph without the sentences an earlier reply of the chat already said (no paragraph repeats in a chat). */
function unsaid(paragraph: string, said: ReadonlySet<string>): string {
  if (said.size === 0) return paragraph;
  return sentencesOf(paragraph)
    .filter((s) => !said.has(s.trim()))
    .join(" ");
}

/** The remedy itself, without whose it is ("On Saturdays chant …"): one graha's remedy is not given twice. */
const REMEDY_TAIL = (line: string) => line.slice(line.indexOf(":") + 1).trim();

/** One gentle practical step: the remedy of a graha the question names, the main lord's, or another not yet given. */
function suggestion(c: ReadingContext, L: Lang, pick: Pick, said: ReadonlySet<string>, gemNote = true): string {
  const gems = stepNotes(c, L, gemNote);
  const named = namedGrahas(c.question);
  const choices = [
    ...named.map((g) => remedyFor(g, null, L)),
    ...c.topicHouses.map((h) => remedyFor(h.lord, h.house, L)),
    ...adviceFor(c).map((b) => b[L]),
    ...GENERAL_REMEDY.map((b) => b[L]),
  ];
  const fresh =
    choices.find(
      (line) =>
        !said.has(line) &&
        !said.has(`- ${line}`) &&
        // Advice given before, also when it was tied to the chart ("With Jupiter, …: speak openly …").
        ![...said].some(
          (x) => x.endsWith(REMEDY_TAIL(line)) || x.endsWith(line.charAt(0).toLowerCase() + line.slice(1)),
        ),
    ) ?? pick(choices);
  const remedy =
    c.topicHouses.some((h) => fresh === remedyFor(h.lord, h.house, L)) ||
    named.some((g) => fresh === remedyFor(g, null, L));
  return `${REMEDY_HEADING[c.astrologer][L]}${gems}\n- ${remedy ? framedRemedy(L, pick, fresh) : anchoredAdvice(c, L, pick, fresh)}`;
}

/** A house lord's remedy in one of a few frames ("For Mercury, lord of your 1st house: …"), the remedy unchanged. */
function framedRemedy(L: Lang, pick: Pick, line: string): string {
  const en = /^For (the )?([A-Z][a-z]+), lord of your (\d+(?:st|nd|rd|th) house): (.+)$/u.exec(line);
  if (L === "en" && en) {
    const [, the = "", g, house, rest] = en;
    return pick([
      line,
      `To strengthen ${the}${g}, lord of your ${house}: ${rest}`,
      `${cap(the)}${g} rules your ${house}; to support it, ${rest}`,
    ]);
  }
  const hi = /^(\S+ भाव) के स्वामी (\S+) के लिए: (.+)$/u.exec(line);
  if (L === "hi" && hi) {
    const [, house, g, rest] = hi;
    return pick([
      line,
      `${house} के स्वामी ${g} को बल देने के लिए: ${rest}`,
      `${g} आपके ${house} के स्वामी हैं; उनके लिए: ${rest}`,
    ]);
  }
  return line;
}

/**
 * General advice tied to the chart it is given for (issue #12, sameness): the main house's
 * lord and where it sits, so the same advice reads differently on different charts.
 */
function anchoredAdvice(c: ReadingContext, L: Lang, pick: Pick, advice: string): string {
  const m = c.topicHouses[0];
  if (!m) return advice;
  const lord = grahaName(m.lord, L);
  const sign = signName(m.lordSignIndex, L);
  if (L === "en") {
    const rest = advice.charAt(0).toLowerCase() + advice.slice(1);
    return pick([
      `With ${lord}, lord of your ${houseName(m.house, L)}, in your ${houseName(m.lordHouse, L)}: ${rest}`,
      `${cap(lord)} in ${sign} rules your ${houseName(m.house, L)}, so ${rest}`,
      `As ${lord} rules your ${houseName(m.house, L)} from ${sign}, ${rest}`,
    ]);
  }
  return pick([
    `${houseName(m.house, L)} के स्वामी ${lord} आपके ${houseName(m.lordHouse, L)} में हैं, इसलिए: ${advice}`,
    `${sign} राशि में बैठे ${lord} आपके ${houseName(m.house, L)} के स्वामी हैं, इसलिए ${advice}`,
    `${lord} की ${sign} राशि में स्थिति यही कहती है: ${advice}`,
  ]);
}

/** The long reply, for "tell me more": every reason, the periods, the transits and the remedies. */
function fullReply(c: ReadingContext, L: Lang, options: ComposeOptions): string {
  const { pick, topic } = replyBasics(c, L);
  const t = (b: Bi) => b[L];
  const oracle = c.astrologer === "oracle";
  const paragraphs: string[] = [];

  const anchor = fill(t(pick(ANCHORS)), {
    asc: signName(c.ascendant.signIndex, L),
    moon: signName(c.moon.signIndex, L),
    nak: nakshatraName(c.moon.nakshatraIndex, L),
  });
  paragraphs.push(`${openerOf(c, L, options, pick)} ${anchor}`);
  if (c.direct.length > 0) paragraphs.push(c.direct.map((d) => d[L]).join(" "));

  if (c.topic === "direct") {
    const dasha = c.direct.some((d) => d.kind === "mahadasha") ? askedDashaLord(c) : undefined;
    if (dasha) {
      const judged = c.conversation.form === "yes_no";
      if (judged) paragraphs.push(dashaVerdict(c, L, dasha));
      const meaning = dashaMeaning(c, L, dasha, !judged);
      if (meaning) paragraphs.push(meaning);
    }
    paragraphs.push(t(pick(TOPIC_ADVICE.direct)));
    if (!spokenOf(c)) paragraphs.push(t(pick(CLOSERS[c.astrologer])));
    return paragraphs.join("\n\n");
  }

  const frame = marriageFrame(c, L);
  if (frame) paragraphs.push(frame);
  const verdict = verdictOf(c, L, topic, pick);
  // "how will next year be? in detail": the period's overview is the answer, first, for both.
  const overview = periodOverviewLead(c, L);
  if (overview) paragraphs.push(overview.text);
  // Astra gives the short answer first; Oracle arrives at it after the reading.
  else if (!oracle) paragraphs.push(cap(verdict));
  paragraphs.push(c.derived ? derivedParagraph(c, L, pick) : housesParagraph(c, L, topic, pick));
  const yogas = yogaParagraph(c, L, oracle && c.topic === "life_path" ? 2 : 1);
  if (yogas) paragraphs.push(yogas);
  paragraphs.push(dashaParagraph(c, L, topic));
  if (c.asksWhen || c.topic === "timing" || !oracle) paragraphs.push(timingParagraph(c, L, topic));
  paragraphs.push(transitParagraph(c, L));
  if (c.topic === "timing") {
    const ahead = yearAheadParagraph(c, L);
    if (ahead) paragraphs.push(ahead);
  }

  const mainLord = c.topicHouses[0]!.lord;
  const lords = [...new Set<Graha>([mainLord, c.dasha.mahadasha?.lord ?? mainLord])];
  const bullets = [
    ...(oracle ? [] : [t(pick(adviceFor(c)))]),
    ...lords.map((x) => t(REMEDY[x])),
    ...(oracle ? [t(pick(GENERAL_REMEDY))] : []),
  ];
  const gems = stepNotes(c, c.language === "Hindi" ? "hi" : "en");
  // Remedies are for the one who asks about their own chart, not for a celebrity's or a relative's.
  if (!spokenOf(c))
    paragraphs.push(`${t(REMEDY_HEADING[c.astrologer])}${gems}\n${bullets.map((b) => `- ${b}`).join("\n")}`);
  // Advice is for the one who asks about their own chart; of another's, Oracle closes on the verdict.
  const advice = spokenOf(c) ? "" : `${t(pick(adviceFor(c)))} `;
  // (With a period's overview given, its verdict stands; the general one is not said again.)
  const closing = oracle ? `${overview ? "" : `${cap(verdict)} `}${advice}` : "";
  paragraphs.push(spokenOf(c) ? closing.trim() : `${closing}${t(pick(CLOSERS[c.astrologer]))}`);
  return paragraphs.filter((p) => p.length > 0).join("\n\n");
}

function housesParagraph(c: ReadingContext, L: Lang, topic: string, pick: Pick, lead = ""): string {
  const [main, second] = c.topicHouses;
  const out: string[] = [];
  const m = main!;
  // What the direct answer already said is not said again (a "why" answer names the lord's
  // placement, a graha in the house or Saturn's aspect).
  const leadSaid = {
    lord:
      lead
        .toLowerCase()
        .includes(`${grahaName(m.lord, "en")}, lord of your ${houseName(m.house, "en")}`.toLowerCase()) ||
      lead.includes(`${houseName(m.house, "hi")} के स्वामी ${grahaName(m.lord, "hi")}`),
    occupants:
      lead.includes(`in your ${houseName(m.house, "en")} itself`) || lead.includes(`${houseName(m.house, "hi")} में ही`),
    aspect:
      lead.includes(`aspects your ${houseName(m.house, "en")}`) ||
      lead.includes(`की दृष्टि आपके ${houseName(m.house, "hi")} पर`),
  };
  const dig = DIGNITY_WORDS[m.lordDignity][L];
  const eff = DIGNITY_EFFECT[m.lordDignity][L];
  const place = placementEffect(m.lordHouse)[L];
  const table = LORD_IN_HOUSE[c.topic === "compatibility" ? "marriage" : c.topic];
  // The marriage table reads how a marriage comes about: not for someone already married.
  const specific = describesFuturePartner(c) ? table?.[m.lordHouse] : undefined;
  if (L === "en") {
    out.push(
      pick([
        `For ${topic}, the key is your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`,
        `When I look at ${topic}, I start with your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`,
        `I read ${topic} from your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`,
        `Your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}, holds the answer for ${topic}.`,
      ]),
    );
    if (!leadSaid.lord)
      out.push(
        `${cap(grahaName(m.lord, L))}, lord of your ${houseName(m.house, L)}, sits in ${signName(m.lordSignIndex, L)} in your ${houseName(m.lordHouse, L)}, ${dig}; ${eff}.`,
      );
    out.push(
      specific
        ? `${pick(["In plain words", "Put simply", "What this means"])}: ${specific.en}; the ${ordinalEn(m.lordHouse)}, where ${grahaName(m.lord, L)} sits, is ${place}.`
        : `That links ${topic} to ${HOUSE_MEANING[m.lordHouse]!.en}; the ${ordinalEn(m.lordHouse)} is ${place}.`,
    );
    if (m.occupants.length > 0 && !leadSaid.occupants) {
      const occ = m.occupants.slice(0, 2);
      out.push(
        `${cap(
          joinList(
            occ.map((o) => grahaName(o, L)),
            L,
          ),
        )} ${occ.length > 1 ? "sit" : "sits"} in your ${houseName(m.house, L)} itself, bringing ${occ.map((o) => GRAHA_NATURE[o].en).join("; and ")}.`,
      );
    } else if (c.astrologer === "oracle" && m.occupants.length === 0)
      out.push(
        pick([
          `No planet sits in your ${houseName(m.house, L)}, so ${grahaName(m.lord, L)}, its lord, carries the story.`,
          `Your ${houseName(m.house, L)} is empty of planets, which leaves ${grahaName(m.lord, L)}, its lord, to speak for it.`,
          `With no planet in your ${houseName(m.house, L)}, ${grahaName(m.lord, L)}, its lord, decides what it gives.`,
        ]),
      );
    for (const a of m.aspectedBy
      .filter((x) => !m.occupants.includes(x) && !(leadSaid.aspect && x === "saturn"))
      .slice(0, 1))
      out.push(
        a === m.lord
          ? `From your ${houseName(c.planets[a].house, L)}, ${grahaName(a, L)} also looks back at your ${houseName(m.house, L)}, protecting what it rules.`
          : `${cap(grahaName(a, L))}, placed in your ${houseName(c.planets[a].house, L)}, also casts its aspect here, adding ${GRAHA_NATURE[a].en}.`,
      );
    if (second && second.lord !== m.lord && c.astrologer === "oracle") {
      out.push(
        `${cap(grahaName(second.lord, L))}, lord of your ${houseName(second.house, L)} of ${HOUSE_MEANING[second.house]!.en}, is in ${signName(second.lordSignIndex, L)} in your ${houseName(second.lordHouse, L)}.`,
      );
    }
  } else {
    out.push(
      pick([
        `${topic} के लिए सबसे महत्वपूर्ण आपका ${ORDINAL_HI_DIRECT[m.house]} भाव है, जिसमें ${signName(m.signIndex, L)} राशि पड़ती है।`,
        `${topic} को समझने के लिए पहले आपका ${ORDINAL_HI_DIRECT[m.house]} भाव देखते हैं, जिसमें ${signName(m.signIndex, L)} राशि है।`,
        `${topic} का उत्तर आपके ${houseName(m.house, L)} में है, जहाँ ${signName(m.signIndex, L)} राशि पड़ती है।`,
        `${signName(m.signIndex, L)} राशि वाला आपका ${ORDINAL_HI_DIRECT[m.house]} भाव ${topic} की कुंजी है।`,
      ]),
    );
    if (!leadSaid.lord)
      out.push(
        `${houseName(m.house, L)} के स्वामी ${grahaName(m.lord, L)} ${signName(m.lordSignIndex, L)} राशि में, आपके ${houseName(m.lordHouse, L)} में बैठे हैं (${dig}) — ${eff}।`,
      );
    out.push(
      specific
        ? `${pick(["सरल शब्दों में", "सीधे कहें तो", "इसका अर्थ है"])}: ${specific.hi}; ${grahaName(m.lord, L)} जहाँ बैठे हैं, वह ${ORDINAL_HI_DIRECT[m.lordHouse]} भाव ${place}।`
        : `यह स्थिति ${topic} को ${HOUSE_MEANING[m.lordHouse]!.hi} से जोड़ती है; ${ORDINAL_HI_DIRECT[m.lordHouse]} भाव ${place}।`,
    );
    if (m.occupants.length > 0 && !leadSaid.occupants) {
      const occ = m.occupants.slice(0, 2);
      out.push(
        `${joinList(
          occ.map((o) => grahaName(o, L)),
          L,
        )} आपके ${houseName(m.house, L)} में बैठे हैं, जो ${occ.map((o) => GRAHA_NATURE[o].hi).join("; तथा ")} लाते हैं।`,
      );
    } else if (c.astrologer === "oracle" && m.occupants.length === 0)
      out.push(
        pick([
          `आपके ${houseName(m.house, L)} में कोई ग्रह नहीं है, इसलिए इसके स्वामी ${grahaName(m.lord, L)} की स्थिति ही मुख्य है।`,
          `आपका ${ORDINAL_HI_DIRECT[m.house]} भाव ग्रहों से ख़ाली है, इसलिए इसका फल इसके स्वामी ${grahaName(m.lord, L)} तय करते हैं।`,
        ]),
      );
    for (const a of m.aspectedBy
      .filter((x) => !m.occupants.includes(x) && !(leadSaid.aspect && x === "saturn"))
      .slice(0, 1))
      out.push(
        a === m.lord
          ? `आपके ${houseName(c.planets[a].house, L)} से ${grahaName(a, L)} अपने ${houseName(m.house, L)} पर दृष्टि भी डालते हैं, जिससे इसकी रक्षा होती है।`
          : `आपके ${houseName(c.planets[a].house, L)} में बैठे ${grahaName(a, L)} की दृष्टि भी इस भाव पर है, जिससे ${GRAHA_NATURE[a].hi} जुड़ते हैं।`,
      );
    if (second && second.lord !== m.lord && c.astrologer === "oracle") {
      out.push(
        `${houseName(second.house, L)} (${HOUSE_MEANING[second.house]!.hi}) के स्वामी ${grahaName(second.lord, L)} ${signName(second.lordSignIndex, L)} राशि में, ${houseName(second.lordHouse, L)} में हैं।`,
      );
    }
  }
  const described = [...new Set<Graha>([m.lord, ...m.occupants])].slice(0, 2);
  const names = joinList(
    described.map((x) => grahaName(x, L)),
    L,
  );
  // Unless the answer named the fields already ("What is the best career field for me?").
  if (c.topic === "career" && !lead.includes(careerFields(c, L))) {
    const fields = careerFields(c, L);
    out.push(
      L === "en"
        ? `Going by ${names}, fields such as ${fields} suit you best.`
        : `${names} के आधार पर ${fields} जैसे क्षेत्र आपके लिए सबसे अनुकूल हैं।`,
    );
  }
  if ((c.topic === "marriage" || c.topic === "compatibility") && describesFuturePartner(c)) {
    const natures = described.map((x) => PARTNER_NATURE[x][L]).join(L === "en" ? ", and also " : ", साथ ही ");
    out.push(
      L === "en"
        ? `Going by ${names}, your chart describes a partner who is ${natures}.`
        : `${names} के आधार पर आपकी कुंडली ऐसे जीवनसाथी का संकेत देती है जो ${natures} हो।`,
    );
  }
  // Oracle reads the natural significator too; Astra keeps to the houses and the timing.
  const karaka = c.astrologer === "oracle" ? c.karakas.find((k) => k !== m.lord && k !== second?.lord) : undefined;
  if (karaka) {
    const p = c.planets[karaka];
    out.push(
      L === "en"
        ? `${cap(grahaName(karaka, L))}, the natural significator of ${topic}, is in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}; ${DIGNITY_EFFECT[p.dignity].en}.`
        : `${topic} के कारक ${grahaName(karaka, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi}) — ${DIGNITY_EFFECT[p.dignity].hi}।`,
    );
  }
  if (c.topic === "compatibility") {
    out.push(
      L === "en"
        ? "This reads your side of the match; for guna milan and a Mangal dosha comparison, add your partner's birth details in Kundli matching."
        : "यह मिलान में आपकी ओर का पक्ष है; गुण मिलान और मंगल दोष की तुलना के लिए कुंडली मिलान में अपने साथी का जन्म विवरण जोड़ें।",
    );
  }
  if (c.topic === "compatibility" || c.topic === "marriage") {
    const md = c.mangalDosha;
    const married = !describesFuturePartner(c);
    if (md.present) {
      const where = md.fromAscendant.present
        ? L === "en"
          ? `Mars in your ${houseName(md.fromAscendant.house, L)}`
          : `आपके ${houseName(md.fromAscendant.house, L)} में बैठे मंगल`
        : L === "en"
          ? `Mars, the ${ordinalEn(md.fromMoon.house)} from your Moon sign,`
          : `चंद्र राशि से ${houseName(md.fromMoon.house, L)} में बैठे मंगल`;
      out.push(
        L === "en"
          ? `${where} forms Mangal dosha${md.effective ? (married ? "; patience and calm words at home balance it, and it is no cause for fear" : "; it is worth matching with a partner's chart that balances it, but it is no cause for fear") : ", though an exception in your chart cancels it"}.`
          : `${where} से मंगल दोष बनता है${md.effective ? (married ? "; घर में धैर्य और शांत वाणी इसे संतुलित करते हैं, इसमें डरने की कोई बात नहीं" : "; ऐसे साथी की कुंडली से मिलान करना अच्छा रहेगा जो इसे संतुलित करे, पर इसमें डरने की कोई बात नहीं") : ", हालाँकि आपकी कुंडली का एक अपवाद इसे निरस्त कर देता है"}।`,
      );
    } else out.push(L === "en" ? "There is no Mangal dosha in your chart." : "आपकी कुंडली में मंगल दोष नहीं है।");
  }
  return out.join(" ");
}

/** What the yoga asked about (or the chart's first) points to: "Raja yoga points to rise in status …". */
function yogaMeaning(c: ReadingContext, L: Lang): string {
  const asked = c.direct.find((d) => d.kind === "yogas")?.yoga;
  const y = c.yogas.find((x) => x.key === asked) ?? (asked ? undefined : c.yogas.find((x) => x.key !== "kemadruma"));
  const meaning = y && YOGA_MEANING[y.key];
  if (!y || !meaning) return "";
  return L === "en"
    ? `${y.name} yoga points to ${meaning.en}; it gives its fruit most in the periods of ${joinList(
        y.grahas.map((g) => grahaName(g, L)),
        L,
      )}.`
    : `${YOGA_NAME_HI[y.key] ?? y.name} योग ${meaning.hi} का संकेत देता है; इसका फल ${joinList(
        y.grahas.map((g) => grahaName(g, L)),
        L,
      )} की दशाओं में सबसे अधिक मिलता है।`;
}

function yogaParagraph(c: ReadingContext, L: Lang, max: number): string | null {
  const yogas = c.yogas
    .filter((y) => y.key !== "kemadruma" && (y.bearsOnTopic || c.topic === "life_path"))
    .slice(0, max);
  if (yogas.length === 0) return null;
  return yogas
    .map((y) => {
      const by = joinList(
        y.grahas.map((x) => grahaName(x, L)),
        L,
      );
      const meaning = YOGA_MEANING[y.key] ?? { en: "a special strength", hi: "एक विशेष बल" };
      return L === "en"
        ? `You also have ${y.name} yoga, formed by ${by}, which points to ${meaning.en}.`
        : `आपकी कुंडली में ${YOGA_NAME_HI[y.key] ?? y.name} योग भी है (${by} से बना), जो ${meaning.hi} का संकेत देता है।`;
    })
    .join(" ");
}
