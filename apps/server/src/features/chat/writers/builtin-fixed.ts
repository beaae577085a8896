import { ASTROLOGER_NAMES } from "@graha/contracts";
import type { KootaKey } from "@graha/jyotish";
import { joinList, type Lang } from "../reading/names.ts";
import type { ReadingContext, Refusal, RelativeChart } from "../reading/reading-context.ts";
import type { Courtesy } from "../understanding/courtesy.ts";
import { asksAboutApp } from "../understanding/out-of-scope.ts";
import { normalize } from "../understanding/text.ts";
import type { Bi } from "./builtin-phrases.ts";
import { safeReply } from "./builtin-safety.ts";
import { fill, seededRandom } from "./builtin-voice.ts";
// The words of the replies written without the writer: refusals and the partner match.
import PHRASES from "./builtin-phrases.json" with { type: "json" };

/** A part of a partner's birth that a match needs. */
export type BirthPart = "date" | "time" | "place";

/** The computed match of the asker's chart with a partner's, as the reply states it. */
export interface PartnerMatchFacts {
  readonly partner: { readonly date: string; readonly time: string; readonly place: string };
  readonly totalPoints: number;
  readonly kootas: readonly { readonly key: KootaKey; readonly points: number; readonly maxPoints: number }[];
  readonly mangal: {
    readonly you: { readonly present: boolean; readonly effective: boolean };
    readonly partner: { readonly present: boolean; readonly effective: boolean };
    readonly compatible: boolean;
  };
}

const OFF_TOPIC: readonly Bi[] = PHRASES.offTopic;
const ABOUT_APP: Bi = PHRASES.aboutApp;
const COURTESY: Readonly<Record<Courtesy, readonly Bi[]>> = PHRASES.courtesy;
const MATCH = PHRASES.partnerMatch;
const RELATIVE = PHRASES.relativeBirth;
const KOOTA_NAMES: Readonly<Record<KootaKey, Bi>> = MATCH.kootaNames;

const lang = (c: ReadingContext): Lang => (c.language === "Hindi" ? "hi" : "en");

/**
 * The refusal's text in the record's language: a redirect or a courteous reply to a greeting,
 * thanks or goodbye (one of a few), what the app is and how it is paid for (a question about
 * the app), or the care or decline text.
 */
export function refusalReply(c: ReadingContext, refusal: Refusal): string {
  const courtesy = c.conversation.understanding.courtesy;
  const app = refusal === "off_topic" && asksAboutApp(normalize(c.question));
  const variants = app
    ? [ABOUT_APP]
    : refusal === "off_topic"
      ? OFF_TOPIC
      : refusal === "courtesy" && courtesy
        ? COURTESY[courtesy]
        : null;
  if (!variants) return safeReply(c)!;
  const rand = seededRandom(`${c.chartUtc}|${c.question}`);
  const variant = variants[Math.floor(rand() * variants.length)]!;
  return fill(variant[lang(c)], { name: c.person.name, astrologer: ASTROLOGER_NAMES[c.astrologer] });
}

/** Asks for exactly the parts of the partner's birth that are missing ("the birth time and place of your partner"). */
export function missingDetailsReply(c: ReadingContext, missing: readonly BirthPart[]): string {
  const L = lang(c);
  const parts = joinList(
    missing.map((part) => MATCH.missingParts[part][L]),
    L,
  );
  return fill(MATCH.missing[L], { name: c.person.name, missing: fill(MATCH.partnerOf[L], { parts }) });
}

/**
 * A match for the asker's child or sibling: the two sides are that relative and the other
 * person, not the asker's chart, so it points to Kundli Milan, which takes both births.
 */
export function relativeMatchReply(c: ReadingContext, relative: Pick<RelativeChart, "label" | "pronoun">): string {
  const L = lang(c);
  return fill(MATCH.forRelative[L], {
    name: c.person.name,
    who: relative.label[L],
    their: RELATIVE.their[relative.pronoun],
  });
}

/** Asks for exactly the parts of a relative's birth their own chart needs ("your son's … his birth time and place"). */
export function relativeMissingReply(
  c: ReadingContext,
  missing: readonly BirthPart[],
  relative: Pick<RelativeChart, "label" | "pronoun">,
): string {
  const L = lang(c);
  const parts = joinList(
    missing.map((part) => MATCH.missingParts[part][L]),
    L,
  );
  return fill(RELATIVE.missing[L], {
    name: c.person.name,
    who: relative.label[L],
    their: RELATIVE.their[relative.pronoun],
    parts,
  });
}

/** Asks for a nearby town when the partner's birth place is not in the gazetteer. */
export function unknownPlaceReply(c: ReadingContext, place: string): string {
  return fill(MATCH.unknownPlace[lang(c)], { name: c.person.name, place });
}

const mangalState = (dosha: PartnerMatchFacts["mangal"]["you"]) =>
  MATCH.mangalStates[dosha.effective ? "present" : dosha.present ? "cancelled" : "none"];

const MANGAL_ASKED =
  /\b(manglik|mangalik|mangli|mangal dosh\w*|manglik dosh\w*|kuja dosh\w*|chevvai dosh\w*)\b|मांगलिक|मंगली|मंगल दोष/iu;

/**
 * The match in the record's language: the score out of 36, the strongest and the weakest
 * kootas by name (each by its share of its own maximum), Mangal dosha on both sides, and
 * one gentle suggestion.
 */
export function partnerMatchReply(c: ReadingContext, m: PartnerMatchFacts): string {
  const L = lang(c);
  const band = m.totalPoints < 18 ? "low" : m.totalPoints < 25 ? "fair" : m.totalPoints < 32 ? "good" : "excellent";
  const byShare = [...m.kootas].sort(
    (a, b) => b.points / b.maxPoints - a.points / a.maxPoints || b.maxPoints - a.maxPoints,
  );
  const koota = (k: PartnerMatchFacts["kootas"][number]) =>
    fill(MATCH.kootaPoints[L], { koota: KOOTA_NAMES[k.key][L], points: String(k.points), max: String(k.maxPoints) });
  const worst = [...byShare].sort(
    (a, b) => a.points / a.maxPoints - b.points / b.maxPoints || b.maxPoints - a.maxPoints,
  )[0]!;
  const mangal = fill(MATCH.mangal[L], {
    you: mangalState(m.mangal.you)[L],
    partner: mangalState(m.mangal.partner)[L],
    verdict: MATCH.mangalVerdict[m.mangal.compatible ? "balanced" : "unbalanced"][L],
  });
  // "… Is he manglik?": Mangal dosha is what was asked, so it comes first.
  const mangalAsked = MANGAL_ASKED.test(c.question);
  return [
    mangalAsked ? mangal : null,
    fill(MATCH.score[L], {
      name: c.person.name,
      points: String(m.totalPoints),
      band: MATCH.bands[band][L],
      ...m.partner,
    }),
    fill(MATCH.kootas[L], { best: koota(byShare[0]!), worst: koota(worst) }),
    mangalAsked ? null : mangal,
    MATCH.suggestion[band === "low" ? "low" : "fair"][L],
  ]
    .filter((p) => p !== null)
    .join("\n\n");
}
