// Prints the engine's worst errors against the Swiss Ephemeris reference charts in
// packages/jyotish/src/reference/ephemeris (all 300 UTC charts and 120 births). Run: node bench/tools/accuracy-report.ts
import { readFileSync } from "node:fs";
import {
  julianDayUtFromEpochMs,
  localTimeToUtc,
  siderealPositions,
  signedDiffDeg,
  vimshottariDasha,
  type Graha,
} from "@graha/jyotish";

const dir = new URL("../../packages/jyotish/src/reference/ephemeris/", import.meta.url);
interface Body {
  longitude: number;
  speed: number;
}
interface Case {
  input: { utc?: string; datetime?: string; timezone?: string; latitude: number; longitude: number };
  expected: {
    utc?: string;
    ayanamsa: number;
    meanRahu: number;
    planets: Record<string, Body>;
    ascendant: { longitude: number };
    vimshottari?: { mahadashas: { start: string; antardashas: { start: string }[] }[] };
  };
}
const load = (f: string) => (JSON.parse(readFileSync(new URL(f, dir), "utf8")) as { cases: Case[] }).cases;
const worst: Record<string, number> = {};
const worstSpeed: Record<string, number> = {};
const note = (k: string, v: number, table = worst) => (table[k] = Math.max(table[k] ?? 0, v));
let utcMismatches = 0;
let dashaDays = 0;
for (const c of [...load("utc-charts.json"), ...load("births.json")]) {
  if (c.input.datetime) {
    const utc = localTimeToUtc(c.input.datetime, c.input.timezone!).utc;
    if (utc !== c.expected.utc) utcMismatches++;
  }
  const jd = julianDayUtFromEpochMs(Date.parse(c.expected.utc ?? c.input.utc!));
  const p = siderealPositions(jd, c.input.latitude, c.input.longitude);
  for (const [k, ref] of Object.entries(c.expected.planets)) {
    note(k, Math.abs(signedDiffDeg(p.grahas[k as Graha].longitudeDeg, ref.longitude)) * 3600);
    note(k, Math.abs(p.grahas[k as Graha].speedDegPerDay - ref.speed), worstSpeed);
  }
  note("ascendant", Math.abs(signedDiffDeg(p.ascendantDeg, c.expected.ascendant.longitude)) * 3600);
  note("ayanamsa", Math.abs(p.ayanamsa.degrees - c.expected.ayanamsa) * 3600);
  const mean = siderealPositions(jd, c.input.latitude, c.input.longitude, { node: "mean" });
  note("meanRahu", Math.abs(signedDiffDeg(mean.grahas.rahu.longitudeDeg, c.expected.meanRahu)) * 3600);
  if (c.expected.vimshottari) {
    const d = vimshottariDasha(p.grahas.moon.longitudeDeg, jd, { levels: 2 });
    c.expected.vimshottari.mahadashas.forEach((m, i) => {
      dashaDays = Math.max(dashaDays, Math.abs(Date.parse(d.mahadashas[i]!.start) - Date.parse(m.start)) / 864e5);
      m.antardashas.forEach(
        (a, j) =>
          (dashaDays = Math.max(
            dashaDays,
            Math.abs(Date.parse(d.mahadashas[i]!.antardashas![j]!.start) - Date.parse(a.start)) / 864e5,
          )),
      );
    });
  }
}
console.log("worst longitude error (arcsec) and speed error (deg/day) over 420 reference charts:");
for (const k of Object.keys(worst))
  console.log(
    `  ${k.padEnd(10)} ${worst[k]!.toFixed(2).padStart(6)}″${worstSpeed[k] !== undefined ? `   speed ${worstSpeed[k]!.toExponential(1)}` : ""}`,
  );
console.log(`local time → UTC mismatches: ${utcMismatches} of 120`);
console.log(`worst Vimshottari maha/antardasha boundary difference: ${(dashaDays * 24).toFixed(2)} hours`);
