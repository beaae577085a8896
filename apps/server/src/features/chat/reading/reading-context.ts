import type { Astrologer } from "@graha/contracts";
import {
  aspectsSign,
  GRAHAS,
  julianDayUtFromEpochMs,
  runningDashas,
  saturnReturnPeriod,
  type Chart,
  type DashaPeriod,
  type Dignity,
  type Graha,
} from "@graha/jyotish";
import { detectDirectQuestions, type DirectQuestion } from "./direct-question.ts";
import { directAnswer } from "./direct-answer.ts";
import { classifySafety, refusalOf, type Refusal, type SafetyClass } from "./safety.ts";
import { readingTopics, TOPIC_RULES, type Topic, type TopicRule } from "./topics.ts";
import { bondReading, derivedHouse, derivedReading, KIN_KARAKA, type DerivedReading } from "./derived-house.ts";
import type { RelativeChart } from "./relative-chart.ts";
import { carryOver, understandQuestion, type ConversationState, type Understanding } from "../understanding/index.ts";
import { slowTransits, type TransitsFact } from "./transits.ts";
import { readingContextAsText } from "./context-text.ts";
import { secondQuestion } from "./second-question.ts";
import { predictionFacts, type PredictionFact, type PredictionType } from "./prediction.ts";
import { dayForAsker, muhuratDays, muhuratMonths, type MuhuratDay, type MuhuratFact } from "./muhurat.ts";
import { asksMuhurat, asksMuhuratMonth, muhuratActivity } from "../understanding/muhurat.ts";
import { normalize } from "../understanding/text.ts";

export { readingContextAsText };
export type { DerivedReading, RelativeChart };
export type { Topic, SafetyClass, Refusal, TransitsFact, PredictionFact, PredictionType };

export type ReplyLanguage = "English" | "Hindi";

/** Where the person stands in marriage, from the birth record: a reading of marriage starts from it. */
export type MaritalSituation = "single" | "married" | "separated" | "unknown";

/** The record's `marital_status` (Single, Married, Divorced, Widowed, …) as a reading uses it. */
export function maritalSituation(status: string | undefined): MaritalSituation {
  const s = (status ?? "").toLowerCase();
  if (/divorc|widow|separat/.test(s)) return "separated";
  if (/married|engaged/.test(s) && !/unmarried|never/.test(s)) return "married";
  if (/single|unmarried|never/.test(s)) return "single";
  return "unknown";
}

// What a message tells of the asker's marriage, when the record does not say it: "my husband",
// "shaadi ko 4 saal ho gaye" (married); "I got divorced", "पति गुज़र गए" (separated or widowed).
// ("will we get divorced?" asks about a marriage there is.)
const TOLD_SEPARATED =
  /\b((?<!\b(get|gets|getting|be|being) )divorced|widowed|widow|(?<!\b(get|gets|getting|be|being) )separated|talaq ho gaya|talak ho gaya|(husband|wife) (passed away|died))\b|तलाक हो गया|विधवा|पति (गुज़र|गुजर|नहीं रहे)|पत्नी (गुज़र|गुजर|नहीं रहीं)/iu;
const TOLD_MARRIED =
  /\b(my (husband|wife|hubby)|mere (pati|husband)|meri (patni|wife|biwi)|(pati|patni) se|been married|married (for|since)|(shaadi|shadi) ko \d+|sasural|sasuraal|our marriage|my marriage is (falling|breaking|in trouble|on the rocks|not working))\b|मेरे पति|मेरी पत्नी|(पति|पत्नी) से|शादी को \d+|ससुराल|हमारा तलाक|हमारी शादी (टूट|में)/iu;

/**
 * The asker's marriage: the record's, or what their messages tell when the record is silent or
 * says single ("My husband and I had a huge fight … will he come back?" is a married person's).
 */
function maritalOf(status: string | undefined, messages: readonly string[]): MaritalSituation {
  const recorded = maritalSituation(status);
  if (recorded === "separated") return recorded;
  const told = messages.join(" \n ");
  if (TOLD_SEPARATED.test(told)) return "separated";
  return TOLD_MARRIED.test(told) ? "married" : recorded;
}

