import tzLookup from "@photostructure/tz-lookup";

/** The IANA time zone in force at a point on land (or the nearest nautical zone at sea). */
export function timeZoneAt(latitudeDeg: number, longitudeDeg: number): string {
  return tzLookup(latitudeDeg, longitudeDeg);
}
