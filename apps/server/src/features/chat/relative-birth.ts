import type { Chart } from "@graha/jyotish";
import type { PlaceSearch } from "../../providers/places/index.ts";
import { chartOfBirth } from "../charts/index.ts";
import { otherBirthInput } from "./other-birth.ts";
import type { ReadingContext, RelativeChart } from "./reading/reading-context.ts";
import { relativeOfQuestion } from "./reading/relative-chart.ts";
import type { BirthPart } from "./writers/index.ts";

/** What a question about a relative, with (some of) their birth details, gets. */
export type RelativeOutcome =
  | {
      readonly kind: "missing";
      readonly missing: readonly BirthPart[];
      readonly relative: Omit<RelativeChart, "birth">;
    }
  | { readonly kind: "unknown_place"; readonly place: string }
  | { readonly kind: "chart"; readonly chart: Chart; readonly relative: RelativeChart };

/**
 * The relative's own chart a question asks about ("my son was born on 14/02/2010 at 6:15 am
 * in Indore, which field suits him?"), cast from the birth details it gives (or a follow-up
 * adds to). Missing parts or a place not found are reported for the reply to ask about. Null
 * for any other question: no birth details, a match (partner-match.ts), the asker's own
 * matter, a refusal, and a partner's marriage (the asker's own).
 */
export async function relativeOutcome(context: ReadingContext, places: PlaceSearch): Promise<RelativeOutcome | null> {
  const { otherBirth, topics, people } = context.conversation;
  if (!otherBirth || context.refusal || topics.includes("compatibility")) return null;
  const relative = relativeOfQuestion(context.question, people);
  if (!relative || (relative.relation === "partner" && topics.includes("marriage"))) return null;
  const birth = await otherBirthInput(otherBirth, places);
  if (birth.kind === "missing") return { ...birth, relative };
  if (birth.kind === "unknown_place") return birth;
  return {
    kind: "chart",
    chart: chartOfBirth(birth.input, "", 3).chart,
    relative: { ...relative, birth: birth.stated },
  };
}