/** "Tell me more", "explain in detail", "aur batao", "विस्तार से": the user asks for the long reading. */
const WANTS_DETAIL =
  /\b(tell me more|more detail|in detail|detailed|explain (it |this |that )?(fully|more|in depth)|elaborate|aur batao|aur bataiye|vistar se|vistaar se)\b|विस्तार से|और बताओ|और बताइए|और बताइये|विस्तार में/iu;

/** One natal graha: everything a reply may say about its placement. */
export interface PlacementFact {
  readonly graha: Graha;
  readonly signIndex: number;
  /** Whole-sign house from the ascendant, 1–12. */
  readonly house: number;
  readonly nakshatraIndex: number;
  readonly pada: number;
  readonly dignity: Dignity;
  readonly retrograde: boolean;
  readonly combust: boolean;
  /** Houses whose sign this graha rules (empty for Rahu and Ketu). */
  readonly rules: readonly number[];
}

/** Where a house's or a period's lord sits: its whole-sign house and its sign. */
export interface LordPlacement {
  readonly lord: Graha;
  readonly lordHouse: number;
  readonly lordSignIndex: number;
}

/** A house that bears on the question. */
export interface HouseFact extends LordPlacement {
  readonly house: number;
  readonly signIndex: number;
  readonly lordDignity: Dignity;
  readonly occupants: readonly Graha[];
  /** Grahas that aspect the house's sign (Parashari full aspects, sign to sign). */
  readonly aspectedBy: readonly Graha[];
}

/** How a dasha lord is tied to the topic's houses. */
export interface TopicLink {
  readonly kind: "rules" | "occupies" | "aspects" | "karaka";
  readonly house?: number;
}

export interface PeriodFact extends LordPlacement {
  readonly level: "mahadasha" | "antardasha" | "pratyantardasha";
  /** ISO dates (YYYY-MM-DD). */
  readonly start: string;
  readonly end: string;
  readonly lordRules: readonly number[];
  readonly topicLinks: readonly TopicLink[];
}

/** A mahadasha–antardasha period ahead whose lords are tied to the topic. */
export interface TimingWindow {
  readonly mahadasha: Graha;
  readonly antardasha: Graha;
  readonly start: string;
  readonly end: string;
  readonly links: readonly TopicLink[];
  /** Higher is stronger: the antardasha lord's ties to the topic (double weight) plus the mahadasha lord's. */
  readonly strength: number;
  /** Its sub-periods (pratyantardashas) from today on whose lord is itself tied to the topic. */
  readonly peaks?: readonly { readonly lord: Graha; readonly start: string; readonly end: string }[];
}

/** The periods tied to the topic in and after the period a question asks about. */
export interface HorizonTiming {
  /** The period asked, as calendar dates (YYYY-MM-DD, both inclusive). */
  readonly start: string;
  readonly end: string;
  /** Topic periods overlapping it, earliest first, with their real dates. */
  readonly inside: readonly TimingWindow[];
  /** The first topic period that begins after it (within ~8 years), if any. */
  readonly after: TimingWindow | null;
  /**
   * Inside the period asked, the sub-periods (pratyantardashas) of the topic periods whose
   * lord is itself tied to the topic, clipped to the period asked, earliest first: the
   * months that stand out when asked "which months exactly?".
   */
  readonly peaks: readonly { readonly lord: Graha; readonly start: string; readonly end: string }[];
}

export interface YogaFact {
  readonly key: string;
  readonly name: string;
  readonly grahas: readonly Graha[];
  readonly details: readonly string[];
  readonly bearsOnTopic: boolean;
}

/** An exact answer to a direct fact question, in both languages. */
export interface DirectAnswer extends DirectQuestion {
  readonly en: string;
  readonly hi: string;
}

