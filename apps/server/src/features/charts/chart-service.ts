import type { BirthInput } from "@graha/contracts";
import {
  ChartInputError,
  computeChart,
  dailyPanchang,
  gochara,
  gunaMilan,
  julianDayUtFromEpochMs,
  LocalTimeError,
  mangalDoshaMatch,
  sadeSatiPeriod,
  type Chart,
} from "@graha/jyotish";
import { fieldError } from "../../errors.ts";
import { timeZoneAt } from "../../providers/places/time-zone.ts";

/** Dasha depth returned by the API: mahadashas and antardashas. */
const API_DASHA_LEVELS = 2;

/** Turns the engine's input errors into field errors; anything else is a bug and propagates. */
function withInputErrors<T>(prefix: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof LocalTimeError) {
      if (error.code === "UNKNOWN_TIMEZONE") throw fieldError(`${prefix}timezone`, "chart.time_zone");
      if (error.code === "NONEXISTENT_LOCAL_TIME") {
        throw fieldError(`${prefix}datetime`, "chart.datetime_skipped");
      }
      throw fieldError(`${prefix}datetime`, "chart.datetime_short_format");
    }
    if (error instanceof ChartInputError) {
      if (error.code === "DATE_OUT_OF_RANGE") throw fieldError(`${prefix}datetime`, "chart.year_range");
      throw fieldError(`${prefix}latitude`, "chart.coordinates");
    }
    throw error;
  }
}

export interface ComputedChart {
  chart: Chart;
  timezone: string;
}

/** The full chart of a birth given as local time at a place; the zone comes from the place when absent. */
export function chartOfBirth(input: BirthInput, fieldPrefix = "", dashaLevels = API_DASHA_LEVELS): ComputedChart {
  const timezone = input.timezone ?? timeZoneAt(input.latitude, input.longitude);
  const datetimeLocal = input.datetime.length === 16 ? `${input.datetime}:00` : input.datetime;
  const chart = withInputErrors(fieldPrefix, () =>
    computeChart({
      datetimeLocal,
      timezone,
      latitudeDeg: input.latitude,
      longitudeDeg: input.longitude,
      ayanamsa: input.ayanamsa,
      node: input.node,
      dashaLevels,
    }),
  );
  return { chart, timezone };
}

/**
 * The transits at `now` counted from the chart's Moon sign (in the chart's ayanamsa and
 * node), and the Sade Sati running then or the next one: what the kundli report shows.
 */
export function transitOf(chart: Chart, now: Date) {
  const julianDayUt = julianDayUtFromEpochMs(now.getTime());
  const moonSign = chart.planets.moon.signIndex;
  return {
    asOf: now.toISOString(),
    gochara: gochara(julianDayUt, moonSign, { ayanamsa: chart.ayanamsa.name, node: chart.node }),
    sadeSatiPeriod: sadeSatiPeriod(moonSign, julianDayUt, { ayanamsa: chart.ayanamsa.name }),
  };
}
export type ChartTransit = ReturnType<typeof transitOf>;

/** Ashtakoota guna milan and Mangal dosha of two births. */
export function matchBirths(groomInput: BirthInput, brideInput: BirthInput) {
  const groom = chartOfBirth(groomInput, "groom.").chart;
  const bride = chartOfBirth(brideInput, "bride.").chart;
  const milan = gunaMilan(
    { moonLongitudeDeg: groom.planets.moon.longitudeDeg },
    { moonLongitudeDeg: bride.planets.moon.longitudeDeg },
  );
  const mangal = mangalDoshaMatch(groom.mangalDosha, bride.mangalDosha);
  return { milan, groom, bride, mangal };
}

/** The panchang of a civil date at a place, as almanacs print it (elements at sunrise). */
export function panchangOfDay(input: {
  date: string;
  latitude: number;
  longitude: number;
  timezone?: string | undefined;
}) {
  const timezone = input.timezone ?? timeZoneAt(input.latitude, input.longitude);
  const panchang = withInputErrors("", () =>
    dailyPanchang({ date: input.date, timezone, latitudeDeg: input.latitude, longitudeDeg: input.longitude }),
  );
  return { ...panchang, timezone };
}
