import { normalizeDeg } from "./astro/angles.ts";
import { sripatiBhavas, type Bhava } from "./astro/ascendant.ts";
import { isoFromJulianDayUt, julianDayUtFromEpochMs } from "./astro/astro-time.ts";
import type { AyanamsaName } from "./astro/ayanamsa.ts";
import { GRAHAS, type Graha } from "./astro/graha-positions.ts";
import { siderealPositions, type ZodiacOptions } from "./astro/sidereal-positions.ts";
import { ashtakavarga, type Ashtakavarga } from "./chart/ashtakavarga.ts";
import { houseFrom } from "./chart/aspects.ts";
import { dignityOf, isCombust, type Dignity } from "./chart/dignity.ts";
import { VARGA_NAMES, vargaSignIndex, type VargaName } from "./chart/vargas.ts";
import { nakshatraOf, SIGN_LORDS, signIndexOf, signName } from "./chart/zodiac.ts";
import { CodedError } from "./coded-error.ts";
import { vimshottariDasha, type VimshottariDasha } from "./dasha/vimshottari.ts";
import { mangalDosha, type MangalDosha } from "./match/mangal-dosha.ts";
import { panchangAt, type Panchang } from "./panchang/panchang.ts";
import { LocalTimeError, localTimeToUtc, type AmbiguousTimeChoice } from "./time/local-time-to-utc.ts";
import { findYogas, type YogaResult } from "./yoga/classical-yogas.ts";

/** Options of the chart functions. */
export interface ChartOptions extends ZodiacOptions {
  /** Vimshottari depth: 1 mahadasha … 5 prana. Default 3 (pratyantardasha). */
  readonly dashaLevels?: number;
  /** Days per dasha year. Default 365.25. */
  readonly dashaYearLengthDays?: number;
}

/** A birth as local civil time at a place. */
export interface LocalChartInput extends ChartOptions {
  /** "YYYY-MM-DDTHH:mm:ss" local civil time at the place. */
  readonly datetimeLocal: string;
  /** IANA time zone of the place, e.g. "Asia/Kolkata". */
  readonly timezone: string;
  readonly latitudeDeg: number;
  /** East positive. */
  readonly longitudeDeg: number;
  /** Resolution of a local time that occurs twice. Default "earlier". */
  readonly ambiguous?: AmbiguousTimeChoice;
}

/** A chart for a UT instant at a place. */
export interface UtcChartInput extends ChartOptions {
  /** ISO 8601 instant with zone, e.g. "1990-05-01T04:30:00Z". */
  readonly utc: string;
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
}

/** Nakshatra summary attached to each point. */
export interface ChartNakshatra {
  readonly index: number;
  readonly name: string;
  readonly pada: number;
  readonly lord: Graha;
}

/** A graha in the chart. */
export interface ChartPlanet {
  readonly longitudeDeg: number;
  readonly latitudeDeg: number;
  readonly speedDegPerDay: number;
  readonly retrograde: boolean;
  readonly signIndex: number;
  readonly sign: string;
  readonly degreesInSign: number;
  /** Whole-sign house from the ascendant, 1–12. */
  readonly house: number;
  /** House in the bhava chalit (Sripati) chart, 1–12. */
  readonly bhavaChalitHouse: number;
  readonly nakshatra: ChartNakshatra;
  readonly dignity: Dignity;
  readonly combust: boolean;
}

/** One divisional chart: sign index of the ascendant and of each graha. */
export interface VargaChart {
  readonly ascendant: number;
  readonly planets: Readonly<Record<Graha, number>>;
}

/** Everything the engine computes for a birth. */
export interface Chart {
  /** ISO 8601 UTC instant of the chart. */
  readonly utc: string;
  readonly julianDayUt: number;
  /** Offset of the local civil time used, when the input was local time; else null. */
  readonly utcOffsetMinutes: number | null;
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
  readonly ayanamsa: { readonly name: AyanamsaName; readonly degrees: number };
  readonly node: "true" | "mean";
  readonly ascendant: {
    readonly longitudeDeg: number;
    readonly signIndex: number;
    readonly sign: string;
    readonly nakshatra: ChartNakshatra;
  };
  readonly midheavenDeg: number;
  readonly planets: Readonly<Record<Graha, ChartPlanet>>;
  readonly houses: {
    /** Whole-sign houses (the default): house n is the nth sign from the ascendant's sign. */
    readonly wholeSign: readonly {
      readonly house: number;
      readonly signIndex: number;
      readonly sign: string;
      readonly lord: Graha;
    }[];
    /** Bhava chalit (Sripati) bhavas with start and middle longitudes. */
    readonly bhavaChalit: readonly Bhava[];
  };
  readonly vargas: Readonly<Record<VargaName, VargaChart>>;
  readonly dasha: VimshottariDasha;
  /** Panchang at the birth instant (vara by sunrise-based day). */
  readonly panchang: Panchang;
  readonly ashtakavarga: Ashtakavarga;
  readonly mangalDosha: MangalDosha;
  /** Classical yogas checked, each with its rule and whether it is present. */
  readonly yogas: readonly YogaResult[];
}

