// Writes ΔT (seconds) from the Swiss Ephemeris at year fractions Y = 2000 + (JD − J2000)/365.25,
// 1800–2028, to packages/jyotish/src/time/delta-t-table.json (the engine's table), and prints
// the values after 2028 that its cubic continuation was fitted to beside the engine's.
// Run: node bench/tools/print-delta-t.ts
import { writeFileSync } from "node:fs";
import sweph from "sweph";
import { deltaTSecForYear } from "@graha/jyotish";

const table: number[] = [];
for (let y = 1800; y <= 2028; y++) table.push(Number((sweph.deltat(2451545 + (y - 2000) * 365.25) * 86400).toFixed(2)));
const tableFile = new URL("../../packages/jyotish/src/time/delta-t-table.json", import.meta.url);
writeFileSync(tableFile, `${JSON.stringify({ firstYear: 1800, lastYear: 2028, deltaTSec: table })}\n`);
console.log("year  sweph   engine");
for (const y of [2030, 2050, 2075, 2100, 2150, 2200]) {
  const swe = sweph.deltat(2451545 + (y - 2000) * 365.25) * 86400;
  console.log(`${y}  ${swe.toFixed(2).padStart(6)}  ${deltaTSecForYear(y).toFixed(2).padStart(6)}`);
}
