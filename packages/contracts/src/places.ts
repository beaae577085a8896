import { z } from "zod";
import { trimmedText } from "./message-fields.ts";

export const PLACE_QUERY_MIN_LETTERS = 3;
export const PLACE_TEXT_MAX_LENGTH = 100;

export const placesQuery = z.strictObject({
  q: trimmedText(PLACE_QUERY_MIN_LETTERS, PLACE_TEXT_MAX_LENGTH, {
    required: "place.too_short",
    tooLong: "place.too_long",
  }),
});

export const placeView = z
  .object({
    name: z.string(),
    state: z.string().nullable().meta({ description: "State or union territory, for places in India" }),
    country: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    timezone: z.string().meta({ description: "IANA time zone", example: "Asia/Kolkata" }),
  })
  .meta({ id: "Place" });
export type PlaceView = z.infer<typeof placeView>;

export const placesResponse = z.object({ places: z.array(placeView).max(10) });
export type PlacesResponse = z.infer<typeof placesResponse>;