/** Error codes of {@link ChartInputError}. */
export type ChartInputErrorCode = "INVALID_COORDINATES" | "DATE_OUT_OF_RANGE";

/**
 * Coordinates or a date the engine does not accept.
 *
 * @example
 * try { computeChartAtJulianDay(2451545, 95, 0); } catch (e) { (e as ChartInputError).code; } // "INVALID_COORDINATES"
 */
export class ChartInputError extends CodedError<ChartInputErrorCode> {
  override readonly name = "ChartInputError";
}

/** Supported range: 1800-01-01 to 2399-12-31 (ΔT table and ephemeris validity). */
export const MIN_JULIAN_DAY_UT = 2378496.5;
export const MAX_JULIAN_DAY_UT = 2597640.5;

function validateChartInput(julianDayUt: number, latitudeDeg: number, longitudeDeg: number): void {
  if (
    !Number.isFinite(latitudeDeg) ||
    !Number.isFinite(longitudeDeg) ||
    Math.abs(latitudeDeg) > 90 ||
    Math.abs(longitudeDeg) > 180
  ) {
    throw new ChartInputError(
      "INVALID_COORDINATES",
      `Latitude must be within ±90° and longitude within ±180°, got ${latitudeDeg}, ${longitudeDeg}`,
    );
  }
  if (!(julianDayUt >= MIN_JULIAN_DAY_UT && julianDayUt < MAX_JULIAN_DAY_UT)) {
    throw new ChartInputError("DATE_OUT_OF_RANGE", "Charts are supported for the years 1800–2399");
  }
}

function chartNakshatra(longitudeDeg: number): ChartNakshatra {
  const n = nakshatraOf(longitudeDeg);
  return { index: n.index, name: n.name, pada: n.pada, lord: n.lord };
}

function bhavaOf(bhavas: readonly Bhava[], longitudeDeg: number): number {
  for (let i = 0; i < 12; i++) {
    const start = bhavas[i]!.startDeg;
    const span = normalizeDeg(bhavas[(i + 1) % 12]!.startDeg - start);
    if (normalizeDeg(longitudeDeg - start) < span) return i + 1;
  }
  return 1;
}

/**
 * Full chart for a UT Julian day at a place: grahas with sign, whole-sign and bhava chalit
 * house, nakshatra, dignity and combustion; ascendant; the sixteen vargas; Vimshottari
 * dasha; panchang; ashtakavarga; Mangal dosha; classical yogas.
 *
 * @example
 * computeChartAtJulianDay(2451545, 28.6139, 77.209).planets.moon.nakshatra.name;
 */
