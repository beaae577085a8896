// Test-only helper: loads the Swiss Ephemeris reference charts from ../shared/fixtures/ephemeris
// (see its README for how they were produced). Not exported from the engine.
// eslint-disable-next-line no-restricted-imports
import { existsSync, readFileSync } from "node:fs";

export const FIXTURE_DIR = new URL("../../../../../shared/fixtures/ephemeris/", import.meta.url);
export const FIXTURES_PRESENT = existsSync(new URL("births.json", FIXTURE_DIR));
export const FIXTURES_SKIP_REASON = `reference fixtures not found at ${FIXTURE_DIR.pathname}`;

export interface ExpectedBody {
  longitude: number;
  speed: number;
  retrograde: boolean;
  signIndex: number;
  nakshatraIndex: number;
  pada: number;
  house: number;
}
export interface ExpectedChart {
  ayanamsa: number;
  planets: Record<string, ExpectedBody>;
  meanRahu: number;
  ascendant: { longitude: number; signIndex: number; nakshatraIndex: number; pada: number };
}
export interface ExpectedPeriod {
  lord: string;
  start: string;
  end: string;
  antardashas?: ExpectedPeriod[];
}
export interface UtcCase {
  input: { utc: string; latitude: number; longitude: number };
  expected: ExpectedChart;
}
export interface BirthCase {
  input: { place: string; datetime: string; timezone: string; latitude: number; longitude: number };
  expected: ExpectedChart & {
    utc: string;
    utcOffsetMinutes: number;
    vimshottari: { balanceYears: number; mahadashas: ExpectedPeriod[] };
    on2026_11_22: unknown;
  };
}

function load<T>(name: string): T[] {
  if (!FIXTURES_PRESENT) return [];
  return (JSON.parse(readFileSync(new URL(name, FIXTURE_DIR), "utf8")) as { cases: T[] }).cases;
}

export const utcCases = (): UtcCase[] => load<UtcCase>("utc-charts.json");
export const birthCases = (): BirthCase[] => load<BirthCase>("births.json");
