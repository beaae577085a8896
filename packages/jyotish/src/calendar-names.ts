// The nakshatras' and weekdays' names (the panchang's), apart from the other names so that a
// page without a panchang or a chart does not load them; re-exported by names.ts.
import NAMES from "./calendar-names.json" with { type: "json" };
import type { LocalizedName } from "./sign-names.ts";

/**
 * The 27 nakshatras, index 0 = Ashwini. English uses the common transliteration.
 *
 * @example
 * NAKSHATRA_NAMES[26].en; // "Revati"
 */
export const NAKSHATRA_NAMES: readonly LocalizedName[] = NAMES.nakshatraNames;

/**
 * Weekday (vara) names, index 0 = Sunday (Ravivara).
 *
 * @example
 * VARA_NAMES[1].hi; // "सोमवार"
 */
export const VARA_NAMES: readonly LocalizedName[] = NAMES.varaNames;
