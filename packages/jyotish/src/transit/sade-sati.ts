import { Body, HelioState, Rotation_EQJ_ECT } from "astronomy-engine";
import { normalizeDeg } from "../astro/angles.ts";
import { astroTimeFromJulianDayUt, isoFromJulianDayUt } from "../astro/astro-time.ts";
import { ayanamsaAt, type AyanamsaName } from "../astro/ayanamsa.ts";
import { apparentPlanet } from "../astro/graha-positions.ts";
import { houseFrom } from "../chart/aspects.ts";

/** A Sade Sati: Saturn's passage through the 12th, 1st and 2nd signs from the natal Moon. */
export interface SadeSatiPeriod {
  /** First ingress into the 12th sign from the Moon. */
  readonly start: string;
  /** Final egress from the 2nd sign (after any retrograde re-entries). */
  readonly end: string;
  readonly startJulianDayUt: number;
  readonly endJulianDayUt: number;
}

const STEP_DAYS = 10;
const SEARCH_YEARS = 12;
// Saturn comes back to its natal sign every 29.5 years: a return is always within 31 years.
const RETURN_SEARCH_YEARS = 31;
// Retrograde dips out of the three signs shorter than this still belong to one Sade Sati.
const MERGE_GAP_DAYS = 400;

function saturnSignAt(julianDayUt: number, ayanamsa: AyanamsaName): number {
  const time = astroTimeFromJulianDayUt(julianDayUt);
  const p = apparentPlanet(Body.Saturn, time, Rotation_EQJ_ECT(time), HelioState(Body.Earth, time));
  return Math.floor(normalizeDeg(p.longitudeDeg - ayanamsaAt(ayanamsa, time).trueDeg) / 30);
}

/**
 * Saturn's passage through a set of signs running at an instant, or else the next one, within
 * `searchYears` either side. Retrograde dips out of the signs shorter than 400 days do not
 * split it: it runs from the first ingress to the final egress, found to within a minute.
 */
function saturnPassage(
  inSigns: (sign: number) => boolean,
  julianDayUt: number,
  ayanamsa: AyanamsaName,
  searchYears: number,
): SadeSatiPeriod | null {
  const inWindow = (jd: number) => inSigns(saturnSignAt(jd, ayanamsa));
  const refine = (lo: number, hi: number, loInside: boolean) => {
    // Bisect the change between lo and hi to one minute.
    while (hi - lo > 1 / 1440) {
      const mid = (lo + hi) / 2;
      if (inWindow(mid) === loInside) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  const from = julianDayUt - searchYears * 365.25;
  const to = julianDayUt + searchYears * 365.25;
  const intervals: [number, number][] = [];
  let prevJd = from;
  let prevIn = inWindow(from);
  let openStart: number | null = prevIn ? from : null;
  for (let jd = from + STEP_DAYS; jd <= to; jd += STEP_DAYS) {
    const now = inWindow(jd);
    if (now && !prevIn) openStart = refine(prevJd, jd, false);
    if (!now && prevIn && openStart !== null) {
      intervals.push([openStart, refine(prevJd, jd, true)]);
      openStart = null;
    }
    prevJd = jd;
    prevIn = now;
  }
  if (openStart !== null) intervals.push([openStart, Number.POSITIVE_INFINITY]);
  const merged: [number, number][] = [];
  for (const iv of intervals) {
    const last = merged[merged.length - 1];
    if (last && iv[0] - last[1] < MERGE_GAP_DAYS) last[1] = iv[1];
    else merged.push([iv[0], iv[1]]);
  }
  // A period clipped by the search window has unknown bounds: skip it.
  const found = merged.find(([s, e]) => e >= julianDayUt && s > from && Number.isFinite(e));
  if (!found) return null;
  return {
    start: isoFromJulianDayUt(found[0]),
    end: isoFromJulianDayUt(found[1]),
    startJulianDayUt: found[0],
    endJulianDayUt: found[1],
  };
}

/**
 * The Sade Sati running at an instant, or else the next one. Saturn's retrograde dips
 * back out of the three signs (shorter than 400 days) do not split a Sade Sati: it runs
 * from the first ingress to the final egress. The search spans 12 years either side
 * (Saturn's cycle is 29.5 years, so for some dates no period is in reach: null).
 * Boundaries are found to within a minute.
 *
 * @example
 * sadeSatiPeriod(11, 2460827.5)?.start; // Moon in Pisces: "2022-04-29T…" (Saturn first into Aquarius)
 */
export function sadeSatiPeriod(
  natalMoonSignIndex: number,
  julianDayUt: number,
  options: { readonly ayanamsa?: AyanamsaName } = {},
): SadeSatiPeriod | null {
  return saturnPassage(
    (sign) => [12, 1, 2].includes(houseFrom(natalMoonSignIndex, sign)),
    julianDayUt,
    options.ayanamsa ?? "lahiri",
    SEARCH_YEARS,
  );
}

/**
 * The Saturn return running at an instant, or else the next one: transiting Saturn's stay in
 * the sign natal Saturn occupies (sidereal, by sign, with its retrograde re-entries), which
 * comes about every 29.5 years. The search spans 31 years either side.
 *
 * @example
 * saturnReturnPeriod(6, jd); // natal Saturn in Libra: the next stay of Saturn in Libra
 */
export function saturnReturnPeriod(
  natalSaturnSignIndex: number,
  julianDayUt: number,
  options: { readonly ayanamsa?: AyanamsaName } = {},
): SadeSatiPeriod | null {
  return saturnPassage(
    (sign) => sign === natalSaturnSignIndex,
    julianDayUt,
    options.ayanamsa ?? "lahiri",
    RETURN_SEARCH_YEARS,
  );
}