/** Everything a reply may state for one question on one chart. */
export interface ReadingContext {
  readonly astrologer: Astrologer;
  readonly language: ReplyLanguage;
  readonly person: {
    readonly name: string;
    readonly gender: "Male" | "Female";
    readonly marital: MaritalSituation;
    /** A celebrity's chart (the record's `is_celebrity`): the reply speaks of them, not to them. */
    readonly celebrity: boolean;
    /** A relative's own chart, cast from the birth details in the question: the reply speaks of them, not to the asker. */
    readonly relative: RelativeChart | null;
  };
  readonly question: string;
  /** The question asks for the long reading ("tell me more", "विस्तार से"); otherwise the reply is brief. */
  readonly wantsDetail: boolean;
  /** ISO instant of "now" (dashas and transits). */
  readonly asOf: string;
  /** Birth instant of the chart (ISO UTC), used as a stable seed. */
  readonly chartUtc: string;
  readonly topic: Topic;
  readonly topics: readonly Topic[];
  /** The question is about a relative's matter, read by the derived house (derived-house.ts); null for the asker's own. */
  readonly derived: DerivedReading | null;
  /** The question asks for a time: its form is "when", or it names a period. */
  readonly asksWhen: boolean;
  /** How the question was read (understanding/), with what a follow-up carried over from the turn before. */
  readonly conversation: ConversationState;
  readonly safety: SafetyClass;
  /** An illness is told on the way to another question ("thyroid, under control now … when will I get married?"): answered, with the doctor kept in charge (ADR 047). */
  readonly illnessTold: boolean;
  /** Set when the question gets a refusal (off topic, death, medical, self-harm) instead of a reading. */
  readonly refusal: Refusal | null;
  /** The question is never charged: it gets a refusal. */
  readonly unchargeable: boolean;
  readonly direct: readonly DirectAnswer[];
  readonly ascendant: { readonly signIndex: number; readonly nakshatraIndex: number; readonly lord: Graha };
  readonly moon: {
    readonly signIndex: number;
    readonly nakshatraIndex: number;
    readonly pada: number;
    readonly nakshatraLord: Graha;
  };
  readonly planets: Readonly<Record<Graha, PlacementFact>>;
  /**
   * The atmakaraka by the seven-karaka rule (Jaimini): of the Sun to Saturn, the graha furthest
   * through its sign, with its whole degrees there.
   */
  readonly atmakaraka: { readonly graha: Graha; readonly degree: number };
  readonly topicHouses: readonly HouseFact[];
  /** Natural significators of the topic. */
  readonly karakas: readonly Graha[];
  /** Present yogas only. */
  readonly yogas: readonly YogaFact[];
  readonly mangalDosha: {
    /** From the ascendant or the Moon, before exceptions. */
    readonly present: boolean;
    /** Present and not cancelled by an exception. */
    readonly effective: boolean;
    readonly fromAscendant: { readonly house: number; readonly present: boolean };
    readonly fromMoon: { readonly house: number; readonly present: boolean };
  };
  readonly dasha: {
    readonly mahadasha: PeriodFact | null;
    readonly antardasha: PeriodFact | null;
    readonly pratyantardasha: PeriodFact | null;
    /** Up to four antardashas after the running one (crossing into the next mahadasha). */
    readonly nextAntardashas: readonly PeriodFact[];
    readonly nextMahadasha: PeriodFact | null;
  };
  readonly transits: TransitsFact;
  /** Periods in the next ~8 years whose lords are tied to the topic, best first (strength, then nearness). */
  readonly timingWindows: readonly TimingWindow[];
  /**
   * For a question that names a period: the periods tied to the topic that overlap it (in
   * order), and the first one that begins after it. Null without a period asked.
   */
  readonly horizonTiming: HorizonTiming | null;
  /** The topic periods of the next twelve months: the months just ahead, for someone in a hard turn. */
  readonly nearTiming: HorizonTiming;
  /** Set when the request is a prediction for a period rather than a question. */
  readonly prediction?: PredictionFact;
  /** For a question asking an auspicious day for something (a muhurat): the days found, else null. */
  readonly muhurat: MuhuratFact | null;
  /** For "how will today (tomorrow) be?" with no subject: that day as it falls for the asker, else null. */
  readonly day: MuhuratDay | null;
  /** A short period asked about as a whole ("how's my week looking?"): each of its days, for the asker; null otherwise. */
  readonly days: readonly MuhuratDay[] | null;
  /** Asked about ("when does my Saturn return start?"): transiting Saturn's stay in its birth sign, running or next. */
  readonly saturnReturn?: SaturnReturnFact | null;
  /** A message asking two questions: the reading of the one this reading does not answer (second-question.ts). */
  readonly second?: ReadingContext | null;
}

