import type { PlaceView } from "@graha/contracts";
import { latinSpellings } from "./devanagari.ts";
import { foldPlaceName, sharedGazetteer } from "./gazetteer.ts";

/** Birth-place search. The default is the offline gazetteer; Google Places can sit behind the same shape. */
export interface PlaceSearch {
  readonly name: "builtin";
  search(query: string, limit: number): Promise<PlaceView[]>;
}

export const builtinPlaceSearch: PlaceSearch = {
  name: "builtin",
  search: async (query, limit) => sharedGazetteer().search(query, limit),
};

/**
 * The place a user wrote by name in a message (Latin or Devanagari), or null when the
 * gazetteer has no such name. A Devanagari name must match one of its Latin spellings whole.
 */
export async function placeNamed(places: PlaceSearch, name: string): Promise<PlaceView | null> {
  const found = await placeSpelled(places, name);
  // "Ambala Cantt", "Jalandhar Cantonment": a cantonment the gazetteer does not list is in its city.
  if (!found && CANTONMENT.test(name)) return placeSpelled(places, name.replace(CANTONMENT, ""));
  return found;
}

const CANTONMENT = /\s+(cantt\.?|cantonment)$/iu;

async function placeSpelled(places: PlaceSearch, name: string): Promise<PlaceView | null> {
  const spellings = latinSpellings(name);
  if (spellings.length === 0) return (await places.search(name, 1))[0] ?? null;
  for (const spelling of spellings) {
    const found = (await places.search(spelling, 5)).find((place) => foldPlaceName(place.name) === spelling);
    if (found) return found;
  }
  return null;
}