export function computeChartAtJulianDay(
  julianDayUt: number,
  latitudeDeg: number,
  longitudeDeg: number,
  options: ChartOptions = {},
  utcOffsetMinutes: number | null = null,
): Chart {
  validateChartInput(julianDayUt, latitudeDeg, longitudeDeg);
  const pos = siderealPositions(julianDayUt, latitudeDeg, longitudeDeg, options);
  const ascSign = signIndexOf(pos.ascendantDeg);
  const bhavas = sripatiBhavas(pos.ascendantDeg, pos.midheavenDeg);
  const sun = pos.grahas.sun;

  const planets = {} as Record<Graha, ChartPlanet>;
  const signs = {} as Record<Graha, number>;
  for (const g of GRAHAS) {
    const p = pos.grahas[g];
    const signIndex = signIndexOf(p.longitudeDeg);
    signs[g] = signIndex;
    planets[g] = {
      longitudeDeg: p.longitudeDeg,
      latitudeDeg: p.latitudeDeg,
      speedDegPerDay: p.speedDegPerDay,
      retrograde: p.retrograde,
      signIndex,
      sign: signName(signIndex),
      degreesInSign: p.longitudeDeg - signIndex * 30,
      house: houseFrom(ascSign, signIndex),
      bhavaChalitHouse: bhavaOf(bhavas, p.longitudeDeg),
      nakshatra: chartNakshatra(p.longitudeDeg),
      dignity: dignityOf(g, p.longitudeDeg),
      combust: isCombust(g, p.longitudeDeg, sun.longitudeDeg, p.retrograde),
    };
  }

  const vargas = {} as Record<VargaName, VargaChart>;
  for (const v of VARGA_NAMES) {
    const vp = {} as Record<Graha, number>;
    for (const g of GRAHAS) vp[g] = vargaSignIndex(v, pos.grahas[g].longitudeDeg);
    vargas[v] = { ascendant: vargaSignIndex(v, pos.ascendantDeg), planets: vp };
  }

  const moonDeg = pos.grahas.moon.longitudeDeg;
  return {
    utc: isoFromJulianDayUt(julianDayUt),
    julianDayUt,
    utcOffsetMinutes,
    latitudeDeg,
    longitudeDeg,
    ayanamsa: { name: pos.ayanamsa.name, degrees: pos.ayanamsa.degrees },
    node: options.node ?? "true",
    ascendant: {
      longitudeDeg: pos.ascendantDeg,
      signIndex: ascSign,
      sign: signName(ascSign),
      nakshatra: chartNakshatra(pos.ascendantDeg),
    },
    midheavenDeg: pos.midheavenDeg,
    planets,
    houses: {
      wholeSign: Array.from({ length: 12 }, (_, i) => {
        const s = (ascSign + i) % 12;
        return { house: i + 1, signIndex: s, sign: signName(s), lord: SIGN_LORDS[s]! };
      }),
      bhavaChalit: bhavas,
    },
    vargas,
    dasha: vimshottariDasha(moonDeg, julianDayUt, {
      levels: options.dashaLevels ?? 3,
      yearLengthDays: options.dashaYearLengthDays ?? 365.25,
    }),
    panchang: panchangAt(julianDayUt, latitudeDeg, longitudeDeg, {
      ayanamsa: pos.ayanamsa.name,
      known: {
        sunDeg: sun.longitudeDeg,
        moonDeg,
        sunSpeedDegPerDay: sun.speedDegPerDay,
        moonSpeedDegPerDay: pos.grahas.moon.speedDegPerDay,
      },
    }),
    ashtakavarga: ashtakavarga({ ...signs, ascendant: ascSign }),
    mangalDosha: mangalDosha({ ascendantSignIndex: ascSign, signs }),
    yogas: findYogas({ ascendantSignIndex: ascSign, signs }),
  };
}

/**
 * Full chart for a birth given as local civil time in an IANA time zone (historical
 * offsets applied). Throws `LocalTimeError` for an invalid or nonexistent local time.
 *
 * @example
 * const chart = computeChart({ datetimeLocal: "1990-05-01T10:30:00", timezone: "Asia/Kolkata", latitudeDeg: 19.076, longitudeDeg: 72.8777 });
 * chart.planets.moon.sign; chart.vargas.d9.ascendant; chart.dasha.balance;
 */
export function computeChart(input: LocalChartInput): Chart {
  const t = localTimeToUtc(input.datetimeLocal, input.timezone, { ambiguous: input.ambiguous ?? "earlier" });
  return computeChartAtJulianDay(
    julianDayUtFromEpochMs(t.epochMs),
    input.latitudeDeg,
    input.longitudeDeg,
    input,
    t.utcOffsetMinutes,
  );
}

/**
 * Full chart for a UT instant (ISO 8601 with zone designator).
 *
 * @example
 * computeChartUtc({ utc: "2002-10-30T03:21:36Z", latitudeDeg: 20.81, longitudeDeg: 32.46 }).ascendant.sign;
 */
export function computeChartUtc(input: UtcChartInput): Chart {
  const ms = Date.parse(input.utc);
  if (Number.isNaN(ms) || !/(Z|[+-]\d{2}:?\d{2})$/.test(input.utc)) {
    throw new LocalTimeError("INVALID_DATETIME", `Expected an ISO 8601 instant with a zone, got "${input.utc}"`);
  }
  return computeChartAtJulianDay(julianDayUtFromEpochMs(ms), input.latitudeDeg, input.longitudeDeg, input);
}