export interface ReadingInput {
  chart: Chart;
  person: {
    name: string;
    gender: "Male" | "Female";
    language: "English" | "Hindi";
    /** The record's `marital_status`; unknown when absent. */
    maritalStatus?: string;
    celebrity?: boolean;
    /** Set when `chart` is the relative's the question is about, not the asker's. */
    relative?: RelativeChart;
  };
  astrologer: Astrologer;
  question: string;
  now: Date;
  /**
   * The user's earlier questions in this chat, oldest first: a follow-up ("and when?",
   * "which months exactly?") keeps their topic and period; a new subject starts fresh.
   */
  earlierQuestions?: readonly string[];
  /** The reply to the last of them, kept in the conversation state only for a follow-up. */
  previousAnswer?: string;
  /** Read the message as one question (set when reading one of a message's two questions). */
  single?: boolean;
  /**
   * Read the message on this one of its subjects first: the second reading of one sentence
   * that asks about two ("naukri aur shaadi dono kab tak hogi", second-question.ts).
   */
  topicFirst?: Topic;
}

const day = (iso: string) => iso.slice(0, 10);
/** A period asked that is one day ("aaj", "kal", "tomorrow"). */
const oneDay = (h: { start: string; end: string } | null) => h !== null && h.start === h.end;

/**
 * The days of a short period asked about as a whole ("how's my week looking?", "agle 5 din
 * kaise rahenge"): two to ten days, from today on; null otherwise.
 */
function shortPeriodDays(h: { start: string; end: string } | null, today: string): string[] | null {
  if (h === null || h.start === h.end) return null;
  const from = Date.parse(`${h.start > today ? h.start : today}T00:00:00Z`);
  const to = Date.parse(`${h.end}T00:00:00Z`);
  const count = Math.round((to - from) / 86_400_000) + 1;
  if (count < 2 || count > 10) return null;
  return Array.from({ length: count }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));
}

function ruledHouses(chart: Chart, g: Graha): number[] {
  return chart.houses.wholeSign.filter((h) => h.lord === g).map((h) => h.house);
}

function topicLinks(chart: Chart, g: Graha, rule: TopicRule): TopicLink[] {
  const links: TopicLink[] = [];
  const p = chart.planets[g];
  for (const h of rule.houses) {
    if (chart.houses.wholeSign[h - 1]!.lord === g) links.push({ kind: "rules", house: h });
  }
  if (rule.houses.includes(p.house)) links.push({ kind: "occupies", house: p.house });
  const main = rule.houses[0]!;
  if (p.house !== main && aspectsSign(g, p.signIndex, chart.houses.wholeSign[main - 1]!.signIndex)) {
    links.push({ kind: "aspects", house: main });
  }
  if (rule.karakas.includes(g)) links.push({ kind: "karaka" });
  return links;
}

function periodFact(chart: Chart, p: DashaPeriod, level: PeriodFact["level"], rule: TopicRule): PeriodFact {
  const planet = chart.planets[p.lord];
  return {
    level,
    lord: p.lord,
    start: day(p.start),
    end: day(p.end),
    lordHouse: planet.house,
    lordSignIndex: planet.signIndex,
    lordRules: ruledHouses(chart, p.lord),
    topicLinks: topicLinks(chart, p.lord, rule),
  };
}

