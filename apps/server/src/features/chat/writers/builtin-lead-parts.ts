// Parts every lead of the builtin writer shares: the lead's shape, the asker's name as a
// vocative, months and timing windows as the reply names them, and why a window counts.
import { dayMonth, monthYear, span, type Lang } from "../reading/names.ts";
import type { ReadingContext, TimingWindow } from "../reading/reading-context.ts";
import { askingSpokenClauses } from "../understanding/text.ts";
import { linkPhrase } from "./builtin-periods.ts";
import { bareName } from "./builtin-text.ts";
import { fill } from "./builtin-voice.ts";
import PHRASES from "./builtin-phrases.json" with { type: "json" };

const RELATIVE = PHRASES.relativeBirth;

/** The lead of a reply: its first sentence(s), and whether it already gave the timing. */
export interface Lead {
  readonly text: string;
  readonly timing: boolean;
  /** For a remedy question: the remedy line the answer gave (the closing step then offers another). */
  readonly remedy?: string;
  /** The lead gives its own reasons from the chart (a muhurat's checks): no paragraph on the topic's houses follows. */
  readonly reasons?: boolean;
  /** The lead answers the message's second question too ("pehle naukri ya shaadi?"): no second answer follows. */
  readonly both?: boolean;
  /** The lead names the ascendant and the Moon itself (a chart overview): the anchor line is not added. */
  readonly anchored?: boolean;
}

export type Pick = <T>(items: readonly T[]) => T;
export const ymd = (c: ReadingContext) => c.asOf.slice(0, 10);
export const addDaysIso = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const addMonthsIso = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};

/** "Asha" as a vocative, not for a celebrity's or a relative's chart (spoken of, not to). */
export const vocative = (c: ReadingContext) => (spokenOf(c) ? "" : `, ${c.person.name}`);

/** The chart is not the asker's own but a celebrity's or a relative's: the reply speaks of them. */
export const spokenOf = (c: ReadingContext) => c.person.celebrity || c.person.relative !== null;

/** The pronoun the reply speaks of the chart's owner with. */
export const pronounOf = (c: ReadingContext): "he" | "she" | "they" =>
  c.person.relative?.pronoun ?? (c.person.gender === "Female" ? "she" : "he");

/** "This is read from your son's own chart (born 14/02/2010, 06:15, Indore)." */
export function whoseChart(c: ReadingContext, L: Lang): string {
  const relative = c.person.relative!;
  return fill(RELATIVE.whose[L], { who: relative.label[L], ...relative.birth });
}

/** "Mar 2026 to Jun 2026" / "मार्च 2026 से जून 2026 तक"; one month when both fall in it. */
export function months(start: string, end: string, L: Lang): string {
  if (start.slice(0, 7) === end.slice(0, 7)) return monthYear(start, L);
  return L === "en"
    ? `${monthYear(start, L)} to ${monthYear(end, L)}`
    : `${monthYear(start, L)} से ${monthYear(end, L)} तक`;
}

/** "10 Mar 2026 to 15 Jan 2027" / "10 मार्च 2026 से 15 जनवरी 2027 तक": a period to the day. */
export const days = (start: string, end: string, L: Lang): string =>
  L === "en" ? `${dayMonth(start, L)} to ${dayMonth(end, L)}` : `${dayMonth(start, L)} से ${dayMonth(end, L)} तक`;

/**
 * A window named as the checker reads it: "the present Venus–Sun period, running until Jan
 * 2027" or with its dates; `fromDay` names the day it starts ("20 Jan 2027 – Feb 2028").
 */
export function windowName(c: ReadingContext, w: TimingWindow, L: Lang, fromDay = false): string {
  const pair = `${bareName(w.mahadasha, L)}–${bareName(w.antardasha, L)}`;
  const running = w.start <= ymd(c);
  const dates = fromDay
    ? L === "en"
      ? `${dayMonth(w.start, L)} – ${monthYear(w.end, L)}`
      : `${dayMonth(w.start, L)} से ${monthYear(w.end, L)} तक`
    : span(w.start, w.end, L);
  if (L === "en")
    return running
      ? `the present ${pair} period, running until ${monthYear(w.end, L)}`
      : `the ${pair} period (${dates})`;
  return running ? `अभी चल रही ${pair} की अवधि (${monthYear(w.end, L)} तक)` : `${pair} की अवधि (${dates})`;
}

export const because = (w: TimingWindow, L: Lang, topic: string) =>
  L === "en"
    ? `because ${linkPhrase({ lord: w.antardasha }, w.links, L, topic)}`
    : `क्योंकि ${linkPhrase({ lord: w.antardasha }, w.links, L, topic)}`;

/** The strongest window inside the period asked (earliest on a tie). */
export const strongest = (ws: readonly TimingWindow[]) =>
  ws.reduce<TimingWindow | undefined>((best, w) => (!best || w.strength > best.strength ? w : best), undefined);

/** The window to lead with: the nearest of the best ones when it is nearly as strong, else the best. */
export function leadWindow(c: ReadingContext): TimingWindow | undefined {
  const best = c.timingWindows[0];
  if (!best) return undefined;
  const nearest = [...c.timingWindows].sort((a, b) => a.start.localeCompare(b.start))[0]!;
  return nearest.strength >= best.strength * 0.6 ? nearest : best;
}

/** "or" between two options ("job or business", "2027 ya 2028", "जून या जुलाई"). */
export const OPTION_WORD = /\b(or|ya|yaa|vs|versus)\b| या /iu;

/** The sentences of the question that ask, where its options are named (the whole message when all ask or none does). */
export const askedText = (c: ReadingContext) => (askingSpokenClauses(c.question) ?? [c.question]).join(" ");
