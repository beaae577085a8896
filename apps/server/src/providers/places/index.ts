import type { PlaceView } from "@graha/contracts";
import { sharedGazetteer } from "./gazetteer.ts";

/** Birth-place search. The default is the offline gazetteer; Google Places can sit behind the same shape. */
export interface PlaceSearch {
  readonly name: "builtin";
  search(query: string, limit: number): Promise<PlaceView[]>;
}

export const builtinPlaceSearch: PlaceSearch = {
  name: "builtin",
  search: async (query, limit) => sharedGazetteer().search(query, limit),
};
