import type { BirthInput } from "@graha/contracts";
import type { PlaceSearch } from "../../providers/places/index.ts";
import { matchBirths } from "../charts/index.ts";
import { otherBirthInput } from "./other-birth.ts";
import type { ReadingContext, RelativeChart } from "./reading/reading-context.ts";
import { relativeOfQuestion } from "./reading/relative-chart.ts";
import { askingSpokenClauses, withoutIntro } from "./understanding/text.ts";
import type { BirthPart, PartnerMatchFacts } from "./writers/index.ts";

// A question that asks for the milan itself: gunas, kundli milan, "match our kundlis".
const ASKS_MILAN =
  /\bgunas?\b|\bmilan\b|\bmila(?:o|ao|iye|ye|na|ni|ni hai)\b|\bkundli (?:match|matching)\b|\bmatch(?:ing)? (?:our|the|both|my) (?:kundlis?|charts?|horoscopes?)\b|गुण|मिलान|मिलाइए|मिलाओ|मिलेगी|\bare we (?:really |even )?compatible\b|\b(?:is|are) (?:he|she|they|my \w+) compatible with me\b|\bcompatible with (?:him|her|my (?:boyfriend|girlfriend|bf|gf|partner|fiance|fiancee|crush))\b|\b(?:hamari|humari|hum dono ki) (?:kundli|kundali)\b|\b(?:kundli|kundali) (?:milegi|milti|mil rahi)\b|हमारी (?:कुंडली|कुण्डली)/u;

// ("are we compatible?", "hamari kundli milegi kya?": the two people of a match, whose births are
// needed; "which sign suits me?" asks no match.)

// "our kundlis", "hum dono", "हमारी शादी": the asker is one side of the match.
const ASKER_MATCHED =
  /\b(we|us|our|ours|hum|hamari|hamara|hamare|humari|humara|humare|mera aur|meri aur|me and|i and)\b|हम |हमारी|हमारा|हमारे|मेरा और|मेरी और/iu;

// "हमारी बेटी का रिश्ता", "our son": the child is the side, not "we".
const OUR_CHILD =
  /\b(our|hamari|hamara|hamare|humari|humara|humare) (beti|beta|bete|bitiya|son|daughter|bachche|bacche)\b|(हमारी|हमारा|हमारे) (बेटी|बेटा|बेटे|बिटिया|बच्चे)/giu;

/**
 * The relative a match is for ("लड़के की जन्म तिथि … मेरी बेटी से कुंडली मिलेगी क्या?", "rishta aaya
 * hai beta ke liye", "mere cousin ke liye ladka dekha hai"): a child, a sibling, a cousin, a niece
 * or nephew or a friend named, with no word that makes the asker a side.
 */
function relativeMatched(context: ReadingContext): Omit<RelativeChart, "birth"> | null {
  const people = context.conversation.people;
  // ("हम दरभंगा से हैं, बेटी का रिश्ता आया है": where the asker is from makes no "we"; nor
  // does a "we" told on the way in a long message: "… hum log bhi khush hai … kundli milti hai ya nahi".)
  const asked = (askingSpokenClauses(context.question) ?? [context.question]).join(" ");
  if (ASKER_MATCHED.test(withoutIntro(asked).replace(OUR_CHILD, " "))) return null;
  const other = otherMatched(context.question.toLowerCase());
  if (other) return other;
  if (!people.some((p) => p.relation === "child" || p.relation === "sibling")) return null;
  return relativeOfQuestion(
    context.question,
    people.filter((p) => p.relation === "child" || p.relation === "sibling"),
  );
}

