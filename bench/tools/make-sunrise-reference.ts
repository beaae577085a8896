// Writes packages/jyotish/src/panchang/reference/sunrise-reference.json: sunrise and sunset
// for Indian cities from the Swiss Ephemeris (sweph rise_trans, Moshier ephemeris since no
// .se1 files are installed; upper limb, standard refraction at 1013.25 hPa and 15 °C, sea
// level). Run: node bench/tools/make-sunrise-reference.ts
import { writeFileSync } from "node:fs";
import sweph from "sweph";

const { constants } = sweph;
const CITIES = [
  { city: "New Delhi", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" },
  { city: "Mumbai", latitude: 19.076, longitude: 72.8777, timezone: "Asia/Kolkata" },
  { city: "Chennai", latitude: 13.0827, longitude: 80.2707, timezone: "Asia/Kolkata" },
  { city: "Kolkata", latitude: 22.5726, longitude: 88.3639, timezone: "Asia/Kolkata" },
  { city: "Bengaluru", latitude: 12.9716, longitude: 77.5946, timezone: "Asia/Kolkata" },
  { city: "Srinagar", latitude: 34.0837, longitude: 74.7973, timezone: "Asia/Kolkata" },
  { city: "Guwahati", latitude: 26.1445, longitude: 91.7362, timezone: "Asia/Kolkata" },
  { city: "Varanasi", latitude: 25.3176, longitude: 82.9739, timezone: "Asia/Kolkata" },
];
const DATES = [
  "1950-06-21",
  "1975-12-22",
  "2000-03-20",
  "2025-01-01",
  "2025-02-15",
  "2025-04-01",
  "2025-05-15",
  "2025-07-01",
  "2025-08-15",
  "2025-10-01",
  "2025-11-15",
  "2026-11-22",
  "2040-09-23",
];

function iso(jd: number): string {
  return new Date(Math.round((jd - 2440587.5) * 86400000)).toISOString();
}

const cases = [];
for (const c of CITIES) {
  for (const date of DATES) {
    // Search from local midnight IST (18:30 UT the previous day).
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    const start = sweph.julday(y, m, d, 0, constants.SE_GREG_CAL) - 5.5 / 24;
    const geopos: [number, number, number] = [c.longitude, c.latitude, 0];
    const rise = sweph.rise_trans(
      start,
      constants.SE_SUN,
      null,
      constants.SEFLG_MOSEPH,
      constants.SE_CALC_RISE,
      geopos,
      1013.25,
      15,
    );
    const set = sweph.rise_trans(
      start,
      constants.SE_SUN,
      null,
      constants.SEFLG_MOSEPH,
      constants.SE_CALC_SET,
      geopos,
      1013.25,
      15,
    );
    if (rise.flag !== constants.OK || set.flag !== constants.OK)
      throw new Error(`${c.city} ${date}: ${rise.error} ${set.error}`);
    cases.push({ ...c, date, sunriseUtc: iso(rise.data), sunsetUtc: iso(set.data) });
  }
}
const out = new URL("../../packages/jyotish/src/panchang/reference/sunrise-reference.json", import.meta.url);
writeFileSync(
  out,
  JSON.stringify(
    {
      source: `Swiss Ephemeris ${sweph.version()} (npm sweph), rise_trans, SEFLG_MOSEPH, upper limb, refraction at 1013.25 hPa / 15 °C, elevation 0`,
      cases,
    },
    null,
    1,
  ) + "\n",
);
console.log(`wrote ${cases.length} cases to ${out.pathname}`);
