// @graha/jyotish — pure Vedic astrology engine: no I/O, deterministic, readonly results.
// Longitudes are sidereal degrees 0–360 (Lahiri unless asked), sign index 0 = Aries,
// nakshatra index 0 = Ashwini, graha keys lower-case English, instants ISO 8601 UTC.

export {
  computeChart,
  computeChartUtc,
  computeChartAtJulianDay,
  ChartInputError,
  MIN_JULIAN_DAY_UT,
  MAX_JULIAN_DAY_UT,
} from "./compute-chart.ts";
export type {
  Chart,
  ChartOptions,
  ChartPlanet,
  ChartNakshatra,
  LocalChartInput,
  UtcChartInput,
  VargaChart,
  ChartInputErrorCode,
} from "./compute-chart.ts";

export { localTimeToUtc, LocalTimeError } from "./time/local-time-to-utc.ts";
export type { LocalTimeResolution, LocalTimeErrorCode, AmbiguousTimeChoice } from "./time/local-time-to-utc.ts";
export { deltaTSecForYear, deltaTSecForUtDays } from "./time/delta-t.ts";

export { julianDayUtFromEpochMs, epochMsFromJulianDayUt, isoFromJulianDayUt, J2000_JD } from "./astro/astro-time.ts";
export { normalizeDeg, signedDiffDeg } from "./astro/angles.ts";
export { AYANAMSA_NAMES, generalPrecessionDeg } from "./astro/ayanamsa.ts";
export type { AyanamsaName } from "./astro/ayanamsa.ts";
export { GRAHAS } from "./astro/graha-positions.ts";
export type { Graha, NodeKind } from "./astro/graha-positions.ts";
export { siderealPositions } from "./astro/sidereal-positions.ts";
export type { SiderealPositions, GrahaPosition, ZodiacOptions } from "./astro/sidereal-positions.ts";
export { sripatiBhavas } from "./astro/ascendant.ts";
export type { Bhava } from "./astro/ascendant.ts";

export {
  SIGN_NAMES,
  GRAHA_NAMES,
  NAKSHATRA_NAMES,
  VARA_NAMES,
  MONTH_NAMES,
  VARGA_TITLES,
  SADE_SATI_PHASES,
  DHAIYA_KINDS,
  SIGN_ELEMENTS,
} from "./names.ts";
export type { LocalizedName, SadeSatiPhase, DhaiyaKind, SignElement } from "./names.ts";
export {
  nakshatraOf,
  signIndexOf,
  signName,
  SIGN_LORDS,
  NAKSHATRA_LORDS,
  NAKSHATRA_SPAN_DEG,
  PADA_SPAN_DEG,
} from "./chart/zodiac.ts";
export type { NakshatraPosition } from "./chart/zodiac.ts";
export {
  dignityOf,
  isCombust,
  naturalRelationship,
  compoundRelationship,
  EXALTATION_SIGN,
  MOOLATRIKONA,
  COMBUSTION_ORB_DEG,
} from "./chart/dignity.ts";
export type { Dignity, Relationship, CompoundRelationship } from "./chart/dignity.ts";
export { vargaSignIndex, VARGA_NAMES } from "./chart/vargas.ts";
export type { VargaName } from "./chart/vargas.ts";
export { houseFrom, aspectsSign, ASPECT_HOUSES } from "./chart/aspects.ts";
export { ashtakavarga, BENEFIC_PLACES, ASHTAKAVARGA_GRAHAS } from "./chart/ashtakavarga.ts";
export type { Ashtakavarga, AshtakavargaGraha, AshtakavargaSource } from "./chart/ashtakavarga.ts";

export { vimshottariDasha, runningDashas, VIMSHOTTARI_YEARS, DASHA_LEVEL_KEYS } from "./dasha/vimshottari.ts";
export type { VimshottariDasha, DashaPeriod, VimshottariOptions } from "./dasha/vimshottari.ts";

export { panchangAt, dailyPanchang } from "./panchang/panchang.ts";
export type { Panchang, DailyPanchangInput, TimeSpan } from "./panchang/panchang.ts";
export { sunTimes, sunEventNearNoon, SUNRISE_ALTITUDE_DEG } from "./panchang/sunrise-sunset.ts";
export type { SunTimes } from "./panchang/sunrise-sunset.ts";
export {
  tithiName,
  tithiNameHi,
  karanaName,
  karanaNameHi,
  YOGA_NAMES,
  YOGA_NAMES_HI,
} from "./panchang/panchang-names.ts";

export { gunaMilan, KOOTA_MAX_POINTS } from "./match/guna-milan.ts";
export type {
  GunaMilan,
  GunaMilanOptions,
  KootaScore,
  KootaKey,
  MatchDosha,
  MoonPlacement,
} from "./match/guna-milan.ts";
export { mangalDosha, mangalDoshaMatch, MANGAL_DOSHA_HOUSES } from "./match/mangal-dosha.ts";
export type { MangalDosha, MangalDoshaFrom } from "./match/mangal-dosha.ts";

export { gochara, gocharaFromPositions, saturnStatus, GOCHARA_FAVOURABLE_HOUSES } from "./transit/gochara.ts";
export type { Gochara, GocharaEntry, SaturnStatus } from "./transit/gochara.ts";

export { findYogas } from "./yoga/classical-yogas.ts";
export type { YogaResult, YogaKey, YogaInput } from "./yoga/classical-yogas.ts";
export { sadeSatiPeriod, saturnReturnPeriod } from "./transit/sade-sati.ts";
export type { SadeSatiPeriod } from "./transit/sade-sati.ts";
export { matchCharts } from "./match/match-charts.ts";
export type { ChartMatch, ChartForMatching } from "./match/match-charts.ts";

export {
  signHoroscope,
  signHoroscopes,
  signTara,
  HOROSCOPE_CATEGORIES,
  PERIOD_GRAHA_WEIGHTS,
  CATEGORY_KARAKAS,
  CATEGORY_HOUSES,
  ECLIPSE_FAVOURABLE_HOUSES,
} from "./horoscope/sign-horoscope.ts";
export type {
  SignHoroscope,
  SignHoroscopeInput,
  HoroscopeCategory,
  HoroscopeCategoryResult,
  HoroscopeReason,
  HoroscopeReasonKind,
} from "./horoscope/sign-horoscope.ts";
export { HOROSCOPE_PERIODS, HoroscopeInputError, periodSpan } from "./horoscope/period.ts";
export type { HoroscopePeriod, HoroscopeInputErrorCode, PeriodSpan } from "./horoscope/period.ts";
export { GRAHA_COLOURS, GRAHA_NUMBERS, REFERENCE_PLACE } from "./horoscope/lucky.ts";
export type { HoroscopeLucky, LuckyColour, LuckyTimeWindow } from "./horoscope/lucky.ts";