function houseFact(chart: Chart, house: number): HouseFact {
  const h = chart.houses.wholeSign[house - 1]!;
  const lord = chart.planets[h.lord];
  return {
    house,
    signIndex: h.signIndex,
    lord: h.lord,
    lordHouse: lord.house,
    lordSignIndex: lord.signIndex,
    lordDignity: lord.dignity,
    occupants: GRAHAS.filter((g) => chart.planets[g].house === house),
    aspectedBy: GRAHAS.filter(
      (g) => chart.planets[g].house !== house && aspectsSign(g, chart.planets[g].signIndex, h.signIndex),
    ),
  };
}

/** Antardashas from now on (up to `years` ahead), across mahadasha boundaries. */
function upcomingAntardashas(chart: Chart, jdNow: number, years: number) {
  const out: { md: DashaPeriod; ad: DashaPeriod }[] = [];
  for (const md of chart.dasha.mahadashas) {
    if (md.endJulianDayUt <= jdNow) continue;
    if (md.startJulianDayUt > jdNow + years * 365.25) break;
    for (const ad of md.antardashas ?? []) {
      if (ad.endJulianDayUt <= jdNow || ad.startJulianDayUt > jdNow + years * 365.25) continue;
      out.push({ md, ad });
    }
  }
  return out;
}

function dashaFacts(chart: Chart, jdNow: number, rule: TopicRule) {
  const chain = runningDashas(chart.dasha, jdNow);
  const [md, ad, pd] = chain;
  const mdIndex = md ? chart.dasha.mahadashas.indexOf(md) : -1;
  const nextMd = mdIndex >= 0 ? chart.dasha.mahadashas[mdIndex + 1] : undefined;
  const upcoming = upcomingAntardashas(chart, jdNow, 40).filter(({ ad: a }) => a.startJulianDayUt > jdNow);
  return {
    mahadasha: md ? periodFact(chart, md, "mahadasha", rule) : null,
    antardasha: ad ? periodFact(chart, ad, "antardasha", rule) : null,
    pratyantardasha: pd ? periodFact(chart, pd, "pratyantardasha", rule) : null,
    nextAntardashas: upcoming.slice(0, 4).map(({ ad: a }) => periodFact(chart, a, "antardasha", rule)),
    nextMahadasha: nextMd ? periodFact(chart, nextMd, "mahadasha", rule) : null,
  };
}

// Owning a topic house ties a lord most closely to it; occupying, then aspecting or being a karaka less.
const LINK_WEIGHT: Readonly<Record<TopicLink["kind"], number>> = { rules: 3, occupies: 2, aspects: 1, karaka: 1 };
const linkWeight = (links: readonly TopicLink[]) => links.reduce((sum, l) => sum + LINK_WEIGHT[l.kind], 0);

const yearsBetween = (fromIso: string, toIso: string) =>
  Math.max(0, (Date.parse(toIso) - Date.parse(fromIso)) / 31_557_600_000);

/** Every antardasha of the next `years` whose lord is tied to the topic, in order. */
function topicPeriods(chart: Chart, jdNow: number, nowIso: string, rule: TopicRule, years = 8): TimingWindow[] {
  const windows: TimingWindow[] = [];
  for (const { md, ad } of upcomingAntardashas(chart, jdNow, years)) {
    const mdLinks = topicLinks(chart, md.lord, rule);
    const adLinks = topicLinks(chart, ad.lord, rule);
    if (adLinks.length === 0) continue;
    windows.push({
      mahadasha: md.lord,
      antardasha: ad.lord,
      start: day(ad.startJulianDayUt < jdNow ? nowIso : ad.start),
      end: day(ad.end),
      links: adLinks,
      strength: 2 * linkWeight(adLinks) + linkWeight(mdLinks),
      peaks: (ad.pratyantardashas ?? [])
        .filter((pd) => pd.endJulianDayUt > jdNow && topicLinks(chart, pd.lord, rule).length > 0)
        .map((pd) => ({
          lord: pd.lord,
          start: day(pd.startJulianDayUt < jdNow ? nowIso : pd.start),
          end: day(pd.end),
        })),
    });
  }
  return windows;
}

