import type { PersonMention, Relation } from "../understanding/index.ts";
import { KIN_NAMES, relativeAsked, type Kin } from "./derived-house.ts";

/**
 * A relative's own chart, cast from the birth details a question gives ("my son was born on
 * 14/02/2010 at 6:15 am in Indore, which field suits him?"): the reading is of that chart,
 * and the reply speaks of the relative in the third person.
 */
export interface RelativeChart {
  readonly relation: Relation;
  /** As the reply names them: "your son", "आपके बेटे" (oblique, as before की). */
  readonly label: { readonly en: string; readonly hi: string };
  readonly pronoun: "he" | "she" | "they";
  /** The birth the chart was cast from, as the reply states it: 14/02/2010, 06:15, Indore. */
  readonly birth: { readonly date: string; readonly time: string; readonly place: string };
}

/** Others a question names who are neither kin nor partner ("my friend", a colleague). */
const NON_KIN: Readonly<Partial<Record<Relation, { en: string; hi: string }>>> = {
  friend: { en: "your friend", hi: "आपके मित्र" },
  other: { en: "this person", hi: "इस व्यक्ति" },
};

/** "your son" / "आपके बेटे", "your daughter" / "आपकी बेटी": a relative as a reply names them. */
function labelOf(who: Kin | null, relation: Relation): RelativeChart["label"] {
  if (!who) return NON_KIN[relation] ?? NON_KIN.other!;
  const kin = KIN_NAMES[who];
  return { en: `your ${kin.en}`, hi: `${kin.hiFem ? "आपकी" : "आपके"} ${kin.hi}` };
}

/**
 * Whose chart a question with another person's birth details asks to read: the one
 * relative (or friend) it is about, named and with a pronoun; null when the asker is the
 * question's subject or it names no one.
 */
export function relativeOfQuestion(
  question: string,
  people: readonly PersonMention[],
): Omit<RelativeChart, "birth"> | null {
  const asked = relativeAsked(question, people);
  if (!asked) return null;
  const he = asked.who ? KIN_NAMES[asked.who].he : null;
  return {
    relation: asked.relation,
    label: labelOf(asked.who, asked.relation),
    pronoun: he === true ? "he" : he === false ? "she" : "they",
  };
}
