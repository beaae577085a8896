import type { BirthInput } from "@graha/contracts";
import { placeNamed, type PlaceSearch } from "../../providers/places/index.ts";
import type { BirthDetails } from "./understanding/index.ts";
import type { BirthPart } from "./writers/index.ts";

/** Another person's birth written in a question, made ready to cast a chart from, or what stops it. */
export type OtherBirth =
  | { readonly kind: "missing"; readonly missing: readonly BirthPart[] }
  | { readonly kind: "unknown_place"; readonly place: string }
  | {
      readonly kind: "found";
      readonly input: BirthInput;
      /** As a reply states it: 12/04/1996, 22:30, Jaipur (the gazetteer's name). */
      readonly stated: { readonly date: string; readonly time: string; readonly place: string };
    };

/** 1996-04-12 → 12/04/1996, as dates are written in India. */
const indianDate = (iso: string) => iso.split("-").reverse().join("/");

/**
 * The chart input of another person's birth as a question gives it: the parts missing, or
 * the place not found in the gazetteer, are reported for the reply to ask about.
 */
export async function otherBirthInput(details: BirthDetails, places: PlaceSearch): Promise<OtherBirth> {
  const { date, time, place } = details;
  if (!date || !time || !place) {
    return { kind: "missing", missing: (["date", "time", "place"] as const).filter((part) => !details[part]) };
  }
  const found = await placeNamed(places, place);
  if (!found) return { kind: "unknown_place", place };
  return {
    kind: "found",
    input: {
      datetime: `${date}T${time}:00`,
      timezone: found.timezone,
      latitude: found.latitude,
      longitude: found.longitude,
      ayanamsa: "lahiri",
      node: "true",
    },
    stated: { date: indianDate(date), time, place: found.name },
  };
}