function timingWindows(chart: Chart, jdNow: number, nowIso: string, rule: TopicRule): TimingWindow[] {
  const windows = topicPeriods(chart, jdNow, nowIso, rule);
  // Nearer periods matter more to the person asking: half a point less per year ahead.
  const rank = (w: TimingWindow) => w.strength - 0.5 * yearsBetween(nowIso, w.start);
  return windows.sort((a, b) => rank(b) - rank(a) || a.start.localeCompare(b.start)).slice(0, 4);
}

/** The topic periods inside and after the period asked (periods that ended before today are not read). */
function horizonTiming(
  chart: Chart,
  jdNow: number,
  nowIso: string,
  rule: TopicRule,
  horizon: ConversationState["horizon"],
): HorizonTiming | null {
  if (!horizon || horizon.end < day(nowIso)) return null;
  const periods = topicPeriods(
    chart,
    jdNow,
    nowIso,
    rule,
    Math.max(8, Number(horizon.end.slice(0, 4)) - Number(nowIso.slice(0, 4)) + 2),
  );
  const start = horizon.start < day(nowIso) ? day(nowIso) : horizon.start;
  const inside = periods.filter((w) => w.start <= horizon.end && w.end >= horizon.start);
  const peaks = inside.flatMap((w) =>
    chart.dasha.mahadashas
      .filter((md) => md.lord === w.mahadasha)
      .flatMap((md) => md.antardashas ?? [])
      .filter((ad) => ad.lord === w.antardasha && day(ad.end) === w.end)
      .flatMap((ad) => ad.pratyantardashas ?? [])
      .filter((pd) => day(pd.start) <= horizon.end && day(pd.end) >= start)
      .filter((pd) => topicLinks(chart, pd.lord, rule).length > 0)
      .map((pd) => ({
        lord: pd.lord,
        start: day(pd.start) < start ? start : day(pd.start),
        end: day(pd.end) > horizon.end ? horizon.end : day(pd.end),
      })),
  );
  return { start, end: horizon.end, inside, after: periods.find((w) => w.start > horizon.end) ?? null, peaks };
}

/** Today and the twelve months after it, as calendar dates. */
function nextYear(now: Date): { start: string; end: string } {
  const end = new Date(now);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { start: day(now.toISOString()), end: day(end.toISOString()) };
}

/** The conversation after `question`: each earlier question read in turn, carried over where it refers back. */
function conversationState(
  earlier: readonly string[],
  question: string,
  now: Date,
  previousAnswer: string | undefined,
): ConversationState {
  let state: ConversationState | null = null;
  for (const q of earlier) state = carryOver(state, understandQuestion(q, now));
  return carryOver(state, understandQuestion(question, now), previousAnswer ?? null);
}

/** The safety rules' class, or the one a question out of scope calls for (death timing, a medical matter). */
function safetyOf(safety: SafetyClass, understanding: Understanding): SafetyClass {
  // An illness the reader found only told, before another subject, is no refusal (understand.ts).
  if (safety === "illness" && understanding.outOfScope === null) return "none";
  if (safety !== "none") return safety;
  if (understanding.outOfScope === "death_timing") return "death";
  if (understanding.outOfScope === "medical") return "illness";
  return "none";
}

/** Transiting Saturn's stay in the sign natal Saturn holds: its dates (ISO days) and whether it runs now. */
export interface SaturnReturnFact {
  readonly start: string;
  readonly end: string;
  readonly active: boolean;
}

function saturnReturnOf(chart: Chart, jdNow: number): SaturnReturnFact | null {
  const p = saturnReturnPeriod(chart.planets.saturn.signIndex, jdNow, { ayanamsa: chart.ayanamsa.name });
  return p ? { start: p.start.slice(0, 10), end: p.end.slice(0, 10), active: p.startJulianDayUt <= jdNow } : null;
}

