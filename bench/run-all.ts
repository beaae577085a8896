// Benchmarks of the jyotish engine against the Swiss Ephemeris (npm sweph) computing the
// same points in the same process. See README.md. Run: npm run bench -w @graha/bench
import sweph from "sweph";
import { computeChartAtJulianDay, siderealPositions } from "@graha/jyotish";
import { gcAvailable, retainedBytesPerResult, timeCalls, type Timing } from "./measure.ts";
import { runHoroscopeBench } from "./horoscope.ts";
import { runPlacesBench } from "./places-search.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20_000);
const { constants } = sweph;

// Deterministic pseudo-random births: 1900–2100, places across India.
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}
const rand = lcg(42);
const CASES = Array.from({ length: 1000 }, () => ({
  jd: 2415020.5 + rand() * 73050,
  lat: 8 + rand() * 27,
  lon: 68 + rand() * 29,
}));
const at = (i: number) => CASES[i % CASES.length]!;

// Swiss Ephemeris: the nine grahas (true node) with speeds, sidereal Lahiri, plus the
// ascendant. No .se1 files are installed, so it runs its built-in Moshier ephemeris.
sweph.set_sid_mode(constants.SE_SIDM_LAHIRI, 0, 0);
const SWE_FLAGS = constants.SEFLG_MOSEPH | constants.SEFLG_SPEED | constants.SEFLG_SIDEREAL;
const SWE_BODIES = [
  constants.SE_SUN,
  constants.SE_MOON,
  constants.SE_MARS,
  constants.SE_MERCURY,
  constants.SE_JUPITER,
  constants.SE_VENUS,
  constants.SE_SATURN,
  constants.SE_TRUE_NODE,
];
function swephCore(i: number): number {
  const c = at(i);
  let sum = 0;
  for (const body of SWE_BODIES) sum += sweph.calc_ut(c.jd, body, SWE_FLAGS).data[0]!;
  sum += sweph.houses_ex(c.jd, constants.SEFLG_SIDEREAL, c.lat, c.lon, "W").data.points[0]!;
  return sum;
}

const engineCore = (i: number) => {
  const c = at(i);
  return siderealPositions(c.jd, c.lat, c.lon);
};
const engineChart = (i: number) => {
  const c = at(i);
  return computeChartAtJulianDay(c.jd, c.lat, c.lon);
};

// Interleave the runs a few times so machine load affects both sides alike.
function best(fn: (i: number) => unknown, rounds = 3): Timing {
  let bestT: Timing | null = null;
  for (let r = 0; r < rounds; r++) {
    const t = timeCalls(fn, Math.floor(RUNS / rounds));
    if (!bestT || t.medianUs < bestT.medianUs) bestT = t;
  }
  return bestT!;
}

const swe = best(swephCore);
const core = best(engineCore);
const chart = best(engineChart);
const swe2 = best(swephCore);
const sweBest = swe2.medianUs < swe.medianUs ? swe2 : swe;

const f = (x: number) => x.toFixed(1).padStart(8);
console.log(
  `Node ${process.version}, ${RUNS} calls per measurement (best of 3 rounds), 1000 births 1900–2100 in India`,
);
console.log("");
console.log("                                        median µs   p95 µs  target   ratio to sweph");
console.log(`sweph: 9 grahas + ascendant (Moshier)  ${f(sweBest.medianUs)} ${f(sweBest.p95Us)}       -   1.00`);
console.log(
  `jyotish core: 9 grahas + ascendant     ${f(core.medianUs)} ${f(core.p95Us)}      80   ${(core.medianUs / sweBest.medianUs).toFixed(2)}`,
);
console.log(
  `jyotish full chart                     ${f(chart.medianUs)} ${f(chart.p95Us)}     300   ${(chart.medianUs / sweBest.medianUs).toFixed(2)}`,
);
console.log("");
const mem = process.memoryUsage();
const perChart = retainedBytesPerResult(engineChart, 500);
const perCore = retainedBytesPerResult(engineCore, 5000);
const sample = engineChart(0);
console.log(
  `memory: heap retained per full chart ${(perChart / 1024).toFixed(1)} KiB (${gcAvailable ? "after GC" : "no GC control"}), per core result ${(perCore / 1024).toFixed(2)} KiB`,
);
console.log(
  `        full chart as JSON ${(JSON.stringify(sample).length / 1024).toFixed(1)} KiB; process RSS ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
const pass = core.medianUs <= 80 && chart.medianUs <= 300;
console.log(`targets (core ≤ 80 µs, full chart ≤ 300 µs median): ${pass ? "met" : "NOT met"}`);

const placesPass = runPlacesBench();
await runHoroscopeBench();
if (!pass || !placesPass) process.exitCode = 1;
