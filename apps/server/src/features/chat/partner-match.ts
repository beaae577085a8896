import type { BirthInput } from "@graha/contracts";
import type { PlaceSearch } from "../../providers/places/index.ts";
import { matchBirths } from "../charts/index.ts";
import { otherBirthInput } from "./other-birth.ts";
import type { ReadingContext } from "./reading/reading-context.ts";
import type { BirthPart, PartnerMatchFacts } from "./writers/index.ts";

// A question that asks for the milan itself: gunas, kundli milan, "match our kundlis".
const ASKS_MILAN =
  /\bgunas?\b|\bmilan\b|\bmila(?:o|ao|iye|ye|na|ni|ni hai)\b|\bkundli (?:match|matching)\b|\bmatch(?:ing)? (?:our|the|both|my) (?:kundlis?|charts?|horoscopes?)\b|गुण|मिलान|मिलाइए|मिलाओ|मिलेगी/u;

/** What a compatibility question with (some of) a partner's birth gets instead of a reading. */
export type PartnerOutcome =
  | { readonly kind: "missing"; readonly missing: readonly BirthPart[] }
  | { readonly kind: "unknown_place"; readonly place: string }
  | { readonly kind: "match"; readonly facts: PartnerMatchFacts };

/**
 * The partner match a compatibility question asks for: when the message gives a partner's
 * birth date, time and place, the place is found in the gazetteer and the two charts are
 * matched as `/api/v1/matching` does (the asker is the groom when male, the bride
 * otherwise). Missing parts or a place not found are reported for the reply to ask about.
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