/** Computes the facts a reply to `question` may use, from the chart and the current sky. */
export function buildReadingContext(input: ReadingInput): ReadingContext {
  const { chart, person, astrologer, question, now } = input;
  const jdNow = julianDayUtFromEpochMs(now.getTime());
  const directQuestions = detectDirectQuestions(question);
  const conversation = conversationState(input.earlierQuestions ?? [], question, now, input.previousAnswer);
  const rules = classifySafety(question);
  const safety = safetyOf(rules, conversation.understanding);
  const refusal = refusalOf(
    safety,
    conversation.understanding.outOfScope,
    conversation.understanding.courtesy !== null,
  );
  const read = readingTopics(conversation.topics);
  // A question with no subject about the asker's bond with a relative ("my daughter hasn't
  // spoken to me in a year. will things get better?") is that relationship.
  const bondOnly =
    read.length === 0 && directQuestions.length === 0 && !person.relative && !input.topicFirst
      ? bondReading(question, conversation.people, { toldOnTheWay: true })
      : null;
  const topics = input.topicFirst
    ? [input.topicFirst, ...read.filter((t) => t !== input.topicFirst)]
    : bondOnly
      ? (["marriage"] as Topic[])
      : read;
  const topic: Topic =
    topics[0] ??
    (directQuestions.length > 0
      ? "direct"
      : conversation.horizon
        ? "timing"
        : astrologer === "oracle"
          ? "life_path"
          : "timing");
  // A relative's matter is read by the derived houses of the asker's chart (each topic house
  // counted from the relative's), unless the chart is the relative's own.
  const derived =
    bondOnly ??
    (topics[0] === undefined || person.relative
      ? null
      : derivedReading(question, conversation.people, topic, TOPIC_RULES[topic].houses[0]!));
  const rule: TopicRule = derived?.bond
    ? // The asker's bond with a relative: the relative's own house and natural significator.
      { ...TOPIC_RULES[topic], houses: [derived.house], karakas: [KIN_KARAKA[derived.who]] }
    : derived
      ? {
          ...TOPIC_RULES[topic],
          houses: TOPIC_RULES[topic].houses.map((h) => derivedHouse(derived.relativeHouse, h)),
        }
      : TOPIC_RULES[topic];
  const planets = {} as Record<Graha, PlacementFact>;
  for (const g of GRAHAS) {
    const p = chart.planets[g];
    planets[g] = {
      graha: g,
      signIndex: p.signIndex,
      house: p.house,
      nakshatraIndex: p.nakshatra.index,
      pada: p.nakshatra.pada,
      dignity: p.dignity,
      retrograde: p.retrograde,
      combust: p.combust,
      rules: ruledHouses(chart, g),
    };
  }
  const dasha = dashaFacts(chart, jdNow, rule);
  // A muhurat asked, or asked again for another period ("aur agle mahine?" after "gaadi lene
  // ka shubh din"): a follow-up that names no subject of its own keeps the activity.
  const before = input.earlierQuestions?.at(-1);
  const muhuratAsked = asksMuhurat(normalize(question))
    ? normalize(question)
    : conversation.carried &&
        conversation.understanding.topics.length === 0 &&
        before !== undefined &&
        asksMuhurat(normalize(before))
      ? normalize(before)
      : null;
  const muhurat =
    refusal === null && muhuratAsked !== null
      ? (asksMuhuratMonth(muhuratAsked) ? muhuratMonths : muhuratDays)(
          chart,
          muhuratActivity(muhuratAsked),
          conversation.horizon,
          now,
        )
      : null;
  const context: Omit<ReadingContext, "direct"> = {
    astrologer,
    language: person.language,
    person: {
      name: person.name,
      gender: person.gender,
      // A relative's chart is read without the asker's marriage.
      marital: person.relative
        ? "unknown"
        : maritalOf(person.maritalStatus, [...(input.earlierQuestions ?? []), question]),
      celebrity: person.celebrity ?? false,
      relative: person.relative ?? null,
    },
    question,
    wantsDetail: WANTS_DETAIL.test(question),
    asOf: now.toISOString(),
    chartUtc: chart.utc,
    topic,
    topics,
    derived,
    asksWhen: conversation.form === "when" || conversation.horizon !== null,
    conversation,
    safety,
    illnessTold: rules === "illness" && safety === "none",
    refusal,
    unchargeable: refusal !== null,
    ascendant: {
      signIndex: chart.ascendant.signIndex,
      nakshatraIndex: chart.ascendant.nakshatra.index,
      lord: chart.houses.wholeSign[0]!.lord,
    },
    moon: {
      signIndex: chart.planets.moon.signIndex,
      nakshatraIndex: chart.planets.moon.nakshatra.index,
      pada: chart.planets.moon.nakshatra.pada,
      nakshatraLord: chart.planets.moon.nakshatra.lord,
    },
    planets,
    atmakaraka: atmakarakaOf(chart),
    topicHouses: rule.houses.map((h) => houseFact(chart, h)),
    karakas: rule.karakas,
    yogas: chart.yogas
      .filter((y) => y.present)
      .map((y) => ({
        key: y.key,
        name: y.name,
        grahas: y.grahas,
        details: y.details,
        bearsOnTopic: y.grahas.some(
          (g) => rule.karakas.includes(g) || rule.houses.some((h) => chart.houses.wholeSign[h - 1]!.lord === g),
        ),
      })),
    mangalDosha: {
      present: chart.mangalDosha.present,
      effective: chart.mangalDosha.effective,
      fromAscendant: { ...chart.mangalDosha.fromAscendant },
      fromMoon: { ...chart.mangalDosha.fromMoon },
    },
    dasha,
    transits: slowTransits(chart, now),
    timingWindows: timingWindows(chart, jdNow, now.toISOString(), rule),
    horizonTiming: horizonTiming(chart, jdNow, now.toISOString(), rule, conversation.horizon),
    nearTiming: horizonTiming(chart, jdNow, now.toISOString(), rule, nextYear(now))!,
    muhurat,
    day:
      refusal === null &&
      !muhurat &&
      topics.length === 0 &&
      directQuestions.length === 0 &&
      oneDay(conversation.horizon)
        ? dayForAsker(chart, conversation.horizon!.start)
        : null,
    days:
      refusal === null && !muhurat && topics.length === 0 && directQuestions.length === 0
        ? (shortPeriodDays(conversation.horizon, now.toISOString().slice(0, 10))?.map((d) => dayForAsker(chart, d)) ??
          null)
        : null,
  };
  const second = input.single ? null : secondQuestion(input, context, buildReadingContext);
  // Saturn's return is looked for (a 31-year search) only when asked.
  const withReturn = directQuestions.some((d) => d.kind === "saturn_return")
    ? { ...context, saturnReturn: saturnReturnOf(chart, jdNow) }
    : context;
  return { ...withReturn, direct: directQuestions.map((d) => directAnswer(d, withReturn)), second };
}

