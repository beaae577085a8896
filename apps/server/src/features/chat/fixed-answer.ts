import type { ChatRefusal } from "@graha/contracts";
import type { BirthInput } from "@graha/contracts";
import type { PlaceSearch } from "../../providers/places/index.ts";
import { partnerOutcome } from "./partner-match.ts";
import type { ReadingContext } from "./reading/reading-context.ts";
import type { RelativeOutcome } from "./relative-birth.ts";
import {
  missingDetailsReply,
  partnerMatchReply,
  refusalReply,
  relativeMatchReply,
  relativeMissingReply,
  unknownPlaceReply,
} from "./writers/index.ts";

/** A reply written without the reply writer; `refusal` set means it is never charged. */
export interface FixedAnswer {
  readonly text: string;
  readonly refusal: ChatRefusal | undefined;
}

/**
 * The fixed reply a question gets, or undefined when the writer reads the chart for it:
 * a refusal (off topic, death, medical, self-harm: free), a request for the missing parts
 * of a partner's or a relative's birth or for a nearby town (free), or the computed partner
 * match (charged like any reading). No model writes these: each fact and each ask is exact.
 */
export async function fixedAnswer(
  context: ReadingContext,
  askerBirth: BirthInput,
  places: PlaceSearch,
  relative: RelativeOutcome | null,
): Promise<FixedAnswer | undefined> {
  if (context.refusal) return { text: refusalReply(context, context.refusal), refusal: context.refusal };
  if (relative?.kind === "missing") {
    return { text: relativeMissingReply(context, relative.missing, relative.relative), refusal: "needs_details" };
  }
  if (relative?.kind === "unknown_place") {
    return { text: unknownPlaceReply(context, relative.place), refusal: "needs_details" };
  }
  const asker = { birth: askerBirth, gender: context.person.gender };
  const partner = await partnerOutcome(context, asker, places);
  if (!partner) return undefined;
  if (partner.kind === "match") return { text: partnerMatchReply(context, partner.facts), refusal: undefined };
  if (partner.kind === "for_relative")
    return { text: relativeMatchReply(context, partner.relative), refusal: "needs_details" };
  const text =
    partner.kind === "missing"
      ? missingDetailsReply(context, partner.missing)
      : unknownPlaceReply(context, partner.place);
  return { text, refusal: "needs_details" };
}