// "mere cousin ke liye ek ladka dekha hai", "a match for my niece": someone else's match, as the reply names them.
const MATCH_FOR: readonly [RegExp, Omit<RelativeChart, "birth">][] = [
  [/cousin|कज़िन|कजिन/u, { relation: "other", label: { en: "your cousin", hi: "आपके कज़िन" }, pronoun: "they" }],
  [/bhanji|भांजी|भानजी/u, { relation: "other", label: { en: "your niece", hi: "आपकी भांजी" }, pronoun: "she" }],
  [/niece|bhatiji|भतीजी/u, { relation: "other", label: { en: "your niece", hi: "आपकी भतीजी" }, pronoun: "she" }],
  [/bhanj[ae]|भांज[ाे]|भानज[ाे]/u, { relation: "other", label: { en: "your nephew", hi: "आपके भांजे" }, pronoun: "he" }],
  [/nephew|bhatij[ae]|भतीज[ाे]/u, { relation: "other", label: { en: "your nephew", hi: "आपके भतीजे" }, pronoun: "he" }],
  [
    /granddaughter|poti|natin|पोती|नातिन/u,
    { relation: "other", label: { en: "your granddaughter", hi: "आपकी पोती" }, pronoun: "she" },
  ],
  [
    /grandson|pota|pote|nati|पोता|पोते|नाती/u,
    { relation: "other", label: { en: "your grandson", hi: "आपके पोते" }, pronoun: "he" },
  ],
  [/saheli|सहेली/u, { relation: "friend", label: { en: "your friend", hi: "आपकी सहेली" }, pronoun: "she" }],
  [/friend|dost|दोस्त|मित्र/u, { relation: "friend", label: { en: "your friend", hi: "आपके मित्र" }, pronoun: "they" }],
];
const FOR_SOMEONE =
  /\b(cousin|niece|nephew|bhatij[aie]|bhanj[aie]|friend|dost|saheli|granddaughter|grandson|poti|pota|pote|natin)( s| ki| ka| ke)? (ke liye|ki shaadi|ka rishta|ke rishte|match|marriage)\b|\bfor my (cousin|niece|nephew|friend|granddaughter|grandson)\b|(कज़िन|कजिन|भतीज\S*|भांज\S*|भानज\S*|दोस्त|सहेली|मित्र|पोती|पोते|पोता|नाती|नातिन) (के लिए|का रिश्ता|की शादी)|\b(ladka|ladki|boy|girl) (is )?(mera|meri|my) (cousin|niece|nephew|bhatij[aie]|bhanj[aie])\b|(लड़का|लड़की) (मेरा|मेरी) (कज़िन|कजिन|भतीज\S*|भांज\S*|भानज\S*)/u;

/** A match for a cousin, a niece or nephew, or a friend: the relative and the other side, not the asker. */
function otherMatched(question: string): Omit<RelativeChart, "birth"> | null {
  const asked = FOR_SOMEONE.exec(question)?.[0];
  return asked ? (MATCH_FOR.find(([words]) => words.test(asked))?.[1] ?? null) : null;
}

/** What a compatibility question with (some of) a partner's birth gets instead of a reading. */
export type PartnerOutcome =
  | { readonly kind: "missing"; readonly missing: readonly BirthPart[] }
  | { readonly kind: "for_relative"; readonly relative: Omit<RelativeChart, "birth"> }
  | { readonly kind: "unknown_place"; readonly place: string }
  | { readonly kind: "match"; readonly facts: PartnerMatchFacts };

/**
 * The partner match a compatibility question asks for: when the message gives a partner's
 * birth date, time and place, the place is found in the gazetteer and the two charts are
 * matched as `/api/v1/matching` does (the asker is the groom when male, the bride
 * otherwise). Missing parts or a place not found are reported for the reply to ask about;
 * a match for someone else (a child, a sibling, a cousin) is sent to Kundli Milan, which takes both births.
 * Null for any other question (it gets a reading): a compatibility question without birth
 * details gets one too, unless it asks for the gunas or the milan itself.
 */
export async function partnerOutcome(
  context: ReadingContext,
  asker: { readonly birth: BirthInput; readonly gender: "Male" | "Female" },
  places: PlaceSearch,
): Promise<PartnerOutcome | null> {
  const { topics } = context.conversation;
  if (!topics.includes("compatibility") || context.refusal) return null;
  const details = context.conversation.otherBirth ?? (ASKS_MILAN.test(context.question.toLowerCase()) ? {} : null);
  if (!details) return null;
  // A child's or a sibling's match: two other people, neither of them the asker's chart.
  const relative = relativeMatched(context);
  if (relative) return { kind: "for_relative", relative };
  const birth = await otherBirthInput(details, places);
  if (birth.kind !== "found") return birth;
  const partner = birth.input;
  const own = asker.birth;
  const askerIsGroom = asker.gender === "Male";
  const { milan, groom, bride, mangal } = askerIsGroom ? matchBirths(own, partner) : matchBirths(partner, own);
  const [you, them] = askerIsGroom ? [groom, bride] : [bride, groom];
  return {
    kind: "match",
    facts: {
      partner: birth.stated,
      totalPoints: milan.totalPoints,
      kootas: milan.kootas.map(({ key, points, maxPoints }) => ({ key, points, maxPoints })),
      mangal: { you: you.mangalDosha, partner: them.mangalDosha, compatible: mangal.compatible },
    },
  };
}