export interface PredictionInput {
  chart: Chart;
  person: { name: string; gender: "Male" | "Female" };
  language: ReplyLanguage;
  type: PredictionType;
  now: Date;
}

/**
 * The reading context of a personal prediction: the chart's facts as for a question to
 * Oracle (dashas, Sade Sati, yogas), plus the period's transits over the natal houses and
 * the Moon with their ashtakavarga points. The same writers turn it into text.
 */
export function buildPredictionContext(input: PredictionInput): ReadingContext {
  const base = buildReadingContext({
    chart: input.chart,
    person: { ...input.person, language: input.language },
    astrologer: "oracle",
    question: `${input.type} prediction`,
    now: input.now,
  });
  return { ...base, prediction: predictionFacts(input.chart, input.type, input.now) };
}

/** The seven karaka grahas (Rahu and Ketu are left out in this scheme). */
const SEVEN_KARAKAS: readonly Graha[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];

/** The graha furthest through its sign among the seven: the atmakaraka (Jaimini's seven-karaka rule). */
function atmakarakaOf(chart: Chart): { graha: Graha; degree: number } {
  const inSign = (g: Graha) => chart.planets[g].longitudeDeg % 30;
  const graha = SEVEN_KARAKAS.reduce((best, g) => (inSign(g) > inSign(best) ? g : best));
  return { graha, degree: Math.floor(inSign(graha)) };
}
