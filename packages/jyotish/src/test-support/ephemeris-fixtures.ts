// Test-only helper: loads the Swiss Ephemeris reference charts kept in ../reference/ephemeris
// (see its README for how they were produced). Not exported from the engine.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from "node:fs";

const FIXTURE_DIR = new URL("../reference/ephemeris/", import.meta.url);

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
  return (JSON.parse(readFileSync(new URL(name, FIXTURE_DIR), "utf8")) as { cases: T[] }).cases;
}

export const utcCases = (): UtcCase[] => load<UtcCase>("utc-charts.json");
export const birthCases = (): BirthCase[] => load<BirthCase>("births.json");
